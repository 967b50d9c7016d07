import type { CallSpec } from '@/lib/contract/calls';
import { callSpec } from '@/lib/contract/calls';
import { bindPhoneInput, infoData, loginPasswordInput, meCardsData, meSummaryData, pass2ChangeInput, verifyMethodsData } from '@/lib/contract/my';
import { PROFILE_CODES } from '@/lib/contract/values';
import { fieldErrorsOf } from '@/lib/contract/schema';
import type { SessionData } from '@/lib/session/session';
import { afterCall, beforeCall, freshVerified } from '@/lib/session/verified';
import { STUB_CODE, STUB_PASS2 } from '@/tests/upstream-stub/capital';
import { checkPassword, contactOf } from '@/tests/upstream-stub/member-state';
import { devEnv } from '@/scripts/dev-env.mjs';
import { isLive, recordSession } from '@/lib/session/records';
import { stubContext } from './stub-harness';

// Me (issue 13): the contract's rules, the BFF's verified step and the stub's store/* calls.

describe('profile contract', () => {
  it('asks for 6+ characters and a matching repeat (spec §5)', () => {
    const r = loginPasswordInput.safeParse({ old: 'x', password: 'abc', repeat: 'abd' });
    expect(r.success).toBe(false);
    expect(fieldErrorsOf(r.error!)).toEqual({ password: 'my.errors.passwordShort', repeat: 'my.errors.passwordMismatch' });
    expect(pass2ChangeInput.safeParse({ pass2: '123456', repeat: '123456' }).success).toBe(true); // none set yet: no old one
    expect(bindPhoneInput.safeParse({ area: '86', phone: '137', code: '1' }).success).toBe(false);
  });

  it('gives every store/* call a real schema, and flags the verified step', () => {
    expect(callSpec('store/codecheck')).toMatchObject({ verifies: true });
    for (const p of ['store/upteldo', 'store/upemail', 'store/codechecksub']) expect(callSpec(p)).toMatchObject({ needsVerified: true });
    expect(callSpec('store/uppass')).toMatchObject({ endsSession: true });
    expect(callSpec('store/checkpass2')?.needsVerified).toBeUndefined();
  });
});

describe('verified step (BFF)', () => {
  const t = (key: string) => key;
  const session = { dvId: 'd', csrf: 'c', token: 'tok', exp: Date.now() + 60_000, user: { account: 'operator' } } as SessionData;
  const spec = (path: string) => callSpec(path) as CallSpec;
  const okBody = (data: unknown = {}) => ({ code: 20000, msg: 'ok', data });

  it('keeps the verified step through the sealed cookie', async () => {
    Object.assign(process.env, devEnv());
    const { readSession, sealSession } = await import('@/lib/session/session');
    const full = {
      ...session, sid: 'V1StGXR8_Z5jdHi6B-myT', dvId: 'V1StGXR8_Z5jdHi6B-myT',
      user: { account: 'operator', name: 'x', level: 2, levelName: 'VIP', vip: true }, verified: { way: 'phone' as const, until: Date.now() + 60_000 },
    };
    expect((await readSession(await sealSession(full)))?.verified).toEqual(full.verified);
  });

  it('refuses a needsVerified call without a step, and forwards nothing', () => {
    expect(beforeCall(spec('store/upteldo'), session, t)).toMatchObject({ status: 403, body: { code: PROFILE_CODES.notVerified } });
    expect(beforeCall(spec('store/checkpass2'), session, t)).toBeUndefined();
  });

  it('remembers a checked code for five minutes, spends it once, and ends the session after a password change', async () => {
    const now = Date.now();
    const checked = await afterCall(spec('store/codecheck'), session, okBody({ way: 'email' }), now);
    const verifiedSession = checked.session!;
    expect(freshVerified(verifiedSession, now)).toEqual({ way: 'email', until: now + 300_000 });
    expect(freshVerified(verifiedSession, now + 301_000)).toBeUndefined();
    expect(beforeCall(spec('store/upemail'), verifiedSession, t)).toBeUndefined();
    // A refused call keeps the step; a successful one spends it.
    expect((await afterCall(spec('store/upemail'), verifiedSession, { code: 30302, msg: 'x', data: null })).session).toBeUndefined();
    const spent = (await afterCall(spec('store/upemail'), verifiedSession, okBody())).session!;
    expect(freshVerified(spent)).toBeUndefined();
    expect((await afterCall(spec('store/codecheck'), session, { code: 30302, msg: 'x', data: null })).session).toBeUndefined();
    // A password change ends the session, and every other session of the account issued before it.
    Object.assign(process.env, devEnv());
    const other = { ...session, sid: 'other' };
    await recordSession(other);
    expect(await isLive(other)).toBe(true);
    expect(await afterCall(spec('store/uppass'), session, okBody())).toMatchObject({ session: null });
    expect(await isLive(other)).toBe(false);
  });
});

describe('stub store/*', () => {
  it('answers Me, the methods, the cards and the personal information', async () => {
    const { call } = stubContext();
    expect(meSummaryData.parse((await call('store/sy')).data)).toMatchObject({ pass2_set: 1 });
    expect(meCardsData.parse((await call('store/banklist')).data)).toMatchObject({ count: 2, default_card: '**** 1234' });
    expect(verifyMethodsData.parse((await call('store/baseverify')).data)).toMatchObject({ phone: '138****0001', email: 'op***@example.com', area: '+86' });
    expect(verifyMethodsData.parse((await call('store/baseverify', {}, { as: 'novip' })).data)).toMatchObject({ phone: '', email: '', area: '' });
    expect(infoData.parse((await call('store/index')).data)).toMatchObject({ nickname: 'Operator', province: '44', region_name: 'Guangdong Shenzhen Nanshan' });
    expect((await call('store/infodo', { nickname: 'N', province: '33', city: '3301', county: '330199', address: 'a' })).code).toBe(PROFILE_CODES.invalid);
    expect((await call('store/infodo', { nickname: 'N', province: '33', city: '3301', county: '330106', address: 'a' })).code).toBe(20000);
    expect((await call('store/index')).data).toMatchObject({ nickname: 'N', region_name: 'Zhejiang Hangzhou Xihu' });
  });

  it('checks codes of the bound phone, locks after five wrong ones, and binds a new phone with its own code', async () => {
    const { call, state, ctx } = stubContext();
    expect((await call('store/codecheck', { way: 'phone', code: STUB_CODE })).msg).toBe('Request a code first');
    expect((await call('store/sendcode')).data).toMatchObject({ to: '138****0001', wait: 60 });
    expect((await call('store/sendcode')).code).toBe(PROFILE_CODES.wait);
    expect(await call('store/codecheck', { way: 'phone', code: '000000' })).toMatchObject({ code: PROFILE_CODES.badCode, msg: 'Error, please re-enter' });
    expect(await call('store/codecheck', { way: 'phone', code: STUB_CODE })).toMatchObject({ code: 20000, data: { way: 'phone' } });
    expect((await call('store/codecheck', { way: 'phone', code: STUB_CODE })).code).toBe(PROFILE_CODES.badCode); // used once

    expect((await call('store/sendcode', { area: '+86', phone: '13900000002' })).msg).toBe('That phone is used by another member');
    expect((await call('store/sendcode', { area: '+86', phone: '13800000001' })).code).toBe(PROFILE_CODES.same);
    expect((await call('store/upteldo', { area: '+86', phone: '13712345678', code: STUB_CODE })).msg).toBe('Request a code first');
    expect((await call('store/sendcode', { area: '+852', phone: '13712345678' })).data).toMatchObject({ to: '137****5678' });
    expect(await call('store/upteldo', { area: '+852', phone: '13712345678', code: STUB_CODE })).toMatchObject({ code: 20000, data: { to: '137****5678' } });
    expect(contactOf(state, ctx().me, 'phone')).toBe('13712345678');
    expect((await call('store/baseverify')).data).toMatchObject({ phone: '137****5678', area: '+852' });
    expect((await call('store/info')).data).toMatchObject({ phone: '137****5678' });

    await call('store/sendemail');
    for (let i = 0; i < 4; i++) expect((await call('store/codecheck', { way: 'email', code: '000000' })).code).toBe(PROFILE_CODES.badCode);
    expect(await call('store/codecheck', { way: 'email', code: '000000' })).toMatchObject({ code: PROFILE_CODES.wait, msg: 'Too many wrong attempts; try again in 15 min' });
    expect((await call('store/codecheck', { way: 'email', code: STUB_CODE })).code).toBe(PROFILE_CODES.wait);
    expect((await call('store/sendcode', {}, { as: 'novip' })).msg).toBe('Security tip: bind a phone or email first');
  });

  it('changes both passwords; the login password change ends every session of the account', async () => {
    const { call, state, ctx } = stubContext();
    expect((await call('store/checkpass2', { old: 'nope', pass2: '246802', repeat: '246802' })).msg).toBe('Error, please re-enter');
    expect((await call('store/checkpass2', { old: STUB_PASS2, pass2: STUB_PASS2, repeat: STUB_PASS2 })).code).toBe(PROFILE_CODES.same);
    expect((await call('store/checkpass2', { old: STUB_PASS2, pass2: '246802', repeat: '246802' })).code).toBe(20000);
    const transfer = { account: 'menuop', amount: '100', way: 'phone', code: STUB_CODE, remark: '' };
    expect((await call('transfer/dothis', { ...transfer, pass2: STUB_PASS2 })).msg).toBe('Error, please re-enter');
    expect((await call('transfer/dothis', { ...transfer, pass2: '246802' })).code).toBe(20000);
    expect((await call('store/codechecksub', { pass2: '864200', repeat: '864200' })).code).toBe(20000);

    state.tokens.set('a', { account: ctx().account, expiresAt: Infinity });
    state.tokens.set('b', { account: ctx('menuop').account, expiresAt: Infinity });
    expect((await call('store/uppass', { old: 'wrong1', password: 'newpass9', repeat: 'newpass9' })).msg).toBe('The current password is wrong, please re-enter');
    expect(state.tokens.size).toBe(2);
    expect((await call('store/uppass', { old: '123456', password: 'newpass9', repeat: 'newpass9' })).code).toBe(20000);
    expect([...state.tokens.keys()]).toEqual(['b']);
    expect(checkPassword(state, ctx().me, 'newpass9')).toBe(true);
    expect(checkPassword(state, ctx().me, '123456')).toBe(false);
  });
});
