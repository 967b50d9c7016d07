import type { Route } from './manifest';

// Checked where the portal starts (the server entry's route labels, server/routes.ts) and by
// tests/unit/routes.test.ts, not in the browser: the shell carries the manifest, not its checks.

/**
 * Each menu key once (issue 73): the spec's menu orders by key, the upstream's login menu grants
 * by key, and a key used twice would show or hide two screens as one. A key is its group's digit
 * and the place in it ('4' Reports: '41' first); key 0 is the portal's own, shown to everyone.
 */
export function checkMenuKeys(routes: readonly Pick<Route, 'path' | 'menu'>[]) {
  const taken = new Map<string, string>();
  for (const route of routes)
    for (const { key } of route.menu ?? []) {
      const other = taken.get(key);
      if (key === '0' || other === route.path) continue;
      if (other) {
        const free = Array.from({ length: 9 }, (_, i) => `${key[0]}${i + 1}`).filter((k) => !taken.has(k) && !routes.some((r) => r.menu?.some((m) => m.key === k)));
        throw new Error(`lib/menu/manifest.ts: menu key '${key}' of ${route.path} is already ${other}'s. Free keys of its group: ${free.join(', ') || 'none (the group is full)'}.`);
      }
      taken.set(key, route.path);
    }
}
