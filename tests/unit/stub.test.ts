import { loginData, userMenuData } from '@/lib/contract/auth';
import { profileData } from '@/lib/contract/my';
import { withStub } from './stub-harness';

// The stub upstream over real HTTP: the wire format, its strict refusals, sign-in and the
// calls the session is built from.

const harness = withStub();

describe('login', () => {
  it('signs in and answers loginData with a menu in the lac language', async () => {
    const { json } = await harness.client.call('login/index', { username: 'operator', password: '123456', csrf: harness.client.csrf }, { lac: 3 });
    expect(json).toMatchObject({ code: 20000, msg: 'Login successful' });
    const data = loginData.parse(json!.data);
    expect(data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(data.username).toBe('operator');
    expect(data.menu.map((m) => m.id)).toEqual(expect.arrayContaining(['/home', '/capital', '/reports', '/my', '/logout']));
    expect(data.menu.find((m) => m.id === '/capital')?.title).toBe('Fund');
    // The portal keeps the menu in a session cookie of under 4 KB.
    expect(JSON.stringify(data.menu).length).toBeLessThan(2600);
  });

  it('refuses a wrong password or an unknown account with 30001, translated', async () => {
    const wrong = await harness.client.call('login/index', { username: 'operator', password: 'nope', csrf: harness.client.csrf }, { lac: 3 });
    expect(wrong.json).toMatchObject({ code: 30001, msg: 'Incorrect account or password' });
    const unknown = await harness.client.call('login/index', { username: 'ghost', password: '123456', csrf: harness.client.csrf }, { lac: 1 });
    expect(unknown.json).toMatchObject({ code: 30001, msg: '账号或密码错误' });
  });

  it('refuses a payload csrf that differs from the form csrf', async () => {
    const { json } = await harness.client.call('login/index', { username: 'operator', password: '123456', csrf: 'other' });
    expect(json?.code).toBe(10003);
  });

  it('gives menuop a modal and a blank item served by the stub', async () => {
    const { json } = await harness.client.call('login/index', { username: 'menuop', password: '123456', csrf: harness.client.csrf });
    const menu = loginData.parse(json!.data).menu;
    const modal = menu.find((m) => m.type === 'modal')!;
    const blank = menu.find((m) => m.type === 'blank')!;
    expect(modal.id).toBe(`${harness.stub.origin}/pages/help.html`);
    for (const item of [modal, blank]) expect((await fetch(item.id)).status).toBe(200);
  });
});

describe('strict refusals', () => {
  const refusal = async (fields: Record<string, unknown>, o: Parameters<typeof harness.client.call>[2]) =>
    (await harness.client.call('login/index', { username: 'operator', password: '123456', csrf: harness.client.csrf, ...fields }, o)).json;

  it.each([
    ['a missing form field', {}, { form: { udata: undefined } }, 10001, /udata/],
    ['a wrong key', {}, { key: Buffer.from('another-key-0123') }, 10002, /udata/],
    ['udata that is not base64', {}, { form: { udata: '%%%' } }, 10002, /base64/],
    ['atype other than 2', {}, { payload: { atype: 3 } }, 10003, /atype/],
    ['r other than 1A', {}, { payload: { r: '2B' } }, 10003, /"r"|r must/],
    ['a payload dvId unlike the form', {}, { payload: { dvId: 'someone-else' } }, 10003, /dvId/],
    ['app_time off by 1000 s', {}, { payload: { app_time: Math.floor(Date.now() / 1000) - 1000 } }, 10004, /app_time/],
    ['another iv in the form', {}, { form: { iv: Buffer.alloc(16).toString('base64') }, lac: 3 as const }, 10005, /iv/],
  ])('refuses %s', async (_name, fields, o, code, msg) => {
    const json = await refusal(fields, { lac: 3, ...o });
    expect(json?.code).toBe(code);
    expect(json?.msg).toMatch(msg);
  });

  it('answers HTTP 404 for a path not in the registry, or the wrong method', async () => {
    for (const res of [await harness.client.call('no/such'), await fetch(`${harness.stub.origin}/store/info`)]) {
      expect(res.status).toBe(404);
      expect(res instanceof Response ? await res.json() : res.json).toEqual({ code: 40400, msg: 'no such call' });
    }
  });
});

describe('calls with a token', () => {
  it('answers 30140 without a valid token', async () => {
    expect((await harness.client.call('store/info')).json?.code).toBe(30140);
    expect((await harness.client.call('store/info', {}, { token: 'f'.repeat(32), lac: 3 })).json).toMatchObject({ code: 30140, msg: expect.stringMatching(/expired/) });
    expect((await harness.client.get('user/menu', { token: 'bad' })).json?.code).toBe(30140);
  });

  it('answers the profile as profileData', async () => {
    const token = await harness.client.login('operator');
    const profile = profileData.parse((await harness.client.call('store/info', {}, { token })).json!.data);
    expect(profile).toMatchObject({ username: 'operator', is_vip: 1, salary: '125000.00', phone: '138****0001', verify_rule: { phone: 1, email: 1 } });
    const novip = profileData.parse((await harness.client.call('store/info', {}, { token: await harness.client.login('novip') })).json!.data);
    expect(novip).toMatchObject({ is_vip: 0, phone: '', email: '', verify_rule: { phone: 0, email: 0 } });
  });

  it('answers GET /user/menu and /user/permission with code 200', async () => {
    const menu = await harness.client.get('user/menu', { token: await harness.client.login('operator') });
    expect(menu.json?.code).toBe(200);
    expect(userMenuData.parse(menu.json!.data)).toEqual(expect.arrayContaining(['10', '35', '47', '55']));
    const limited = userMenuData.parse((await harness.client.get('user/menu', { token: await harness.client.login('menuop') })).json!.data);
    expect(limited).not.toEqual(expect.arrayContaining(['35']));
    expect(limited.filter((k) => ['35', '36', '40', '41', '47'].includes(k))).toEqual([]);
    const permission = await harness.client.get('user/permission', { token: await harness.client.login('novip') });
    expect(permission.json).toMatchObject({ code: 200, data: expect.not.arrayContaining(['sys:user:add']) });
  });

  it('counts, lists and reads notices', async () => {
    const token = await harness.client.login('operator');
    expect((await harness.client.call('notice/unread', {}, { token })).json?.data).toEqual({ num: 5 });
    const page = (await harness.client.call('notice/index', { page: 1, limit: 4 }, { token })).json?.data as { list: { id: number; read: number }[]; total: number };
    expect(page.total).toBe(10);
    expect(page.list).toHaveLength(4);
    const unread = page.list.find((n) => n.read === 0)!;
    expect((await harness.client.call('notice/detail', { id: unread.id }, { token })).json).toMatchObject({ code: 20000, data: { id: unread.id, read: 1 } });
    expect((await harness.client.call('notice/unread', {}, { token })).json?.data).toEqual({ num: 4 });
    expect((await harness.client.call('notice/detail', { id: 99999 }, { token })).json?.code).toBe(30404);
  });

  it('keeps an uploaded image and serves it back', async () => {
    const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const file = { name: 'voucher.png', type: 'image/png', data };
    const { json } = await harness.client.call('imgup/index', {}, { token: await harness.client.login(), plain: true, file });
    const url = (json?.data as { url: string }).url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);
    const res = await fetch(harness.stub.origin + url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(data);
  });
});
