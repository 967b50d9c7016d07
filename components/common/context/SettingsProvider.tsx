'use client';
import { useColorScheme } from '@mui/material/styles';
import { useSnackbar } from '@/components/common/toasts/Toasts';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { BffError } from '@/lib/api/bff';
import { sendPrefs } from '@/lib/api/prefs';
import { BFF } from '@/lib/contract/codes';
import type { Settings } from '@/lib/settings/settings';
import { createSettingsStore, type SettingsStore } from '@/lib/settings/store';

// One settings store per page load (never module state: the server renders many users).
const StoreContext = createContext<SettingsStore | null>(null);

export function SettingsProvider({ initial, children }: { initial: Settings; children: ReactNode }) {
  const [store] = useState(() => createSettingsStore(initial));
  useLayoutEffect(() => store.adoptStorage(), [store]); // before any child writes a setting
  return (
    <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
  );
}

export function useSettingsStore(): SettingsStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSettingsStore outside SettingsProvider');
  return store;
}

/** Every setting (the settings drawer shows them all): renders again on any change. */
export function useSettings(): Settings {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * The settings a component draws: it renders again only when one of them changes. A tab
 * switch writes `activeTab` (for the next sign-in), which the shell does not draw: read whole,
 * that write drew the whole shell again, synchronously, in the switch's commit.
 */
export function useSettingsOf<K extends keyof Settings>(...keys: K[]): Pick<Settings, K> {
  const store = useSettingsStore();
  const last = useRef<Pick<Settings, K>>(null);
  // The same object while the keys' values are (useSyncExternalStore compares snapshots by identity).
  const pick = () => {
    const now = store.get();
    if (last.current && keys.every((key) => last.current![key] === now[key])) return last.current;
    return (last.current = Object.fromEntries(keys.map((key) => [key, now[key]])) as Pick<Settings, K>);
  };
  return useSyncExternalStore(store.subscribe, pick, pick);
}

const SEND_AFTER_MS = 800; // changes made together go in one request
const RETRY_AFTER_MS = 30_000; // the server or the network was away

/**
 * Keeps the signed-in account's server copy up to date (issue 17): changes are sent shortly
 * after they are made, and at load those the server has not taken yet (made offline). Only
 * what changed goes; the server merges it key by key. A refusal (too large, invalid) is said
 * once and not sent again; an unreachable server is tried again later.
 */
export function useSettingsSync(account: string | undefined) {
  const store = useSettingsStore();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (!account) return;
    store.claim(account);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sending = false;
    const schedule = (ms = SEND_AFTER_MS) => {
      clearTimeout(timer);
      timer = setTimeout(() => void send(), ms);
    };
    const send = async () => {
      const unsent = store.unsent(account);
      if (!unsent || sending) return;
      sending = true;
      try {
        await sendPrefs(unsent);
        store.sent(unsent);
      } catch (error) {
        const away = !(error instanceof BffError) || error.code === 0 || error.code === BFF.unavailable;
        if (away) return schedule(RETRY_AFTER_MS);
        store.sent(unsent);
        enqueueSnackbar(error.message, { variant: 'warning' });
      } finally {
        sending = false;
      }
      if (store.unsent(account)) schedule();
    };
    schedule();
    const unsubscribe = store.subscribe(() => schedule());
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [account, store, enqueueSnackbar]);
}

/**
 * Applies the settings that live outside React's tree: colour-scheme mode and grey mode.
 * Rendered inside the ThemeProvider, whose colour-scheme context it drives.
 */
export function SettingsEffects() {
  const { theme, greyMode } = useSettingsOf('theme', 'greyMode');
  const { setMode } = useColorScheme();
  useEffect(() => setMode(theme === 'auto' ? 'system' : theme), [theme, setMode]);
  useEffect(() => {
    document.documentElement.dataset.grey = String(greyMode);
  }, [greyMode]);
  return null;
}
