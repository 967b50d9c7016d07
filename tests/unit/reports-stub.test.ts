import { salaryListData } from '@/lib/contract/capital';
import { LEGS, SALARY_KINDS } from '@/lib/contract/values';
import type { RegisterInput } from '@/lib/contract/network';
import { incomeData, incomeListData, REPORTS_CODES, teamData, teamDayListData, teamDepthData } from '@/lib/contract/reports';
import { NETWORK_PASS2 } from '@/tests/upstream-stub/handlers-network';
import { carryForward, legTotals, teamOf } from '@/tests/upstream-stub/performance';
import { idCheckChar } from '@/tests/upstream-stub/random';
import { memberByAccount } from '@/tests/upstream-stub/world';
import { stubContext } from './stub-harness';

// The reports' figures come from the stub's world when read: Home, the legs, the depths, the
// daily rows and the salary ledger agree, and a registration or a level-up shows everywhere.

const NOW = Date.UTC(2026, 10, 23, 12);
const residentId = (serial: string) => `11010519491231${serial}${idCheckChar(`11010519491231${serial}`)}`;
const newMember: RegisterInput = {
  username: 'newbie01', realname: '陈新', nickname: 'Newbie', phone: '13700000001', email: 'newbie@example.com',
  idnumber: residentId('002'), password: 'secret1', password2: 'secret1', referee: 'm000020', sponsor: 'm000020',
  position: 'R', level: '1', province: '44', city: '4401', county: '440106', address: '天河路 1 号', pass2: NETWORK_PASS2,
};

function reports() {
  const stub = stubContext({ now: () => NOW });
  const data = async <T>(path: string, payload: Record<string, unknown>, schema: { parse: (v: unknown) => T }) => {
    const answer = await stub.call(path, payload);
    expect(answer.code).toBe(20000);
    return schema.parse(answer.data);
  };
  return { ...stub, data };
}

describe('stub reports', () => {
  it('agree with Home, with each other and with the salary ledger', async () => {
    const { state, call, data } = reports();
    const op = memberByAccount(state.world, 'operator')!;
    const profile = (await call('store/info')).data as { performance_left: string; performance_right: string };
    const legs = legTotals(state.world, op);
    expect(profile.performance_left).toBe(`${legs.left}.00`);
    expect(profile.performance_right).toBe(`${legs.right}.00`);
    expect(legs.leftCount + legs.rightCount).toBe(state.world.members.length - 1); // everyone is under the operator

    const team = await data('ability/index', {}, teamData);
    expect(team.to).toBe('2026-11-23');
    expect(team.legs.map((l) => l.total_volume)).toEqual([legs.left, legs.right]);
    expect(team.legs.map((l) => l.volume)).toEqual([legs.left, legs.right]); // the whole history
    expect(team.legs[0].members + team.legs[1].members).toBe(state.world.members.length - 1);
    expect(team.days.reduce((s, d) => s + d.left, 0)).toBe(legs.left);

    const depths = await data('ability/teams', {}, teamDepthData);
    for (const leg of team.legs) {
      const rows = depths.list.filter((r) => r.leg === leg.leg);
      expect(rows.map((r) => r.depth)).toEqual(rows.map((_, i) => i + 1));
      expect(rows.reduce((s, r) => s + r.volume, 0)).toBe(leg.volume);
      expect(rows.reduce((s, r) => s + r.active, 0)).toBe(leg.active);
    }

    const mine = await data('uincome/index', {}, incomeData);
    expect([mine.left, mine.right]).toEqual([legs.left, legs.right]);
    const ledgerIncome = salaryListData.parse((await call('salaries/tlong', { status: SALARY_KINDS.income, limit: 100 })).data);
    expect(mine.income).toBe(ledgerIncome.sum);
    expect(mine.sources.reduce((s, x) => s + x.count, 0)).toBe(ledgerIncome.total);
    const entries = await data('uincome/getsearch', { limit: 100 }, incomeListData);
    expect(entries.list.map((e) => e.id)).toEqual(ledgerIncome.list.map((e) => e.id));
    expect(entries.sum).toBe(ledgerIncome.sum);
    for (const source of mine.sources) expect((await data('uincome/getsearch', { status: source.kind }, incomeListData)).sum).toBe(source.amount);

    const detail = await data('ability/teamdays', { limit: 100, status: LEGS.left }, teamDayListData);
    expect(detail.sum).toBe(`${legs.left}.00`);
    expect(detail.list.every((r) => r.leg === LEGS.left)).toBe(true);
  });

  it('shows a registration and a level-up in the volumes at once', async () => {
    const { state, call, data } = reports();
    const op = memberByAccount(state.world, 'operator')!;
    const leg = teamOf(state.world, op).find((t) => t.m.account === 'm000020')!.leg;
    const side = leg === LEGS.left ? 'left' : 'right';
    const before = await data('uincome/index', {}, incomeData);
    expect(before.period_from).toBe('2026-11-01');
    expect(before[`period_${side}`]).toBe(0);
    expect((await call('patlas/register', newMember)).code).toBe(20000);
    const after = await data('uincome/index', {}, incomeData);
    expect(after[side]).toBe(before[side] + 300); // a discount customer
    expect(after[`period_${side}`]).toBe(300);
    expect(after.days.at(-1)).toMatchObject({ day: '2026-11-23', [side]: 300 });

    memberByAccount(state.world, 'newbie01')!.level = 2; // an upgrade (regedvip/upvip) changes the level
    const upgraded = await data('uincome/index', { from: '2026-11-23', to: '2026-11-23' }, incomeData);
    expect(upgraded[side]).toBe(1000);
    const profile = (await call('store/info')).data as Record<string, string>;
    expect(profile[`performance_${side}`]).toBe(`${legTotals(state.world, op)[side]}.00`);
    const today = await data('ability/teamdays', { from: '2026-11-23' }, teamDayListData);
    expect(today.list).toEqual([expect.objectContaining({ time: '2026-11-23', leg, new_members: 1, volume: '1000.00' })]);
    const depths = await data('ability/teams', { from: '2026-11-01' }, teamDepthData);
    expect(depths.list.filter((r) => r.new_members > 0)).toEqual([expect.objectContaining({ leg, new_members: 1, volume: 1000, active: expect.any(Number) })]);
    // The detail of one member's downline: m000020's own right leg.
    const downline = await data('ability/teamdays', { member: 'm000020', from: '2026-11-01' }, teamDayListData);
    expect(downline.list).toEqual([expect.objectContaining({ leg: LEGS.right, new_members: 1, volume: '1000.00' })]);
  });

  it('refuses a bad range and a member outside the team', async () => {
    const { call } = reports();
    expect((await call('uincome/index', { from: '2025-02-01', to: '2025-01-01' })).code).toBe(REPORTS_CODES.invalid);
    expect((await call('ability/index', { from: '2025/01/01' })).code).toBe(REPORTS_CODES.invalid);
    expect(await call('ability/teamdays', { member: 'operator' }, { as: 'menuop' })).toMatchObject({ code: REPORTS_CODES.notInTeam, msg: 'Not a member of your team: operator' });
  });

  it('pairs the legs day by day and carries the stronger leg forward', () => {
    const days = [
      { day: '2025-01-01', leftPv: 1000, rightPv: 300, newLeft: 1, newRight: 1 },
      { day: '2025-01-02', leftPv: 0, rightPv: 100, newLeft: 0, newRight: 1 },
      { day: '2025-01-05', leftPv: 100, rightPv: 1000, newLeft: 1, newRight: 1 },
    ];
    expect(carryForward(days, '2025-01-02', '2025-01-02')).toEqual({ into: { left: 700, right: 0 }, out: { left: 600, right: 0 } });
    expect(carryForward(days, '2025-01-01', '2025-01-31')).toEqual({ into: { left: 0, right: 0 }, out: { left: 0, right: 300 } });
    expect(carryForward(days, '2025-02-01', '2025-02-02')).toEqual({ into: { left: 0, right: 300 }, out: { left: 0, right: 300 } });
  });
});
