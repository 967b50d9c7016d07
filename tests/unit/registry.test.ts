import { CALLS, callSpec } from '@/lib/contract/calls';
import { NOTICE_COUNT_PATH, PROFILE_PATH } from '@/lib/contract/call-paths';
import { specSection, specTable } from './spec-tables';

// Spec §7's table of calls, read from docs/spec.md (issue 73: not a copy of it), area by area:
// "/a/x, y, /b" is a/x, a/y and b (a bare name continues the last area). A cell's sentence after
// the list ("/login/index. Payload: …") and its notes in parentheses ("and upteldo (no leading
// slash)", "(unencrypted)") are not paths; anything else that is not a path fails the test.
const ITEM = /^\/?[a-z0-9]+(\/[a-z0-9]+)?$/;

function expand(cell: string): string[] {
  let prefix = '';
  const list = cell.split(/\.\s/)[0].replace(/\s*\([^)]*\)/g, '');
  return list.split(',').map((raw) => {
    const item = raw.trim().replace(/^and /, '');
    if (!ITEM.test(item)) throw new Error(`docs/spec.md §7: "${item}" in "${cell}" is not a call path`);
    if (item.startsWith('/')) {
      const path = item.slice(1);
      prefix = path.includes('/') ? path.slice(0, path.indexOf('/') + 1) : `${path}/`;
      return path;
    }
    if (!prefix) throw new Error(`docs/spec.md §7: "${item}" in "${cell}" has no area before it`);
    return prefix + item;
  });
}

const TABLE = specTable(7, ['Area', 'Paths']).map(([area, cell]) => ({ area, paths: expand(cell) }));
/** §7's "Other calls:": the ones it names with their method and path (GET /user/menu, GET /user/permission). */
const OTHER = [.../^Other calls:\n((?:- .*\n)+)/m.exec(specSection(7))![1].matchAll(/\b(?:GET|POST) \/([a-z0-9]+\/[a-z0-9]+)/g)].map((m) => m[1]);
const specPaths = [...TABLE.flatMap((row) => row.paths), ...OTHER];

describe('the call registry', () => {
  it('reads spec §7 whole: every area of its table, each with a path of its own, and the other calls', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(18);
    for (const { area, paths } of TABLE) expect({ area, own: paths.some((path) => path.split('/')[0] === area) }).toEqual({ area, own: true });
    expect(OTHER).toEqual(expect.arrayContaining(['user/menu', 'user/permission']));
  });

  it('reads a cell as the spec writes it, and refuses what it cannot read', () => {
    expect(expand('/a/x, y, and z (a note), /b, /c/w. Payload: u, v.')).toEqual(['a/x', 'a/y', 'a/z', 'b', 'c/w']);
    expect(() => expand('/a/x, the rest')).toThrow('"the rest" in "/a/x, the rest" is not a call path');
    expect(() => specTable(7, ['Area', 'Calls'])).toThrow('docs/spec.md §7 has no table | Area | Calls |');
  });

  it('holds every path of spec §7 exactly once, and nothing else', () => {
    expect(new Set(specPaths).size).toBe(specPaths.length);
    expect(Object.keys(CALLS).sort()).toEqual([...specPaths].sort());
    expect(specPaths.length).toBeGreaterThanOrEqual(75);
  });

  it('sends imgup unencrypted, the user calls as GET, login only through the auth route', () => {
    expect(CALLS['imgup/index']).toMatchObject({ encrypted: false, via: 'upload' });
    expect(CALLS['user/menu']).toMatchObject({ method: 'GET', via: 'auth' });
    expect(CALLS['user/permission']).toMatchObject({ method: 'GET', via: 'auth' });
    expect(CALLS['login/index']).toMatchObject({ method: 'POST', encrypted: true, via: 'auth' });
    expect(CALLS['store/upteldo']).toMatchObject({ method: 'POST', encrypted: true, via: 'call' });
  });

  it('names the profile and notice-count calls once', () => {
    expect(callSpec(PROFILE_PATH)).toBeDefined();
    expect(callSpec(NOTICE_COUNT_PATH)).toBeDefined();
  });

  it('knows nothing outside the registry, not even object internals', () => {
    expect(callSpec('admin/delete')).toBeUndefined();
    expect(callSpec('__proto__')).toBeUndefined();
    expect(callSpec('constructor')).toBeUndefined();
  });

  it('accepts JSON objects only', () => {
    const input = CALLS['bank/getlist'].input;
    expect(input.safeParse({ page: 1 }).success).toBe(true);
    expect(input.safeParse([1, 2]).success).toBe(false);
    expect(input.safeParse('text').success).toBe(false);
    expect(input.safeParse(null).success).toBe(false);
  });
});

describe('input schemas', () => {
  // Every call has a real input schema: it names its fields, so a field it does not know is
  // never forwarded upstream.
  it.each(Object.keys(CALLS))('%s drops fields it does not name', (path) => {
    const parsed = callSpec(path)!.input.safeParse({ notAField: 1 });
    if (parsed.success) expect(parsed.data).not.toHaveProperty('notAField');
  });
});
