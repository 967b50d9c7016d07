// The query parameters a screen keeps in its URL (issue 17: tabs are URLs). Each is declared with
// its route in the manifest (lib/menu/manifest.ts) by one of these kinds; lib/menu/tabs.ts drops
// any parameter a route does not declare, or of another shape, from a saved or shown tab.

import { ACTIVITY_KINDS } from '@/lib/contract/values';

/** The shapes a query value may take. */
export const KINDS = {
  account: /^[A-Za-z0-9_.@-]{1,32}$/, // a member account
  id: /^[1-9]\d{0,8}$/, // a positive integer
  leg: /^[12]$/, // 1 left, 2 right
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, // YYYY-MM-DD
  side: /^[LR]$/,
  state: /^\d{1,2}$/, // a state code of a list (spec §4)
  flag: /^1$/, // a switch that is on
  way: /^(phone|email)$/,
  activity: new RegExp(`^(${ACTIVITY_KINDS.join('|')})$`), // a kind of My activity
  next: /^\/my\/edit(Phone|Email|Pass)$/, // where a verification leads (components/my/verifyTarget.ts)
} as const;
export type Kind = keyof typeof KINDS;

/** A parameter of a screen; `tab`: another value is another tab (and shows in its title). */
export type Param = { kind: Kind; tab?: true };

/** A parameter of `kind`; `tab`: another value opens another tab. */
export const param = (kind: Kind, tab?: 'tab'): Param => (tab ? { kind, tab: true } : { kind });
