/** @jest-environment jsdom */
import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { refetchOnMount, seedAnswers } from '@/lib/api/seed';

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
