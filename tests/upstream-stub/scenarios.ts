import { NOTICE_COUNT_PATH } from '@/lib/contract/call-paths';
import { PENDING, RETURN_STATES, SALARY_KINDS, WITHDRAW_STATES } from '@/lib/contract/values';
import { ACCOUNTS } from './accounts';
import { setDaysLeft, setVip, lockCodes } from './edit';
import type { Fault } from './faults';
import { book, fundsOf, NEWEST_2025 } from './capital';
import { memberState } from './member-state';
import { DAY_MS, ordersOf, registrationsOf } from './memberProduct';
import { addMember } from './placement';
import { dateTime, fullName, idNumber, mobile, mulberry32, nickname } from './random';
import type { StubState } from './state';
import { memberByAccount, PV_BY_LEVEL, type Member } from './world';

// Named states of the world (issue 41): POST /__stub/scenario {name} regenerates the world, as a
// reset does, then applies one of these; `npm run stub -- --scenario <name>` (or STUB_SCENARIO)
// starts with it. Each acts on the sign-in accounts' world (accounts.ts: operator is the VIP,
// novip the non-VIP); the states are the spec's (§4) by the contract's values.

export type Scenario = {
  name: string;
  description: string; // one line
  members?: number; // the world's size, when not the stub's own
  faults?: Fault[]; // armed after the world is made
  apply?: (state: StubState) => void;
};

const SLOW_MS = 1500; // below the portal's 5 s upstream time-out (spec §9)
/** Days left of the members `upgrade-deadlines` puts in the operator's list, two of each. */
export const DEADLINE_DAYS = [1, 3, 7] as const;

const operatorOf = (state: StubState): Member => memberByAccount(state.world, 'operator')!;
const signInMembers = (state: StubState): Member[] => ACCOUNTS.map((a) => memberByAccount(state.world, a.username)!);

/** The members of the operator's registrations who are not VIPs: the "members to be upgraded". */
const awaitingOf = (state: StubState, me: Member) =>
  registrationsOf(state, me).map((r) => state.world.members[r.memberId]).filter((m) => !m.vip);

/** The operator's waiting list holds two members each at 1, 3 and 7 days left; every other has 10 to 45. */
function upgradeDeadlines(state: StubState) {
  const waiting = awaitingOf(state, operatorOf(state));
  waiting.forEach((m, i) => setDaysLeft(state, m, i < DEADLINE_DAYS.length * 2 ? DEADLINE_DAYS[i >> 1] : 10 + (i % 36)));
}

/** The operator's withdrawals: one or more in each of the 5 states (spec §4), pending ones frozen. */
function withdrawalsEachState(state: StubState) {
  const funds = fundsOf(state, operatorOf(state));
  const states = Object.values(WITHDRAW_STATES);
  funds.withdrawals.forEach((w, i) => (w.status = states[i % states.length]));
  funds.frozenCents = funds.withdrawals.filter((w) => w.status === WITHDRAW_STATES.pending).reduce((s, w) => s + w.amountCents, 0);
}

/** The operator's returns: two in each state (in progress, charged, rejected), as seeded. */
function returnsEachState(state: StubState) {
  const { returns } = ordersOf(state, operatorOf(state));
  const states = Object.values(RETURN_STATES);
  const missing = states.filter((s) => returns.filter((r) => r.status === s).length < 2);
  if (missing.length) throw new Error(`the seeded returns lack states ${missing.join(', ')}`);
}

/** The operator's promoter applications: `pending` in application, then one granted of each grade. */
function promoterApps(state: StubState, pending: number) {
  const at = (days: number) => dateTime(state.opts.now() - days * DAY_MS);
  const apps = [
    ...Array.from({ length: pending }, (_, i) => ({ id: 10 + i, time: at(1 + i), state: PENDING, remark: 'scenario' })),
    ...[4, 3, 2, 1].map((grade) => ({ id: grade, time: at(30 * grade), state: grade, remark: '' })),
  ];
  state.world.promoterApps.set(operatorOf(state).id, apps);
}

/** The operator's salary ledger: two income entries in each of the last 13 calendar months. */
function salaryYear(state: StubState) {
  const me = operatorOf(state);
  const funds = fundsOf(state, me);
  const now = state.opts.now();
  const today = new Date(now);
  const times: number[] = [now - 120_000, now - 60_000];
  for (let k = 1; k <= 12; k++) for (const day of [3, 17]) times.push(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - k, day, 10));
  times.sort((a, b) => a - b);
  const amounts = times.map((_, i) => (50 + ((i * 37) % 150)) * 1000);
  funds.ledger = [];
  funds.salaryCents -= amounts.reduce((s, c) => s + c, 0);
  times.forEach((t, i) => book(state, funds, SALARY_KINDS.income, amounts[i], '', dateTime(t)));
  memberState(state, me).income = [];
}

/** No salary records and a salary of 0.00 for every sign-in account. */
function emptySalary(state: StubState) {
  for (const m of signInMembers(state)) {
    const funds = fundsOf(state, m);
    funds.ledger = [];
    funds.salaryCents = 0;
    memberState(state, m).income = [];
  }
}

function allWaiting(state: StubState) {
  upgradeDeadlines(state);
  withdrawalsEachState(state);
  returnsEachState(state);
  promoterApps(state, 2);
  salaryYear(state);
  for (const n of state.world.notices.get('operator') ?? []) n.read = n.no % 2 === 0; // half unread
}

function nothingWaiting(state: StubState) {
  const me = operatorOf(state);
  const funds = fundsOf(state, me);
  for (const w of funds.withdrawals) if (w.status === WITHDRAW_STATES.pending) w.status = WITHDRAW_STATES.approved;
  funds.frozenCents = 0;
  for (const r of ordersOf(state, me).returns) {
    if (r.status !== RETURN_STATES.inProgress) continue;
    r.status = RETURN_STATES.rejected;
    r.steps.unshift({ time: dateTime(state.opts.now()), status: RETURN_STATES.rejected, note: 'rejectNote' });
  }
  promoterApps(state, 0);
  for (const n of state.world.notices.get('operator') ?? []) n.read = true;
  funds.ledger = [];
  memberState(state, me).income = [];
  // Nobody left to upgrade: the other members become VIPs; the sign-in accounts' registrations
  // are deleted from the operator's list (they keep their own level).
  const signIn = new Set(signInMembers(state).map((m) => m.id));
  const entry = memberState(state, me);
  for (const m of awaitingOf(state, me)) {
    if (signIn.has(m.id)) entry.deletedVips.push(m.id);
    else setVip(state, m, true);
  }
  entry.registeredVips = entry.registeredVips.filter((r) => !signIn.has(r.memberId));
}

/** Rows of `manyTransfers`' big lists: an export's memory bench (50,000) and its cap (one over 100,000). */
export const MANY_TRANSFERS = { bench: 50_000, overCap: 100_001 } as const;

/**
 * The operator's transfer records: `count` of them, one every 20 minutes back from the newest,
 * alternately sent and received, amounts with cents, every other remark empty.
 */
function manyTransfers(state: StubState, count: number) {
  const me = operatorOf(state);
  const funds = fundsOf(state, me);
  const others = state.world.members.length;
  const newest = Date.UTC(2025, 5, 1, 10, 0);
  funds.transfers = Array.from({ length: count }, (_, i) => ({
    id: 1_000_000 + i,
    direction: i % 2 ? 2 : 1,
    other: 3 + (i % Math.max(1, others - 3)),
    amountCents: 10_000 + ((i * 7919) % 900_000),
    remark: i % 2 ? '' : `#${i + 1}`,
    time: dateTime(newest - i * 20 * 60_000),
  }));
}

/** `wide-network`: how many direct invitees `wide` and `narrow` get. */
export const WIDE_INVITEES = { wide: 10_000, narrow: 10 } as const;

/**
 * Adds `wide` and `narrow`, direct invitees of operator, each with its own direct invitees
 * (`w00001`…`w10000`, `n00001`…`n00010`, oldest first). Each hangs down the left edge under the
 * member before it (a left placement may credit an ancestor as referrer, spec §5; every one a
 * VIP, so that it may sponsor the next). The chain's legs are summed once, not per member
 * (addMember's walk up would make 10,000 of them O(n²)).
 */
function wideNetwork(state: StubState) {
  const { world } = state;
  const rng = mulberry32(world.seed + 59);
  let regMs = Date.UTC(2025, 0, 1, 8, 0);
  const pv = PV_BY_LEVEL[2];
  const vip = (account: string, sponsorId: number, referrerId: number): Member => ({
    id: world.members.length,
    account,
    name: fullName(rng),
    nickname: nickname(rng),
    level: 2,
    vip: true,
    regDate: dateTime((regMs += 60_000)),
    phone: mobile(rng),
    email: `${account}@example.com`,
    idNumber: idNumber(rng),
    referrerId,
    sponsorId,
    side: 'L',
    pv,
    leftVolume: 0,
    rightVolume: 0,
    leftCount: 0,
    rightCount: 0,
    salaryCents: 0,
  });
  // A VIP with its left slot open: the first member down the operator's tree that has one.
  const openLeft = () => world.members.find((m) => m.vip && world.left[m.id] < 0)!;
  for (const [head, count, prefix] of [['narrow', WIDE_INVITEES.narrow, 'n'], ['wide', WIDE_INVITEES.wide, 'w']] as const) {
    const sponsorId = openLeft().id;
    const top = vip(head, sponsorId, 0);
    addMember(world, top, sponsorId, 'L', 0); // credits operator's legs down to it
    for (const key of ['left', 'right'] as const) {
      const grown = new Int32Array(Math.max(world[key].length, world.members.length + count)).fill(-1);
      grown.set(world[key]);
      world[key] = grown;
    }
    const invitees: number[] = [];
    world.invitees.set(top.id, invitees);
    let sponsor = top;
    for (let i = 1; i <= count; i++) {
      const m = vip(`${prefix}${String(i).padStart(5, '0')}`, sponsor.id, top.id);
      world.left[sponsor.id] = m.id;
      world.members.push(m);
      world.byAccount.set(m.account, m.id);
      invitees.push(m.id);
      sponsor = m;
    }
    // The legs: each member of the chain has the rest of it on its left; above the head, once.
    for (let k = 0; k <= count; k++) {
      const m = world.members[top.id + k];
      m.leftCount = count - k;
      m.leftVolume = (count - k) * pv;
    }
    for (let child = top, at = top.sponsorId; at >= 0; child = world.members[at], at = child.sponsorId) {
      const s = world.members[at];
      if (child.side === 'L') {
        s.leftCount += count;
        s.leftVolume += count * pv;
      } else {
        s.rightCount += count;
        s.rightVolume += count * pv;
      }
    }
  }
}

const forcedLogout = (code: 30140 | 30142): Scenario => ({
  name: `forced-logout-${code}`,
  description: `the next notice-count call (every signed-in page makes one) answers ${code}: the session ends and the portal returns to /login`,
  faults: [{ path: NOTICE_COUNT_PATH, count: 1, code, msg: code === 30140 ? 'token expired' : 'signed in elsewhere' }],
});

export const SCENARIOS: readonly Scenario[] = [
  { name: 'default', description: 'the seeded world of 200 members, as a reset makes it: its records dated back from yesterday' },
  {
    name: 'records-2025',
    description: 'the seeded world with its records dated back from 2025-06-01, as before issue 59 (16 income entries of six weeks): fixed days for tests that type dates',
    apply: (s) => (s.newest = NEWEST_2025),
  },
  { name: 'vip-operator', description: 'every sign-in account is a VIP (novip too): Add member is allowed', apply: (s) => signInMembers(s).forEach((m) => setVip(s, m, true)) },
  { name: 'non-vip-operator', description: 'every sign-in account is not a VIP (operator too): Add member is refused', apply: (s) => signInMembers(s).forEach((m) => setVip(s, m, false)) },
  { name: 'upgrade-deadlines', description: "operator's members to be upgraded: two each at exactly 1, 3 and 7 days left, the others 10 to 45", apply: upgradeDeadlines },
  { name: 'empty-salary', description: 'every sign-in account has no salary records and a salary of 0.00', apply: emptySalary },
  { name: 'withdrawals-each-state', description: "operator's withdrawals hold each of the 5 states: pending audit, approved, not passed, received, canceled", apply: withdrawalsEachState },
  { name: 'returns-each-state', description: "operator's returns (chargebacks) hold two of each state: in progress, charged, rejected", apply: returnsEachState },
  { name: 'promoter-applications-each-state', description: "operator's promoter applications: one in application and one granted of each grade (Qualified … Second outstanding)", apply: (s) => promoterApps(s, 1) },
  { name: 'codes-locked', description: "every sign-in account's verification codes are locked for 15 minutes, as after five wrong entries", apply: (s) => signInMembers(s).forEach((m) => lockCodes(s, m, true)) },
  forcedLogout(30140),
  forcedLogout(30142),
  { name: 'slow-upstream', description: `every upstream call is answered ${SLOW_MS / 1000} s late, until the faults are cleared`, faults: [{ path: '*', count: 1, untilCleared: true, delayMs: SLOW_MS }] },
  { name: 'transfers-50k', description: `operator has ${MANY_TRANSFERS.bench.toLocaleString('en-US')} transfer records, one every 20 minutes back from 2025-06-01 (the export's memory bench)`, apply: (s) => manyTransfers(s, MANY_TRANSFERS.bench) },
  { name: 'transfers-over-cap', description: `operator has ${MANY_TRANSFERS.overCap.toLocaleString('en-US')} transfer records: one more than an export may hold`, apply: (s) => manyTransfers(s, MANY_TRANSFERS.overCap) },
  { name: 'network-100k', description: 'a world of 100,000 members under operator', members: 100_000 },
  {
    name: 'wide-network',
    description: `operator's direct invitee wide has ${WIDE_INVITEES.wide.toLocaleString('en-US')} direct invitees (w00001 to w10000), narrow ${WIDE_INVITEES.narrow} (n00001 to n00010)`,
    apply: wideNetwork,
  },
  {
    name: 'all-waiting',
    description: 'operator: withdrawals in review, returns pending, two promoter applications pending, unread notices, members at 1/3/7 days, 13 months of salary records',
    apply: allWaiting,
  },
  {
    name: 'nothing-waiting',
    description: 'operator: no withdrawal in review, no pending return or promoter application, no unread notice, nobody to upgrade, no salary records',
    apply: nothingWaiting,
  },
];

export const scenarioNamed = (name: unknown): Scenario | undefined => SCENARIOS.find((s) => s.name === name);
