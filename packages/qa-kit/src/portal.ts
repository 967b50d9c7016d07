// What the kit knows of the portal and the stub's seeded world: the sign-in accounts, their
// secrets (the stub's, for tests only), the languages. Kept equal to the repository's own
// values by tests/unit/qa-kit.test.ts.

/** The stub's sign-in accounts: operator is a VIP, novip is not (and has no phone or e-mail), menuop has a limited menu. */
export const ACCOUNTS = { operator: 'operator', novip: 'novip', menuop: 'menuop' } as const;
export type AccountName = keyof typeof ACCOUNTS;
/** Every account's login password until changed. */
export const PASSWORD = '123456';
/** Every member's level-2 password until changed. */
export const PASS2 = '135790';
/** The code every verification code the stub "sends" carries. */
export const CODE = '246810';

export const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type PortalLocale = (typeof LOCALES)[number];
/** The cookie the portal reads the language from. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const isPortalLocale = (value: unknown): value is PortalLocale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The widths the portal is tested at. */
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;
