import { inviteData, placementData } from '@/lib/contract/network';
import { NETWORK_CODES } from '@/lib/contract/values';
import { PROMOTER_CODES } from '@/lib/contract/network';
import { stubContext } from './stub-harness';

// The stub's network calls answer in the contract's shape and only inside the caller's tree.

const stub = stubContext({ members: 2000 });
const { state } = stub;
const call = async (path: string, username: string, payload: Record<string, unknown>) => stub.call(path, payload, { as: username });

describe('patlas/index', () => {
  it('returns the operator window with heap positions, legs and navigation targets', async () => {
    const answer = await call('patlas/index', 'operator', { levels: 4 });
    const data = placementData.parse(answer.data);
    expect(data).toMatchObject({ root: 'operator', up: '', levels: 4 });
    expect(data.nodes[0]).toMatchObject({ pos: 1, account: 'operator', vip: 1 });
    expect(data.nodes.every((n) => n.pos >= 1 && n.pos < 32)).toBe(true); // 4 levels below the root
    expect(data.nodes.some((n) => n.pos >= 16)).toBe(true);
    const { world } = state;
    expect(data.nodes[0].left_count + data.nodes[0].right_count).toBe(world.members.length - 1);
    let id = 0;
    while (world.left[id] >= 0) id = world.left[id];
    expect(data.bottom_left).toBe(world.members[id].account);
  });

  it('moves the root down the tree and answers "up" with the sponsor', async () => {
    const child = state.world.members[state.world.left[0]];
    const data = placementData.parse((await call('patlas/index', 'operator', { account: child.account, levels: 3 })).data);
    expect(data).toMatchObject({ root: child.account, up: 'operator', levels: 3 });
  });

  it('refuses an account outside the caller\'s downline, and unknown accounts', async () => {
    const outside = await call('patlas/index', 'menuop', { account: 'operator' });
    expect(outside).toMatchObject({ code: NETWORK_CODES.notInDownline, data: null });
    expect(outside.msg).toMatch(/not in your team/);
    expect((await call('patlas/index', 'operator', { account: 'nobody' })).code).toBe(NETWORK_CODES.notInDownline);
  });
});

describe('ratlas/index', () => {
  it('lists direct invitees with their own invitee counts', async () => {
    const data = inviteData.parse((await call('ratlas/index', 'operator', {})).data);
    const ids = state.world.invitees.get(0)!;
    expect(data.list.map((r) => r.account)).toEqual(ids.map((i) => state.world.members[i].account));
    expect(data.list[0].invitees).toBe(state.world.invitees.get(ids[0])?.length ?? 0);
  });

  it('finds a member deep in the tree with the path from the operator', async () => {
    const deep = state.world.members[1999];
    const data = inviteData.parse((await call('ratlas/index', 'operator', { search: deep.account })).data);
    expect(data.list[0].account).toBe(deep.account);
    expect(data.path[0]).toBe('operator');
    expect(data.path.at(-1)).toBe(state.world.members[deep.referrerId].account);
  });

  it('refuses a search outside the caller\'s invitation tree', async () => {
    expect((await call('ratlas/index', 'menuop', { search: 'operator' })).code).toBe(NETWORK_CODES.notInDownline);
  });
});

describe('promoter/*', () => {
  it('applies once at a time, lists newest first and withdraws only a pending application', async () => {
    expect((await call('promoter/index', 'operator', {})).data).toEqual({ grade: 2, pending: 0 });
    const applied = await call('promoter/application', 'operator', { remark: 'hi' });
    const { id } = applied.data as { id: number };
    expect((await call('promoter/index', 'operator', {})).data).toEqual({ grade: 2, pending: 1 });
    expect((await call('promoter/application', 'operator', {})).code).toBe(PROMOTER_CODES.alreadyPending);
    const list = (await call('promoter/getlist', 'operator', {})).data as { list: { id: number; state: number }[]; total: number };
    expect(list.total).toBe(3);
    expect(list.list[0]).toMatchObject({ id, state: 0 });
    expect((await call('promoter/delsq', 'operator', { id: list.list[1].id })).code).toBe(PROMOTER_CODES.notPending);
    expect((await call('promoter/delsq', 'operator', { id })).code).toBe(20000);
    expect((await call('promoter/delsq', 'operator', { id: 3 })).code).toBe(PROMOTER_CODES.notPending); // menuop's
  });
});

describe('patlas/index with STUB_FULL_ROWS=7', () => {
  it('gives the operator a complete 6-level window of VIPs: 127 members', async () => {
    const full = stubContext({ members: 200, fullRows: 7 });
    const answer = await full.call('patlas/index', { levels: 6 });
    const data = placementData.parse(answer.data);
    expect(data.nodes.map((n) => n.pos).sort((a, b) => a - b)).toEqual(Array.from({ length: 127 }, (_, i) => i + 1));
    expect(data.nodes.every((n) => n.vip === 1)).toBe(true);
  });
});
