import { CALLS, callSpec } from '@/lib/contract/calls';
import { NOTICE_COUNT_PATH, PROFILE_PATH } from '@/lib/contract/call-paths';

// Spec §7's table, area by area, as the spec writes it (store/upteldo without its slash).
const SPEC_TABLE: Record<string, string> = {
  login: '/login/index',
  bank: '/bank/update, delete, setdefault, edit, create, add, getlist',
  store: '/store/baseverify, codechecksub, codecheck, sendemail, upemail, sy, index, info, sendcode, infodo, checkpass2, uppass, banklist, upteldo',
  ratlas: '/ratlas/index',
  patlas: '/patlas/index, register, cname, vrname, level, shop, cvip',
  pservice: '/pservice/vname, vtel, videntityid, province, aliyuncs',
  notice: '/notice/index, unread, detail',
  promoter: '/promoter/delsq, getlist, application, index',
  uincome: '/uincome/index, getsearch',
  ability: '/ability/index, teams, teamdays',
  extract: '/newextract, /newextract/dothis, /extract/tlong',
  salaries: '/salaries/tlong, dothis, index',
  transfer: '/transfer/index, checkuser, getcode, dothis, tlong',
  imgup: '/imgup/index',
  recharge: '/recharge/dorecharge, index, addreinfo, editinfo',
  return: '/return/index, application, order, applicationsubmit',
  regedvip: '/regedvip/index, wuliu, delvip, details, upvip, combo',
  product: '/product/index, communi',
};

/** "/a/x, y, /b" → a/x, a/y, b: a bare name continues the last area. */
function expand(list: string): string[] {
  let prefix = '';
  return list.split(',').map((raw) => {
    const item = raw.trim();
    if (item.startsWith('/')) {
      const path = item.slice(1);
      prefix = path.includes('/') ? path.slice(0, path.indexOf('/') + 1) : `${path}/`;
      return path;
    }
    return prefix + item;
  });
}

const specPaths = [...Object.values(SPEC_TABLE).flatMap(expand), 'user/menu', 'user/permission'];

describe('the call registry', () => {
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
