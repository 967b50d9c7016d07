import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { AREA_MESSAGES, mergeMessages, pickMessages, SHARED_MESSAGES } from '@/lib/i18n/namespaces';
import { AREAS } from '@/lib/menu/manifest';

// A page carries the frame's messages and its screen's area's (lib/i18n/namespaces.ts). A
// namespace the code of an area uses but its list leaves out would show raw keys on a page
// loaded at that screen, which only that screen in a browser would notice. So: from every file of
// components/<area>/, follow the imports through components/ (not into other screens) and
// collect the namespaces translated there and in lib/menu/ (tab titles) (`useTranslations('ns…')`, literal keys 'ns.key',
// the start of template keys `ns.key.${…}`), and those of the schemas it imports from
// lib/contract/ and of the schemas they build on (their error keys are translated by the form
// that validates with them).
// Each must be in the area's list or the frame's. The frame (components/shell/) uses the
// frame's alone.

const ROOT = join(__dirname, '..', '..');
const NAMESPACES = new Set(Object.keys(JSON.parse(readFileSync(join(ROOT, 'messages', 'en-US.json'), 'utf8'))));

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : spec.startsWith('.') ? join(dirname(from), spec) : null;
  if (!base) return null;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((p) => existsSync(p) && statSync(p).isFile()) ?? null;
}

/** The message paths a file translates ('ns' for a whole namespace, 'ns.branch…' for part of one). */
function translated(src: string): string[] {
  const hooks = [...src.matchAll(/(?:useTranslations|getTranslations)\(\s*'([\w.]+)'/g)].map((m) => m[1]);
  const literals = [...src.matchAll(/['"`]([a-zA-Z]+(?:\.[\w]+)+)(?:\.\$\{|['"`])/g)].map((m) => m[1]);
  return [...hooks, ...literals].filter((path) => NAMESPACES.has(path.split('.')[0]));
}

/** Whether the scan follows an import from `from` to `to` (both relative to the root). */
function followed(from: string, to: string): boolean {
  if (to.startsWith('components/') || to.startsWith('lib/menu/')) return true;
  // A schema a component imports, and the schemas it builds on.
  return to.startsWith('lib/contract/') && (from.startsWith('components/') || from.startsWith('lib/contract/'));
}

/** Every message path used by `entries` and the components and schemas they import, with where. */
function used(entries: string[]): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    for (const path of translated(src)) if (!found.has(path)) found.set(path, relative(ROOT, file));
    for (const m of src.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm)) {
      const target = resolve(file, m[1] ?? m[2]);
      if (target && followed(relative(ROOT, file), relative(ROOT, target))) stack.push(target);
    }
  }
  return found;
}

const covered = (path: string, allowed: readonly string[]) => allowed.some((a) => path === a || path.startsWith(`${a}.`));
const uncovered = (paths: Map<string, string>, allowed: readonly string[]) =>
  [...paths].filter(([path]) => !covered(path, allowed)).map(([path, file]) => `${path} (${file})`);

describe('the messages each page carries', () => {
  it.each(AREAS.map((area) => [area]))('the screens of %s use only their area\'s messages and the frame\'s', (area) => {
    const paths = used(sources(join(ROOT, 'components', area)));
    expect(paths.size).toBeGreaterThan(0); // the scan still sees the code
    expect(uncovered(paths, [...SHARED_MESSAGES, ...AREA_MESSAGES[area]])).toEqual([]);
  });

  it('the frame uses only the frame\'s', () => {
    const paths = used(sources(join(ROOT, 'components', 'shell')).filter((f) => !f.endsWith('KeepAlive.tsx')));
    expect(uncovered(paths, SHARED_MESSAGES)).toEqual([]);
  });

  it('picks namespaces and branches of them', () => {
    const messages = { a: { x: '1', y: { z: '2' } }, b: { w: '3' }, c: 'x' };
    expect(pickMessages(messages, ['b', 'a.y'])).toEqual({ b: { w: '3' }, a: { y: { z: '2' } } });
  });

  it('lays an area\'s messages over the frame\'s, branch by branch', () => {
    expect(mergeMessages({ a: { x: '1' }, c: 'x' }, { a: { y: { z: '2' } }, b: { w: '3' } })).toEqual({ a: { x: '1', y: { z: '2' } }, b: { w: '3' }, c: 'x' });
    // A precompiled message (an array) is a message, not a branch to merge into.
    const compiled = ['Level ', ['depth']];
    expect(mergeMessages({ t: { n: compiled } }, { t: { n: compiled, m: 'x' } })).toEqual({ t: { n: compiled, m: 'x' } });
  });
});
