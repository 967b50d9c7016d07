'use client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePhoneNow } from '@/components/common/context/usePhone';
import { queryOf } from '@/lib/api/bff';
import { markSeeded } from '@/lib/api/seed';
import type { AnyRead } from '@/lib/contract/reads';
import { routeOf } from '@/lib/menu/manifest';

/**
 * What to call as the operator chooses a screen (a menu entry, a link, a tab), before the
 * navigation: the screen's first reads are asked then, beside its page, as a page the server
 * renders comes with them (`askAhead`, below), instead of once its code has come and it
 * has mounted. A path with no first reads, or none of the portal's, asks nothing.
 */
export function usePrepare() {
  const client = useQueryClient();
  const phone = usePhoneNow(); // the width at the choice, as the screen will read it (no subscription per link)
  return useCallback(
    (href: string) => {
      const url = new URL(href, 'http://portal');
      const reads = routeOf(url.pathname)?.first?.(url.searchParams, phone());
      if (reads?.length) askAhead(client, reads);
    },
    [client, phone],
  );
}

/**
 * Asks a screen's first reads (its route's `first`, lib/menu/manifest.ts) ahead of its mount,
 * those it has no answer for: one it has is shown at once, and asked again (or not) by the
 * screen's own rules, as before.
 * Quiet: a refusal is the screen's own to show (its query, mounting with an error, asks again).
 * An answer that came is marked as a seeded one (lib/api/seed.ts), so the screen mounting with it
 * does not ask again; one still coming is shared with the screen's query.
 */
export function askAhead(client: QueryClient, reads: readonly AnyRead[]) {
  for (const read of reads) {
    if (client.getQueryData(read.key) !== undefined) continue;
    const options = queryOf(read as never, true);
    void client.prefetchQuery(options).then(() => {
      const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
      if (query?.state.status === 'success') markSeeded(client, query);
    });
  }
}
