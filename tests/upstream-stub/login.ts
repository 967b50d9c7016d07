import { signIn } from './accounts';
import { AREAS, ID_TYPES, pick } from './i18n';
import { loginMenu } from './menu';
import { fail, ok, STUB_CODES, type Answer } from './respond';
import { issueToken, type StubState } from './state';
import { WIRE_CODES, type Decoded } from './checks';

// POST /login/index: the only call without a token. Its answer must satisfy `loginData`
// (lib/contract/auth.ts); the menu is the account's, titled in the request's language.

export function login(state: StubState, { payload, form, lac }: Decoded): Answer {
  if (typeof payload.csrf !== 'string' || payload.csrf === '' || payload.csrf !== form.csrf) {
    return fail(WIRE_CODES.badCommon, lac, 'badCommon', 'payload csrf must equal the form csrf');
  }
  const account = signIn(payload.username, payload.password);
  if (!account) return fail(STUB_CODES.badLogin, lac, 'badLogin');
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
  return ok(lac, data, 'loginOk');
}
