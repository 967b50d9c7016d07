import type * as z from 'zod/mini';
import { incomeSearchInput, rangeInput, REPORTS_CODES, teamDaysInput } from '@/lib/contract/reports';
import { INCOME_KINDS, LEGS, type Leg } from '@/lib/contract/values';
import type { CallContext, Handler } from './handlers';
import { money } from './handlers';
import { carryForward, dayOf, incomeOf, isUnder, pvOf, teamDays, teamDaysOf, teamOf, type TeamMember } from './performance';
import { pageOf } from './notices';
import { dateTime } from './random';
import { ok, refuse, type Answer } from './respond';
import { memberByAccount, type Member } from './world';

// The reports calls (lib/contract/reports.ts says what each serves), answered from the world
// at read time through performance.ts.

type Range = { from: string; to: string };
const today = (ctx: CallContext) => dateTime(ctx.state.opts.now()).slice(0, 10);

/** Parses the payload with the call's own schema; a refusal names the first bad field. */
function parsed<S extends z.ZodMiniType>(ctx: CallContext, schema: S): z.output<S> | Answer {
  const result = schema.safeParse(ctx.payload);
  return result.success ? result.data : refuse(REPORTS_CODES.invalid, ctx.lac, 'reports.invalid', result.error.issues[0].path.join('.'));
}
const isAnswer = (v: unknown): v is Answer => typeof v === 'object' && v !== null && 'code' in v && 'msg' in v;

/** The range asked for, its open ends filled in: from the first activity, to today. */
function rangeOf(ctx: CallContext, input: { from?: string; to?: string }, firstDay: string | undefined): Range | Answer {
  const to = input.to || today(ctx);
  const from = input.from || (firstDay && firstDay < to ? firstDay : to);
  return from > to ? refuse(REPORTS_CODES.invalid, ctx.lac, 'reports.badRange') : { from, to };
}
const within = ({ from, to }: Range, day: string) => day >= from && day <= to;
const firstOf = (...days: (string | undefined)[]) => days.filter(Boolean).sort()[0];

/** This period: the calendar month of today. */
function periodOf(ctx: CallContext): Range {
  const to = today(ctx);
  return { from: `${to.slice(0, 8)}01`, to };
}

const performance: Handler = (ctx) => {
  const input = parsed(ctx, rangeInput);
  if (isAnswer(input)) return input;
  const { state, me } = ctx;
  const days = teamDaysOf(state.world, me);
  const income = incomeOf(state, me);
  const range = rangeOf(ctx, input, firstOf(days[0]?.day, income.at(-1) && dayOf(income.at(-1)!.time)));
  if (isAnswer(range)) return range;
  const period = periodOf(ctx);
  const incomeIn = (r: Range) => income.filter((e) => within(r, dayOf(e.time)));
  const volumeIn = (r: Range) => days.filter((d) => within(r, d.day)).reduce((s, d) => ({ left: s.left + d.leftPv, right: s.right + d.rightPv }), { left: 0, right: 0 });
  const cents = (list: readonly { amountCents: number }[]) => list.reduce((s, e) => s + e.amountCents, 0);
  const entries = incomeIn(range);
  const sources = Object.values(INCOME_KINDS).map((kind) => {
    const of = entries.filter((e) => e.kind === kind);
    return { kind, amount: money(cents(of)), count: of.length };
  });
  // The series: every day with income or new volume, oldest first.
  const series = new Map<string, { day: string; income: number; left: number; right: number }>();
  const at = (day: string) => series.get(day) ?? series.set(day, { day, income: 0, left: 0, right: 0 }).get(day)!;
  for (const d of days) if (within(range, d.day)) Object.assign(at(d.day), { left: d.leftPv, right: d.rightPv });
  for (const e of entries) at(dayOf(e.time)).income += e.amountCents;
  const carry = carryForward(days, range.from, range.to);
  const volume = volumeIn(range);
  const periodVolume = volumeIn(period);
  return ok(ctx.lac, {
    ...range,
    income: money(cents(entries)),
    sources,
    left: volume.left,
    right: volume.right,
    carry_in_left: carry.into.left,
    carry_in_right: carry.into.right,
    carry_left: carry.out.left,
    carry_right: carry.out.right,
    period_from: period.from,
    period_to: period.to,
    period_income: money(cents(incomeIn(period))),
    period_left: periodVolume.left,
    period_right: periodVolume.right,
    days: [...series.values()].sort((a, b) => a.day.localeCompare(b.day)).map((d) => ({ ...d, income: money(d.income) })),
  });
};

const incomeSearch: Handler = (ctx) => {
  const input = parsed(ctx, incomeSearchInput);
  if (isAnswer(input)) return input;
  const rows = incomeOf(ctx.state, ctx.me).filter(
    (e) => (!input.from || dayOf(e.time) >= input.from) && (!input.to || dayOf(e.time) <= input.to) && (input.status === undefined || e.kind === input.status),
  );
  const { list, total } = pageOf(rows, input.page, input.limit);
  return ok(ctx.lac, {
    list: list.map((e) => ({ id: e.id, kind: e.kind, from: e.note, amount: money(e.amountCents), time: e.time })),
    total,
    sum: money(rows.reduce((s, e) => s + e.amountCents, 0)),
  });
};

/** The figures of a part of the team over a range. */
function figures(part: readonly TeamMember[], range: Range) {
  const registered = part.filter((t) => dayOf(t.m.regDate) <= range.to);
  const fresh = registered.filter((t) => dayOf(t.m.regDate) >= range.from);
  return {
    members: registered.length,
    active: registered.filter((t) => t.m.vip).length,
    new_members: fresh.length,
    volume: fresh.reduce((s, t) => s + pvOf(t.m), 0),
  };
}

const LEG_ORDER: readonly Leg[] = [LEGS.left, LEGS.right];

/** The team of the operator and the range of a team call (or the refusal). */
function teamCall(ctx: CallContext): { team: readonly TeamMember[]; range: Range } | Answer {
  const input = parsed(ctx, rangeInput);
  if (isAnswer(input)) return input;
  const team = teamOf(ctx.state.world, ctx.me);
  const range = rangeOf(ctx, input, firstOf(...team.map((t) => dayOf(t.m.regDate))));
  return isAnswer(range) ? range : { team, range };
}

const team: Handler = (ctx) => {
  const call = teamCall(ctx);
  if (isAnswer(call)) return call;
  const { team, range } = call;
  const days = teamDaysOf(ctx.state.world, ctx.me).filter((d) => within(range, d.day));
  return ok(ctx.lac, {
    ...range,
    legs: LEG_ORDER.map((leg) => {
      const part = team.filter((t) => t.leg === leg);
      return { leg, ...figures(part, range), total_volume: part.reduce((s, t) => s + pvOf(t.m), 0) };
    }),
    days: days.map((d) => ({ day: d.day, left: d.leftPv, right: d.rightPv })),
  });
};

const teamsByDepth: Handler = (ctx) => {
  const call = teamCall(ctx);
  if (isAnswer(call)) return call;
  const { team, range } = call;
  const list = [];
  for (const leg of LEG_ORDER) {
    const byDepth = new Map<number, TeamMember[]>();
    for (const t of team) if (t.leg === leg) (byDepth.get(t.depth) ?? byDepth.set(t.depth, []).get(t.depth)!).push(t);
    for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) list.push({ leg, depth, ...figures(byDepth.get(depth)!, range) });
  }
  return ok(ctx.lac, { ...range, list });
};

const teamDayRows: Handler = (ctx) => {
  const input = parsed(ctx, teamDaysInput);
  if (isAnswer(input)) return input;
  const { world } = ctx.state;
  let root: Member = ctx.me;
  if (input.member) {
    const member = memberByAccount(world, input.member);
    if (!member || !isUnder(world, ctx.me, member)) return refuse(REPORTS_CODES.notInTeam, ctx.lac, 'reports.notInTeam', input.member);
    root = member;
  }
  const scope = teamOf(world, root).filter((t) => input.depth === undefined || t.depth === input.depth);
  const rows = teamDays(scope)
    .reverse()
    .filter((d) => (!input.from || d.day >= input.from) && (!input.to || d.day <= input.to))
    .flatMap((d) => [
      { id: Number(d.day.replaceAll('-', '')) * 10 + LEGS.left, time: d.day, leg: LEGS.left, new_members: d.newLeft, pv: d.leftPv },
      { id: Number(d.day.replaceAll('-', '')) * 10 + LEGS.right, time: d.day, leg: LEGS.right, new_members: d.newRight, pv: d.rightPv },
    ])
    .filter((r) => r.new_members > 0 && (input.status === undefined || r.leg === input.status));
  const { list, total } = pageOf(rows, input.page, input.limit);
  return ok(ctx.lac, {
    list: list.map(({ pv, ...r }) => ({ ...r, volume: money(pv * 100) })),
    total,
    sum: money(rows.reduce((s, r) => s + r.pv, 0) * 100),
  });
};

export const REPORTS_HANDLERS: Record<string, Handler> = {
  'uincome/index': performance,
  'uincome/getsearch': incomeSearch,
  'ability/index': team,
  'ability/teams': teamsByDepth,
  'ability/teamdays': teamDayRows,
};
