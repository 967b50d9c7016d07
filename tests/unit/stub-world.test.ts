import { optionsFromEnv } from '@/tests/upstream-stub/config';
import { generateWorld, type World } from '@/tests/upstream-stub/world';

// The seeded world: its trees obey the spec's placement rules, it scales and it repeats.

/** The members that break a rule the generator promises (expect per member is too slow). */
function treeViolations(world: World): string[] {
  const { members, left, right } = world;
  const bad: string[] = [];
  for (const m of members.slice(1)) {
    const sponsor = members[m.sponsorId];
    if (!sponsor.vip) bad.push(`${m.account}: sponsor is not a VIP`); // spec §6
    if ((m.side === 'L' ? left : right)[sponsor.id] !== m.id) bad.push(`${m.account}: not the sponsor's ${m.side} child`);
    // A right placement's referrer is the sponsor (spec §5); a left one's the sponsor or an ancestor.
    let id = m.sponsorId;
    if (m.side === 'L') while (id !== m.referrerId && id >= 0) id = members[id].sponsorId;
    if (id !== m.referrerId) bad.push(`${m.account}: referrer ${m.referrerId} breaks the ${m.side} rule`);
  }
  return bad;
}

describe('generateWorld', () => {
  it('generates 100,000 members with consistent trees and indexes', () => {
    const started = Date.now();
    const world = generateWorld({ members: 100_000, seed: 1 });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(world.members).toHaveLength(100_000);
    expect(world.byAccount.size).toBe(100_000);
    const root = world.members[0];
    expect(root).toMatchObject({ account: 'operator', sponsorId: -1, referrerId: -1, vip: true });
    expect(root.leftCount + root.rightCount).toBe(99_999);
    const invited = [...world.invitees.values()].reduce((sum, list) => sum + list.length, 0);
    expect(invited).toBe(99_999);
    expect(world.byAccount.get('m099999')).toBe(99_999);
    expect(world.notices.get('operator')).toHaveLength(10);
    expect(treeViolations(world)).toEqual([]);
  }, 30_000);

  it('makes the sign-in accounts members', () => {
    const world = generateWorld({ members: 1, seed: 1 });
    expect(world.members.map((m) => [m.account, m.vip])).toEqual([['operator', true], ['novip', false], ['menuop', true]]);
  });

  it('gives the same world for the same seed, another for another', () => {
    const first = (seed: number) => generateWorld({ members: 500, seed }).members.slice(0, 50);
    expect(first(7)).toEqual(first(7));
    expect(first(8).map((m) => m.name)).not.toEqual(first(7).map((m) => m.name));
  });
});

describe('optionsFromEnv', () => {
  it('reads hex and base64 keys and the stub variables', () => {
    const { port, options } = optionsFromEnv({
      PORT: '0', UPSTREAM_AES_KEY: `hex:${'ab'.repeat(32)}`, UPSTREAM_AES_IV: `base64:${Buffer.alloc(16, 1).toString('base64')}`,
      STUB_MEMBERS: '50', STUB_CONTROL: '1', STUB_SEED: '9', STUB_TOKEN_TTL_S: '60',
    });
    expect(port).toBe(0);
    expect(options).toMatchObject({ members: 50, control: true, seed: 9, tokenTtlS: 60 });
    expect(options.key).toHaveLength(32);
  });

  it('lists every bad variable', () => {
    expect(() => optionsFromEnv({ UPSTREAM_AES_KEY: 'short', STUB_MEMBERS: 'many' })).toThrow(/UPSTREAM_AES_KEY[\s\S]*STUB_MEMBERS/);
  });
});

describe('the full top (STUB_FULL_ROWS)', () => {
  /** Members in the first `rows` rows of the placement tree under the operator. */
  const topRows = (world: World, rows: number) => {
    const found = [];
    let row = [0];
    for (let r = 0; r < rows; r++) {
      found.push(...row.map((id) => world.members[id]));
      row = row.flatMap((id) => [world.left[id], world.right[id]].filter((c) => c >= 0));
    }
    return found;
  };

  it.each([200, 10_000])('fills the operator\'s top 6 rows with VIPs (%i members), the rest as before', (members) => {
    const world = generateWorld({ members, seed: 1, fullRows: 6 });
    const top = topRows(world, 6);
    expect(top).toHaveLength(63);
    expect(top.every((m) => m.vip)).toBe(true);
    expect(topRows(world, 7).length).toBeGreaterThan(63); // members go on below the top
    expect(treeViolations(world)).toEqual([]);
    const root = world.members[0];
    expect(root.leftCount + root.rightCount).toBe(members - 1);
    expect(world.invitees.get(0)!.length).toBeGreaterThan(0);
    // The accounts keep their kind: novip, not a VIP, is placed below the top; menuop is a VIP.
    const novip = world.members[world.byAccount.get('novip')!];
    expect(novip.vip).toBe(false);
    expect(top).not.toContain(novip);
    expect(novip.sponsorId).toBeGreaterThanOrEqual(0);
    expect(world.members[world.byAccount.get('menuop')!].vip).toBe(true);
  });

  it('fills as far as the members go', () => {
    const world = generateWorld({ members: 40, seed: 1, fullRows: 6 });
    expect(topRows(world, 6).filter((m) => m.vip)).toHaveLength(39); // everyone but novip, placed after them
    expect(treeViolations(world)).toEqual([]);
    const tiny = generateWorld({ members: 3, seed: 1, fullRows: 6 });
    expect(tiny.members.map((m) => [m.account, m.vip])).toEqual([['operator', true], ['novip', false], ['menuop', true]]);
    expect(tiny.members[1].sponsorId).toBeGreaterThanOrEqual(0);
    expect(treeViolations(tiny)).toEqual([]);
  });

  it('leaves the default world alone: operator\'s children menuop (left) and novip (right)', () => {
    const world = generateWorld({ members: 200, seed: 1 });
    expect(generateWorld({ members: 200, seed: 1, fullRows: 0 })).toEqual(world);
    expect([world.left[0], world.right[0]].map((id) => world.members[id].account)).toEqual(['menuop', 'novip']);
    expect(topRows(world, 6).length).toBeLessThan(63);
  });

  it('is read from the environment, 0 by default', () => {
    expect(optionsFromEnv({}).options.fullRows).toBe(0);
    expect(optionsFromEnv({ STUB_FULL_ROWS: '6' }).options.fullRows).toBe(6);
    expect(() => optionsFromEnv({ STUB_FULL_ROWS: '40' })).toThrow(/STUB_FULL_ROWS/);
  });
});
