// The find box's index of screen titles (issue 58): for every `menu.*` title, its text in the
// three catalogues and, for the Chinese ones, its full pinyin and its initials ("转账":
// "zhuanzhang", "zz"). Computed here, with pinyin-pro's dictionary, so that the dictionary never
// reaches the browser: the find box loads the small JSON this writes
// (lib/find/screen-keys.json). Run `npm run generate` (scripts/generate.mjs: this and the
// contract) or `node scripts/find-keys.mjs` after changing a menu title; tests/unit/find.test.ts
// fails while the JSON is not what this script would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinyin } from 'pinyin-pro';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = join(ROOT, 'lib', 'find', 'screen-keys.json');
const LOCALES = ['zh-CN', 'zh-TW', 'en-US'];
const HAN = /\p{Script=Han}/u;

const spell = (text, pattern) => pinyin(text, { pattern, toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');

/** { titleKey: [title in each language, then the Chinese titles' full pinyin and initials] }, each term once. */
export function findKeys(catalogues = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(join(ROOT, 'messages', `${l}.json`), 'utf8'))]))) {
  const keys = Object.keys(catalogues['en-US'].menu);
  return Object.fromEntries(
    keys.map((key) => {
      const titles = LOCALES.map((l) => String(catalogues[l].menu[key]));
      const spelt = titles.filter((t) => HAN.test(t)).flatMap((t) => [spell(t, 'pinyin'), spell(t, 'first')]);
      return [key, [...new Set([...titles, ...spelt].map((t) => t.toLowerCase()))]];
    }),
  );
}

/** lib/find/screen-keys.json as this script writes it. */
export const findKeysText = () => `${JSON.stringify(findKeys(), null, 1)}\n`;

/** Writes lib/find/screen-keys.json. */
export function writeFindKeys() {
  writeFileSync(OUT, findKeysText());
  console.log('wrote lib/find/screen-keys.json');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFindKeys();
