import type * as z from 'zod/mini';
import { loginInput, noticeCountData } from './auth';
import { noticeDetailData, noticeDetailInput, noticeListData, noticeListInput } from './notice';
import {
  identityData, identityInput, inviteData, inviteInput, levelData, memberCheckInput, placementData, placementInput, promoterApplyInput,
  promoterListData, promoterListInput, promoterStatusData, promoterStatusInput, promoterWithdrawInput, refereeData, regionData, regionInput,
  registerData, registerInput, shopData, sponsorData, sponsorVipData, uniqueData, uniqueInput,
} from './network';
import { EFFECTS, type Effect } from './effects';
import { emptyInput } from './schema';
import {
  bankCardData, bankCardIdInput, bankCardInput, bankCardUpdateInput, bankListData, bankListInput, bankOptionsData, checkUserData, checkUserInput,
  getCodeData, getCodeInput, rechargeEditInput, rechargeInput, rechargeListData, salaryData, salaryListData, transferDoneData, transferInfoData,
  transferInfoInput, transferInput, transferListData, withdrawCancelInput, withdrawInfoData, withdrawInput, withdrawListData,
} from './capital';
import { recordListInput } from './records';
import { incomeData, incomeListData, incomeSearchInput, rangeInput, teamData, teamDaysInput, teamDayListData, teamDepthData } from './reports';
import {
  bindEmailInput, bindPhoneInput, boundData, codeCheckData, codeCheckInput, codeSentData, infoData, infoInput, loginPasswordInput, meCardsData,
  meSummaryData, pass2ChangeInput, pass2ResetInput, profileData, sendEmailCodeInput, sendPhoneCodeInput, verifyMethodsData,
} from './my';
import {
  comboData, deleteRegistrationData, deleteRegistrationInput, logisticsData, memberInput, memberUpgradeData, orderListData, productDetailData, productInput,
  productListData, registeredListData, registeredListInput, registrationInput, returnDetailData, returnDetailInput, returnInput,
  returnDoneData, returnListData, upgradeDoneData, upgradeInput,
} from './memberProduct';

// The one registry of upstream calls (docs/architecture.md): every path of spec §7 once.
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
  // The answer's data on success: the BFF passes on only what this schema makes of it (numbers
  // coerced, unknown fields dropped) and answers 502 to anything else, so the browser reads its
  // answers without a schema (issue 15: no zod on the screens that have no form).
  output?: z.ZodMiniType;
  once?: boolean; // moves money: the forwarder honours an Idempotency-Key (never forwards a replay)
  effect?: Effect; // with once: where the move shows upstream, to settle a lost answer (./effects.ts)
  verifies?: true; // a code check: on success the session remembers a verified step (lib/session/verified.ts)
  needsVerified?: true; // refused by the BFF without a fresh verified step, which its success spends
  endsSession?: true; // on success the BFF ends every session of the account (the login password changed)
  sendsCode?: true; // sends a verification code (SMS, e-mail): throttled per account on every instance
  reveals?: true; // looks a member up by what was typed (a name, whether a value is in use, the tree): throttled per account on every instance
};

const post = <I extends CallSpec['input'], O extends z.ZodMiniType | undefined = undefined>(input: I, output?: O) =>
  ({ method: 'POST', encrypted: true, via: 'call', input, output: output as O }) satisfies CallSpec;
const auth = (spec: Partial<CallSpec> = {}): CallSpec => ({ ...post(emptyInput), via: 'auth', ...spec });

/** A money move: sent once per Idempotency-Key; `effect` says where it shows, to settle an answer lost. */
const once = <I extends CallSpec['input'], O extends z.ZodMiniType | undefined = undefined>(input: I, output: O, effect: Effect) => ({ ...post(input, output), once: true as const, effect });

// Funds (lib/contract/capital.ts says what each call serves).
const FUNDS_CALLS = {
  'bank/getlist': post(bankListInput, bankListData),
  'bank/add': post(bankListInput, bankOptionsData),
  'bank/create': once(bankCardInput, undefined, EFFECTS.bankCard),
  'bank/edit': post(bankCardIdInput, bankCardData),
  'bank/update': post(bankCardUpdateInput),
  'bank/delete': post(bankCardIdInput),
  'bank/setdefault': post(bankCardIdInput),
  'transfer/index': post(transferInfoInput, transferInfoData),
  'transfer/checkuser': { ...post(checkUserInput, checkUserData), reveals: true }, // any account's real name
  'transfer/getcode': { ...post(getCodeInput, getCodeData), sendsCode: true },
  'transfer/dothis': once(transferInput, transferDoneData, EFFECTS.transfer),
  'transfer/tlong': post(recordListInput, transferListData), // status: 1 sent, 2 received
  newextract: post(emptyInput, withdrawInfoData),
  'newextract/dothis': once(withdrawInput, undefined, EFFECTS.withdraw),
  'extract/tlong': post(recordListInput, withdrawListData),
  'recharge/addreinfo': post(emptyInput),
  'recharge/dorecharge': once(rechargeInput, undefined, EFFECTS.recharge),
  'recharge/editinfo': post(rechargeEditInput),
  'recharge/index': post(recordListInput, rechargeListData),
  'salaries/index': post(emptyInput, salaryData),
  'salaries/tlong': post(recordListInput, salaryListData),
  'salaries/dothis': once(withdrawCancelInput, undefined, EFFECTS.cancelWithdrawal),
} satisfies Record<string, CallSpec>;

// Me (lib/contract/my.ts says what each call serves).
const PROFILE_CALLS = {
  'store/info': post(emptyInput, profileData),
  'store/sy': post(emptyInput, meSummaryData),
  'store/banklist': post(emptyInput, meCardsData),
  'store/index': post(emptyInput, infoData),
  'store/infodo': post(infoInput),
  'store/baseverify': post(emptyInput, verifyMethodsData),
  'store/sendcode': { ...post(sendPhoneCodeInput, codeSentData), sendsCode: true },
  'store/sendemail': { ...post(sendEmailCodeInput, codeSentData), sendsCode: true },
  'store/codecheck': { ...post(codeCheckInput, codeCheckData), verifies: true },
  'store/codechecksub': { ...post(pass2ResetInput), needsVerified: true },
  'store/checkpass2': post(pass2ChangeInput),
  'store/uppass': { ...post(loginPasswordInput), endsSession: true },
  'store/upteldo': { ...post(bindPhoneInput, boundData), needsVerified: true },
  'store/upemail': { ...post(bindEmailInput, boundData), needsVerified: true },
} satisfies Record<string, CallSpec>;

export const CALLS = {
  'login/index': auth({ input: loginInput }),
  'user/menu': auth({ method: 'GET', encrypted: false }),
  'user/permission': auth({ method: 'GET', encrypted: false }),
  'imgup/index': { ...post(emptyInput), encrypted: false, via: 'upload' }, // the file is its own part (app/api/upload)
  ...FUNDS_CALLS,
  ...PROFILE_CALLS,
  // The network (issue 4; lib/contract/network.ts says what each call serves).
  'ratlas/index': { ...post(inviteInput, inviteData), reveals: true }, // the invitation tree, searched by account
  'patlas/index': post(placementInput, placementData),
  'patlas/register': post(registerInput, registerData),
  'patlas/cname': post(memberCheckInput, sponsorData),
  'patlas/vrname': post(memberCheckInput, refereeData),
  'patlas/level': post(emptyInput, levelData),
  'patlas/shop': post(emptyInput, shopData),
  'patlas/cvip': post(memberCheckInput, sponsorVipData),
  // Whether any member has an account, a phone or an ID number.
  'pservice/vname': { ...post(uniqueInput, uniqueData), reveals: true },
  'pservice/vtel': { ...post(uniqueInput, uniqueData), reveals: true },
  'pservice/videntityid': { ...post(uniqueInput, uniqueData), reveals: true },
  'pservice/province': post(regionInput, regionData),
  'pservice/aliyuncs': post(identityInput, identityData),
  'notice/index': post(noticeListInput, noticeListData),
  'notice/detail': post(noticeDetailInput, noticeDetailData),
  'notice/unread': post(emptyInput, noticeCountData),
  'promoter/delsq': post(promoterWithdrawInput),
  'promoter/getlist': post(promoterListInput, promoterListData),
  'promoter/application': post(promoterApplyInput),
  'promoter/index': post(promoterStatusInput, promoterStatusData),
  // The performance reports (issue 12; lib/contract/reports.ts says what each call serves).
  'uincome/index': post(rangeInput, incomeData),
  'uincome/getsearch': post(incomeSearchInput, incomeListData),
  'ability/index': post(rangeInput, teamData),
  'ability/teams': post(rangeInput, teamDepthData),
  'ability/teamdays': post(teamDaysInput, teamDayListData),
  // VIP goods (issue 11; lib/contract/memberProduct.ts says what each call serves).
  'return/index': post(recordListInput, returnListData), // status: 0 in progress, 1 charged, 2 rejected
  'return/application': post(returnDetailInput, returnDetailData),
  'return/order': post(emptyInput, orderListData),
  'return/applicationsubmit': once(returnInput, returnDoneData, EFFECTS.chargeback),
  'regedvip/index': post(registeredListInput, registeredListData),
  'regedvip/wuliu': post(registrationInput, logisticsData),
  'regedvip/delvip': once(deleteRegistrationInput, deleteRegistrationData, EFFECTS.deleteRegistration),
  'regedvip/details': post(memberInput, memberUpgradeData),
  'regedvip/upvip': once(upgradeInput, upgradeDoneData, EFFECTS.upgrade),
  'regedvip/combo': post(registrationInput, comboData),
  'product/index': post(emptyInput, productListData),
  'product/communi': post(productInput, productDetailData),
} satisfies Record<string, CallSpec>;

/** An upstream path of the registry: a wrong path does not compile. */
export type CallPath = keyof typeof CALLS;
/** The data a call answers with on success, as its `output` schema makes it (unknown without one). */
export type CallOutput<P extends CallPath> = (typeof CALLS)[P] extends { output: infer O extends z.ZodMiniType } ? z.output<O> : unknown;
/** The fields a call takes, as its input schema accepts them: a call site cannot send another shape. */
export type CallInput<P extends CallPath> = z.input<(typeof CALLS)[P]['input']>;
/** The paths that move money: sent with the submission's Idempotency-Key. */
export type OncePath = { [P in CallPath]: (typeof CALLS)[P] extends { once: true } ? P : never }[CallPath];

/** The registry entry for a path, or undefined: the BFF refuses what is not here. */
export function callSpec(path: string): CallSpec | undefined {
  return Object.hasOwn(CALLS, path) ? (CALLS as Record<string, CallSpec>)[path] : undefined;
}

