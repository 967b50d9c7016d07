import { registerInput, type RegisterInput } from '@/lib/contract/network';
import { fieldErrorsOf } from '@/lib/contract/schema';
import { NETWORK_PASS2 } from '@/tests/upstream-stub/handlers-network';
import { idCheckChar } from '@/tests/upstream-stub/random';
import { stubContext } from './stub-harness';
import { REGISTER_CODES } from '@/lib/contract/values';

// The add-member schema (form and BFF) and the stub's patlas/register rules (spec §5, §6).

/** A resident ID (born 1949: no seeded member has it) with its right check character. */
const residentId = (serial: string) => `11010519491231${serial}${idCheckChar(`11010519491231${serial}`)}`;

const valid: RegisterInput = {
  username: 'newbie01', realname: '陈新', nickname: 'Newbie', phone: '13700000001', email: 'newbie@example.com',
  idnumber: residentId('002'), password: 'secret1', password2: 'secret1', referee: 'm000020', sponsor: 'm000020',
  position: 'R', level: '0', province: '44', city: '4401', county: '440106', address: '天河路 1 号', pass2: NETWORK_PASS2,
};
const errors = (patch: Partial<RegisterInput>) => {
  const r = registerInput.safeParse({ ...valid, ...patch });
  return r.success ? {} : fieldErrorsOf(r.error);
};

describe('registerInput', () => {
  it('accepts a complete member', () => expect(registerInput.safeParse(valid).success).toBe(true));
  it('gives each §5 rule its message key', () => {
    expect(errors({ username: 'ab_' })).toEqual({ username: 'network.errors.username' });
    expect(errors({ password: '123', password2: '123' })).toEqual({ password: 'network.errors.passwordShort' });
    expect(errors({ password2: 'other1' })).toEqual({ password2: 'network.errors.passwordMismatch' });
    expect(errors({ email: 'not-an-email' })).toEqual({ email: 'network.errors.email' });
    expect(errors({ idnumber: 'A1234567' })).toEqual({ idnumber: 'network.errors.idnumber' });
    expect(errors({ position: 'X' as 'L' })).toEqual({ position: 'network.register.position' });
    expect(errors({ pass2: '' })).toEqual({ pass2: 'common.errors.pass2Required' });
    expect(errors({ referee: 'operator', position: 'R' })).toEqual({ position: 'network.errors.rightNotDirect' });
    expect(errors({ referee: 'operator', position: 'L' })).toEqual({});
  });
});

describe('patlas/register in the stub', () => {
  const { state, call } = stubContext();
  const run = (payload: Partial<RegisterInput>, as = 'operator') => call('patlas/register', { ...valid, ...payload }, { as });

  it('refuses each broken rule with its code', async () => {
    expect((await run({ pass2: 'wrong' })).msg).toBe('Error, please re-enter');
    expect((await run({ username: 'menuop' })).code).toBe(REGISTER_CODES.taken);
    expect((await run({ phone: '13800000001' })).code).toBe(REGISTER_CODES.taken);
    expect((await run({ referee: 'nobody', position: 'L' })).code).toBe(REGISTER_CODES.badReferee);
    expect((await run({ referee: 'menuop', sponsor: 'operator', position: 'L' }, 'menuop')).code).toBe(REGISTER_CODES.badSponsor);
    const notVip = await run({ referee: 'operator', sponsor: 'novip', position: 'L' });
    expect(notVip).toMatchObject({ code: REGISTER_CODES.notVip, msg: 'Unable to add members' });
    expect((await run({ referee: 'operator', sponsor: 'm000020', position: 'R' })).code).toBe(REGISTER_CODES.rightNotDirect);
    expect((await run({ county: '330102' })).code).toBe(REGISTER_CODES.invalid);
    const wrongCheck = `${valid.idnumber.slice(0, 17)}${valid.idnumber.endsWith('0') ? '1' : '0'}`;
    expect(await run({ idnumber: wrongCheck })).toMatchObject({ code: REGISTER_CODES.badIdentity, msg: 'Real-name check failed: the name and ID number do not match' });
  });

  it('adds the member to both trees and to every leg above it', async () => {
    const before = state.world.members[0].leftCount;
    const answer = await run({ referee: 'm000020', sponsor: 'm000020', position: 'R' });
    expect(answer).toMatchObject({ code: 20000, data: { account: 'newbie01' } });
    const m = state.world.members.at(-1)!;
    expect(state.world.right[state.world.byAccount.get('m000020')!]).toBe(m.id);
    expect(state.world.invitees.get(m.referrerId)).toContain(m.id);
    expect(state.world.members[0].leftCount).toBe(before + 1);
    expect((await run({ referee: 'm000020', sponsor: 'm000020', position: 'R', username: 'other01', phone: '1', idnumber: residentId('003') })).code).toBe(REGISTER_CODES.invalid);
  });
});
