import { parseSettings, PERSISTED_KEYS, type Settings } from './settings';

// Settings that follow the account (issue 17): the drawer's settings and the open tabs, kept
// per account on the server (lib/session/prefs.ts, in the shared store) and in each browser
// (local storage, the offline copy). Every key carries the time it was last changed; when two
// copies meet, each key takes the newer change (a theme changed on the phone and tabs opened on
// the desk both survive). Shared by the browser and the BFF; the BFF's schema of a copy is in
// lib/session/prefs.ts (the browser takes the BFF's copy as it comes).

export type PrefKey = (typeof PERSISTED_KEYS)[number];
export type Stamps = Partial<Record<PrefKey, number>>;
/** A copy of the settings: the keys it holds, each with the time (ms) it was changed. */
export type Prefs = { settings: Partial<Pick<Settings, PrefKey>>; stamps: Stamps };

export const EMPTY_PREFS: Prefs = { settings: {}, stamps: {} };

/** What one account may keep on the server: a PUT body, and the merged copy, at most this. */
export const PREFS_MAX_BYTES = 8 * 1024;
/** A change stamped later than this past the server's clock is taken as made now. */
export const CLOCK_SKEW_MS = 60_000;

/**
 * The copy with each key from whichever side changed it last (`incoming` only when strictly
 * newer: a tie keeps `base`, so merging a copy with itself changes nothing). A key without a
 * stamp counts as changed at time 0: it is kept where the other side lacks it, never preferred.
 */
export function mergePrefs(base: Prefs, incoming: Prefs): Prefs {
  const settings: Record<string, unknown> = { ...base.settings };
  const stamps: Stamps = { ...base.stamps };
  for (const key of PERSISTED_KEYS) {
    if (!(key in incoming.settings)) continue;
    const theirs = incoming.stamps[key] ?? 0;
    if (key in base.settings && theirs <= (base.stamps[key] ?? 0)) continue;
    settings[key] = incoming.settings[key];
    stamps[key] = theirs;
  }
  return { settings: settings as Prefs['settings'], stamps };
}

/** The keys of a copy whose values the settings schema would change (bad, forged, unbounded). */
export function invalidKeys(settings: Record<string, unknown>): string[] {
  const parsed = parseSettings(settings) as Record<string, unknown>;
  return Object.keys(settings).filter((key) => JSON.stringify(parsed[key]) !== JSON.stringify(settings[key]));
}


/** Stamps from the future (a wrong clock, a forged copy) are brought back to `now`. */
export function clampStamps(prefs: Prefs, now = Date.now()): Prefs {
  const stamps = Object.fromEntries(Object.entries(prefs.stamps).map(([k, s]) => [k, Math.min(s, now + CLOCK_SKEW_MS)]));
  return { ...prefs, stamps };
}

/** A short tag of the account a browser's copy belongs to (local storage does not name it). */
export function ownerOf(account: string): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits: tells accounts apart in one browser, no more
  for (const char of account.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
