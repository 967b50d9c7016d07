/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { SettingsProvider, useSettingsOf, useSettingsStore } from '@/components/common/context/SettingsProvider';
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
