import { loginData, userMenuData, userPermissionData } from '@/lib/contract/auth';
import { profileData } from '@/lib/contract/my';
import { callUpstream, type CallContext } from '@/lib/upstream/client';
import { devEnv } from '@/scripts/dev-env.mjs';
import { createStub, type Stub } from '@/tests/upstream-stub/server';

// The portal's own upstream client against the stub: proves the two agree on the wire format
// (form, encryption, common fields, GET calls) without either sharing the other's code.

let stub: Stub;
const ctx: CallContext = { token: '', dvId: 'portalDevice000000001', csrf: 'csrf-from-session', lac: 3 };

beforeAll(async () => {
  stub = createStub({ control: true });
  await stub.listen(0);
  Object.assign(process.env, devEnv(Number(new URL(stub.origin).port)));
});
afterAll(() => stub.close());

it('signs in, then loads the profile, menu keys, permissions and notice count', async () => {
  const login = await callUpstream('login/index', { username: 'operator', password: '123456', csrf: ctx.csrf }, ctx);
  expect(login).toMatchObject({ code: 20000, msg: 'Login successful' });
  const session = { ...ctx, token: loginData.parse(login.data).token };

  expect(profileData.parse((await callUpstream('store/info', {}, session)).data).username).toBe('operator');
  // GET calls answer 200; the client reports them as 20000.
  const menu = await callUpstream('user/menu', {}, session);
  expect(menu.code).toBe(20000);
  expect(userMenuData.parse(menu.data)).toContain('31');
  expect(userPermissionData.parse((await callUpstream('user/permission', {}, session)).data)).toContain('sys:user:add');
  expect((await callUpstream('notice/unread', {}, session)).data).toEqual({ num: 5 });
});

it('uploads a file through the unencrypted imgup call', async () => {
  const token = loginData.parse((await callUpstream('login/index', { username: 'novip', password: '123456', csrf: ctx.csrf }, ctx)).data).token;
  const file = { filename: 'a.jpg', type: 'image/jpeg', data: Buffer.from('jpeg-bytes') };
  const { code, data } = await callUpstream('imgup/index', {}, { ...ctx, token }, file);
  expect(code).toBe(20000);
  expect(await (await fetch(stub.origin + (data as { url: string }).url)).text()).toBe('jpeg-bytes');
});

it('passes every strict check: the log shows no refusal', async () => {
  const log: { code: number }[] = await (await fetch(`${stub.origin}/__stub/requests`)).json();
  expect(log.length).toBeGreaterThan(0);
  expect(log.filter((entry) => entry.code >= 10001 && entry.code <= 10005)).toEqual([]);
});
