import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';

// Answers the server rendered into the page (lib/session/firstAnswers.ts) go into the query
// cache before the screen renders, and the queries that mount with them show them rather than
// ask again: every query's refetchOnMount goes through `refetchOnMount` below. The mark goes
// when a query's observer goes (a refresh, leaving the screen) or after FRESH_MS, whichever
// comes first; from then on the query's own rules apply.

const FRESH_MS = 10_000;
const seeded = new WeakMap<Query, number>(); // query → when it was seeded
const watched = new WeakSet<QueryClient>();

/** Puts the server's answers into the cache (once, before the first render that reads them). */
export function seedAnswers(client: QueryClient, state: DehydratedState) {
  const cache = client.getQueryCache();
  // Successes only (the server dehydrates nothing else), so TanStack's hydrate() is not needed.
  for (const { queryKey, queryHash, state: answer } of state.queries) {
    client.setQueryData(queryKey, answer.data, { updatedAt: answer.dataUpdatedAt });
    const query = cache.get(queryHash);
    if (query) markSeeded(client, query);
  }
}

/**
 * Marks a query's answer as seeded: the server's (above), or one asked for a screen about to
 * mount (`askAhead`, components/common/nav/usePrepare.ts). The mark goes with its view.
 */
export function markSeeded(client: QueryClient, query: Query) {
  if (!watched.has(client)) {
    watched.add(client);
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'observerRemoved') seeded.delete(event.query);
    });
  }
  seeded.set(query, Date.now());
}

/** A refetchOnMount that leaves a seeded answer alone, and otherwise does as `otherwise` says. */
export const refetchOnMount =
  (otherwise: boolean | 'always') =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's answer
  (query: Query<any, any, any, any>): boolean | 'always' => {
    const at = seeded.get(query);
    return at !== undefined && Date.now() - at < FRESH_MS ? false : otherwise;
  };
