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
