/** @jest-environment jsdom */
import fc from 'fast-check';
import { clampStamps, invalidKeys, mergePrefs, ownerOf, type Prefs } from '@/lib/settings/prefs';
import { prefsInput } from '@/lib/session/prefs';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import { createSettingsStore } from '@/lib/settings/store';

// Settings that follow the account (issue 17): the merge of two copies (each key from the
// newer change), what the BFF takes, and the browser's copy at sign-in.

const copy = (settings: Prefs['settings'], stamps: Prefs['stamps']): Prefs => ({ settings, stamps });

describe('mergePrefs: the newest change of each key wins', () => {
  it('takes each key from the side that changed it last', () => {
    const desk = copy({ theme: 'dark', keepAliveList: ['/notice'] }, { theme: 100, keepAliveList: 300 });
    const phone = copy({ theme: 'light', keepAliveList: ['/capital/transfer'], tab: true }, { theme: 200, keepAliveList: 250, tab: 50 });
    expect(mergePrefs(desk, phone)).toEqual(copy({ theme: 'light', keepAliveList: ['/notice'], tab: true }, { theme: 200, keepAliveList: 300, tab: 50 }));
  });

  it('keeps the base on a tie, and a key without a stamp only where the other side lacks it', () => {
    expect(mergePrefs(copy({ theme: 'dark' }, { theme: 5 }), copy({ theme: 'light' }, { theme: 5 })).settings.theme).toBe('dark');
    expect(mergePrefs(copy({}, {}), copy({ tab: true }, {})).settings.tab).toBe(true);
    expect(mergePrefs(copy({ tab: false }, { tab: 1 }), copy({ tab: true }, {})).settings.tab).toBe(false);
  });

  const key = fc.constantFrom('theme', 'tab', 'greyMode', 'breadcrumb') as fc.Arbitrary<'theme' | 'tab' | 'greyMode' | 'breadcrumb'>;
  const prefs = fc
    .array(fc.tuple(key, fc.boolean(), fc.integer({ min: 0, max: 1000 })), { maxLength: 6 })
    .map((entries) => copy(Object.fromEntries(entries.map(([k, v]) => [k, v])), Object.fromEntries(entries.map(([k, , s]) => [k, s]))));

  it('is idempotent and associative, and agrees both ways where stamps differ (property)', () => {
    fc.assert(
      fc.property(prefs, prefs, prefs, (a, b, c) => {
        expect(mergePrefs(a, a)).toEqual(a);
        expect(mergePrefs(mergePrefs(a, b), c)).toEqual(mergePrefs(a, mergePrefs(b, c)));
        const ab = mergePrefs(a, b);
        const ba = mergePrefs(b, a);
        for (const k of Object.keys(ab.settings) as (keyof Prefs['settings'])[]) {
          if (a.stamps[k] !== b.stamps[k]) expect(ab.settings[k]).toEqual(ba.settings[k]);
          expect(ab.stamps[k]).toBe(Math.max(a.stamps[k] ?? 0, b.stamps[k] ?? 0)); // the newest change's time
        }
      }),
    );
  });

  it('brings stamps from the future back to now, so a forged copy cannot pin a value', () => {
    expect(clampStamps(copy({ tab: true }, { tab: 9e15 }), 1000).stamps.tab).toBe(61_000);
  });
});

describe('what the BFF takes', () => {
  const ok = (body: unknown) => prefsInput.safeParse(body).success;
  it('takes stamped keys with the values the settings keep', () => {
    expect(ok({ settings: { theme: 'dark', keepAliveList: ['/memberNode?root=m000003'], activeTab: '/home' }, stamps: { theme: 1, keepAliveList: 2, activeTab: 2 } })).toBe(true);
  });
  it.each([
    ['an unknown key', { settings: { token: 'x' }, stamps: { token: 1 } }],
    ['a key without a stamp', { settings: { theme: 'dark' }, stamps: {} }],
    ['a stamp without a key', { settings: {}, stamps: { theme: 1 } }],
    ['a bad value', { settings: { theme: 'purple' }, stamps: { theme: 1 } }],
    ['a forged tab', { settings: { keepAliveList: ['//evil.example'] }, stamps: { keepAliveList: 1 } }],
    ['markup for a tab', { settings: { keepAliveList: ['/memberNode?root=<img src=x>'] }, stamps: { keepAliveList: 1 } }],
    ['10,000 tabs', { settings: { keepAliveList: Array.from({ length: 10_000 }, (_, i) => `/notice/info?id=${i + 1}`) }, stamps: { keepAliveList: 1 } }],
    ['a forged active tab', { settings: { activeTab: 'javascript:alert(1)' }, stamps: { activeTab: 1 } }],
    ['a negative stamp', { settings: { tab: true }, stamps: { tab: -1 } }],
    ['other fields', { settings: {}, stamps: {}, owner: 'x' }],
  ])('refuses %s', (_, body) => {
    expect(ok(body)).toBe(false);
  });
  it('names the keys that would not survive', () => {
    expect(invalidKeys({ tab: true, theme: 'purple', keepAliveList: ['/notice', '//x'] })).toEqual(['theme', 'keepAliveList']);
  });
});

describe('the browser\'s copy', () => {
  beforeEach(() => localStorage.clear());
  let clock = 1000;
  const now = () => clock;

  it('stamps changed keys, keeps them pending until the server took them', () => {
    const store = createSettingsStore(DEFAULT_SETTINGS, now);
    store.claim('operator');
    clock = 2000;
    store.set({ theme: 'dark', tab: false }); // tab did not change
    const unsent = store.unsent('operator')!;
    expect(unsent).toEqual(copy({ theme: 'dark' }, { theme: 2000 }));
    expect(store.unsent('novip')).toBeNull(); // not novip's copy
    clock = 3000;
    store.set({ theme: 'auto' }); // changed again while the first was on its way
    store.sent(unsent);
    expect(store.unsent('operator')).toEqual(copy({ theme: 'auto' }, { theme: 3000 }));
    expect(JSON.parse(localStorage.getItem('settingsPending')!)).toEqual(['theme']); // survives a reload (sent at the next load)
  });

  it('at sign-in takes the account\'s newer keys and keeps its own newer ones to send', () => {
    const store = createSettingsStore(DEFAULT_SETTINGS, now);
    store.claim('operator');
    clock = 5000;
    store.set({ greyMode: true });
    const server = copy({ theme: 'dark', greyMode: false, tab: true, keepAliveList: ['/notice'], activeTab: '/notice' }, { theme: 4000, greyMode: 4000, tab: 4000, keepAliveList: 4000, activeTab: 4000 });
    store.signIn('operator', server);
    expect(store.get()).toMatchObject({ theme: 'dark', greyMode: true, tab: true, keepAliveList: ['/notice'], activeTab: '/notice' });
    expect(store.unsent('operator')).toEqual(copy({ greyMode: true }, { greyMode: 5000 }));
  });

  it('never carries another account\'s tabs or unsent changes; keeps the look where the account has none', () => {
    const store = createSettingsStore(DEFAULT_SETTINGS, now);
    store.claim('operator');
    store.set({ theme: 'dark', tab: true, keepAliveList: ['/capital/withdraw'], activeTab: '/capital/withdraw' });
    store.signIn('menuop', copy({ tab: true }, { tab: 10 }));
    expect(store.get()).toMatchObject({ theme: 'dark', tab: true, keepAliveList: [], activeTab: '' });
    expect(store.unsent('menuop')).toBeNull();
    expect(localStorage.getItem('settingsOwner')).toBe(ownerOf('menuop'));
  });

  it('a sign-in without the server\'s copy (offline) keeps the browser\'s', () => {
    const store = createSettingsStore(DEFAULT_SETTINGS, now);
    store.claim('operator');
    store.set({ tab: true, keepAliveList: ['/notice'] });
    store.signIn('operator', null);
    expect(store.get()).toMatchObject({ tab: true, keepAliveList: ['/notice'] });
    expect(store.unsent('operator')?.settings).toMatchObject({ tab: true, keepAliveList: ['/notice'] });
  });
});
