import 'server-only';
import { claimRetrying, sharedStore, storeKey, StoreUnavailable, type SharedStore } from '@/lib/store';
import * as z from 'zod/mini';
import { clampStamps, EMPTY_PREFS, invalidKeys, mergePrefs, PREFS_MAX_BYTES, type Prefs } from '@/lib/settings/prefs';
import { PERSISTED_KEYS } from '@/lib/settings/settings';

// The server's copy of each account's settings and tabs (issue 17), in the shared store: in
// memory for one instance, in Redis (REDIS_URL) for several. A change is merged key by key
// with the copy kept (the newer change wins, lib/settings/prefs.ts); two instances merging for
// one account at once take turns through a short lock, so neither change is lost.

const prefKey = z.enum(PERSISTED_KEYS);
/** A copy as the BFF takes it: known keys, each value as the settings schema keeps it, each stamped. */
export const prefsInput = z
  .strictObject({
    settings: z.partialRecord(prefKey, z.unknown()),
    stamps: z.partialRecord(prefKey, z.number().check(z.int(), z.minimum(0))),
  })
  .check(
    // The theme's colours and radius are said by name; any other bad value as a bad setting.
    z.refine((p) => !invalidKeys(p.settings).includes('themeVariable'), { message: 'prefs.theme', path: ['settings', 'themeVariable'] }),
    z.refine((p) => invalidKeys(p.settings).every((key) => key === 'themeVariable'), { message: 'prefs.invalid', path: ['settings'] }),
    z.refine((p) => Object.keys(p.settings).every((k) => k in p.stamps) && Object.keys(p.stamps).every((k) => k in p.settings), {
      message: 'prefs.unstamped',
      path: ['stamps'],
    }),
  );

const TTL_MS = 180 * 24 * 3600 * 1000; // renewed by every change
const LOCK_MS = 2000;
const LOCK_TRIES = 40;
const keyOf = (account: string) => storeKey('prefs', account.trim().toLowerCase());
const lockOf = (account: string) => storeKey('prefs-lock', account.trim().toLowerCase());

/** The copy kept for the account (empty when there is none or it is unreadable). */
export async function loadPrefs(account: string, store: SharedStore = sharedStore('prefs')): Promise<Prefs> {
  const [raw] = await store.get([keyOf(account)]);
  if (!raw) return EMPTY_PREFS;
  try {
    // Checked as a PUT body is: the browser takes the copy as it comes (lib/api/prefs.ts).
    const parsed = prefsInput.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as Prefs) : EMPTY_PREFS;
  } catch {
    return EMPTY_PREFS;
  }
}

export class PrefsTooLarge extends Error {}

/** Merges a validated copy into the account's; answers the merged copy. */
export async function savePrefs(account: string, incoming: Prefs, now = Date.now()): Promise<Prefs> {
  const store = sharedStore('prefs');
  const lock = lockOf(account);
  const token = `${now}:${Math.random()}`;
  const held = await claimRetrying(store, lock, token, LOCK_MS, { tries: LOCK_TRIES, everyMs: 25 });
  if (!held) throw new StoreUnavailable('prefs: the account\'s copy stayed locked');
  try {
    const merged = mergePrefs(await loadPrefs(account, store), clampStamps(incoming, now));
    const text = JSON.stringify(merged);
    if (Buffer.byteLength(text, 'utf8') > PREFS_MAX_BYTES) throw new PrefsTooLarge(); // bytes, as the body's cap and the store count
    await store.set(keyOf(account), text, TTL_MS);
    return merged;
  } finally {
    // Ours unless it expired meanwhile (2 s: far longer than a merge takes).
    const [owner] = await store.get([lock]);
    if (owner === token) await store.delete(lock);
  }
}

/** Forgets the account's copy (the browsers keep theirs). */
export async function forgetPrefs(account: string): Promise<void> {
  await sharedStore('prefs').delete(keyOf(account));
}
