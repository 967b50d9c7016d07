import { EXPORTS, exportList, type ExportList } from '@/lib/contract/exports';
import SCREEN_KEYS from '@/lib/find/screen-keys.json';
import { AREA_MESSAGES, SHARED_MESSAGES } from '@/lib/i18n/namespaces';
import { areaOf, routeOf, ROUTES, screensOf, type Route } from '@/lib/menu/manifest';
import enUS from '@/messages/en-US.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';

// What a list screen is once the recipe's steps are done (docs/architecture.md, "Adding a
// screen"): its definition is the export's (every definition of lib/lists/ is registered), and
// every message key of a definition (its title, its columns' labels, their words) is in the three
// catalogues and in a namespace the pages of its screens carry. scripts/test-recipe.mjs runs it
// in its tree too, naming the screen it added in RECIPE_ROUTE.

const CATALOGUES = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;
const ROUTE_LIST: readonly Route[] = ROUTES;

/** The message at a dotted key, or undefined. */
const messageAt = (catalogue: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);

/** Every message key a list shows or writes: its title, its columns' heads, their words, a text column's `empty`. */
const keysOf = (list: ExportList) => [
  list.title,
  ...list.columns.flatMap((c) => [
    c.label,
    ...(c.kind === 'word' || c.kind === 'state' ? [...c.words.map((w) => w.label), ...(c.other ? [c.other] : [])] : []),
    ...(c.kind === 'text' && c.empty ? [c.empty] : []),
  ]),
];

describe('a list route', () => {
  it.each(ROUTE_LIST.filter((r) => r.list).map((r) => [r.path, r] as const))('%s exports its own definition (every definition of lib/lists/ is in the export registry)', (path, route) => {
    expect({ path, registered: exportList(route.list!.name) === route.list }).toEqual({ path, registered: true });
    expect(screensOf(route.list!.name)).toContain(path);
  });
});

describe("a list's messages", () => {
  it.each(Object.entries(EXPORTS))('%s: each key is in the three catalogues and carried by the pages of its screens', (name, list) => {
    const keys = keysOf(list);
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      expect({ name, locale, missing: keys.filter((key) => typeof messageAt(catalogue, key) !== 'string') }).toEqual({ name, locale, missing: [] });
    }
    for (const screen of screensOf(name)) {
      const route = routeOf(screen);
      expect({ name, screen, known: !!route }).toEqual({ name, screen, known: true });
      const area = areaOf(route!);
      const carried = [...SHARED_MESSAGES, ...(area ? AREA_MESSAGES[area] : [])];
      const uncarried = keys.filter((key) => !carried.some((ns) => key === ns || key.startsWith(`${ns}.`)));
      expect({ name, screen, area, uncarried }).toEqual({ name, screen, area, uncarried: [] });
    }
  });
});

const added = process.env.RECIPE_ROUTE;
(added ? describe : describe.skip)(`the recipe's screen (${added})`, () => {
  it('is a list route in the menu, exported, titled in the find index', () => {
    const route = routeOf(added!);
    expect(route?.list).toBeDefined();
    expect(route!.menu?.length).toBeGreaterThan(0);
    expect(exportList(route!.list!.name)).toBe(route!.list);
    expect((SCREEN_KEYS as Record<string, string[]>)[route!.titleKey]?.length).toBeGreaterThan(0);
  });
});
