/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { findKeys, findKeysText, OUT } from '@/scripts/find-keys.mjs';
import { MAX_FAVOURITES, toggled } from '@/lib/find/marks';
import { findScreens, grantedScreens, looksLikeAccount, normalize, type FindMarks, type FoundScreen } from '@/lib/find/match';
import SCREEN_KEYS from '@/lib/find/screen-keys.json';
import type { MenuItem } from '@/lib/contract/auth';
import { MENU_KEYS, shellMenu, titleKeyOf } from '@/lib/menu/menu';
import { decodeSettingsCookie, encodeSettingsCookie, parseSettings } from '@/lib/settings/settings';
import { createSettingsStore } from '@/lib/settings/store';
import enUS from '@/messages/en-US.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';

// Find anything (issue 58): which screens a query finds, in which order, and what the account keeps.

const CATALOGUES = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS } as const;
type Locale = keyof typeof CATALOGUES;
const NONE: FindMarks = { favourites: [], recent: [] };

/** The screens an operator with `keys` is granted, titled in `locale` as the menu titles them. */
function screensOf(locale: Locale, keys: readonly string[] = MENU_KEYS, loginMenu?: MenuItem[]): FoundScreen[] {
  const titles = CATALOGUES[locale].menu as Record<string, string>;
  return grantedScreens(shellMenu(loginMenu, keys)).map((entry) => {
    const key = titleKeyOf(entry.id);
    return { entry, title: key ? titles[key] : entry.title };
  });
}
const find = (locale: Locale, query: string, marks = NONE, keys?: readonly string[]) => findScreens(screensOf(locale, keys), query, marks, SCREEN_KEYS);
const ids = (results: { entry: MenuItem }[]) => results.map((r) => r.entry.id);

describe('the screen index (lib/find/screen-keys.json)', () => {
  it('is what scripts/find-keys.mjs writes from the catalogues (`npm run generate` after changing a menu title)', () => {
    const made = findKeys() as Record<string, string[]>;
    const kept = SCREEN_KEYS as Record<string, string[]>;
    if (readFileSync(OUT, 'utf8') !== findKeysText()) {
      const keys = [...new Set([...Object.keys(kept), ...Object.keys(made)])].filter((key) => !isDeepStrictEqual(kept[key], made[key]));
      throw new Error(`lib/find/screen-keys.json is stale${keys.length ? ` (${keys.map((key) => `menu.${key}`).join(', ')})` : ''}: run npm run generate`);
    }
  });

  it('holds each title in the three languages and the Chinese ones in full pinyin and initials', () => {
    expect(SCREEN_KEYS.transfer).toEqual(['转账', '轉帳', 'transfer', 'zhuanzhang', 'zz']);
    expect(SCREEN_KEYS.recharge).toEqual(expect.arrayContaining(['充值', '儲值', 'chongzhi', 'cz', 'chuzhi']));
  });
});

describe('findScreens', () => {
  it.each<Locale>(['zh-CN', 'zh-TW', 'en-US'])('finds Transfer by its initials and its full pinyin in %s', (locale) => {
    expect(ids(find(locale, 'zz'))[0]).toBe('/capital/transfer');
    expect(ids(find(locale, 'zhuanzhang'))[0]).toBe('/capital/transfer');
    expect(ids(find(locale, 'Zhuan Zhang'))[0]).toBe('/capital/transfer');
    expect(ids(find(locale, 'zzjl'))).toEqual(['/capital/transferRecord']);
  });

  it('finds a title in the current language and in the other two', () => {
    for (const query of ['转账', '轉帳', 'transfer', 'TRANSFER']) expect(ids(find('zh-CN', query))[0]).toBe('/capital/transfer');
    expect(ids(find('en-US', '提现'))[0]).toBe('/capital/withdraw');
    expect(ids(find('zh-TW', 'Bank card'))[0]).toBe('/my/bankCardList'); // then Add bank card
  });

  it('puts a whole match before a start, and a start before a match inside', () => {
    expect(ids(find('en-US', 'transfer'))).toEqual(['/capital/transfer', '/capital/transferRecord']);
    expect(ids(find('en-US', 'record')).slice(0, 2)).toEqual(['/memberProduct/chargebackRecord', '/capital/rechargeRecord']);
  });

  it('lists favourites first, then recent screens, each in the order kept, then the rest', () => {
    const marks = { favourites: ['/capital/withdraw', '/capital/transferRecord'], recent: ['/notice', '/capital/transfer'] };
    const all = find('en-US', '', marks);
    expect(all.slice(0, 4).map((r) => [r.entry.id, r.group])).toEqual([
      ['/capital/withdraw', 'favourites'],
      ['/capital/transferRecord', 'favourites'],
      ['/notice', 'recent'],
      ['/capital/transfer', 'recent'],
    ]);
    expect(all.slice(4).every((r) => r.group === 'screens')).toBe(true);
    // 转账记录 (zzjl) starred, 转账 (zz) recent, then 重置密码 (zzmm) and 裝置與登入 (zzydr, its zh-TW title).
    expect(ids(find('zh-CN', 'zz', marks))).toEqual(['/capital/transferRecord', '/capital/transfer', '/my/editPass', '/my/security']);
  });

  it('never lists a screen the menu does not grant, starred or recent', () => {
    const keys = MENU_KEYS.filter((k) => k !== '33'); // Transfer
    const marks = { favourites: ['/capital/transfer'], recent: ['/capital/transfer'] };
    expect(ids(find('zh-CN', 'zz', marks, keys))).toEqual(['/capital/transferRecord', '/my/editPass', '/my/security']);
    expect(ids(find('zh-CN', '', marks, keys))).not.toContain('/capital/transfer');
    expect(ids(find('en-US', '', NONE, ['10']))).toEqual(['/home', '/inviteNode']);
  });

  it('lists each screen once, never Logout or a group, and finds a login menu\'s own items by their titles', () => {
    const all = ids(find('en-US', ''));
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain('/logout');
    expect(all).not.toContain('/capital');
    const own: MenuItem[] = [{ id: 'https://help.example/', title: '帮助中心', key: '10', type: 'modal' }];
    expect(ids(findScreens(screensOf('zh-CN', ['10'], own), '帮助', NONE, SCREEN_KEYS))).toEqual(['https://help.example/']);
  });

  it('ignores case, width, spaces and punctuation', () => {
    expect(normalize(' Ｚｈｕａｎ-Zhang ')).toBe('zhuanzhang');
    expect(ids(find('en-US', 'member chart zone'))).toEqual(['/memberNode']);
  });
});

describe('member lookups', () => {
  it('ask the upstream about text shaped like an account only', () => {
    expect(looksLikeAccount('m000003')).toBe(true);
    expect(looksLikeAccount(' m000003 ')).toBe(true);
    for (const q of ['zz', '转账', 'm 3', 'a'.repeat(33), "m0'; drop"]) expect(looksLikeAccount(q)).toBe(false);
  });
});

describe('favourites and recent screens follow the account (lib/settings)', () => {
  beforeEach(() => localStorage.clear());

  it('are bounded plain screen paths, each once', () => {
    const parsed = parseSettings({ findFavourites: ['/notice', '/notice', '//evil.example', '/memberNode?root=m1', 'javascript:x', 7, ...Array.from({ length: 30 }, (_, i) => `/s${i}`)], findRecent: 'x' });
    expect(parsed.findFavourites.slice(0, 2)).toEqual(['/notice', '/s0']);
    expect(parsed.findFavourites).toHaveLength(MAX_FAVOURITES);
    expect(parsed.findRecent).toEqual([]);
  });

  it('a star toggles, newest first', () => {
    expect(toggled(['/notice'], '/capital/transfer', MAX_FAVOURITES)).toEqual(['/capital/transfer', '/notice']);
    expect(toggled(['/capital/transfer', '/notice'], '/capital/transfer', MAX_FAVOURITES)).toEqual(['/notice']);
  });

  it('stay out of the cookie mirror (the first paint does not need them)', () => {
    const settings = parseSettings({ theme: 'dark', findFavourites: ['/notice'], findRecent: ['/capital/transfer'] });
    expect(decodeURIComponent(encodeSettingsCookie(settings))).not.toContain('find');
    expect(decodeSettingsCookie(encodeSettingsCookie(settings))).toMatchObject({ theme: 'dark', findFavourites: [] });
  });

  it('are kept by a reset of the settings and never carried to another account', () => {
    const store = createSettingsStore(parseSettings({}));
    store.signIn('alice', null);
    store.set({ theme: 'dark', findFavourites: ['/notice'], findRecent: ['/capital/transfer'] });
    expect(store.unsent('alice')?.settings).toMatchObject({ findFavourites: ['/notice'], findRecent: ['/capital/transfer'] });
    store.reset();
    expect(store.get()).toMatchObject({ theme: 'light', findFavourites: ['/notice'], findRecent: ['/capital/transfer'] });
    store.signIn('bob', null);
    expect(store.get()).toMatchObject({ findFavourites: [], findRecent: [] });
  });
});
