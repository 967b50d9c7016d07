/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { SettingsProvider, useSettingsOf, useSettingsStore } from '@/components/common/context/SettingsProvider';
import { useTabs } from '@/components/shell/useTabs';
import { MENU_KEYS } from '@/lib/menu/menu';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import type { SettingsStore } from '@/lib/settings/store';

// A component that reads some settings renders again when one of them changes, not on a write
// of another (a tab switch writes `activeTab`, which the shell does not draw).
test('useSettingsOf renders again for the keys read, not for the others', () => {
  const drawn: string[] = [];
  let store: SettingsStore | undefined;
  function Shell() {
    store = useSettingsStore();
    const { tab, collapse } = useSettingsOf('tab', 'collapse');
    drawn.push(`${tab}/${collapse}`);
    return null;
  }
  render(
    <SettingsProvider initial={DEFAULT_SETTINGS}>
      <Shell />
    </SettingsProvider>,
  );
  const first = drawn.length;
  act(() => store!.set({ activeTab: '/capital/transfer' }));
  act(() => store!.set({ findRecent: ['/capital/transfer'] }));
  expect(drawn).toHaveLength(first);

  act(() => store!.set({ tab: !DEFAULT_SETTINGS.tab }));
  expect(drawn.slice(first)).toEqual([`${!DEFAULT_SETTINGS.tab}/${DEFAULT_SETTINGS.collapse}`]);
  act(() => store!.set({ collapse: !DEFAULT_SETTINGS.collapse, activeTab: '/home' }));
  expect(drawn.slice(first)).toEqual([`${!DEFAULT_SETTINGS.tab}/${DEFAULT_SETTINGS.collapse}`, `${!DEFAULT_SETTINGS.tab}/${!DEFAULT_SETTINGS.collapse}`]);
});

// A switch between open tabs writes the active tab only: the list stays the same array, so the
// shell, which reads the list, is not drawn again by the write.
test('a switch between open tabs writes the active tab, not the list again', () => {
  const menuKeys = [...MENU_KEYS];
  const open = ['/capital/transfer', '/capital/withdrawRecord'];
  let store: SettingsStore | undefined;
  let go: (path: string) => void = () => {};
  function Shell() {
    store = useSettingsStore();
    const [path, setPath] = useState(open[0]);
    go = setPath;
    useTabs({ pathname: path, search: '', menuKeys, enabled: true });
    return null;
  }
  render(
    <SettingsProvider initial={{ ...DEFAULT_SETTINGS, tab: true }}>
      <Shell />
    </SettingsProvider>,
  );
  act(() => go(open[1])); // a second tab opens: the list is written
  const list = store!.get().keepAliveList;
  expect(list).toEqual(open);
  act(() => go(open[0])); // back to the first
  expect(store!.get().activeTab).toBe(open[0]);
  expect(store!.get().keepAliveList).toBe(list); // the same array
});
