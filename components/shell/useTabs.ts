'use client';
import { useEffect, useMemo, useState } from 'react';
import { useSettingsOf, useSettingsStore } from '@/components/common/context/SettingsProvider';
import { adoptTabs, arrive, closeTabs, HOME_TAB, restoreTabs, tabEntryAt, tabsFrom, type Tab, type TabState } from '@/lib/menu/tabs';

// The open tabs (issue 17): URLs, restored from the settings (local storage, cookie, the
// account's server copy), each with a stable id under which its screen's state is kept while
// it moves (a chart's root, a report's range). Where a navigation lands is lib/menu/tabs.ts's
// arrive(); this hook follows the address bar and writes the list back to the settings.

type Seen = TabState & { url: string; saved: string };

const savedKey = (list: readonly string[]) => list.join('\n');

export function useTabs({ pathname, search, menuKeys, enabled }: { pathname: string; search: string; menuKeys: readonly string[] | undefined; enabled: boolean }) {
  const settings = useSettingsOf('keepAliveList');
  const store = useSettingsStore();
  const here = useMemo(() => tabEntryAt(pathname, search), [pathname, search]);
  // Screens the session may not open (the menu hides them) are dropped quietly, never rendered;
  // until the session is known only those every session may open are kept, and nothing is written.
  const saved = useMemo(() => restoreTabs(settings.keepAliveList, menuKeys), [settings.keepAliveList, menuKeys]);
  const savedUrls = savedKey(saved.map((e) => e.url));

  const [seen, setSeen] = useState<Seen>(() => {
    const state = tabsFrom(saved);
    return { ...(here ? arrive(state, here, true) : state), url: here?.url ?? '', saved: savedUrls };
  });
  // Derived from the address bar and the saved list, during render (no frame shows stale tabs).
  let next: Seen = seen;
  if (savedUrls !== next.saved && savedUrls !== savedKey(next.tabs.map((t) => t.url))) {
    const adopted = adoptTabs(next, saved); // changed elsewhere: adopted, then the page shown is a tab again
    next = { ...(here ? arrive(adopted, here, true) : adopted), url: next.url, saved: savedUrls };
  } else if (savedUrls !== next.saved) next = { ...next, saved: savedUrls };
  if (here && here.url !== next.url) next = { ...arrive(next, here), url: here.url, saved: next.saved };
  if (next !== seen) setSeen(next);

  const urls = savedKey(next.tabs.map((t) => t.url));
  const activeUrl = [HOME_TAB, ...next.tabs].find((t) => t.id === next.active)?.url ?? HOME_TAB.url;
  const rendered = settings.keepAliveList;
  useEffect(() => {
    if (!enabled || !menuKeys) return;
    const now = store.get();
    // Changed since this render (local storage adopted after hydration): the next render decides.
    if (now.keepAliveList !== rendered) return;
    // Only what changed: a switch between open tabs writes the active one, and the list stays the
    // same array (the shell reads it, useSettingsOf compares by identity).
    const patch = {
      ...(savedKey(now.keepAliveList) !== urls && { keepAliveList: urls ? urls.split('\n') : [] }),
      ...(now.activeTab !== activeUrl && { activeTab: activeUrl }),
    };
    if (Object.keys(patch).length) store.set(patch);
  }, [enabled, menuKeys, store, urls, activeUrl, rendered]);

  const tabs: Tab[] = [HOME_TAB, ...next.tabs];
  return {
    tabs,
    active: next.active,
    /** Closes tabs; answers the URL to show when the active one closed. */
    close(ids: readonly string[]): string | undefined {
      const { state, show } = closeTabs(next, ids.filter((id) => id !== HOME_TAB.id));
      setSeen({ ...next, ...state });
      return show?.url;
    },
  };
}
