import * as z from 'zod/mini';
import { listOf, recordQuery } from './records';

// The performance reports (spec §1 reports; §2 /reports/performance, /reports/teamformance,
// /reports/teamformanceInfo; §7 uincome/*, ability/*). The spec shows neither payloads nor
// answers; what each call serves was decided in issue 12:
//   uincome/index     My performance over a date range: income by source and in total, the new
//                     volume of the left and right legs with the carry-forward into and out of the
//                     range, this period's figures, and the daily series of income and leg volume
//                     (the screen buckets it by day or month)
//   uincome/getsearch the income entries of a range, searched by source kind (`status`), paged:
//                     the rows of My performance and its CSV
//   ability/index     Team performance over a range: per leg the members, active members, new
//                     registrations and volume, and the daily series of both legs' volume
//   ability/teams     the team by depth: one row per leg and depth (levels below the operator in the
//                     placement tree) with the same figures
//   ability/teamdays  the performance detail: one row per day and leg with the new registrations and
//                     their volume, for the whole team, one depth or one member's downline; paged,
//                     the leg as `status`, totals over every matching row
//
// Volume (PV) is what a member's level is worth (Ordinary 100, Discount customer 300, VIP 1000),
// credited to each leg above the member on its registration day. "This period" is the calendar
// month (UTC) of the upstream's today. Carry-forward: the legs are paired day by day; the
// stronger leg's unpaired volume carries forward (binary plan), so one of the two is always 0.

/** Refusals of the reports calls. */
export const REPORTS_CODES = {
  invalid: 32000, // the payload breaks its schema, or the range ends before it starts
  notInTeam: 32001, // ability/teamdays: the member is not in the operator's placement downline
} as const;

const day = recordQuery.from; // "YYYY-MM-DD", inclusive; absent = open

/** uincome/index, ability/index, ability/teams payload: an inclusive date range. */
export const rangeInput = z.object({
  from: day, // first day; absent = the first day with activity
  to: day, // last day; absent = today
});
export type RangeInput = z.input<typeof rangeInput>;

/** uincome/getsearch payload: income entries of a range, `status` one of INCOME_KINDS (./values). */
export const incomeSearchInput = z.object(recordQuery);

/** ability/teamdays payload: the detail's scope on top of the list's pages and filters. */
export const teamDaysInput = z.object({
  ...recordQuery, // status: one of LEGS
  depth: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(999))), // levels below the operator; absent = all
  member: z.optional(z.string().check(z.trim(), z.maxLength(32))), // a member of the team: its downline only; "" or absent = the whole team
});
export type TeamDaysInput = z.input<typeof teamDaysInput>;

const range = {
  from: z.string(), // the range answered, "YYYY-MM-DD" (the payload's, or its defaults filled in)
  to: z.string(),
};

/** One day of My performance's series (days without activity are left out). */
export const incomeDay = z.object({
  day: z.string(), // "YYYY-MM-DD"
  income: z.string(), // income booked that day, decimal string
  left: z.coerce.number(), // new volume (PV) of the left leg that day
  right: z.coerce.number(), // new volume of the right leg
});

/** uincome/index data. */
export const incomeData = z.object({
  ...range,
  income: z.string(), // income in the range, decimal string
  sources: z.array(z.object({
    kind: z.coerce.number(), // INCOME_KINDS
    amount: z.string(), // income of that kind in the range
    count: z.coerce.number(), // entries
  })),
  left: z.coerce.number(), // new volume (PV) of the left leg in the range
  right: z.coerce.number(), // of the right leg
  carry_in_left: z.coerce.number(), // unpaired volume carried into the range's first day
  carry_in_right: z.coerce.number(),
  carry_left: z.coerce.number(), // unpaired volume carried forward after its last day
  carry_right: z.coerce.number(),
  period_from: z.string(), // this period (the current month), "YYYY-MM-DD"
  period_to: z.string(),
  period_income: z.string(), // income this period
  period_left: z.coerce.number(), // new volume of each leg this period
  period_right: z.coerce.number(),
  days: z.array(incomeDay), // oldest first
});

/** An income entry (uincome/getsearch): the salary ledger's income movement, with its source. */
export const incomeRow = z.object({
  id: z.coerce.number(), // the salary ledger entry's id
  kind: z.coerce.number(), // INCOME_KINDS
  from: z.string(), // the member it came from (referral, team), "" for pairing (both legs)
  amount: z.string(), // decimal string
  time: z.string(), // "YYYY-MM-DD HH:mm:ss"
});
export type IncomeRow = z.infer<typeof incomeRow>;
export const incomeListData = listOf(incomeRow); // uincome/getsearch data; sum is the income total

/** The figures of a part of the team (a leg, or a leg at one depth). */
const teamFigures = {
  leg: z.coerce.number(), // LEGS
  members: z.coerce.number(), // members registered up to the range's last day
  active: z.coerce.number(), // of which VIPs (may sponsor, earn the pairing)
  new_members: z.coerce.number(), // registered in the range
  volume: z.coerce.number(), // new volume (PV) in the range
};
export const legRow = z.object({ ...teamFigures, total_volume: z.coerce.number() }); // total_volume: the leg's whole volume today
export type LegRow = z.infer<typeof legRow>;
export const depthRow = z.object({ ...teamFigures, depth: z.coerce.number() }); // depth: levels below the operator, 1 = the leg's first member
export type DepthRow = z.infer<typeof depthRow>;

/** ability/index data. */
export const teamData = z.object({
  ...range,
  legs: z.array(legRow), // left, then right
  days: z.array(z.object({ day: z.string(), left: z.coerce.number(), right: z.coerce.number() })), // new volume per leg per day, oldest first
});

/** ability/teams data. */
export const teamDepthData = z.object({ ...range, list: z.array(depthRow) }); // by leg, then depth

/** A performance detail row: one day of one leg. */
export const teamDayRow = z.object({
  id: z.coerce.number(), // the day and leg (a stable key)
  time: z.string(), // the day, "YYYY-MM-DD"
  leg: z.coerce.number(), // LEGS
  new_members: z.coerce.number(), // registered that day in the scope
  volume: z.string(), // their volume (PV), a decimal string so the list's totals read it
});
export type TeamDayRow = z.infer<typeof teamDayRow>;
export const teamDayListData = listOf(teamDayRow); // ability/teamdays data; sum is the volume total
