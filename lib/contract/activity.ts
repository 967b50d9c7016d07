import type { CallInput, CallPath } from './calls';
import type { ActivityKind } from './security';

// What My activity (issue 72) records of each write the operator makes through the BFF: its
// kind, the action's name and what was asked, picked field by field (an allow-list: a field
// not named here is never kept). Never a password, a code or a card number in full; a card
// keeps its last four digits, as the upstream's lists show it.

type Asked = Record<string, string | number>;
type Recorded<P extends CallPath> = { kind: ActivityKind; action: string; asked: (input: CallInput<P>) => Asked };

/** The last four digits of a card number, as "•••• 1234". */
export const lastFour = (number: unknown) => `•••• ${String(number ?? '').replace(/\D/g, '').slice(-4)}`;
const text = (value: unknown) => String(value ?? '').slice(0, 100);
const amount = (value: unknown) => Number(value) || 0;

const rec = <P extends CallPath>(kind: ActivityKind, action: string, asked: (input: CallInput<P>) => Asked = () => ({})): Recorded<P> => ({ kind, action, asked });

export const ACTIVITY: { [P in CallPath]?: Recorded<P> } = {
  'transfer/dothis': rec('money', 'transfer', (i) => ({ amount: amount(i.amount), to: text(i.account), ...(i.remark && { remark: text(i.remark) }) })),
  'newextract/dothis': rec('money', 'withdraw', (i) => ({ amount: amount(i.amount), card: text(i.card_id) })),
  'recharge/dorecharge': rec('money', 'recharge', (i) => ({ amount: amount(i.amount) })),
  'recharge/editinfo': rec('money', 'rechargeVoucher', (i) => ({ id: text(i.id) })),
  'salaries/dothis': rec('money', 'withdrawCancel', (i) => ({ id: text(i.id) })),
  'patlas/register': rec('members', 'register', (i) => ({ member: text(i.username), level: text(i.level), sponsor: text(i.sponsor) })),
  'regedvip/upvip': rec('members', 'upgrade', (i) => ({ member: text(i.account), package: text(i.package_id) })),
  'regedvip/delvip': rec('members', 'deleteRegistration', (i) => ({ id: text(i.id) })),
  'promoter/application': rec('members', 'promoterApply'),
  'promoter/delsq': rec('members', 'promoterWithdraw', (i) => ({ id: text(i.id) })),
  'return/applicationsubmit': rec('returns', 'return', (i) => ({ order: text(i.order_id), type: text(i.type), ...(i.transferee && { to: text(i.transferee) }) })),
  'bank/create': rec('bankCards', 'cardAdd', (i) => ({ bank: text(i.bank), card: lastFour(i.number) })),
  'bank/update': rec('bankCards', 'cardEdit', (i) => ({ bank: text(i.bank), card: lastFour(i.number) })),
  'bank/delete': rec('bankCards', 'cardDelete', (i) => ({ id: text(i.id) })),
  'bank/setdefault': rec('bankCards', 'cardDefault', (i) => ({ id: text(i.id) })),
  'store/infodo': rec('profile', 'profile', (i) => ({ ...(i.nickname !== undefined && { nickname: text(i.nickname) }) })),
  'store/upteldo': rec('profile', 'phone', (i) => ({ phone: text(i.phone).replace(/^(\d{3})\d+(\d{4})$/, '$1****$2') })),
  'store/upemail': rec('profile', 'email', (i) => ({ email: text(i.email).replace(/^(.).*(@.*)$/, '$1***$2') })),
  'store/uppass': rec('security', 'password'),
  'store/checkpass2': rec('security', 'pass2'),
  'store/codechecksub': rec('security', 'pass2Reset'),
};

/** The record of a write to `path`, or undefined when it is not one My activity shows. */
export const activityOf = (path: string): Recorded<CallPath> | undefined =>
  Object.hasOwn(ACTIVITY, path) ? (ACTIVITY as Record<string, Recorded<CallPath>>)[path] : undefined;
