import 'server-only';
import { createHash } from 'node:crypto';
import type { DeviceInfo, SignInAlert, SignInEntry, SignInOutcome } from '@/lib/contract/security';
import { JOURNAL_TTL_MS, journal } from './journal';

// The sign-in history of an account (issue 72): every sign-in through the portal in the last
// 90 days, success or failure, with its device and network (./devices.ts `originOf`). A failure
// is kept under the account typed, even when no session comes of it, but only for an account
// that has signed in through the portal within the 90 days (its known devices exist): so what
// anyone may type grows no list of an account nobody has, and the list of one that exists is
// capped (a flood of failures leaves the newest 100). Which browsers have signed in is the
// account's known devices: a hash of each browser's device cookie, never the cookie.

export const SIGN_IN_CAP = 100;
export const KNOWN_DEVICES_CAP = 20;

type Kept = SignInEntry & { dv: string };
const signIns = journal<Kept>('signins', SIGN_IN_CAP);
const known = journal<{ at: number; dv: string }>('known-devices', KNOWN_DEVICES_CAP);

/** What the history keeps of a browser's device id: a short hash. */
const deviceHash = (dvId: string) => createHash('sha256').update(dvId).digest('base64url').slice(0, 12);

/** Records a sign-in or an attempt, with whether its browser is new to the account. */
export async function recordSignIn(account: string, outcome: SignInOutcome, origin: { device: DeviceInfo; network: string }, dvId: string): Promise<void> {
  const devices = await known.read(account);
  if (outcome !== 'ok' && devices.length === 0) return; // an account without a portal sign-in: nothing to keep
  const dv = deviceHash(dvId);
  const entry: Kept = { at: Date.now(), outcome, ...origin, newDevice: !devices.some((d) => d.dv === dv), dv };
  await signIns.add(account, entry);
  if (outcome === 'ok' && entry.newDevice) await known.add(account, { at: entry.at, dv });
}

/** The account's sign-ins of the last 90 days, newest first. */
export async function signInHistory(account: string): Promise<SignInEntry[]> {
  return (await signIns.read(account)).map(({ at, outcome, device, network, newDevice }) => ({ at, outcome, device, network, newDevice }));
}

/**
 * Failed sign-ins from a browser new to the account since the operator's last visit: the last
 * successful sign-in before `signedInAt` (this session's), or 90 days.
 */
export async function signInAlert(account: string, signedInAt: number): Promise<SignInAlert> {
  const entries = await signIns.read(account);
  const since = entries.find((e) => e.outcome === 'ok' && e.at < signedInAt - 1000)?.at ?? Date.now() - JOURNAL_TTL_MS;
  const failed = entries.filter((e) => e.outcome !== 'ok' && e.at > since && e.newDevice);
  return { failed: failed.length, newDevice: failed.length > 0, since };
}
