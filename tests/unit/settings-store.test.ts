/** @jest-environment jsdom */
import { decodeSettingsCookie, DEFAULT_SETTINGS, encodeSettingsCookie, parseSettings, PERSISTED_KEYS } from '@/lib/settings/settings';
import { createSettingsStore } from '@/lib/settings/store';

const cookie = () => document.cookie.split('; ').find((c) => c.startsWith('portal_settings='))?.split('=')[1];

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'portal_settings=; max-age=0; path=/';
});

describe('settings', () => {
  it('has the defaults of spec §3', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      tab: false,
      logo: true,
      level: true,
      inverted: false,
      collapse: false,
      subfield: false,
      subfieldPosition: 'side',
      theme: 'light',
      breadcrumb: false,
      sideTheme: 'light',
      greyMode: false,
      accordion: true,
      keepAliveList: [],
      themeVariable: { checked: '#5fb878', primary: '#009688', normal: '#0097C3', danger: '#ff5722', warm: '#ffb800', radius: 12 },
    });
  });

  it('falls back to the default of each bad value, keeping the good ones', () => {
    const parsed = parseSettings({ tab: 'yes', theme: 'purple', breadcrumb: true, keepAliveList: ['/home', 'javascript:x'], themeVariable: { primary: 'red' } });
    expect(parsed.tab).toBe(false);
    expect(parsed.theme).toBe('light');
    expect(parsed.breadcrumb).toBe(true);
    expect(parsed.keepAliveList).toEqual([]);
    expect(parsed.themeVariable.primary).toBe('#009688');
  });

  it('round-trips through the cookie, and survives a garbled one', () => {
    const settings = { ...DEFAULT_SETTINGS, tab: true, theme: 'dark' as const, keepAliveList: ['/notice'] };
    expect(decodeSettingsCookie(encodeSettingsCookie(settings))).toEqual({ ...settings, collapse: false });
    expect(decodeSettingsCookie('%7Bnot json')).toEqual(DEFAULT_SETTINGS);
    expect(decodeSettingsCookie(undefined)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('the settings store', () => {
  it('persists each §9 key to local storage and mirrors the cookie on change', () => {
    const store = createSettingsStore(DEFAULT_SETTINGS);
    const seen = jest.fn();
    store.subscribe(seen);
    store.set({ tab: true, greyMode: true });
    expect(seen).toHaveBeenCalledTimes(1);
    for (const key of PERSISTED_KEYS) expect(localStorage.getItem(key)).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('tab')!)).toBe(true);
    expect(localStorage.getItem('collapse')).toBeNull(); // not persisted (spec §9)
    expect(decodeSettingsCookie(cookie())).toMatchObject({ tab: true, greyMode: true });
  });

  it('resets to the defaults but keeps the open tabs', () => {
    const store = createSettingsStore({ ...DEFAULT_SETTINGS, tab: true, keepAliveList: ['/notice'], inverted: true });
    store.reset();
    expect(store.get()).toMatchObject({ tab: false, inverted: false, keepAliveList: ['/notice'] });
  });

  it('adopts local storage over a missing cookie after hydration', () => {
    localStorage.setItem('theme', JSON.stringify('dark'));
    localStorage.setItem('tab', JSON.stringify(true));
    const store = createSettingsStore(DEFAULT_SETTINGS);
    store.adoptStorage();
    expect(store.get()).toMatchObject({ theme: 'dark', tab: true });
    expect(decodeSettingsCookie(cookie())).toMatchObject({ theme: 'dark', tab: true });
  });
});
