import { profileData } from '@/lib/contract/my';
import { withStub } from './stub-harness';

// The stub answers the home dashboard's figures as the contract reads them, the same on
// every run (values follow from the seeded world).

const harness = withStub();

const profileOf = async (account: string) =>
  profileData.parse((await harness.client.call('store/info', {}, { token: await harness.client.login(account) })).json!.data);

it('gives a VIP its balances and leg volumes, and no upgrade countdown', async () => {
  const me = harness.stub.world.members[0];
  const profile = await profileOf('operator');
  // frozen: the seeded withdrawals pending audit (salaries/index answers the same)
  expect(profile).toMatchObject({ salary: '125000.00', recharge_balance: '23000.00', frozen: '170600.00' });
  expect(profile.performance_left).toBe(`${me.leftVolume}.00`);
  expect(profile.performance_right).toBe(`${me.rightVolume}.00`);
  expect(profile.upgrade_days).toBeUndefined();
});

it('gives a member awaiting upgrade the days left in the 45-day cycle', async () => {
  const profile = await profileOf('novip');
  expect(profile).toMatchObject({ is_vip: 0, frozen: '0.00', recharge_balance: expect.stringMatching(/^\d+000\.00$/) });
  expect(profile.upgrade_days).toEqual(expect.any(Number));
  expect(profile.upgrade_days).toBeGreaterThanOrEqual(1);
  expect(profile.upgrade_days).toBeLessThanOrEqual(45);
  expect(await profileOf('novip')).toEqual(profile);
});
