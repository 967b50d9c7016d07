import { ACCOUNTS } from './accounts';
import { generateNotices, type Notice } from './notices';
import { place, sumLegs, takeSlot } from './placement';
import * as fake from './random';

// The seeded world: members in an invitation tree (referrer) and a binary placement tree
// (sponsor + side), with volumes and balances. Member 0 is `operator`, the root of both trees.

export type Side = 'L' | 'R';

export type Member = {
  id: number;
  account: string; // "operator", "novip", "menuop", then "m000003"…
  name: string;
  nickname: string;
  level: 0 | 1 | 2; // 0 ordinary, 1 discount customer, 2 VIP
  vip: boolean;
  regDate: string; // "YYYY-MM-DD HH:mm:ss" (UTC)
  phone: string;
  email: string;
  idNumber: string;
  referrerId: number; // -1 for the root
  sponsorId: number; // -1 for the root
  side: Side | null; // null for the root
  pv: number; // own volume
  leftVolume: number; // total pv of the left leg
  rightVolume: number;
  leftCount: number; // members in the left leg
  rightCount: number;
  salaryCents: number;
};

export type World = {
  seed: number;
  members: Member[];
  byAccount: Map<string, number>;
  left: Int32Array; // placement child on the left, by sponsor id; -1 when open
  right: Int32Array;
  invitees: Map<number, number[]>; // direct invites, by referrer id
  notices: Map<string, Notice[]>; // by account, newest first
  promoterApps: Map<number, PromoterApp[]>; // promoter applications, by member id, newest first
};

/** A promoter application (spec §4): state 0 in application, 1–4 the grade granted. */
export type PromoterApp = { id: number; time: string; state: number; remark: string };

export const PV_BY_LEVEL = [100, 300, 1000];
const EPOCH = Date.UTC(2023, 0, 1);
const SPAN_MS = 2 * 365 * 86_400_000;

function newMember(rng: fake.Rng, id: number, n: number, slotsLeft: number, vip: boolean): Member {
  const account = ACCOUNTS[id];
  // About 60% VIP, 16% discount customers, 24% ordinary. Only VIPs sponsor (two slots each),
  // so more than half must be VIPs, and a VIP is forced when the open slots run low (or asked
  // for: the full top).
  const level = account?.level ?? (vip || slotsLeft <= 2 ? 2 : rng() < 0.6 ? 2 : rng() < 0.4 ? 1 : 0);
  const name = account ? account.username : `m${String(id).padStart(6, '0')}`;
  return {
    id,
    account: name,
    name: account?.realname ?? fake.fullName(rng),
    nickname: account?.nickname ?? fake.nickname(rng),
    level,
    vip: level === 2,
    regDate: fake.dateTime(EPOCH + Math.floor((id / n) * SPAN_MS) + fake.intBelow(rng, 86_400) * 1000),
    phone: account ? account.phone : fake.mobile(rng),
    email: account ? account.email : `${name}@example.com`,
    idNumber: fake.idNumber(rng),
    referrerId: -1,
    sponsorId: -1,
    side: null,
    pv: PV_BY_LEVEL[level],
    leftVolume: 0,
    rightVolume: 0,
    leftCount: 0,
    rightCount: 0,
    salaryCents: account?.salaryCents ?? fake.intBelow(rng, 50_000) * 100,
  };
}

/**
 * `members` members (at least the sign-in accounts); the same seed gives the same world.
 * `fullRows` (STUB_FULL_ROWS, default 0 = off): the top `fullRows` rows of the placement tree
 * under the operator are filled breadth-first with VIPs (1 + 2 + 4 + … members, as far as the
 * members go), so that a window of that many rows at the top is complete; the other members
 * are placed at random below them as usual. novip, not a VIP, cannot be in that top: it is
 * placed (at random) once the top is full.
 */
export function generateWorld({ members: wanted, seed, fullRows = 0 }: { members: number; seed: number; fullRows?: number }): World {
  const rng = fake.mulberry32(seed);
  const n = Math.max(wanted, ACCOUNTS.length);
  const world: World = {
    seed,
    members: [],
    byAccount: new Map(),
    left: new Int32Array(n).fill(-1),
    right: new Int32Array(n).fill(-1),
    invitees: new Map(),
    notices: new Map(),
    promoterApps: new Map(),
  };
  const slots: number[] = [];
  const order: number[] = []; // ids in placement order: a sponsor before its children
  // The full top: heap positions 1…topSize, topId[pos] the member there.
  const topSize = fullRows > 0 ? 2 ** fullRows - 1 : 0;
  const topId: number[] = [-1, 0];
  const waiting: Member[] = []; // non-VIP accounts met while the top fills
  const closeTop = () => {
    const filled = topId.length - 1;
    for (let pos = 1; pos <= filled; pos++) {
      for (const child of [pos * 2, pos * 2 + 1]) if (child > filled) slots.push(topId[pos] * 2 + (child & 1));
    }
    for (const m of waiting.splice(0)) {
      place(world, m, takeSlot(rng, slots), rng);
      order.push(m.id);
    }
  };
  for (let id = 0; id < n; id++) {
    const filling = topId.length <= topSize; // the full top still has room
    const m = newMember(rng, id, n, slots.length, filling);
    world.members.push(m);
    world.byAccount.set(m.account, id);
    if (id === 0 || !filling) {
      if (id > 0) place(world, m, takeSlot(rng, slots), rng);
      if (m.vip && !filling) slots.push(id * 2, id * 2 + 1); // the top's open slots come with closeTop
      order.push(id);
    } else if (!m.vip) waiting.push(m);
    else {
      const pos = topId.length;
      place(world, m, topId[pos >> 1] * 2 + (pos & 1), rng);
      topId.push(id);
      order.push(id);
      if (topId.length > topSize) closeTop();
    }
  }
  if (topSize > 0 && topId.length <= topSize) closeTop(); // fewer members than the top holds
  sumLegs(world.members, order);
  world.notices = generateNotices(ACCOUNTS);
  // operator holds Excellent after two granted applications; menuop has one in application.
  world.promoterApps.set(0, [
    { id: 2, time: '2025-03-02 10:00:00', state: 2, remark: '' },
    { id: 1, time: '2024-06-15 09:30:00', state: 1, remark: '' },
  ]);
  world.promoterApps.set(2, [{ id: 3, time: '2025-05-20 14:00:00', state: 0, remark: '' }]);
  return world;
}

export const memberByAccount = (world: World, account: string): Member | undefined => {
  const id = world.byAccount.get(account);
  return id === undefined ? undefined : world.members[id];
};
