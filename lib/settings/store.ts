import { EMPTY_PREFS, mergePrefs, ownerOf, type PrefKey, type Prefs, type Stamps } from './prefs';
import {
  DEFAULT_SETTINGS,
  encodeSettingsCookie,
  parseSettings,
  PERSISTED_KEYS,
  persistedPart,
  SETTINGS_COOKIE,
  type Settings,
} from './settings';

// The settings store of one browser tab: a tiny external store (useSyncExternalStore) that
// writes each persisted key to local storage and the cookie mirror on every change. Local
// storage is also the offline copy of the account's settings (issue 17): it keeps when each
// key was changed, whose copy it is, and which changes the server has not taken yet.

export type SettingsStore = ReturnType<typeof createSettingsStore>;

const YEAR_S = 365 * 24 * 3600;
/** What belongs to the account, not to the browser's look: never carried to another account, kept by a reset. */
const ACCOUNT_ONLY = ['keepAliveList', 'activeTab', 'findFavourites', 'findRecent'] as const satisfies readonly (keyof Settings)[];
/** Local-storage keys of the copy's bookkeeping (beside the settings' own keys, spec §9). */
const META = { stamps: 'settingsStamps', owner: 'settingsOwner', pending: 'settingsPending' } as const;

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

function readMeta(): { stamps: Stamps; owner: string; pending: PrefKey[] } {
  try {
    const stamps = JSON.parse(localStorage.getItem(META.stamps) ?? '{}') as Record<string, unknown>;
    const pending = JSON.parse(localStorage.getItem(META.pending) ?? '[]') as unknown;
    return {
      stamps: Object.fromEntries(Object.entries(stamps).filter(([k, v]) => (PERSISTED_KEYS as readonly string[]).includes(k) && Number.isSafeInteger(v))),
      owner: localStorage.getItem(META.owner) ?? '',
      pending: Array.isArray(pending) ? PERSISTED_KEYS.filter((k) => pending.includes(k)) : [],
    };
  } catch {
    return { stamps: {}, owner: '', pending: [] };
  }
}

export function createSettingsStore(initial: Settings, now = Date.now) {
  let current = initial;
  let stamps: Stamps = {};
  let owner = '';
  let pending = new Set<PrefKey>();
  let adopted = false;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const persist = () => {
    try {
      for (const key of PERSISTED_KEYS) localStorage.setItem(key, JSON.stringify(current[key]));
      localStorage.setItem(META.stamps, JSON.stringify(stamps));
      localStorage.setItem(META.owner, owner);
      localStorage.setItem(META.pending, JSON.stringify([...pending]));
    } catch {
      /* private mode or full storage: the cookie still carries the settings */
    }
    document.cookie = `${SETTINGS_COOKIE}=${encodeSettingsCookie(current)}; path=/; max-age=${YEAR_S}; samesite=lax`;
  };
  /** Applies a patch: changed persisted keys are stamped now and wait for the server. */
  const change = (patch: Partial<Settings>) => {
    adopt();
    const before = current;
    current = { ...current, ...patch };
    const at = now();
    for (const key of PERSISTED_KEYS) {
      if (JSON.stringify(before[key]) === JSON.stringify(current[key])) continue;
      stamps = { ...stamps, [key]: at };
      pending.add(key);
    }
    persist();
    emit();
  };
  const apply = (copy: Prefs) => {
    const next = parseSettings({ ...current, ...copy.settings, collapse: current.collapse });
    const changed = JSON.stringify(next) !== JSON.stringify(current);
    current = next;
    stamps = copy.stamps;
    persist();
    if (changed) emit();
  };
  /** This browser's copy, as the account's copy if it is the account's, else its look without tabs. */
  const localCopy = (account: string): Prefs => {
    if (owner === ownerOf(account)) return { settings: persistedPart(current), stamps };
    const look = Object.entries(persistedPart(current)).filter(([key]) => !(ACCOUNT_ONLY as readonly string[]).includes(key));
    return { settings: Object.fromEntries(look), stamps: {} };
  };
  /**
   * After hydration (the provider's layout effect; or at the first write, whichever comes
   * first): local storage wins over a missing or older cookie mirror, and its bookkeeping is read.
   */
  const adopt = () => {
    if (adopted) return;
    adopted = true;
    const stored = readStorage();
    const meta = readMeta();
    stamps = meta.stamps;
    owner = meta.owner;
    pending = new Set(meta.pending);
    if (stored) {
      const merged = parseSettings({ ...current, ...stored, collapse: current.collapse });
      if (JSON.stringify(merged) !== JSON.stringify(current)) {
        current = merged;
        emit();
      }
    }
    persist();
  };
  /**
   * At sign-in: the account's server copy (null when it could not be read) merged with this
   * browser's, each key from the newer change. Another account's tabs and unsent changes
   * never carry over; this browser's look does where the account has none of its own.
   */
  const signIn = (account: string, server: Prefs | null) => {
    adopt();
    const mine = owner === ownerOf(account);
    const merged = mergePrefs(localCopy(account), server ?? EMPTY_PREFS);
    if (!mine) {
      pending = new Set();
      merged.settings = { keepAliveList: [], activeTab: '', findFavourites: [], findRecent: [], ...merged.settings };
    }
    owner = ownerOf(account);
    // Local changes newer than the server's stay pending, to be sent.
    pending = new Set([...pending].filter((k) => (merged.stamps[k] ?? 0) > (server?.stamps[k] ?? 0)));
    apply(merged);
  };

  return {
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: change,
    reset() {
      change({ ...DEFAULT_SETTINGS, ...Object.fromEntries(ACCOUNT_ONLY.map((key) => [key, current[key]])) });
    },
    adoptStorage: adopt,
    signIn,
    /** A session met without a sign-in here (a copied session, cleared storage): the copy becomes the account's. */
    claim(account: string) {
      adopt();
      if (owner === ownerOf(account)) return;
      if (owner) return signIn(account, null);
      owner = ownerOf(account);
      persist();
    },
    /** The changes the server has not taken yet, for `account` (null: none, or not its copy). */
    unsent(account: string): Prefs | null {
      if (owner !== ownerOf(account) || pending.size === 0) return null;
      const keys = [...pending];
      return { settings: Object.fromEntries(keys.map((k) => [k, current[k]])), stamps: Object.fromEntries(keys.map((k) => [k, stamps[k] ?? 0])) };
    },
    /** The server took `sent`: keys not changed again since are no longer pending. */
    sent(sent: Prefs) {
      for (const [key, at] of Object.entries(sent.stamps) as [PrefKey, number][]) if (stamps[key] === at) pending.delete(key);
      persist();
    },
  };
}
