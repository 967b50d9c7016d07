import { callSpec } from '@/lib/contract/calls';
import {
  identityData,
  identityInput,
  levelData,
  memberCheckInput,
  refereeData,
  shopData,
  sponsorData,
  sponsorVipData,
  wellFormed,
} from '@/lib/contract/network';
import { fieldErrorsOf } from '@/lib/contract/schema';
import { idCheckChar } from '@/tests/upstream-stub/random';
import { stubContext } from './stub-harness';
import { REGISTER_CODES } from '@/lib/contract/values';

// The add-member form's checks (patlas/cvip, cname, vrname, level, shop; pservice/aliyuncs):
// their schemas, as the BFF applies them, and the stub's answers in the seeded world
// (seed 1: novip is a non-VIP in operator's downline; m000020 a VIP whose right is open).

const VALID_ID = '11010519491231002X';

describe('the check schemas', () => {
  it('registers each call with its own schema, so the BFF refuses what does not match', () => {
    for (const path of ['patlas/cvip', 'patlas/cname', 'patlas/vrname']) {
      expect(callSpec(path)?.input).toBe(memberCheckInput);
      expect(callSpec(path)!.input.safeParse({}).success).toBe(false);
      expect(callSpec(path)!.input.safeParse({ account: '  ' }).success).toBe(false);
    }
    expect(callSpec('pservice/aliyuncs')?.input).toBe(identityInput);
    expect(callSpec('patlas/level')!.input.safeParse({}).success).toBe(true);
    expect(callSpec('patlas/shop')!.input.safeParse({}).success).toBe(true);
  });

  it('takes a resident ID: 17 digits and a check character, x read as X', () => {
    expect(identityInput.parse({ realname: ' 王建国 ', idnumber: '11010519491231002x' })).toEqual({ realname: '王建国', idnumber: VALID_ID });
    const errors = (idnumber: string) => {
      const r = identityInput.safeParse({ realname: '王建国', idnumber });
      return r.success ? {} : fieldErrorsOf(r.error);
    };
    expect(errors('A1234567')).toEqual({ idnumber: 'network.errors.idnumber' });
    expect(errors('1101051949123100X2')).toEqual({ idnumber: 'network.errors.idnumber' });
    expect(wellFormed('idnumber', VALID_ID)).toBe(true);
    expect(wellFormed('idnumber', '110105')).toBe(false);
  });

  it('checks the ID format only: the check character is the upstream\'s (real-name) business', () => {
    expect(identityInput.safeParse({ realname: '王建国', idnumber: '110105194912310021' }).success).toBe(true);
  });
});

describe('the checks in the stub', () => {
  const { state, call } = stubContext();

  it('patlas/cvip: a VIP, a non-VIP, and a sponsor outside the downline', async () => {
    expect(sponsorVipData.parse((await call('patlas/cvip', { account: 'm000020' })).data)).toEqual({ vip: 1 });
    expect(sponsorVipData.parse((await call('patlas/cvip', { account: 'novip' })).data)).toEqual({ vip: 0 });
    const outside = await call('patlas/cvip', { account: 'operator' }, { as: 'menuop' });
    expect(outside).toMatchObject({ code: REGISTER_CODES.badSponsor, msg: 'The sponsor is not in your team', data: null });
    expect((await call('patlas/cvip', { account: 'nobody' }, { lac: 1 })).msg).toBe('接点人不在您的团队中');
    expect((await call('patlas/cvip', { account: '' })).code).toBe(REGISTER_CODES.badSponsor);
  });

  it('patlas/cname: the name and the open positions (none under a non-VIP)', async () => {
    expect(sponsorData.parse((await call('patlas/cname', { account: 'm000020' })).data)).toEqual({ name: '吴洋杰', left_open: 0, right_open: 1 });
    expect(sponsorData.parse((await call('patlas/cname', { account: 'operator' })).data)).toEqual({ name: '王建国', left_open: 0, right_open: 0 });
    expect(sponsorData.parse((await call('patlas/cname', { account: 'novip' })).data)).toMatchObject({ left_open: 0, right_open: 0 });
    expect((await call('patlas/cname', { account: 'operator' }, { as: 'menuop' })).code).toBe(REGISTER_CODES.badSponsor);
  });

  it('patlas/vrname: the name inside the invitation chart, a translated refusal outside it', async () => {
    expect(refereeData.parse((await call('patlas/vrname', { account: 'menuop' })).data)).toEqual({ name: '张明' });
    const outside = await call('patlas/vrname', { account: 'operator' }, { as: 'menuop', lac: 2 });
    expect(outside).toMatchObject({ code: REGISTER_CODES.badReferee, msg: '推薦人不在您的邀請圖中' });
  });

  it('patlas/level and patlas/shop answer in the request\'s language', async () => {
    expect(levelData.parse((await call('patlas/level', {})).data).list).toEqual([
      { value: '0', name: 'Ordinary' },
      { value: '1', name: 'Discount customer' },
    ]);
    expect(levelData.parse((await call('patlas/level', {}, { lac: 1 })).data).list[1].name).toBe('优惠顾客');
    expect(shopData.parse((await call('patlas/shop', {})).data)).toEqual({ id: 1, name: '王建国 Service Center' });
    expect(shopData.parse((await call('patlas/shop', {}, { as: 'menuop', lac: 2 })).data)).toEqual({ id: 3, name: '张明服務中心' });
  });

  it('pservice/aliyuncs: a right check character passes; a wrong one or a malformed number is refused', async () => {
    expect(identityData.parse((await call('pservice/aliyuncs', { realname: '王建国', idnumber: VALID_ID })).data)).toEqual({ verified: 1 });
    expect((await call('pservice/aliyuncs', { realname: '王建国', idnumber: '11010519491231002x' })).code).toBe(20000);
    const wrong = await call('pservice/aliyuncs', { realname: '王建国', idnumber: '110105194912310021' }, { lac: 1 });
    expect(wrong).toMatchObject({ code: REGISTER_CODES.badIdentity, msg: '实名认证未通过：姓名与身份证号不符', data: null });
    expect((await call('pservice/aliyuncs', { realname: '王建国', idnumber: 'A1234567' })).code).toBe(REGISTER_CODES.invalid);
    expect((await call('pservice/aliyuncs', { idnumber: VALID_ID })).code).toBe(REGISTER_CODES.invalid);
  });

  it('gives every seeded member a resident ID that passes the real-name check', () => {
    for (const m of state.world.members) expect(idCheckChar(m.idNumber)).toBe(m.idNumber[17]);
  });
});
