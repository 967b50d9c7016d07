import { INCOME_KINDS, type Leg, LEGS, SALARY_KINDS } from '@/lib/contract/values';
import { fundsOf } from './capital';
import { memberState, type IncomeEntry, type TeamDay } from './member-state';
import type { StubState } from './state';
import { PV_BY_LEVEL, type Member, type World } from './world';

// The figures of the reports, derived from the world when they are read: the placement tree
// (who is in which leg, at which depth), each member's registration day and level, and the
// salary ledger. Nothing is stored beside the world, so a registration (patlas/register) or a
// level-up shows in every figure at once, and Home (store/info performance_left/right), the
// reports and the charts agree because they all come from here.

/** A member's volume (PV): what its level is worth now, so an upgrade raises it. */
export const pvOf = (m: Member) => PV_BY_LEVEL[m.level] ?? 0;

/** A member of a placement downline: which leg of the root, how many levels below it. */
export type TeamMember = { m: Member; leg: Leg; depth: number };

/**
 * Every member below `root` in the placement tree, with its leg and depth (1 = the leg's first
 * member). Kept per world and root until a member joins or a level changes (the key is read in
 * one pass over the levels, far cheaper than the walk), so Home and the reports stay O(1)-ish
 * calls on a 100k-member world.
 */
export const teamOf = (world: World, root: Member): readonly TeamMember[] => derived(world, root).team;

type Derived = { key: string; team: readonly TeamMember[]; totals?: LegTotals; days?: TeamDay[] };
const cache = new WeakMap<World, Map<number, Derived>>();

/** The root's team and what is derived from it, made again once the team or a level changed. */
function derived(world: World, root: Member): Derived {
  const key = teamKey(world);
  let byRoot = cache.get(world);
  if (!byRoot) cache.set(world, (byRoot = new Map()));
  const hit = byRoot.get(root.id);
  if (hit?.key === key) return hit;
  if (byRoot.size >= 64) byRoot.clear(); // bounded: a few roots are asked for at a time
  const entry: Derived = { key, team: walk(world, root) };
  byRoot.set(root.id, entry);
  return entry;
}

/** Changes when a member joins or any member's level changes (an upgrade). */
function teamKey(world: World): string {
  let levels = 0;
  const { members } = world;
  for (let i = 0; i < members.length; i++) levels = (levels + members[i].level * (i + 1)) % 2_147_483_647;
  return `${members.length}:${levels}`;
}

function walk(world: World, root: Member): TeamMember[] {
  const out: TeamMember[] = [];
  const { left, right, members } = world;
  const stack = new Int32Array(2 * (members.length + 1)); // id, depth pairs
  for (const [leg, side] of [[LEGS.left, left], [LEGS.right, right]] as const) {
    let top = 0;
    const first = side[root.id] ?? -1;
    if (first < 0) continue;
    stack[top++] = first;
    stack[top++] = 1;
    while (top > 0) {
      const depth = stack[--top];
      const id = stack[--top];
      out.push({ m: members[id], leg, depth });
      const r = right[id] ?? -1;
      const l = left[id] ?? -1;
      if (r >= 0) { stack[top++] = r; stack[top++] = depth + 1; }
      if (l >= 0) { stack[top++] = l; stack[top++] = depth + 1; }
    }
  }
  return out;
}

type LegTotals = { left: number; right: number; leftCount: number; rightCount: number };

/** The whole volume and size of each leg today: Home's performance and the reports' totals. */
export function legTotals(world: World, root: Member): LegTotals {
  const entry = derived(world, root);
  if (entry.totals) return entry.totals;
  const totals = { left: 0, right: 0, leftCount: 0, rightCount: 0 };
  for (const { m, leg } of entry.team) {
    if (leg === LEGS.left) {
      totals.left += pvOf(m);
      totals.leftCount++;
    } else {
      totals.right += pvOf(m);
      totals.rightCount++;
    }
  }
  return (entry.totals = totals);
}

/** teamDays of the root's whole team (kept with the team). */
export function teamDaysOf(world: World, root: Member): readonly TeamDay[] {
  const entry = derived(world, root);
  return (entry.days ??= teamDays(entry.team));
}

/** Whether `m` is `root` or below it in the placement tree. */
export function isUnder(world: World, root: Member, m: Member): boolean {
  for (let at = m.id; at >= 0; at = world.members[at].sponsorId) if (at === root.id) return true;
  return false;
}

export const dayOf = (time: string) => time.slice(0, 10);

/** New volume and registrations per day and leg, oldest day first (the `teamDays` shape). */
export function teamDays(team: readonly TeamMember[]): TeamDay[] {
  const byDay = new Map<string, TeamDay>();
  for (const { m, leg } of team) {
    const day = dayOf(m.regDate);
    let row = byDay.get(day);
    if (!row) byDay.set(day, (row = { day, leftPv: 0, rightPv: 0, newLeft: 0, newRight: 0 }));
    if (leg === LEGS.left) {
      row.leftPv += pvOf(m);
      row.newLeft++;
    } else {
      row.rightPv += pvOf(m);
      row.newRight++;
    }
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * The legs paired day by day up to `to` (binary plan): what is unpaired carries forward, so
 * one leg's carry is always 0. Answers the carry into `from` and out of `to`.
 */
export function carryForward(days: readonly TeamDay[], from: string, to: string) {
  let [left, right] = [0, 0];
  let into = { left: 0, right: 0 };
  let intoTaken = false;
  for (const d of days) {
    if (d.day > to) break;
    if (!intoTaken && d.day >= from) {
      into = { left, right };
      intoTaken = true;
    }
    left += d.leftPv;
    right += d.rightPv;
    const paired = Math.min(left, right);
    left -= paired;
    right -= paired;
  }
  if (!intoTaken) into = { left, right };
  return { into, out: { left, right } };
}

// Income: the salary ledger's income movements (capital.ts), each given a source once, kept in
// the member's `income` slot so the source stays put when the team grows later.

const hash = (s: string) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** Where one income movement came from: a direct invitee's referral, the pairing, or a team member deeper down. */
function sourceOf(state: StubState, me: Member, deeper: () => readonly Member[], time: string, seed: string): { kind: number; note: string } {
  const { world } = state;
  const h = hash(seed);
  const kinds = [INCOME_KINDS.referral, INCOME_KINDS.pairing, INCOME_KINDS.team];
  const kind = kinds[h % 3];
  const before = (list: readonly Member[]) => list.filter((m) => m.regDate <= time);
  const pool =
    kind === INCOME_KINDS.referral ? before((world.invitees.get(me.id) ?? []).map((id) => world.members[id]))
    : kind === INCOME_KINDS.team ? before(deeper())
    : [];
  if (kind !== INCOME_KINDS.pairing && pool.length === 0) return { kind: INCOME_KINDS.pairing, note: '' };
  return { kind, note: pool.length ? pool[(h >>> 2) % pool.length].account : '' };
}

/** The member's income entries, newest first: one per income movement of its salary ledger. */
export function incomeOf(state: StubState, me: Member): IncomeEntry[] {
  const slot = memberState(state, me);
  const known = new Set(slot.income.map((e) => e.id));
  const fresh = fundsOf(state, me).ledger.filter((e) => e.kind === SALARY_KINDS.income && !known.has(e.id));
  if (fresh.length) {
    let deeper: Member[] | undefined;
    const deeperOnce = () => (deeper ??= teamOf(state.world, me).filter((t) => t.depth >= 2).map((t) => t.m));
    for (const e of fresh) slot.income.push({ id: e.id, amountCents: e.amountCents, time: e.time, ...sourceOf(state, me, deeperOnce, e.time, `${state.world.seed}:${e.time}:${e.amountCents}`) });
    slot.income.sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
  }
  return slot.income;
}
