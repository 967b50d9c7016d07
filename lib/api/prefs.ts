import { prefsInput, type Prefs } from '@/lib/settings/prefs';
import { bff } from './bff';

// The account's settings and tabs on the server (issue 17, app/api/prefs). Quiet: the settings
// work without the server (local storage is the offline copy); callers decide what to say.

/** The account's copy; null when it cannot be had or is not one (it is checked like any input). */
export async function fetchPrefs(): Promise<Prefs | null> {
  const parsed = prefsInput.safeParse(await bff<unknown>('/api/prefs', undefined, { method: 'GET', quiet: true }));
  return parsed.success ? (parsed.data as Prefs) : null;
}

export const sendPrefs = (prefs: Prefs) => bff<Prefs>('/api/prefs', prefs, { method: 'PUT', quiet: true });
