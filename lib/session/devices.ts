import 'server-only';
import { createHash } from 'node:crypto';
import type { NextRequest } from 'next/server';
import type { DeviceInfo, SessionEntry } from '@/lib/contract/security';
import { describeDevice, networkOf } from '@/lib/security/device';
import { sharedStore } from '@/lib/store';
import { journalKey } from './journal';
import { clientAddress } from './rate-limit';
import { accountKey, endSid, seenKey, sessionKey } from './records';
import type { SessionData } from './session';

// Devices and sessions (issue 72): where the account is signed in. Beside each session's record
// (./records.ts, which says whether it is live) the store keeps, for as long as the session:
//
// - `portal:device:<sid>` → the device and network it signed in from, and when;
// - `portal:seen:<sid>` → when it was last active, written at most once a minute (./records.ts
//   reads and writes it with the session's records);
// - the account's index of its sessions, a capped list of their ids (the newest 100 sign-ins
//   of the session's lifetime; a session is shown only while it is live).
//
// The browser sees a handle of each session (a hash of its id), never the id.

export const SESSION_INDEX_CAP = 100;

const deviceKey = (sid: string) => `portal:device:${sid}`;
const indexKey = (account: string) => journalKey('sessions', account);
const store = () => sharedStore('sessions');

/** The handle the browser knows a session by. */
const handleOf = (sid: string) => createHash('sha256').update(sid).digest('base64url').slice(0, 16);

/** Where a request comes from: its device and its network, as the operator is shown them. */
export const originOf = (req: NextRequest): { device: DeviceInfo; network: string } => ({
  device: describeDevice(req.headers.get('user-agent')),
  network: networkOf(clientAddress(req.headers)),
});

type DeviceRecord = { device: DeviceInfo; network: string; at: number };

/** Keeps the device of a new session (at sign-in, after recordSession). */
export async function recordDevice(session: SessionData, origin: { device: DeviceInfo; network: string }): Promise<void> {
  const ttlMs = session.exp - Date.now();
  const at = Date.now();
  const record: DeviceRecord = { ...origin, at };
  await Promise.all([
    store().set(deviceKey(session.sid), JSON.stringify(record), ttlMs),
    store().set(seenKey(session.sid), String(at), ttlMs),
    store().push(indexKey(session.user.account), session.sid, { cap: SESSION_INDEX_CAP, ttlMs }),
  ]);
}

/** The live sessions of the account: this one first, then the most recently active. */
export async function liveSessions(session: SessionData): Promise<SessionEntry[]> {
  const sids = [...new Set(await store().list(indexKey(session.user.account)))];
  if (!sids.includes(session.sid)) sids.unshift(session.sid); // signed in before the index was kept
  const values = await store().get([accountKey(session.user.account), ...sids.flatMap((sid) => [sessionKey(sid), deviceKey(sid), seenKey(sid)])]);
  const epoch = values[0];
  const entries = sids.flatMap((sid, i): SessionEntry[] => {
    const [live, device, seen] = values.slice(1 + i * 3, 4 + i * 3);
    if (live === undefined || live !== epoch) return [];
    const record = parseDevice(device);
    const signedInAt = record?.at ?? 0;
    return [{
      id: handleOf(sid),
      current: sid === session.sid,
      device: record?.device ?? { browser: '', os: '', kind: 'other' },
      network: record?.network ?? '',
      signedInAt,
      lastActive: Math.max(Number(seen) || 0, signedInAt),
    }];
  });
  return entries.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActive - a.lastActive);
}

const parseDevice = (raw: string | undefined): DeviceRecord | undefined => {
  try {
    return raw ? (JSON.parse(raw) as DeviceRecord) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Ends the account's sessions other than this one: the one whose handle is `handle`, or every
 * other live one ('others'). Each with the store's replicated delete, as logout: it is refused
 * at its next request on every instance. Answers how many were ended.
 */
export async function endSessions(session: SessionData, handle: string): Promise<number> {
  const sids = [...new Set(await store().list(indexKey(session.user.account)))].filter((sid) => sid !== session.sid && (handle === 'others' || handleOf(sid) === handle));
  const values = await store().get([accountKey(session.user.account), ...sids.map(sessionKey)]);
  const live = sids.filter((_, i) => values[i + 1] !== undefined && values[i + 1] === values[0]);
  for (const sid of live) {
    await endSid(sid, 'device');
    await store().delete(deviceKey(sid));
  }
  return live.length;
}
