import { intBelow, type Rng } from './random';
import type { Member, Side, World } from './world';

// The placement tree's mechanics: where a new member goes, who is credited as its referrer,
// and the leg totals of every member.

/**
 * Open placement slots, encoded sponsorId * 2 + (R ? 1 : 0). Taking one is biased to recent
 * members (so the tree is irregular, not a heap) and O(1) by swap-remove.
 */
export function takeSlot(rng: Rng, slots: number[]): number {
  const index = slots.length - 1 - Math.floor(slots.length * rng() ** 3);
  const slot = slots[index];
  slots[index] = slots[slots.length - 1];
  slots.pop();
  return slot;
}

/** Left placements may credit an ancestor as referrer; right ones the sponsor (spec §5). */
function referrerFor(rng: Rng, members: Member[], sponsorId: number, side: Side): number {
  let id = sponsorId;
  if (side === 'L') for (let up = intBelow(rng, 3); up > 0 && members[id].sponsorId >= 0; up--) id = members[id].sponsorId;
  return id;
}

/** Puts a member in a slot and records it in both trees' indexes. */
export function place(world: World, m: Member, slot: number, rng: Rng) {
  m.sponsorId = slot >> 1;
  m.side = slot & 1 ? 'R' : 'L';
  (m.side === 'L' ? world.left : world.right)[m.sponsorId] = m.id;
  m.referrerId = referrerFor(rng, world.members, m.sponsorId, m.side);
  const list = world.invitees.get(m.referrerId);
  if (list) list.push(m.id);
  else world.invitees.set(m.referrerId, [m.id]);
}

/**
 * Leg totals in one backward pass over `order`, the ids in placement order (a sponsor before
 * its children; the root first).
 */
export function sumLegs(members: Member[], order: readonly number[]) {
  const volume = members.map((m) => m.pv);
  const count = new Array<number>(members.length).fill(1);
  for (let k = order.length - 1; k > 0; k--) {
    const i = order[k];
    const m = members[i];
    const s = members[m.sponsorId];
    if (m.side === 'L') {
      s.leftVolume += volume[i];
      s.leftCount += count[i];
    } else {
      s.rightVolume += volume[i];
      s.rightCount += count[i];
    }
    volume[m.sponsorId] += volume[i];
    count[m.sponsorId] += count[i];
  }
}

/**
 * Adds a registered member under a sponsor on a side (the slot is known to be open) and
 * credits its volume and count to every leg above it: O(depth).
 */
export function addMember(world: World, m: Member, sponsorId: number, side: Side, referrerId: number) {
  if (m.id >= world.left.length) {
    for (const key of ['left', 'right'] as const) {
      const grown = new Int32Array(Math.max(16, world[key].length * 2)).fill(-1);
      grown.set(world[key]);
      world[key] = grown;
    }
  }
  m.sponsorId = sponsorId;
  m.side = side;
  m.referrerId = referrerId;
  (side === 'L' ? world.left : world.right)[sponsorId] = m.id;
  const list = world.invitees.get(referrerId);
  if (list) list.push(m.id);
  else world.invitees.set(referrerId, [m.id]);
  world.members.push(m);
  world.byAccount.set(m.account, m.id);
  for (let child = m, at = sponsorId; at >= 0; child = world.members[at], at = child.sponsorId) {
    const s = world.members[at];
    if (child.side === 'L') {
      s.leftVolume += m.pv;
      s.leftCount += 1;
    } else {
      s.rightVolume += m.pv;
      s.rightCount += 1;
    }
  }
}
