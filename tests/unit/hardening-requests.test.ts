import { call, request, routes, send, signIn, withBff } from './bff-harness';

// Issue 14, defect 6 (the device id is validated; idempotency keys are scoped to the account
// and bound to the body) and "Also": the upload's file name is made by the portal;
// verification codes are throttled.

const uploads: string[] = [];
jest.mock('@/lib/upstream/client', () => {
  const actual = jest.requireActual('@/lib/upstream/client');
  return {
    ...actual,
    callUpstream: (path: string, fields: object, ctx: object, file?: { filename: string }) => {
      if (file) uploads.push(file.filename);
      return actual.callUpstream(path, fields, ctx, file);
    },
  };
});

const harness = withBff();

const transfer = (amount = '100') => ({ account: 'novip', amount, way: 'phone', code: '246810', pass2: '135790' });
const dothis = (cookie: string, key: string, body = transfer()) => call('transfer/dothis', body, { cookie, headers: { 'idempotency-key': key } });
const forwarded = async (path: string) =>
  ((await (await fetch(`${harness.stub.origin}/__stub/requests`)).json()) as { path: string }[]).filter((e) => e.path === path).length;

describe('defect 6: device id and idempotency scope', () => {
  it('replaces a device id that is not one of ours; the cookie stays small', async () => {
    const { answer } = await signIn('operator', { cookie: `portal_dvid=${'d'.repeat(2000)}` });
    expect(answer.cookies.portal_dvid).toMatch(/^[\w-]{21}$/);
    expect(answer.cookies.portal_session.length).toBeLessThanOrEqual(3 * 1024);
    const same = await signIn('operator', { cookie: 'portal_dvid=V1StGXR8_Z5jdHi6B-myT' });
    expect(same.answer.cookies.portal_dvid).toBe('V1StGXR8_Z5jdHi6B-myT');
  });

  it("one account's key never answers another account, even from the same device", async () => {
    const device = 'portal_dvid=V1StGXR8_Z5jdHi6B-myT';
    const a = await signIn('operator', { cookie: device });
    const b = await signIn('menuop', { cookie: device });
    const key = 'shared-key-0000000000000001';
    const before = await forwarded('transfer/dothis');
    const first = await dothis(a.cookie, key);
    expect(first.body.code).toBe(20000);
    const other = await dothis(b.cookie, key);
    expect(other.headers.get('idempotent-replay')).toBeNull();
    expect(other.body.code).toBe(20000);
    expect(other.body.data).not.toEqual(first.body.data);
    expect(await forwarded('transfer/dothis')).toBe(before + 2);
  });

  it('the same key with another body is refused (422), not answered with the first', async () => {
    const { cookie } = await signIn('operator');
    const key = 'bound-key-00000000000000001';
    expect((await dothis(cookie, key)).body.code).toBe(20000);
    const replay = await dothis(cookie, key);
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    const changed = await dothis(cookie, key, transfer('150'));
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe(42200);
  });
});

describe('the upload', () => {
  it('sends a name the portal makes, never the one the client gave', async () => {
    const { cookie } = await signIn();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const form = new FormData();
    form.set('file', new File([png], 'x.html', { type: 'text/html' }));
    const answer = await send(await routes.upload(), request('/api/upload', { body: form as unknown as string, cookie }));
    expect(answer.body.code).toBe(20000);
    expect(uploads).toEqual(['voucher.png']);
  });
});

describe('verification codes', () => {
  it('are throttled per account: the sixth in ten minutes is refused before the upstream', async () => {
    const { cookie } = await signIn('novip');
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push(await call('transfer/getcode', { way: 'phone' }, { cookie }));
    expect(codes.slice(0, 5).every((a) => a.status === 200)).toBe(true);
    expect(codes[5].status).toBe(429);
    expect(codes[5].headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
