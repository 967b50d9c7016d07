'use client';
import { useColorScheme } from '@mui/material/styles';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Settings } from '@/lib/settings/settings';
import { createSettingsStore, type SettingsStore } from '@/lib/settings/store';

// One settings store per page load (never module state: the server renders many users).
const StoreContext = createContext<SettingsStore | null>(null);

export function SettingsProvider({ initial, children }: { initial: Settings; children: ReactNode }) {
  const [store] = useState(() => createSettingsStore(initial));
  useEffect(() => store.adoptStorage(), [store]);
  return (
    <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
  );
}

export function useSettingsStore(): SettingsStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSettingsStore outside SettingsProvider');
  return store;
}

export function useSettings(): Settings {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Applies the settings that live outside React's tree: colour-scheme mode and grey mode.
 * Rendered inside the ThemeProvider, whose colour-scheme context it drives.
 */
export function SettingsEffects() {
  const { theme, greyMode } = useSettings();
  const { setMode } = useColorScheme();
  useEffect(() => setMode(theme === 'auto' ? 'system' : theme), [theme, setMode]);
  useEffect(() => {
    document.documentElement.dataset.grey = String(greyMode);
  }, [greyMode]);
  return null;
}
