import type { OncePath } from '@/lib/contract/calls';
import type { RoutePath } from '@/lib/menu/routes';

// The money moves as the operator is told of them (./OutcomeNotice.tsx): each one's name in the
// messages (`common.outcome.*`'s `what`) and the record its effect appears in.

/** Each move: its name in the messages, and the record its effect appears in. */
export const MOVES: Record<OncePath, { what: string; record: RoutePath; byDay: boolean }> = {
  'transfer/dothis': { what: 'transfer', record: '/capital/transferRecord', byDay: true },
  'newextract/dothis': { what: 'withdraw', record: '/capital/withdrawRecord', byDay: true },
  'salaries/dothis': { what: 'cancelWithdrawal', record: '/capital/withdrawRecord', byDay: false },
  'recharge/dorecharge': { what: 'recharge', record: '/capital/rechargeRecord', byDay: true },
  'bank/create': { what: 'bankCard', record: '/my/bankCardList', byDay: false },
  'return/applicationsubmit': { what: 'chargeback', record: '/memberProduct/chargebackRecord', byDay: true },
  'regedvip/upvip': { what: 'upgrade', record: '/reports/registerMember', byDay: false },
  'regedvip/delvip': { what: 'deleteRegistration', record: '/reports/registerMember', byDay: false },
};

/** A write's move, as the outcome messages name it (`what`). */
export const outcomeWhat = (send: { path?: OncePath }) => (send.path ? MOVES[send.path].what : 'other');

