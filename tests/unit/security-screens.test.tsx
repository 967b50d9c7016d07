/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { ScreenParams } from '@/components/common/context/ScreenParams';
import { SettingsProvider } from '@/components/common/context/SettingsProvider';
import { ToastHost } from '@/components/common/toasts/Toasts';
import { WaitingCard } from '@/components/home/WaitingCard';
import { ActivityScreen } from '@/components/security/ActivityScreen';
import { SecurityScreen } from '@/components/security/SecurityScreen';
import { DEFAULT_PERMISSIONS, type SessionView } from '@/lib/contract/auth';
import type { ActivityEntry, SessionEntry, SignInEntry } from '@/lib/contract/security';
import { MESSAGES } from '@/lib/i18n/messages';
import { MENU_KEYS } from '@/lib/menu/menu';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';

// Issue 72, the browser's side: Devices and sign-ins (the sessions, "This device", a sign-out
// asking for the password again with the schema's and the BFF's refusals under the field), My
// activity (what was asked, a transfer's amount as money) and Home's alert of failed sign-ins.

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/my/security',
  useSearchParams: () => new URLSearchParams(),
}));

type Reply = { code?: number; msg?: string; data?: unknown; status?: number };
type Route = (init: RequestInit | undefined, url: string) => Reply;
let routes: Record<string, Route> = {};
let sent: { url: string; body: unknown }[] = [];

/** The BFF: each path's answer (the query string aside), and what was posted. */
function serve(next: Record<string, Route>) {
  routes = next;
  sent = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[path] ?? (path.startsWith('/api/call/') ? routes['/api/call/*'] : undefined);
    if (!route) throw new Error(`unexpected fetch ${url}`);
    const { code = 20000, msg = 'ok', data = null, status = 200 } = route(init, url);
    return { status, json: async () => ({ code, msg, data }) } as Response;
  }) as unknown as typeof fetch;
}

const desk = () => {
  window.matchMedia = ((query: string) => ({
    matches: false, media: query, onchange: null,
    addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
};

function renderScreen(ui: ReactElement, search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <NextIntlClientProvider locale="en-US" messages={MESSAGES['en-US']}>
      <SettingsProvider initial={DEFAULT_SETTINGS}>
        <QueryClientProvider client={client}>
          <ScreenParams.Provider value={new URLSearchParams(search)}>{ui}</ScreenParams.Provider>
          <ToastHost />
        </QueryClientProvider>
      </SettingsProvider>
    </NextIntlClientProvider>,
  );
}

const NOW = Date.now();
const SESSIONS: SessionEntry[] = [
  { id: 'AAAAAAAAAAAAAAAA', current: true, device: { browser: 'Firefox 133', os: 'Linux', kind: 'desktop' }, network: '203.0.113.0/24', signedInAt: NOW - 3_600_000, lastActive: NOW },
  { id: 'BBBBBBBBBBBBBBBB', current: false, device: { browser: 'Chrome 131', os: 'Windows 10', kind: 'desktop' }, network: '198.51.100.0/24', signedInAt: NOW - 86_400_000 * 2, lastActive: NOW - 5 * 60_000 },
];
const SIGNINS: SignInEntry[] = [
  { at: NOW - 60_000, outcome: 'ok', device: SESSIONS[0].device, network: '203.0.113.0/24', newDevice: false },
  { at: NOW - 120_000, outcome: 'wrong', device: { browser: 'Safari 18', os: 'iOS 18', kind: 'mobile' }, network: '192.0.2.0/24', newDevice: true },
];
const signIns = (failed = 0) => () => ({ data: { list: SIGNINS, alert: { failed, newDevice: failed > 0, since: NOW - 86_400_000 } } });

beforeEach(() => {
  desk();
  replace.mockClear();
});

describe('Devices and sign-ins', () => {
  beforeEach(() => serve({ '/api/security/sessions': () => ({ data: SESSIONS }), '/api/security/signins': signIns() }));

  it('lists the sessions, this device first and marked, each other one with its own sign-out', async () => {
    renderScreen(<SecurityScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Devices and sign-ins' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('security-session');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('data-current', 'true');
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]).queryByTestId('security-signout')).not.toBeInTheDocument();
    expect(rows[1]).not.toHaveAttribute('data-current');
    expect(within(rows[1]).getByTestId('security-signout')).toHaveAccessibleName('Sign out Chrome 131 on Windows 10');
    expect(rows[1]).toHaveTextContent('5 minutes ago');
    expect(rows[1]).toHaveTextContent('198.51.100.0/24');
    expect(screen.getByTestId('security-signout-others')).toBeEnabled();
    // The history: a row per sign-in with its outcome, a new device marked.
    const history = await screen.findAllByTestId('security-signin');
    expect(history.map((r) => r.getAttribute('data-outcome'))).toEqual(['ok', 'wrong']);
    expect(history[1]).toHaveTextContent('Wrong password');
    expect(within(history[1]).getByText('New device')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Outcome' })).toBeInTheDocument();
  });

  it('with no other session, "Sign out all other sessions" is disabled', async () => {
    serve({ '/api/security/sessions': () => ({ data: [SESSIONS[0]] }), '/api/security/signins': signIns() });
    renderScreen(<SecurityScreen />);
    expect(await screen.findByTestId('security-no-others')).toHaveTextContent('No other device is signed in.');
    expect(screen.getByTestId('security-signout-others')).toBeDisabled();
  });

  it('asks for the password: empty is refused with the schema\'s message, a wrong one under the field keeping what was typed', async () => {
    const user = userEvent.setup();
    routes['/api/security/sessions/end'] = () => ({
      status: 400, code: 40000, msg: 'Wrong password. Check it and try again.', data: { fieldErrors: { password: 'my.security.errors.wrongPassword' } },
    });
    renderScreen(<SecurityScreen />);
    const rows = await screen.findAllByTestId('security-session');
    await user.click(within(rows[1]).getByTestId('security-signout'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out Chrome 131 on Windows 10?' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await within(dialog).findByText('Enter your password')).toBeInTheDocument();
    expect(sent.filter((s) => s.url === '/api/security/sessions/end')).toEqual([]); // nothing sent
    const field = within(dialog).getByTestId('security-password');
    await user.type(field, 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await within(dialog).findByText('Wrong password. Check it and try again.')).toBeInTheDocument();
    expect(field).toHaveValue('not-it');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((s) => s.url === '/api/security/sessions/end').map((s) => s.body)).toEqual([{ session: 'BBBBBBBBBBBBBBBB', password: 'not-it' }]);
  });

  it('says a rate limit in the server\'s words, and on success toasts the count and asks for the sessions again', async () => {
    const user = userEvent.setup();
    let limited = true;
    routes['/api/security/sessions/end'] = () =>
      limited ? { status: 429, code: 42900, msg: 'Too many sign-in attempts. Please try again in 60 s.' } : { data: { ended: 1 } };
    renderScreen(<SecurityScreen />);
    await screen.findAllByTestId('security-session');
    await user.click(screen.getByTestId('security-signout-others'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' }, { timeout: 10_000 });
    await user.type(within(dialog).getByTestId('security-password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await within(dialog).findByTestId('security-refusal')).toHaveTextContent('Too many sign-in attempts. Please try again in 60 s.');
    limited = false;
    routes['/api/security/sessions'] = () => ({ data: [SESSIONS[0]] });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out 1 session')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('security-session')).toHaveLength(1));
    expect(sent.filter((s) => s.url === '/api/security/sessions/end').at(-1)?.body).toEqual({ session: 'others', password: 'secret' });
  });

  it('a failed list says so with a Retry that asks again', async () => {
    let fail = true;
    serve({ '/api/security/sessions': () => (fail ? { code: 50000, msg: 'broken' } : { data: SESSIONS }), '/api/security/signins': signIns() });
    renderScreen(<SecurityScreen />);
    const error = await screen.findByTestId('security-sessions-error');
    expect(error).toHaveTextContent('The signed-in devices could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('security-session')).toHaveLength(2);
  });
});

describe('My activity', () => {
  const transfer: ActivityEntry = {
    at: NOW - 60_000, kind: 'money', action: 'transfer', asked: { amount: 1150, to: 'menuop', remark: 'rent' }, code: 20000, msg: 'ok',
    device: SESSIONS[0].device, network: '203.0.113.0/24',
  };
  const lost: ActivityEntry = { ...transfer, at: NOW - 120_000, action: 'withdraw', asked: { amount: 500, card: '•••• 1234' }, code: 20000, msg: '', settled: 'applied' };
  const refused: ActivityEntry = { ...transfer, at: NOW - 180_000, kind: 'bankCards', action: 'cardDelete', asked: { id: '9' }, code: 30020, msg: 'The card is in use' };

  it('shows what each entry asked, a transfer\'s amount as money and its recipient, and how it ended', async () => {
    serve({ '/api/security/activity': () => ({ data: [transfer, lost, refused] }) });
    renderScreen(<ActivityScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'My activity' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows.map((r) => [r.getAttribute('data-kind'), r.getAttribute('data-action')])).toEqual([['money', 'transfer'], ['money', 'withdraw'], ['bankCards', 'cardDelete']]);
    expect(rows[0]).toHaveTextContent('Transfer');
    expect(rows[0]).toHaveTextContent('Amount: 1,150.00');
    expect(rows[0]).toHaveTextContent('To: menuop');
    expect(rows[0]).toHaveTextContent('Remarks: rent');
    expect(within(rows[0]).getByTestId('activity-result')).toHaveTextContent('Done');
    expect(rows[1]).toHaveTextContent('Went through (settled after its answer was lost)');
    expect(rows[1]).toHaveTextContent('Card: •••• 1234');
    expect(rows[2]).toHaveTextContent('Refused');
    expect(rows[2]).toHaveTextContent('The card is in use');
    expect(sent.map((s) => s.url)).toEqual(['/api/security/activity?']);
  });

  it('asks for the kind and the days of its URL, the days in the operator\'s own time zone', async () => {
    serve({ '/api/security/activity': () => ({ data: [] }) });
    renderScreen(<ActivityScreen />, 'kind=money&from=2026-01-01&to=2026-01-31');
    expect(await screen.findByTestId('activity-empty')).toHaveTextContent('Nothing matches these filters.');
    const since = new Date(2026, 0, 1).getTime();
    const until = new Date(2026, 1, 1).getTime() - 1;
    expect(sent.map((s) => s.url)).toEqual([`/api/security/activity?kind=money&since=${since}&until=${until}`]);
    expect(screen.getByTestId('activity-kind')).toHaveValue('money');
  });
});

describe("Home's failed sign-ins", () => {
  const session: SessionView = {
    user: { account: 'operator', name: '王建国', level: 2, levelName: 'VIP', vip: true },
    menu: [], menuKeys: [...MENU_KEYS], permissions: [...DEFAULT_PERMISSIONS], verifyRule: { phone: true, email: true }, locale: 'en-US',
  };
  const home = (failed: number) =>
    serve({
      '/api/session': () => ({ data: session }),
      '/api/call/notice/unread': () => ({ data: { num: 3 } }),
      '/api/call/*': () => ({ data: { total: 1, list: [] } }),
      '/api/security/signins': signIns(failed),
    });
  const card = <WaitingCard place={{ index: 0, count: 1, move: () => {} }} />;

  it('a row under the four when there are failures, leading to Devices and sign-ins', async () => {
    home(2);
    renderScreen(card);
    const alert = await screen.findByTestId('home-signin-alert');
    expect(alert).toHaveTextContent('2 failed sign-ins from a new device since your last visit');
    expect(alert).toHaveAttribute('href', '/my/security');
    expect(await screen.findByTestId('home-waiting-notices')).toHaveTextContent('3');
  });

  it('no row without failures, and none when the sign-ins cannot be read', async () => {
    home(0);
    const { unmount } = renderScreen(card);
    expect(await screen.findByTestId('home-waiting-notices')).toHaveTextContent('3');
    await waitFor(() => expect(sent.some((s) => s.url === '/api/security/signins')).toBe(true));
    expect(screen.queryByTestId('home-signin-alert')).not.toBeInTheDocument();
    unmount();
    home(0);
    routes['/api/security/signins'] = () => ({ code: 50000, msg: 'broken' });
    renderScreen(card);
    expect(await screen.findByTestId('home-waiting-notices')).toHaveTextContent('3');
    expect(screen.queryByTestId('home-signin-alert')).not.toBeInTheDocument();
  });
});
