import { KEY_ROOTS } from '@/lib/contract/keys';
import { RETURN_STATES, RETURN_TYPES, SHIP_STATES } from '@/lib/contract/values';
import { defineList, TIME_COLUMN, type ListColumn } from './define';

// VIP goods' lists (spec §2 /memberProduct/chargebackRecord, /reports/registerMember,
// /reports/waitMember): calls of lib/contract/memberProduct.ts.

const { memberProduct } = KEY_ROOTS;

export const chargebackList = defineList('return/index', {
  name: 'chargebacks',
  key: [...memberProduct, 'returns'],
  title: 'memberProduct.record.title',
  columns: [
    TIME_COLUMN,
    { id: 'no', label: 'memberProduct.record.no', kind: 'text', field: 'no' },
    { id: 'order', label: 'memberProduct.chargeback.order', kind: 'text', field: 'order_no' },
    {
      id: 'type', label: 'memberProduct.chargeback.type', kind: 'word', field: 'type', other: 'memberProduct.types.cardOrder',
      words: Object.entries(RETURN_TYPES).map(([key, value]) => ({ value, label: `memberProduct.types.${key}` })),
    },
    { id: 'transferee', label: 'memberProduct.chargeback.transferee', kind: 'member', field: 'transferee', name: 'transferee_name' },
    { id: 'amount', label: 'memberProduct.amount', kind: 'money', field: 'amount' },
    {
      id: 'status', label: 'memberProduct.record.status', kind: 'state', field: 'status', words: [
        { value: RETURN_STATES.inProgress, label: 'memberProduct.states.0', color: 'warning' },
        { value: RETURN_STATES.charged, label: 'memberProduct.states.1', color: 'success' },
        { value: RETURN_STATES.rejected, label: 'memberProduct.states.2', color: 'error' },
      ],
    },
  ],
  status: 'status',
});

/** A registration's combo shipping: the state of both registration lists. */
export const shipping = {
  id: 'shipping', label: 'memberProduct.ship.label', kind: 'state', field: 'status', words: [
    { value: SHIP_STATES.waiting, label: 'memberProduct.ship.waiting', color: 'warning' },
    { value: SHIP_STATES.shipped, label: 'memberProduct.ship.shipped', color: 'info' },
    { value: SHIP_STATES.delivered, label: 'memberProduct.ship.delivered', color: 'success' },
  ],
} as const satisfies ListColumn;
const member = { id: 'member', label: 'memberProduct.member', kind: 'member', field: 'account', name: 'name' } as const;
const level = { id: 'level', label: 'memberProduct.level', kind: 'text', field: 'level_name' } as const;

/** The members the operator registered, by a keyword (the screen's search). */
export const registeredList = defineList('regedvip/index', {
  name: 'registered-members',
  key: [...memberProduct, 'registered'],
  title: 'memberProduct.registered.title',
  params: ['keyword'],
  columns: [
    TIME_COLUMN,
    member,
    level,
    { id: 'package', label: 'memberProduct.package.label', kind: 'text', field: 'package' },
    { id: 'amount', label: 'memberProduct.amount', kind: 'money', field: 'amount' },
    shipping,
  ],
  status: 'shipping',
});

/** The worklist of members awaiting upgrade, fewest days left first. */
export const waitList = defineList('regedvip/index', {
  name: 'members-to-upgrade',
  key: [...memberProduct, 'registered', 'wait'],
  title: 'memberProduct.wait.title',
  fixed: { wait: 1 },
  columns: [
    TIME_COLUMN,
    member,
    level,
    { id: 'cycle', label: 'memberProduct.cycle.label', kind: 'count', field: 'days_left' },
    shipping,
  ],
  status: 'shipping',
});
