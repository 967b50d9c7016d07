import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCALES } from '@/lib/contract/locale';

// The three message catalogues hold the same keys, and every literal key the code passes to a
// translator exists. A key missing from one catalogue shows as the raw key on screen in that
// language only, which no other test would notice.

const ROOT = join(__dirname, '..', '..');
const catalogue = (locale: string) => JSON.parse(readFileSync(join(ROOT, 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** { a: { b: 'x' } } → ['a.b']: the dotted paths of the leaves. */
function flatten(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? flatten(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const CATALOGUES = Object.fromEntries(LOCALES.map((locale) => [locale, catalogue(locale)]));
const KEYS = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(CATALOGUES[locale])]));
const ALL = [...new Set(Object.values(KEYS).flat())].sort();

describe('message catalogues', () => {
  it('cover the three locales', () => {
    expect([...LOCALES].sort()).toEqual(['en-US', 'zh-CN', 'zh-TW']);
  });

  it.each([...LOCALES])('%s has every key of the others, and only those', (locale) => {
    const own = new Set(KEYS[locale]);
    const missing = ALL.filter((key) => !own.has(key));
    expect(missing).toEqual([]); // the keys listed here are in another catalogue but not in this one
  });

  it.each([...LOCALES])('%s writes no number itself (`#`, `{x, number}`): the caller passes it written (lib/format/number.ts)', (locale) => {
    // use-intl would build an Intl.NumberFormat for it, whose first use costs a phone ≈ 100 ms.
    const formatting = KEYS[locale].filter((key) => {
      const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], CATALOGUES[locale]);
      return typeof value === 'string' && /#|\{\s*\w+\s*,\s*(number|date|time)\b/.test(value);
    });
    expect(formatting).toEqual([]);
  });

  it.each([...LOCALES])('%s has no empty message', (locale) => {
    const empty = KEYS[locale].filter((key) => {
      const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], CATALOGUES[locale]);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});

/** The .ts/.tsx files under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/**
 * The literal keys the code translates: `X('key')` (also `X.rich`, `X.markup`) where
 * `const X = useTranslations('ns')` / `getTranslations('ns')` is the nearest declaration of X
 * above the call (key = ns.key), and in server code `t('full.key')` (withSession's `t`,
 * translator()). Keys built at run time (`t(k)`, template strings) are not checked here.
 */
function usedKeys(): { file: string; call: string; key: string }[] {
  const used: { file: string; call: string; key: string }[] = [];
  for (const path of ['app', 'components', 'lib'].flatMap((dir) => sources(join(ROOT, dir)))) {
    const src = readFileSync(path, 'utf8');
    const decls = [...src.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?(?:useTranslations|getTranslations)\(\s*(?:'([^']*)')?\s*\)/g)].map(
      (m) => ({ name: m[1], ns: m[2] ?? '', at: m.index }),
    );
    if (/\b(withSession|translator|Translate)\b/.test(src)) decls.unshift({ name: 't', ns: '', at: -1 });
    const names = new Set(decls.map((d) => d.name));
    for (const m of src.matchAll(/(?<![\w.])(\w+)(?:\.rich|\.markup)?\(\s*'([^'\n]+)'\s*[,)]/g)) {
      if (!names.has(m[1])) continue;
      const decl = decls.filter((d) => d.name === m[1] && d.at < m.index).at(-1);
      if (!decl) continue;
      used.push({ file: relative(ROOT, path), call: m[0], key: decl.ns ? `${decl.ns}.${m[2]}` : m[2] });
    }
  }
  return used;
}

describe('translated keys in the code', () => {
  const used = usedKeys();

  it('are found (the scan still sees the code)', () => {
    expect(used.length).toBeGreaterThan(200);
  });

  it.each([...LOCALES])('all exist in %s', (locale) => {
    const known = new Set(KEYS[locale]);
    const unknown = used.filter((u) => !known.has(u.key)).map((u) => `${u.file}: ${u.call} → ${u.key}`);
    expect(unknown).toEqual([]);
  });
});
