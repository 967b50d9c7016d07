import { accountOf } from './accounts';
import { AREAS, ID_TYPES, pick } from './i18n';
import { loginMenu } from './menu';
import { ok, refuse, STUB_CODES, type Answer } from './respond';
import { checkPassword } from './member-state';
import { issueToken, type StubState } from './state';
import { memberByAccount } from './world';
import { WIRE_CODES, type Decoded } from './checks';

// POST /login/index: the only call without a token. Its answer must satisfy `loginData`
// (lib/contract/auth.ts); the menu is the account's, titled in the request's language.

export function login(state: StubState, { payload, form, lac }: Decoded): Answer {
  if (typeof payload.csrf !== 'string' || payload.csrf === '' || payload.csrf !== form.csrf) {
    return refuse(WIRE_CODES.badCommon, lac, 'common.badCommon', 'payload csrf must equal the form csrf');
  }
  // A sign-in account whose member's login password (member-state.ts) is the one typed.
  const account = accountOf(payload.username);
  const me = account && memberByAccount(state.world, account.username);
  if (!account || !me || !checkPassword(state, me, payload.password)) return refuse(STUB_CODES.badLogin, lac, 'common.badLogin');
  const data = {
    token: issueToken(state, account),
    lang_app: 'zh-CN',
    country: 'CN',
    IDtype: ID_TYPES.map((name, i) => ({ id: i + 1, name: pick(lac, name) })),
    area: AREAS.map(({ code, name }) => ({ code, name: pick(lac, name) })),
    menu: loginMenu(account, lac, state.origin()),
    username: account.username,
    nickname: account.nickname,
  };
  return ok(lac, data, 'common.loginOk');
}
