import {
  DEFAULT_SETTINGS,
  encodeSettingsCookie,
  parseSettings,
  PERSISTED_KEYS,
  SETTINGS_COOKIE,
  type Settings,
} from './settings';

// The settings store of one browser tab: a tiny external store (useSyncExternalStore) that
// writes each persisted key to local storage and the cookie mirror on every change.

export type SettingsStore = ReturnType<typeof createSettingsStore>;

const YEAR_S = 365 * 24 * 3600;

function readStorage(): Partial<Settings> | null {
  try {
    const entries = PERSISTED_KEYS.flatMap((key) => {
      const raw = localStorage.getItem(key);
      return raw === null ? [] : [[key, JSON.parse(raw)]];
    });
    return entries.length ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

function persist(settings: Settings) {
  try {
    for (const key of PERSISTED_KEYS) localStorage.setItem(key, JSON.stringify(settings[key]));
  } catch {
    /* private mode or full storage: the cookie still carries the settings */
  }
  document.cookie = `${SETTINGS_COOKIE}=${encodeSettingsCookie(settings)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

export function createSettingsStore(initial: Settings) {
  let current = initial;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  return {
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch: Partial<Settings>) {
      current = { ...current, ...patch };
      persist(current);
      emit();
    },
    reset() {
      current = { ...DEFAULT_SETTINGS, keepAliveList: current.keepAliveList };
      persist(current);
      emit();
    },
    /** After hydration: local storage wins over a missing or older cookie mirror. */
    adoptStorage() {
      const stored = readStorage();
      if (!stored) return persist(current);
      const merged = parseSettings({ ...current, ...stored, collapse: current.collapse });
      if (JSON.stringify(merged) !== JSON.stringify(current)) {
        current = merged;
        emit();
      }
      persist(current);
    },
  };
}
