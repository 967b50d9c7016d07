import { bankListData } from '@/lib/contract/capital';
import { profileData } from '@/lib/contract/my';
import {
  bindEmail, bindPhone, checkCode, checkPass2, CODE_LOCK_S, CODE_MAX_ATTEMPTS, CODE_TTL_S, CODE_WAIT_S, DEFAULT_PASS2, DEFAULT_PASSWORD,
  issueCode, memberState, setPass2, setPassword, spendCode, STUB_CODE,
} from '@/tests/upstream-stub/member-state';
import { STUB_CODES } from '@/tests/upstream-stub/respond';
import { memberByAccount } from '@/tests/upstream-stub/world';
import { stubContext, withStub } from './stub-harness';
import { FUNDS_CODES, REGISTER_CODES } from '@/lib/contract/values';

// The stub's per-member state (member-state.ts): passwords, codes, ids, and what a reset drops.

const reset = (origin: string) => fetch(`${origin}/__stub/reset`, { method: 'POST' });

describe('login password', () => {
  const harness = withStub({ control: true, members: 50 });
  const login = (username: string, password: string) =>
    harness.client.call('login/index', { username, password, csrf: harness.client.csrf }, { lac: 3 }).then((r) => r.json!);
  const member = (account: string) => memberByAccount(harness.stub.world, account)!;

  it('is per member: a changed password signs in at the next login and the old one fails', async () => {
    expect((await login('operator', DEFAULT_PASSWORD)).code).toBe(20000);
    setPassword(harness.stub.state, member('operator'), 'n3w-secret');
    expect(await login('operator', DEFAULT_PASSWORD)).toMatchObject({ code: STUB_CODES.badLogin, msg: 'Incorrect account or password' });
    expect((await login('operator', 'n3w-secret')).code).toBe(20000);
    expect((await login('menuop', DEFAULT_PASSWORD)).code).toBe(20000); // the others keep theirs
  });

  it('is back to the default after a reset', async () => {
    setPassword(harness.stub.state, member('novip'), 'other1');
    await reset(harness.stub.origin);
    expect((await login('novip', 'other1')).code).toBe(STUB_CODES.badLogin);
    expect((await login('novip', DEFAULT_PASSWORD)).code).toBe(20000);
  });
});

describe('level-2 password', () => {
  it('is per member and every pass2 check reads it (withdraw, add member)', async () => {
    const { state, ctx, call } = stubContext();
    const op = ctx('operator').me;
    setPass2(state, op, '24680a');
    expect(checkPass2(state, op, DEFAULT_PASS2)).toBe(false);
    expect(checkPass2(state, ctx('menuop').me, DEFAULT_PASS2)).toBe(true);
    const card = bankListData.parse((await call('bank/getlist')).data).list[0];
    const withdraw = { amount: '50000', card_id: card.id };
    expect(await call('newextract/dothis', { ...withdraw, pass2: DEFAULT_PASS2 })).toMatchObject({ code: FUNDS_CODES.badPass2, msg: 'Error, please re-enter' });
    expect((await call('newextract/dothis', { ...withdraw, pass2: '24680a' })).code).toBe(20000);
    expect((await call('patlas/register', { pass2: DEFAULT_PASS2 })).code).toBe(REGISTER_CODES.invalid); // the schema first
    const menuopCard = bankListData.parse((await call('bank/getlist', {}, { as: 'menuop' })).data).list[0];
    expect((await call('newextract/dothis', { amount: '50000', card_id: menuopCard.id, pass2: DEFAULT_PASS2 }, { as: 'menuop' })).code).toBe(20000);
  });
});

describe('verification codes', () => {
  let clock = Date.UTC(2025, 5, 1);
  const stub = () => {
    clock = Date.UTC(2025, 5, 1);
    return stubContext({ now: () => clock });
  };

  it('sends the stub code with a resend wait per target', () => {
    const { state, ctx } = stub();
    const op = ctx('operator').me;
    expect(issueCode(state, op, 'phone')).toEqual({ ok: true, code: STUB_CODE, to: '138****0001', wait: CODE_WAIT_S });
    clock += 10_000;
    expect(issueCode(state, op, 'phone')).toEqual({ ok: false, reason: 'wait', waitS: CODE_WAIT_S - 10 });
    expect(issueCode(state, op, 'email')).toMatchObject({ ok: true, to: 'op***@example.com' });
    expect(issueCode(state, op, 'phone', '13711112222')).toMatchObject({ ok: true, to: '137****2222' }); // a new number to bind
    clock += CODE_WAIT_S * 1000;
    expect(issueCode(state, op, 'phone')).toMatchObject({ ok: true });
    expect(issueCode(state, ctx('novip').me, 'phone')).toEqual({ ok: false, reason: 'noTarget', waitS: 0 });
  });

  it('checks a sent code until it expires; a right code stays until spent', () => {
    const { state, ctx } = stub();
    const op = ctx('operator').me;
    expect(checkCode(state, op, 'phone', STUB_CODE)).toBe('unsent');
    issueCode(state, op, 'phone');
    expect(checkCode(state, op, 'phone', '000000')).toBe('wrong');
    expect(checkCode(state, op, 'phone', STUB_CODE)).toBe('ok');
    expect(checkCode(state, op, 'phone', STUB_CODE)).toBe('ok');
    expect(checkCode(state, op, 'phone', STUB_CODE, { target: '13711112222' })).toBe('unsent'); // sent to another target
    spendCode(state, op, 'phone');
    expect(checkCode(state, op, 'phone', STUB_CODE)).toBe('unsent');
    issueCode(state, op, 'phone', '13711112222');
    clock += CODE_TTL_S * 1000;
    expect(checkCode(state, op, 'phone', STUB_CODE, { target: '13711112222' })).toBe('expired');
    expect(checkCode(state, op, 'phone', STUB_CODE, { target: '13711112222' })).toBe('unsent');
  });

  it('locks the member\'s codes after too many wrong entries, then lets them through again', () => {
    const { state, ctx } = stub();
    const op = ctx('operator').me;
    issueCode(state, op, 'phone');
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) expect(checkCode(state, op, 'phone', '000000')).toBe('wrong');
    expect(memberState(state, op).credentials.codes[0].attempts).toBe(CODE_MAX_ATTEMPTS - 1);
    expect(checkCode(state, op, 'phone', '000000')).toBe('locked');
    expect(checkCode(state, op, 'phone', STUB_CODE)).toBe('locked');
    clock += CODE_WAIT_S * 1000;
    expect(issueCode(state, op, 'email')).toEqual({ ok: false, reason: 'locked', waitS: CODE_LOCK_S - CODE_WAIT_S });
    clock += CODE_LOCK_S * 1000;
    expect(issueCode(state, op, 'phone')).toMatchObject({ ok: true });
    expect(checkCode(state, op, 'phone', STUB_CODE)).toBe('ok');
  });

  it('backs transfer/getcode and transfer/dothis: wait, wrong entries, lock, translated', async () => {
    const { call } = stub();
    const transfer = { account: 'menuop', amount: '100', way: 'phone', code: '000000', pass2: DEFAULT_PASS2 };
    expect((await call('transfer/getcode', { way: 'phone' })).data).toEqual({ to: '138****0001', wait: CODE_WAIT_S });
    expect(await call('transfer/getcode', { way: 'phone' })).toMatchObject({ code: FUNDS_CODES.wait, msg: 'A code was just sent; please wait' });
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) expect(await call('transfer/dothis', transfer)).toMatchObject({ code: FUNDS_CODES.badCode, msg: 'Error, please re-enter' });
    expect(await call('transfer/dothis', transfer)).toMatchObject({ code: FUNDS_CODES.badCode, msg: `Too many wrong attempts; try again in ${CODE_LOCK_S / 60} min` });
    expect((await call('transfer/dothis', { ...transfer, code: STUB_CODE }, { lac: 1 })).msg).toBe(`错误次数过多，请 ${CODE_LOCK_S / 60} 分钟后再试`);
    clock += CODE_LOCK_S * 1000;
    expect((await call('transfer/dothis', { ...transfer, code: STUB_CODE })).code).toBe(20000); // taken without a getcode
  });

  it('sends to a newly bound phone or email, which the profile shows', async () => {
    const { state, ctx, call } = stub();
    const novip = ctx('novip').me;
    expect(await call('transfer/getcode', { way: 'email' }, { as: 'novip' })).toMatchObject({ code: FUNDS_CODES.noContact });
    bindEmail(state, novip, 'lixh@example.com');
    bindPhone(state, novip, '13655556666');
    expect(profileData.parse((await call('store/info', {}, { as: 'novip' })).data)).toMatchObject({ phone: '136****6666', email: 'li***@example.com', verify_rule: { phone: 1, email: 1 } });
    expect((await call('transfer/getcode', { way: 'email' }, { as: 'novip' })).data).toEqual({ to: 'li***@example.com', wait: CODE_WAIT_S });
    expect((await call('pservice/vtel', { value: '13655556666' })).data).toEqual({ available: 0 });
  });
});

describe('ids', () => {
  const harness = withStub({ control: true, members: 50 });
  const other = withStub({ control: true, members: 50 });

  // As a real upstream's, a record id is never handed out twice, not even after a reset (the
  // portal settles a money move whose answer was lost by the id of the row it finds, issue 71);
  // ids come from the stub's state, so every fresh stub hands out the same ones.
  it('come from the state: a fresh stub gives the same ids, a reset never gives one again', async () => {
    const run = async (h: typeof harness) => {
      const token = await h.client.login('menuop');
      const call = (path: string, payload: Record<string, unknown> = {}) => h.client.call(path, payload, { token }).then((r) => r.json!);
      const seeded = bankListData.parse((await call('bank/getlist')).data).list.map((c) => c.id);
      const created = (await call('bank/create', { number: '6228480000009999', bank: 'HSBC', branch: 'Central', type: 2, holder: 'Zhang' })).data as { id: number };
      return [...seeded, created.id];
    };
    const first = await run(harness);
    expect(await run(other)).toEqual(first);
    const second = await run(harness);
    expect(second).not.toEqual(first); // a second card, a new id
    await reset(harness.stub.origin);
    const afterReset = await run(harness);
    expect(afterReset.filter((id) => [...first, ...second].includes(id))).toEqual([]);
  });
});
