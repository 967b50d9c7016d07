import { KEY_ROOTS } from '@/lib/contract/keys';
import { INCOME_KINDS, LEGS } from '@/lib/contract/values';
import { defineList, TIME_COLUMN } from './define';

// The reports' lists (spec §2 /reports/*): calls of lib/contract/reports.ts. Their figures move
// with the network, so they are asked again whenever a report is opened (`fresh`).

const { reports } = KEY_ROOTS;
const legs = [
  { value: LEGS.left, label: 'reports.legs.left', color: 'primary' },
  { value: LEGS.right, label: 'reports.legs.right', color: 'warning' },
] as const;

/** Income entries by source kind, under a report's range (My performance, the commission breakdown). */
export const incomeList = defineList('uincome/getsearch', {
  name: 'income',
  key: [...reports, 'income'],
  title: 'reports.performance.entries',
  fresh: true,
  columns: [
    TIME_COLUMN,
    { id: 'from', label: 'reports.performance.from', kind: 'text', field: 'from', empty: 'reports.performance.bothLegs' },
    { id: 'amount', label: 'reports.performance.amount', kind: 'money', field: 'amount' },
    {
      id: 'source', label: 'reports.performance.source', kind: 'state', field: 'kind', words: [
        { value: INCOME_KINDS.referral, label: 'reports.incomeKinds.referral', color: 'success' },
        { value: INCOME_KINDS.pairing, label: 'reports.incomeKinds.pairing', color: 'primary' },
        { value: INCOME_KINDS.team, label: 'reports.incomeKinds.team', color: 'info' },
      ],
    },
  ],
  status: 'source',
});

/** The performance detail: a day of a leg, for a scope (a depth, a member's downline). */
export const teamDayList = defineList('ability/teamdays', {
  name: 'teamdays',
  key: [...reports, 'team', 'days'],
  title: 'reports.detail.title',
  params: ['depth', 'member'],
  fresh: true,
  columns: [
    TIME_COLUMN,
    { id: 'newMembers', label: 'reports.detail.newMembers', kind: 'count', field: 'new_members' },
    { id: 'volume', label: 'reports.detail.volume', kind: 'money', field: 'volume' },
    { id: 'leg', label: 'reports.detail.leg', kind: 'state', field: 'leg', words: legs },
  ],
  status: 'leg',
});

/** The team by leg and depth over a range: one answer (Team performance draws it as its own table). */
export const teamList = defineList('ability/teams', {
  name: 'team',
  key: [...reports, 'team', 'depths'],
  title: 'reports.team.title',
  filters: ['from', 'to'],
  paged: false,
  fresh: true,
  columns: [
    { id: 'leg', label: 'reports.team.leg', kind: 'state', field: 'leg', words: legs },
    { id: 'depth', label: 'reports.team.depth', kind: 'count', field: 'depth' },
    { id: 'members', label: 'reports.team.members', kind: 'count', field: 'members' },
    { id: 'active', label: 'reports.team.active', kind: 'count', field: 'active' },
    { id: 'newMembers', label: 'reports.team.newMembers', kind: 'count', field: 'new_members' },
    { id: 'volume', label: 'reports.team.volume', kind: 'count', field: 'volume' },
  ],
});
