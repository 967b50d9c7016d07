/** @jest-environment jsdom */
import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { refetchOnMount, seedAnswers } from '@/lib/api/seed';
import { askAhead } from '@/components/common/nav/usePrepare';
import { queryOf } from '@/lib/api/bff';
import { transferInfoRead } from '@/lib/contract/reads';

// Issue 15: answers the server rendered into the page are shown by the queries that mount with
// them, not asked again (whatever the query's own refetchOnMount); once that view goes (a
// refresh, leaving the screen) or after a while, the query's own rules apply again.

const KEY = ['funds', 'transfer', 'info'];

/** A server's dehydrated state holding `data` for KEY. */
async function serverState(data: string) {
  const server = new QueryClient();
  await server.prefetchQuery({ queryKey: KEY, queryFn: async () => data });
  return dehydrate(server);
}

function setup(otherwise: boolean | 'always') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: refetchOnMount(true) } } });
  const queryFn = jest.fn(async () => 'from the browser');
  function View() {
    const { data } = useQuery({ queryKey: KEY, queryFn, refetchOnMount: refetchOnMount(otherwise) });
    return <p>{data ?? 'loading'}</p>;
  }
  const mount = () => render(<QueryClientProvider client={client}><View /></QueryClientProvider>);
  return { client, queryFn, mount };
}

describe('seeded first answers', () => {
  it.each([true, 'always'] as const)('are shown, not asked again, by the view that mounts with them (refetchOnMount %s)', async (otherwise) => {
    const { client, queryFn, mount } = setup(otherwise);
    seedAnswers(client, await serverState('from the server'));
    mount();
    expect(screen.getByText('from the server')).toBeTruthy();
    await act(async () => {});
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('are asked again when the view mounts anew (a refresh, coming back to the screen)', async () => {
    const { client, queryFn, mount } = setup(true);
    seedAnswers(client, await serverState('from the server'));
    mount().unmount();
    mount();
    expect(await screen.findByText('from the browser')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('are asked again by a view that mounts after a while', async () => {
    const { client, queryFn, mount } = setup(true);
    seedAnswers(client, await serverState('from the server'));
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 11_000);
    try {
      mount();
      expect(await screen.findByText('from the browser')).toBeTruthy();
      expect(queryFn).toHaveBeenCalledTimes(1);
    } finally {
      clock.mockRestore();
    }
  });

  it('leave queries the server did not answer to their own rules', async () => {
    const { queryFn, mount } = setup(true);
    mount();
    expect(await screen.findByText('from the browser')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

// A screen chosen in the portal (a menu entry, a link, a tab: components/common/nav/usePrepare.ts)
// has its first reads asked with the navigation; the screen mounting after shows what came and
// does not ask again, and one mounting while the answer is on its way shares it.
describe('first reads asked ahead', () => {
  const INFO = { salary: '1200.00', min: 100, multiple: 100 };
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(async () => ({ status: 200, json: async () => ({ code: 20000, msg: 'ok', data: INFO }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  function mountScreen(client: QueryClient) {
    function View() {
      const { data } = useQuery(queryOf(transferInfoRead));
      return <p>{data ? `balance ${data.salary}` : 'loading'}</p>;
    }
    return render(<QueryClientProvider client={client}><View /></QueryClientProvider>);
  }
  const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: refetchOnMount(true) } } });

  it('are shown by the screen that mounts after they came, not asked again', async () => {
    const client = newClient();
    askAhead(client, [transferInfoRead]);
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/call/${transferInfoRead.path}`);
    mountScreen(client);
    expect(screen.getByText('balance 1200.00')).toBeTruthy();
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are shared with the screen that mounts while they are on their way', async () => {
    const client = newClient();
    askAhead(client, [transferInfoRead]);
    mountScreen(client);
    expect(await screen.findByText('balance 1200.00')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leave an answer the cache has to the screen\'s own rules (no call ahead)', async () => {
    const client = newClient();
    client.setQueryData(transferInfoRead.key, { ...INFO, salary: '900.00' });
    askAhead(client, [transferInfoRead]);
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    mountScreen(client);
    expect(screen.getByText('balance 900.00')).toBeTruthy();
    expect(await screen.findByText('balance 1200.00')).toBeTruthy(); // its refetch on mount, as before
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leave a refusal to the screen, which asks again and shows it as its own', async () => {
    fetchMock.mockResolvedValueOnce({ status: 200, json: async () => ({ code: 40001, msg: 'refused', data: null }) });
    const client = newClient();
    askAhead(client, [transferInfoRead]);
    await act(async () => {});
    mountScreen(client);
    expect(await screen.findByText('balance 1200.00')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
