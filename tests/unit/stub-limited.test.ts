import { type Route, routeAllowed, ROUTES as ALL } from '@/lib/menu/manifest';
import { accountOf, menuKeysOf } from '@/tests/upstream-stub/accounts';

// The stub's limited account (menuop) is refused Withdraw, Withdraw record and the Report group
// whole, as the route manifest groups it (issue 73): a screen added to the group is hidden from
// it with no edit to tests/upstream-stub/accounts.ts; every other screen of the menu it keeps.

const ROUTES: readonly Route[] = ALL;
const keys = menuKeysOf(accountOf('menuop')!);
const inReports = (r: Route) => r.path === '/reports' || (r.menu ?? []).some((m) => m.in === '/reports');
const refused = new Set([...ROUTES.filter(inReports).map((r) => r.path), '/capital/withdraw', '/capital/withdrawRecord']);

it('refuses the Report group, its every screen, Withdraw and Withdraw record', () => {
  expect(refused.size).toBeGreaterThanOrEqual(11);
  for (const path of refused) expect({ path, allowed: routeAllowed(path, keys) }).toEqual({ path, allowed: false });
});

it('keeps every other screen of the menu, and the operator keeps them all', () => {
  for (const { path } of ROUTES.filter((r) => r.menu?.length && !refused.has(r.path))) expect({ path, allowed: routeAllowed(path, keys) }).toEqual({ path, allowed: true });
  const all = menuKeysOf(accountOf('operator')!);
  for (const { path } of ROUTES.filter((r) => r.menu?.length)) expect({ path, allowed: routeAllowed(path, all) }).toEqual({ path, allowed: true });
});
