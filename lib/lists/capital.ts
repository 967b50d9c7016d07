import { KEY_ROOTS } from '@/lib/contract/keys';
import { RECHARGE_STATES, SALARY_KINDS, WITHDRAW_STATES } from '@/lib/contract/values';
import { defineList, TIME_COLUMN } from './define';

// The funds area's lists (spec §2 /capital/*Record, /reports/integralRecord): calls of
// lib/contract/capital.ts, drawn by RecordsView, exported as their screens show them.

const { capital } = KEY_ROOTS;

export const transferList = defineList('transfer/tlong', {
  name: 'transfers',
  key: [...capital, 'transfer'],
  title: 'capital.records.transferTitle',
  columns: [
    TIME_COLUMN,
    { id: 'member', label: 'capital.records.member', kind: 'member', field: 'account', name: 'name' },
    { id: 'amount', label: 'capital.amount', kind: 'money', field: 'amount' },
    { id: 'remark', label: 'capital.transfer.remark', kind: 'text', field: 'remark' },
    {
      id: 'direction', label: 'capital.records.direction', kind: 'state', field: 'direction', words: [
        { value: 1, label: 'capital.records.sent', color: 'warning' },
        { value: 2, label: 'capital.records.received', color: 'success' },
      ],
    },
  ],
  status: 'direction',
});

export const withdrawList = defineList('extract/tlong', {
  name: 'withdrawals',
  key: [...capital, 'withdraw'],
  title: 'capital.records.withdrawTitle',
  columns: [
    TIME_COLUMN,
    { id: 'amount', label: 'capital.amount', kind: 'money', field: 'amount' },
    { id: 'fee', label: 'capital.withdraw.fee', kind: 'money', field: 'fee' },
    { id: 'net', label: 'capital.withdraw.net', kind: 'money', field: 'net' },
    { id: 'card', label: 'capital.withdraw.card', kind: 'text', field: 'card' },
    {
      id: 'status', label: 'capital.records.status', kind: 'state', field: 'status', words: [
        { value: WITHDRAW_STATES.pending, label: 'capital.states.pending', color: 'warning' },
        { value: WITHDRAW_STATES.approved, label: 'capital.states.approved', color: 'info' },
        { value: WITHDRAW_STATES.rejected, label: 'capital.states.rejected', color: 'error' },
        { value: WITHDRAW_STATES.received, label: 'capital.states.received', color: 'success' },
        { value: WITHDRAW_STATES.canceled, label: 'capital.states.canceled', color: 'default' },
      ],
    },
  ],
  status: 'status',
});

export const rechargeList = defineList('recharge/index', {
  name: 'recharges',
  key: [...capital, 'recharge'],
  title: 'capital.records.rechargeTitle',
  columns: [
    TIME_COLUMN,
    { id: 'amount', label: 'capital.amount', kind: 'money', field: 'amount' },
    { id: 'voucher', label: 'capital.recharge.voucher', kind: 'text', field: 'voucher' },
    {
      id: 'status', label: 'capital.records.status', kind: 'state', field: 'status', words: [
        { value: RECHARGE_STATES.pending, label: 'capital.states.toVerify', color: 'warning' },
        { value: RECHARGE_STATES.verified, label: 'capital.states.verified', color: 'success' },
      ],
    },
  ],
  status: 'status',
});

export const salaryList = defineList('salaries/tlong', {
  name: 'salary',
  key: [...capital, 'salary'],
  title: 'reports.salary.title',
  columns: [
    TIME_COLUMN,
    { id: 'amount', label: 'reports.salary.amount', kind: 'money', field: 'amount' },
    { id: 'balance', label: 'reports.salary.balanceAfter', kind: 'money', field: 'balance' },
    { id: 'note', label: 'reports.salary.note', kind: 'text', field: 'note' },
    {
      id: 'kind', label: 'reports.salary.kind', kind: 'state', field: 'kind', words: [
        { value: SALARY_KINDS.income, label: 'reports.kinds.income', color: 'success' },
        { value: SALARY_KINDS.transferIn, label: 'reports.kinds.transferIn', color: 'info' },
        { value: SALARY_KINDS.transferOut, label: 'reports.kinds.transferOut', color: 'warning' },
        { value: SALARY_KINDS.withdraw, label: 'reports.kinds.withdraw', color: 'primary' },
        { value: SALARY_KINDS.refund, label: 'reports.kinds.refund', color: 'default' },
      ],
    },
  ],
  status: 'kind',
});
