import type * as z from 'zod/mini';
import { loginInput } from './auth';
import { noticeDetailInput, noticeListInput } from './notice';
import { identityInput, inviteInput, memberCheckInput, placementInput, regionInput, registerInput, uniqueInput } from './network';
import { promoterApplyInput, promoterListInput, promoterStatusInput, promoterWithdrawInput } from './promoter';
import { emptyInput } from './schema';
import { bankCardIdInput, bankCardInput, bankCardUpdateInput, bankListInput } from './funds-bank';
import { rechargeEditInput, rechargeInput, withdrawCancelInput, withdrawInput } from './funds-records';
import { recordListInput } from './records';
import { incomeSearchInput, rangeInput, teamDaysInput } from './reports';
import {
  bindEmailInput, bindPhoneInput, codeCheckInput, infoInput, loginPasswordInput, pass2ChangeInput, pass2ResetInput,
  sendEmailCodeInput, sendPhoneCodeInput,
} from './profile';
import { checkUserInput, getCodeInput, transferInfoInput, transferInput } from './funds-transfer';
import { deleteRegistrationInput, memberInput, productInput, registeredListInput, registrationInput, returnDetailInput, returnInput, upgradeInput } from './products';

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
  once?: boolean; // moves money: the forwarder honours an Idempotency-Key (never forwards a replay)
  verifies?: true; // a code check: on success the session remembers a verified step (lib/session/verified.ts)
  needsVerified?: true; // refused by the BFF without a fresh verified step, which its success spends
  endsSession?: true; // on success the BFF ends every session of the account (the login password changed)
  sendsCode?: true; // sends a verification code (SMS, e-mail): throttled per account on every instance
};

const post = (input: CallSpec['input']): CallSpec => ({ method: 'POST', encrypted: true, via: 'call', input });
const auth = (spec: Partial<CallSpec> = {}): CallSpec => ({ ...post(emptyInput), via: 'auth', ...spec });

const once = (input: CallSpec['input']) => ({ ...post(input), once: true as const });

// Funds (lib/contract/funds*.ts says what each call serves).
const FUNDS_CALLS = {
  'bank/getlist': post(bankListInput),
  'bank/add': post(bankListInput),
  'bank/create': once(bankCardInput),
  'bank/edit': post(bankCardIdInput),
  'bank/update': post(bankCardUpdateInput),
  'bank/delete': post(bankCardIdInput),
  'bank/setdefault': post(bankCardIdInput),
  'transfer/index': post(transferInfoInput),
  'transfer/checkuser': post(checkUserInput),
  'transfer/getcode': { ...post(getCodeInput), sendsCode: true },
  'transfer/dothis': once(transferInput),
  'transfer/tlong': post(recordListInput), // status: 1 sent, 2 received
  newextract: post(emptyInput),
  'newextract/dothis': once(withdrawInput),
  'extract/tlong': post(recordListInput),
  'recharge/addreinfo': post(emptyInput),
  'recharge/dorecharge': once(rechargeInput),
  'recharge/editinfo': post(rechargeEditInput),
  'recharge/index': post(recordListInput),
  'salaries/index': post(emptyInput),
  'salaries/tlong': post(recordListInput),
  'salaries/dothis': once(withdrawCancelInput),
} satisfies Record<string, CallSpec>;

// Me (lib/contract/profile.ts says what each call serves).
const PROFILE_CALLS = {
  'store/info': post(emptyInput),
  'store/sy': post(emptyInput),
  'store/banklist': post(emptyInput),
  'store/index': post(emptyInput),
  'store/infodo': post(infoInput),
  'store/baseverify': post(emptyInput),
  'store/sendcode': { ...post(sendPhoneCodeInput), sendsCode: true },
  'store/sendemail': { ...post(sendEmailCodeInput), sendsCode: true },
  'store/codecheck': { ...post(codeCheckInput), verifies: true },
  'store/codechecksub': { ...post(pass2ResetInput), needsVerified: true },
  'store/checkpass2': post(pass2ChangeInput),
  'store/uppass': { ...post(loginPasswordInput), endsSession: true },
  'store/upteldo': { ...post(bindPhoneInput), needsVerified: true },
  'store/upemail': { ...post(bindEmailInput), needsVerified: true },
} satisfies Record<string, CallSpec>;

export const CALLS = {
  'login/index': auth({ input: loginInput }),
  'user/menu': auth({ method: 'GET', encrypted: false }),
  'user/permission': auth({ method: 'GET', encrypted: false }),
  'imgup/index': { ...post(emptyInput), encrypted: false, via: 'upload' }, // the file is its own part (app/api/upload)
  ...FUNDS_CALLS,
  ...PROFILE_CALLS,
  // The network (issue 4; lib/contract/network.ts says what each call serves).
  'ratlas/index': post(inviteInput),
  'patlas/index': post(placementInput),
  'patlas/register': post(registerInput),
  'patlas/cname': post(memberCheckInput),
  'patlas/vrname': post(memberCheckInput),
  'patlas/level': post(emptyInput),
  'patlas/shop': post(emptyInput),
  'patlas/cvip': post(memberCheckInput),
  'pservice/vname': post(uniqueInput),
  'pservice/vtel': post(uniqueInput),
  'pservice/videntityid': post(uniqueInput),
  'pservice/province': post(regionInput),
  'pservice/aliyuncs': post(identityInput),
  'notice/index': post(noticeListInput),
  'notice/detail': post(noticeDetailInput),
  'notice/unread': post(emptyInput),
  'promoter/delsq': post(promoterWithdrawInput),
  'promoter/getlist': post(promoterListInput),
  'promoter/application': post(promoterApplyInput),
  'promoter/index': post(promoterStatusInput),
  // The performance reports (issue 12; lib/contract/reports.ts says what each call serves).
  'uincome/index': post(rangeInput),
  'uincome/getsearch': post(incomeSearchInput),
  'ability/index': post(rangeInput),
  'ability/teams': post(rangeInput),
  'ability/teamdays': post(teamDaysInput),
  // VIP goods (issue 11; lib/contract/products.ts says what each call serves).
  'return/index': post(recordListInput), // status: 0 in progress, 1 charged, 2 rejected
  'return/application': post(returnDetailInput),
  'return/order': post(emptyInput),
  'return/applicationsubmit': once(returnInput),
  'regedvip/index': post(registeredListInput),
  'regedvip/wuliu': post(registrationInput),
  'regedvip/delvip': once(deleteRegistrationInput),
  'regedvip/details': post(memberInput),
  'regedvip/upvip': once(upgradeInput),
  'regedvip/combo': post(registrationInput),
  'product/index': post(emptyInput),
  'product/communi': post(productInput),
} satisfies Record<string, CallSpec>;

/** An upstream path of the registry: a wrong path does not compile. */
export type CallPath = keyof typeof CALLS;
/** The paths that move money: sent with the submission's Idempotency-Key. */
export type OncePath = { [P in CallPath]: (typeof CALLS)[P] extends { once: true } ? P : never }[CallPath];

/** The registry entry for a path, or undefined: the BFF refuses what is not here. */
export function callSpec(path: string): CallSpec | undefined {
  return Object.hasOwn(CALLS, path) ? (CALLS as Record<string, CallSpec>)[path] : undefined;
}

