import type { Prefs } from '@/lib/settings/prefs';
import { bff } from './bff';

// The account's settings and tabs on the server (issue 17, app/api/prefs). Quiet: the settings
// work without the server (local storage is the offline copy); callers decide what to say.

/**
 * The account's copy, or null when the answer is not one. The BFF answers only a copy its
 * schema passes (lib/session/prefs.ts) and the store reads each value as the settings do.
 */
export async function fetchPrefs(): Promise<Prefs | null> {
  const copy = await bff<Partial<Prefs> | null>('/api/prefs', undefined, { method: 'GET', quiet: true });
  const isObject = (v: unknown) => typeof v === 'object' && v !== null;
  return isObject(copy) && isObject(copy!.settings) && isObject(copy!.stamps) ? (copy as Prefs) : null;
}

export const sendPrefs = (prefs: Prefs) => bff<Prefs>('/api/prefs', prefs, { method: 'PUT', quiet: true });
