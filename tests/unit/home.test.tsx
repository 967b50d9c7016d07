/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HomeHeader } from '@/components/home/HomeHeader';
import { HomeScreen } from '@/components/home/HomeScreen';
import { IncomeCard } from '@/components/home/IncomeCard';
import { WaitingCard } from '@/components/home/WaitingCard';
import { noticeCountQuery } from '@/lib/api/notice';
import { sessionQuery } from '@/lib/api/session';
import { MESSAGES } from '@/lib/i18n/messages';
import { DEFAULT_PERMISSIONS, type SessionView } from '@/lib/contract/auth';
import { MENU_KEYS } from '@/lib/menu/menu';
import { renderWithProviders } from './render';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/home',
  useSearchParams: () => new URLSearchParams(),
}));

// jsdom has no Response: the wrapper only reads json().
const answer = (data: unknown, code = 20000, msg = 'ok') => ({ json: async () => ({ code, msg, data }) });

const ALL_KEYS = [...MENU_KEYS];
const session = (over: Partial<SessionView> = {}): SessionView => ({
  user: { account: 'operator', name: '王建国', level: 2, levelName: 'VIP', vip: true },
  menu: [],
  menuKeys: ALL_KEYS,
  permissions: [...DEFAULT_PERMISSIONS],
  verifyRule: { phone: true, email: true },
  locale: 'en-US',
  ...over,
});
const PROFILE = {
  username: 'operator',
  realname: '王建国',
  level: 2,
  level_name: 'VIP',
  is_vip: 1,
  salary: '125000.00',
  recharge_balance: '23000.5',
  frozen: '50000.00',
  performance_left: '1336000.00',
  performance_right: '300.00',
  verify_rule: { phone: 1, email: 1 },
};

type Routes = Record<string, () => unknown>;
function serve(routes: Routes) {
  global.fetch = jest.fn(async (url: string) => {
    const route = routes[url];
    if (!route) throw new Error(`unexpected fetch ${url}`);
    return route();
  }) as unknown as typeof fetch;
}
const defaults = (over: Routes = {}): Routes => ({
  '/api/session': () => answer(session()),
  '/api/call/store/info': () => answer(PROFILE),
  '/api/call/notice/unread': () => answer({ num: 5 }),
  ...over,
});

beforeEach(() => serve(defaults()));

describe('the home dashboard', () => {
  it('greets the operator and shows the VIP level, the unread count and no logout of its own', async () => {
    renderWithProviders(<HomeScreen />);
    await waitFor(() => expect(screen.getByTestId('home-hello')).toHaveTextContent('Hello, 王建国'));
    expect(screen.getByText('Account: operator')).toBeInTheDocument();
    expect(screen.getByTestId('home-level')).toHaveTextContent('Level: VIP');
    const unread = await screen.findByTestId('home-unread');
    expect(unread).toHaveTextContent('5 unread notices');
    expect(unread).toHaveAttribute('href', '/notice');
    expect(screen.queryByTestId('logout')).not.toBeInTheDocument();
  });

  it('shows the balances in the en-US number format', async () => {
    renderWithProviders(<HomeScreen />);
    expect(await screen.findByTestId('home-salary')).toHaveTextContent('125,000.00');
    expect(screen.getByTestId('home-recharge')).toHaveTextContent('23,000.50');
    expect(screen.getByTestId('home-frozen')).toHaveTextContent('50,000.00');
    expect(screen.getByTestId('home-performance-left')).toHaveTextContent('1,336,000.00');
    expect(screen.getByTestId('home-performance-right')).toHaveTextContent('300.00');
    expect(screen.getByText('Available salary')).toBeInTheDocument();
    // A VIP has no upgrade countdown.
    expect(screen.queryByTestId('home-upgrade')).not.toBeInTheDocument();
  });

  it('speaks simplified Chinese in zh-CN', async () => {
    renderWithProviders(<HomeScreen />, 'zh-CN');
    expect(await screen.findByTestId('home-salary')).toHaveTextContent('125,000.00');
    expect(screen.getByText('可用工资')).toBeInTheDocument();
    expect(screen.getByText('充值余额')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('home-hello')).toHaveTextContent('您好，王建国'));
    expect(await screen.findByTestId('home-unread')).toHaveTextContent('未读通知 5 条');
    expect(screen.getByRole('link', { name: '添加会员' })).toHaveAttribute('href', '/memberNode/register');
  });

  it('offers the frequent tasks as links', async () => {
    renderWithProviders(<HomeScreen />);
    const nav = await screen.findByRole('navigation', { name: 'Shortcuts' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Add member', '/memberNode/register'],
      ['Member chart (Zone)', '/memberNode'],
      ['Invitation chart', '/inviteNode'],
      ['Recharge', '/capital/recharge'],
      ['Transfer', '/capital/transfer'],
      ['Withdraw', '/capital/withdraw'],
      ['Bank card', '/my/bankCardList'],
      ['Notifications', '/notice'],
    ]);
  });

  it('hides the tasks the menu hides, and Add member without the add permission', async () => {
    const limited = ALL_KEYS.filter((k) => !['35', '47'].includes(k));
    serve(defaults({ '/api/session': () => answer(session({ menuKeys: limited, permissions: ['sys:user:edit'] })) }));
    renderWithProviders(<HomeScreen />);
    const nav = await screen.findByRole('navigation', { name: 'Shortcuts' });
    const hrefs = (await within(nav).findAllByRole('link')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/memberNode', '/inviteNode', '/capital/recharge', '/capital/transfer', '/my/bankCardList']);
  });

  it('counts down the upgrade cycle of a member awaiting upgrade', async () => {
    serve(defaults({ '/api/call/store/info': () => answer({ ...PROFILE, is_vip: 0, upgrade_days: '12' }) }));
    renderWithProviders(<HomeScreen />);
    const card = await screen.findByTestId('home-upgrade');
    expect(card).toHaveTextContent('12 days left');
    expect(card).toHaveTextContent('of a 45-day cycle');
  });

  it('shows skeletons while loading, then an error with a working Retry', async () => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve(
      defaults({
        '/api/call/store/info': async () => {
          await gate;
          return fail ? answer(null, 30020, 'busy') : answer(PROFILE);
        },
      }),
    );
    renderWithProviders(<HomeScreen />);
    expect(screen.getByTestId('home-balances-loading')).toBeInTheDocument();
    release();
    const error = await screen.findByTestId('home-balances-error');
    expect(error).toHaveTextContent('The balances could not be loaded.');
    // The rest of the dashboard stays usable.
    expect(await screen.findByTestId('home-unread')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('home-salary')).toHaveTextContent('125,000.00');
    await waitFor(() => expect(screen.queryByTestId('home-balances-error')).not.toBeInTheDocument());
  });
});

describe("the income card's chart", () => {
  it('holds its place with a still skeleton until it is scrolled into view (jsdom never shows it)', async () => {
    const month = new Date().toISOString().slice(0, 7);
    serve(defaults({ '/api/call/salaries/tlong': () => answer({ total: 1, list: [{ amount: '300.00', time: `${month}-01 10:00:00` }] }) }));
    renderWithProviders(<IncomeCard place={{ index: 0, count: 1, move: () => {} }} />);
    expect(await screen.findByTestId('home-income-change')).toBeInTheDocument();
    const place = screen.getByTestId('home-income-chart-loading');
    expect(place).toHaveClass('MuiSkeleton-root');
    expect(place).not.toHaveClass('MuiSkeleton-pulse'); // nothing is loading: no animation that never ends
  });
});

describe('Home hydrates as the server rendered it when the top bar has fetched the unread count first', () => {
  // The top bar's bell asks for the count Home's header and Waiting card show too; Home, and each
  // card in a pass of its own, may hydrate after its answer came (React's error #418 otherwise).
  it.each([
    ['the header', <HomeHeader key="header" />, 'home-unread'],
    ['the Waiting card', <WaitingCard key="waiting" place={{ index: 0, count: 1, move: () => {} }} />, 'home-waiting-notices'],
  ])('%s', async (_, part, testId) => {
    const tree = (client: QueryClient) => (
      <NextIntlClientProvider locale="en-US" messages={MESSAGES['en-US']}>
        <QueryClientProvider client={client}>{part}</QueryClientProvider>
      </NextIntlClientProvider>
    );
    // Both sides have the session (seeded from it); only the browser has the count.
    const seeded = () => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      client.setQueryData(sessionQuery.queryKey, session());
      return client;
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(seeded()));
    document.body.append(container);
    const client = seeded();
    client.setQueryData(noticeCountQuery.queryKey, 5);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(client), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(await screen.findByTestId(testId)).toHaveTextContent('5');
    container.remove();
  });
});
