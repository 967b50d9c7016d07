import { UPGRADE_CYCLE_DAYS } from '@/lib/contract/values';
import { fundsOf } from './capital';
import { bindEmail, bindPhone, CODE_LOCK_S, memberState, setPass2, setPassword } from './member-state';
import { DAY_MS } from './memberProduct';
import { dateTime } from './random';
import type { StubState } from './state';
import { PV_BY_LEVEL, type Member } from './world';

// Edits of one member's state, as a QA engineer names them: the control's
// PATCH /__stub/members/{account} and the named scenarios (scenarios.ts) both go through here.

export type MemberEdit = {
  balance?: string; // the available salary, a decimal ("1500.00")
  vip?: boolean; // VIP (level 2) or not (level 1, a discount customer, awaiting upgrade)
  daysLeft?: number; // days left in the 45-day upgrade window (a non-VIP only): 1…45, 0 or less: ended
  phone?: string; // bound phone, "" unbinds
  email?: string; // bound e-mail, "" unbinds
  codesLocked?: boolean; // verification codes refused for 15 minutes (as after five wrong entries)
  password?: string; // login password
  pass2?: string; // level-2 password
};

const MAX_TEXT = 64;
const KEYS = ['balance', 'vip', 'daysLeft', 'phone', 'email', 'codesLocked', 'password', 'pass2'] as const;

/** The edit of a request body, or a sentence saying what is wrong with it. */
export function memberEditOf(body: unknown): MemberEdit | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body must be a JSON object';
  const b = body as Record<string, unknown>;
  const unknown = Object.keys(b).filter((k) => !(KEYS as readonly string[]).includes(k));
  if (unknown.length) return `unknown field ${unknown[0].slice(0, MAX_TEXT)}; the fields are ${KEYS.join(', ')}`;
  if (b.balance !== undefined && (typeof b.balance !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(b.balance))) return 'balance must be a decimal string such as "1500.00"';
  for (const k of ['vip', 'codesLocked'] as const) if (b[k] !== undefined && typeof b[k] !== 'boolean') return `${k} must be true or false`;
  if (b.daysLeft !== undefined && !(Number.isInteger(b.daysLeft) && (b.daysLeft as number) >= -365 && (b.daysLeft as number) <= UPGRADE_CYCLE_DAYS)) return `daysLeft must be a whole number up to ${UPGRADE_CYCLE_DAYS}`;
  for (const k of ['phone', 'email', 'password', 'pass2'] as const) {
    if (b[k] !== undefined && (typeof b[k] !== 'string' || (b[k] as string).length > MAX_TEXT)) return `${k} must be a string of at most ${MAX_TEXT} characters`;
  }
  if ((b.password === '' || b.pass2 === '')) return 'a password may not be empty';
  if (b.vip === true && b.daysLeft !== undefined) return 'daysLeft applies to a member who is not a VIP';
  return b as MemberEdit;
}

/** Makes the member a VIP (no upgrade window) or not (a fresh 45-day window unless `daysLeft` follows). */
export function setVip(state: StubState, m: Member, vip: boolean) {
  m.level = vip ? 2 : 1;
  m.vip = vip;
  m.pv = Math.max(m.pv, PV_BY_LEVEL[m.level]);
  memberState(state, m).upgrade = { pending: vip ? null : windowWith(state, UPGRADE_CYCLE_DAYS) };
}

/**
 * An upgrade window with exactly `days` left by memberProduct.ts `daysLeft`: started (45 - days) days
 * and one minute ago, so the count holds for the next 24 hours less a minute.
 */
function windowWith(state: StubState, days: number) {
  const startedAt = dateTime(state.opts.now() - (UPGRADE_CYCLE_DAYS - days) * DAY_MS - 60_000);
  return { startedAt, cycleDays: UPGRADE_CYCLE_DAYS, packageId: null, orderedAt: null };
}

/** Sets the days left in a non-VIP member's upgrade window. */
export function setDaysLeft(state: StubState, m: Member, days: number) {
  if (m.vip) setVip(state, m, false);
  memberState(state, m).upgrade = { pending: windowWith(state, days) };
}

/** Locks (15 minutes) or unlocks the member's verification codes. */
export function lockCodes(state: StubState, m: Member, locked: boolean) {
  const creds = memberState(state, m).credentials;
  creds.lockedUntil = locked ? state.opts.now() + CODE_LOCK_S * 1000 : 0;
  if (locked) creds.codes = [];
}

/** Applies an edit (checked by `memberEditOf`) to one member. */
export function editMember(state: StubState, m: Member, edit: MemberEdit) {
  if (edit.vip !== undefined) setVip(state, m, edit.vip);
  if (edit.daysLeft !== undefined) setDaysLeft(state, m, edit.daysLeft);
  if (edit.balance !== undefined) {
    const [units, cents = ''] = edit.balance.split('.');
    fundsOf(state, m).salaryCents = Number(units) * 100 + Number(cents.padEnd(2, '0'));
  }
  if (edit.phone !== undefined) bindPhone(state, m, edit.phone);
  if (edit.email !== undefined) bindEmail(state, m, edit.email);
  if (edit.codesLocked !== undefined) lockCodes(state, m, edit.codesLocked);
  if (edit.password !== undefined) setPassword(state, m, edit.password);
  if (edit.pass2 !== undefined) setPass2(state, m, edit.pass2);
}
