import type * as z from 'zod/mini';
import { loginInput } from './auth';
import { noticeDetailInput, noticeListInput } from './notice';
import { anyObject } from './schema';

// The one registry of upstream calls (DESIGN rule 2): every path of spec §7 once.
//
// Paths are written without the leading slash, as the URL segment after /api/call/.
// The spec lists `store/upteldo` without one: the original client resolved it against the
// base URL, which is the site root (spec §9), so it reached /store/upteldo like every other
// path. The upstream client therefore always sends UPSTREAM_URL + "/" + path.
//
// `via` says which BFF door may send it: `call` is the allow-listed forwarder
// (POST /api/call/<path>), `auth` only the login route, `upload` only the upload route.

export type CallSpec = {
  method: 'POST' | 'GET';
  encrypted: boolean; // false: the plain payload is sent (imgup) or the call is a GET
  via: 'call' | 'auth' | 'upload';
  input: z.ZodMiniType<Record<string, unknown>>;
};

const post = (input: CallSpec['input'] = anyObject): CallSpec => ({ method: 'POST', encrypted: true, via: 'call', input });
const auth = (spec: Partial<CallSpec> = {}): CallSpec => ({ ...post(), via: 'auth', ...spec });
const area = (name: string, paths: string[]) => Object.fromEntries(paths.map((p) => [`${name}/${p}`, post()]));

export const CALLS: Record<string, CallSpec> = {
  'login/index': auth({ input: loginInput }),
  'user/menu': auth({ method: 'GET', encrypted: false }),
  'user/permission': auth({ method: 'GET', encrypted: false }),
  'imgup/index': { ...post(), encrypted: false, via: 'upload' },
  ...area('bank', ['update', 'delete', 'setdefault', 'edit', 'create', 'add', 'getlist']),
  ...area('store', [
    'baseverify', 'codechecksub', 'codecheck', 'sendemail', 'upemail', 'sy', 'index', 'info',
    'sendcode', 'infodo', 'checkpass2', 'uppass', 'banklist', 'upteldo',
  ]),
  ...area('ratlas', ['index']),
  ...area('patlas', ['index', 'register', 'cname', 'vrname', 'level', 'shop', 'cvip']),
  ...area('pservice', ['vname', 'vtel', 'videntityid', 'province', 'aliyuncs']),
  'notice/index': post(noticeListInput),
  'notice/detail': post(noticeDetailInput),
  ...area('notice', ['unread']),
  ...area('promoter', ['delsq', 'getlist', 'application', 'index']),
  ...area('uincome', ['index', 'getsearch']),
  ...area('ability', ['index', 'teams', 'teamdays']),
  newextract: post(),
  ...area('newextract', ['dothis']),
  ...area('extract', ['tlong']),
  ...area('salaries', ['tlong', 'dothis', 'index']),
  ...area('transfer', ['index', 'checkuser', 'getcode', 'dothis', 'tlong']),
  ...area('recharge', ['dorecharge', 'index', 'addreinfo', 'editinfo']),
  ...area('return', ['index', 'application', 'order', 'applicationsubmit']),
  ...area('regedvip', ['index', 'wuliu', 'delvip', 'details', 'upvip', 'combo']),
  ...area('product', ['index', 'communi']),
};

/** The profile call: path not shown by the spec, named here once. */
export const PROFILE_PATH = 'store/info';
/** The notice-count call: path not shown by the spec, named here once. */
export const NOTICE_COUNT_PATH = 'notice/unread';

/** The registry entry for a path, or undefined: the BFF refuses what is not here. */
export function callSpec(path: string): CallSpec | undefined {
  return Object.hasOwn(CALLS, path) ? CALLS[path] : undefined;
}
