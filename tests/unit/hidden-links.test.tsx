/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeadlinesCard } from '@/components/home/DeadlinesCard';
import { HomeHeader } from '@/components/home/HomeHeader';
import { IncomeCard } from '@/components/home/IncomeCard';
import { NoticeBell, UserMenu } from '@/components/shell/TopBarActions';
import { noticeCountQuery } from '@/lib/api/notice';
import { sessionQuery } from '@/lib/api/session';
import { DEFAULT_PERMISSIONS, type SessionView } from '@/lib/contract/auth';
import { MESSAGES } from '@/lib/i18n/messages';
import { MENU_KEYS } from '@/lib/menu/menu';
import { renderWithProviders } from './render';

// The guard answers a screen the operator's menu hides with the 403 page (spec §2): Home and the
// shell offer no link to one (components/common/nav/useAllowed.ts). The stub's menuop lacks
// 35, 36 and 40–48 (tests/upstream-stub/accounts.ts): the notices (47), the salary record (41)
// and Members to be upgraded (43) among them.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/home',
  useSearchParams: () => new URLSearchParams(),
}));

// jsdom has no Response: the wrapper only reads json().
const answer = (data: unknown) => ({ json: async () => ({ code: 20000, msg: 'ok', data }) });

const ALL_KEYS = [...MENU_KEYS];
const MENUOP_KEYS = ALL_KEYS.filter((k) => !['35', '36', '40', '41', '42', '43', '44', '45', '46', '47', '48'].includes(k));
const session = (menuKeys: string[]): SessionView => ({
  user: { account: 'operator', name: '王建国', level: 2, levelName: 'VIP', vip: true },
  menu: [],
  menuKeys,
  permissions: [...DEFAULT_PERMISSIONS],
  verifyRule: { phone: true, email: true },
  locale: 'en-US',
});
const month = new Date().toISOString().slice(0, 7);

function serve(keys: string[]) {
  const routes: Record<string, () => unknown> = {
    '/api/session': () => answer(session(keys)),
    '/api/call/notice/unread': () => answer({ num: 5 }),
    '/api/call/regedvip/index': () => answer({ total: 2, list: [{ account: 'm000020', name: '李四', days_left: 3 }, { account: 'm000021', name: '王五', days_left: 20 }] }),
    '/api/call/salaries/tlong': () => answer({ total: 1, list: [{ amount: '300.00', time: `${month}-01 10:00:00` }] }),
  };
  global.fetch = jest.fn(async (url: string) => {
    const route = routes[url];
    if (!route) throw new Error(`unexpected fetch ${url}`);
    return route();
  }) as unknown as typeof fetch;
}

const place = { index: 0, count: 1, move: () => {} };

/** A card as Home has it once the session is known (as it is at a page's first paint): absent means hidden, not yet decided. */
function SignedIn({ children }: { children: ReactNode }) {
  return useQuery(sessionQuery).data ? children : null;
}
const card = (ui: ReactNode) => renderWithProviders(<SignedIn>{ui}</SignedIn>);

describe('the notices: the bell and Home\'s unread button only for a menu with them (key 47)', () => {
  // As a page is served: the session is seeded on the server and in the browser alike
  // (SessionSeed), so the server's HTML already has the links or not, and hydrating it changes nothing.
  const tree = (client: QueryClient) => (
    <NextIntlClientProvider locale="en-US" messages={MESSAGES['en-US']}>
      <QueryClientProvider client={client}>
        <NoticeBell />
        <HomeHeader />
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  const seeded = (keys: string[]) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQuery.queryKey, session(keys));
    client.setQueryData(noticeCountQuery.queryKey, 5); // a page's first answers hold the count
    return client;
  };
  async function served(keys: string[]) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(seeded(keys)));
    document.body.append(container);
    const html = container.innerHTML;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(seeded(keys)), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    return { html, container };
  }
  afterEach(() => document.body.replaceChildren());

  it('with the notices: the bell with its count and the unread button, both to /notice', async () => {
    serve(ALL_KEYS);
    const { html } = await served(ALL_KEYS);
    expect(html).toContain('data-testid="notice-bell"');
    expect(screen.getByTestId('notice-bell')).toHaveAttribute('href', '/notice');
    expect(screen.getByTestId('notice-count')).toHaveTextContent('5');
    const unread = await screen.findByTestId('home-unread');
    expect(unread).toHaveAttribute('href', '/notice');
    expect(unread).toHaveTextContent('5 unread notices');
  });

  it('without them (menuop): neither, in the server\'s HTML nor once hydrated, and no skeleton in their place', async () => {
    serve(MENUOP_KEYS);
    const { html, container } = await served(MENUOP_KEYS);
    expect(html).not.toContain('notice-bell');
    expect(html).not.toContain('MuiSkeleton');
    expect(screen.getByTestId('home-hello')).toHaveTextContent('Hello, 王建国');
    expect(screen.queryByTestId('notice-bell')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-unread')).not.toBeInTheDocument();
    expect(container.querySelector('a[href^="/notice"]')).toBeNull();
  });
});

describe("the user menu's Profile entry only for a menu with Me (key 50)", () => {
  it.each([
    ['with Me', ALL_KEYS, ['Profile', 'Log out']],
    ['without it', ALL_KEYS.filter((k) => k !== '50'), ['Log out']],
  ])('%s', async (_, keys, entries) => {
    serve(keys);
    card(<UserMenu />);
    await userEvent.setup().click(await screen.findByTestId('user-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(entries);
  });
});

describe("Home's cards keep their content, their links only to screens the menu has", () => {
  it('Upgrade deadlines: the whole list (key 43) and Level up (key 21)', async () => {
    serve(ALL_KEYS);
    const shown = card(<DeadlinesCard place={place} />);
    expect(await screen.findByTestId('home-deadlines-all')).toHaveAttribute('href', '/reports/waitMember');
    expect(screen.getAllByTestId('home-deadline-upgrade').map((a) => a.getAttribute('href'))).toEqual([
      '/memberProduct/memberUpLevel?account=m000020',
      '/memberProduct/memberUpLevel?account=m000021',
    ]);
    shown.unmount();

    serve(MENUOP_KEYS); // Members to be upgraded hidden, Level up kept
    const menuop = card(<DeadlinesCard place={place} />);
    expect(await screen.findAllByTestId('home-deadline')).toHaveLength(2);
    expect(screen.getByTestId('home-deadlines-summary')).toBeInTheDocument();
    expect(screen.queryByTestId('home-deadlines-all')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('home-deadline-upgrade')).toHaveLength(2);
    menuop.unmount();

    serve(MENUOP_KEYS.filter((k) => k !== '21')); // Level up hidden too
    card(<DeadlinesCard place={place} />);
    expect(await screen.findAllByTestId('home-deadline')).toHaveLength(2);
    expect(screen.queryByTestId('home-deadline-upgrade')).not.toBeInTheDocument();
  });

  it('Income over time: the salary record (key 41)', async () => {
    serve(ALL_KEYS);
    const shown = card(<IncomeCard place={place} />);
    expect(await screen.findByTestId('home-income-record')).toHaveAttribute('href', expect.stringMatching(/^\/reports\/integralRecord\?/));
    shown.unmount();

    serve(MENUOP_KEYS);
    card(<IncomeCard place={place} />);
    expect(await screen.findByTestId('home-income-change')).toBeInTheDocument();
    expect(screen.queryByTestId('home-income-record')).not.toBeInTheDocument();
  });
});
