import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { NextRequest } from 'next/server';
import { BFF } from '@/lib/contract/codes';
import { EXPORT_TOTAL_HEADER } from '@/lib/contract/export-wire';
import { EXPORTS } from '@/lib/contract/exports';
import { screensOf } from '@/lib/menu/manifest';
import * as capitalLists from '@/lib/lists/capital';
import * as memberProductLists from '@/lib/lists/memberProduct';
import * as reportsLists from '@/lib/lists/reports';
import * as networkLists from '@/lib/lists/network';
import { answerDirectly, answerExport } from '@/lib/session/direct';
import { EXPORT_CLAIM_WAIT_MS, EXPORT_IDLE_MS, EXPORT_MAX_MS, EXPORT_READ_GRACE_MS, exportFile, exportHead, exportRoute, type ExportDelivery } from '@/lib/session/export';
import { isCrossSiteRead } from '@/lib/session/handler';
import { sharedStore, storeKey, useStore } from '@/lib/store';
import zhCN from '@/messages/zh-CN.json';
import { request, routes, send, signIn, withBff } from './bff-harness';

// What a security review found in the export (lib/session/export.ts), each probe held here:
// an export goes on after its session ends and has no bound in time; the claim covered the walk,
// not the delivery; HEAD and an early abort held the claim; a foreign Referer was let through;
// a list whose screen the menu hides could be exported.

const harness = withBff();
const stub = (path: string, init?: RequestInit) => fetch(`${harness.stub.origin}/__stub/${path}`, init);
const scenario = (name: string) => stub('scenario', { method: 'POST', body: JSON.stringify({ name }) });
const fault = (body: object) => stub('fault', { method: 'POST', body: JSON.stringify(body) });
const forget = () => stub('requests', { method: 'DELETE' });
const asked = async (path = 'transfer/tlong') => ((await (await stub('requests')).json()) as { path: string }[]).filter((e) => e.path === path).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The account's export claim as the store holds it (undefined: free). */
const claimOf = async (account = 'operator') => (await sharedStore().get([storeKey('export', account)]))[0];

type Handler = (req: NextRequest, route: { params: Promise<{ list: string }> }) => Promise<Response>;
/** An export's request with exactly these headers (the harness's `request` adds an Origin). */
function exportRequest(list: string, query: string, { cookie, headers = { 'sec-fetch-site': 'same-origin' }, signal }: { cookie: string; headers?: Record<string, string>; signal?: AbortSignal }) {
  return new NextRequest(`http://localhost/api/export/${list}?${query}`, { method: 'GET', headers: { host: 'localhost', cookie, ...headers }, signal });
}
const ask = (handler: unknown, list: string, query: string, init: Parameters<typeof exportRequest>[2]) =>
  (handler as Handler)(exportRequest(list, query, init), { params: Promise.resolve({ list }) });

/** Reads a body until it ends (true) or fails (false). */
async function readThrough(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
    return true;
  } catch {
    return false;
  }
}

beforeEach(() => useStore());
afterEach(async () => {
  await stub('fault', { method: 'DELETE' });
  await scenario('default');
});

describe('the bounds', () => {
  it('are constants of their own: ten minutes in all, 30 s for a reader that takes nothing', () => {
    expect(EXPORT_MAX_MS).toBe(10 * 60_000);
    expect(EXPORT_IDLE_MS).toBe(30_000);
  });
});

describe('an export whose session ends', () => {
  it.each([
    ['signed out everywhere from another browser', 'everywhere'],
    ['logged out', 'logout'],
  ])('fails when %s: no page is asked after, and the claim is free', async (_, how) => {
    await scenario('transfers-50k');
    const { cookie } = await signIn();
    await forget();
    const res = await ask(exportFile, 'transfers', 'format=csv', { cookie });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    for (let i = 0; i < 3; i++) await reader.read();
    if (how === 'everywhere') {
      const other = await signIn(); // the other browser
      const { POST } = await import('@/app/api/auth/logout-everywhere/route');
      expect((await send(POST, request('/api/auth/logout-everywhere', { body: {}, cookie: other.cookie }))).status).toBe(200);
    } else {
      expect((await send(await routes.logout(), request('/api/auth/logout', { body: {}, cookie }))).status).toBe(200);
    }
    const before = await asked();
    await expect((async () => {
      for (;;) if ((await reader.read()).done) return 'ended';
    })()).rejects.toBeTruthy();
    await sleep(100);
    expect(await asked()).toBeLessThanOrEqual(before + 1); // the page in flight at most
    expect(before).toBeLessThan(100); // far from the 500 pages of the list
    expect(await claimOf()).toBeUndefined();
  }, 30_000);
});

describe('the claim and the bounds of a run', () => {
  it('frees the claim and stops walking when the reader takes nothing for the idle bound', async () => {
    await scenario('transfers-50k');
    const { cookie } = await signIn();
    await forget();
    const res = await ask(exportRoute({ idleMs: 300 }), 'transfers', 'format=csv', { cookie });
    const reader = res.body!.getReader();
    await reader.read();
    await reader.read();
    await sleep(700);
    expect(await claimOf()).toBeUndefined();
    const walked = await asked();
    await expect(reader.read()).rejects.toBeTruthy(); // the download failed
    await sleep(100);
    expect(await asked()).toBe(walked);
    const next = Date.now();
    expect((await ask(exportFile, 'transfers', 'format=csv&from=2025-05-31&to=2025-05-31', { cookie })).status).toBe(200);
    expect(Date.now() - next).toBeLessThan(EXPORT_CLAIM_WAIT_MS);
  }, 30_000);

  it('fails an export past the total bound however fast it is read, and frees the claim', async () => {
    await scenario('transfers-50k');
    await fault({ path: 'transfer/tlong', delayMs: 40, untilCleared: true });
    const { cookie } = await signIn();
    const started = Date.now();
    const res = await ask(exportRoute({ maxMs: 500 }), 'transfers', 'format=csv', { cookie });
    expect(res.status).toBe(200);
    expect(await readThrough(res.body!)).toBe(false);
    expect(Date.now() - started).toBeLessThan(3_000);
    await sleep(50);
    expect(await claimOf()).toBeUndefined();
    const walked = await asked();
    await sleep(300);
    expect(await asked()).toBe(walked);
  }, 30_000);

  it('renews the claim while the response is open, though nothing is pulled: no second export beside it', async () => {
    await scenario('transfers-50k');
    const { cookie } = await signIn();
    const res = await ask(exportRoute({ claimTtlMs: 300, idleMs: 10_000 }), 'transfers', 'format=csv', { cookie });
    const reader = res.body!.getReader();
    await reader.read();
    await sleep(1_000); // three TTLs without a pull
    expect(await claimOf()).toBeDefined();
    expect((await ask(exportFile, 'withdrawals', 'format=csv', { cookie })).status).toBe(409);
    await reader.cancel();
    await sleep(50);
    expect(await claimOf()).toBeUndefined();
  }, 30_000);

  it('holds the claim until the Node response is written whole, not when its body ends', async () => {
    const { cookie } = await signIn();
    let close!: (whole: boolean) => void;
    const destroy = jest.fn();
    const delivery: ExportDelivery = { closed: new Promise((resolve) => (close = resolve)), destroy };
    const res = await ask(exportRoute({ delivery }), 'transfers', 'format=csv', { cookie }); // a small file: one page
    expect(await readThrough(res.body!)).toBe(true);
    await sleep(50);
    expect(await claimOf()).toBeDefined(); // the body has ended, the response is still being written
    expect((await ask(exportFile, 'recharges', 'format=csv', { cookie })).status).toBe(409);
    close(true);
    await sleep(20);
    expect(await claimOf()).toBeUndefined();
    expect(destroy).not.toHaveBeenCalled();
  }, 30_000);

  it('destroys a response that is not written whole within the idle bound after its body, and frees the claim', async () => {
    const { cookie } = await signIn();
    const destroy = jest.fn();
    const res = await ask(exportRoute({ delivery: { closed: new Promise(() => undefined), destroy }, idleMs: 200 }), 'transfers', 'format=csv', { cookie });
    expect(await readThrough(res.body!)).toBe(true);
    await sleep(400);
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(await claimOf()).toBeUndefined();
  });

  it('frees the claim at once when the browser goes away before the first page came', async () => {
    await fault({ path: 'transfer/tlong', delayMs: 800, count: 1 });
    const { cookie } = await signIn();
    const abort = new AbortController();
    const asking = ask(exportFile, 'transfers', 'format=csv', { cookie, signal: abort.signal });
    await sleep(200);
    expect(await claimOf()).toBeDefined();
    abort.abort();
    await sleep(20);
    expect(await claimOf()).toBeUndefined(); // not after the first page, not after the TTL
    const next = Date.now();
    expect((await ask(exportFile, 'withdrawals', 'format=csv', { cookie })).status).toBe(200);
    expect(Date.now() - next).toBeLessThan(EXPORT_CLAIM_WAIT_MS);
    await asking;
  });

  it('answers HEAD with 405, Allow: GET, asking nothing and taking no claim', async () => {
    const res = await exportHead();
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.body).toBeNull();
  });
});

describe('the site of an export', () => {
  const req = (headers: Record<string, string>) => new NextRequest('http://localhost:3000/api/export/transfers?format=csv', { headers: { host: 'localhost:3000', ...headers } });
  const here = 'http://localhost:3000/capital/transferRecord';

  it.each([
    ['a foreign Referer alone', true, { referer: 'https://evil.example/page' }],
    ['a foreign Referer beside Sec-Fetch-Site', true, { 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/' }],
    ['a Referer of another port', true, { referer: 'http://localhost:4000/' }],
    ['a malformed Referer', true, { referer: 'not a url' }],
    ['none of Sec-Fetch-Site, Origin, Referer (curl)', true, {}],
    ['Sec-Fetch-Site cross-site', true, { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', true, { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', true, { origin: 'https://evil.example' }],
    ['Origin null', true, { origin: 'null' }],
    ['a same-origin Referer alone', false, { referer: here }],
    ['Sec-Fetch-Site same-origin', false, { 'sec-fetch-site': 'same-origin', referer: here }],
    ['Sec-Fetch-Site none (the address bar)', false, { 'sec-fetch-site': 'none' }],
    ['a same Origin', false, { origin: 'http://localhost:3000' }],
  ] as const)('%s → refused: %s', (_, refused, headers: Record<string, string>) => {
    expect(isCrossSiteRead(req(headers))).toBe(refused);
  });

  it('refuses with the cross-site envelope before anything is asked', async () => {
    const { cookie } = await signIn();
    await forget();
    for (const headers of [{ referer: 'https://evil.example/' }, {}] as Record<string, string>[]) {
      const res = await ask(exportFile, 'transfers', 'format=csv', { cookie, headers });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: number }).code).toBe(BFF.crossSite);
    }
    expect((await ask(exportFile, 'transfers', 'format=csv', { cookie, headers: { referer: 'http://localhost/capital/transferRecord' } })).status).toBe(200);
    expect(await asked()).toBe(1);
  });
});

describe('a list whose screens the menu hides', () => {
  const hidden = ['withdrawals', 'salary', 'registered-members', 'members-to-upgrade', 'income', 'teamdays', 'team'] as const;

  it('is refused for menuop with 403 in the language, nothing asked; its granted lists export', async () => {
    const { cookie } = await signIn('menuop');
    await forget();
    for (const list of hidden) {
      const res = await ask(exportFile, list, 'format=csv', { cookie });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: BFF.forbidden, msg: zhCN.bff.export.forbidden, data: null });
    }
    expect(((await (await stub('requests')).json()) as unknown[]).length).toBe(0);
    for (const list of ['transfers', 'recharges', 'chargebacks', 'promoters']) {
      const res = await ask(exportFile, list, 'format=csv', { cookie });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
  });

  it('leaves a session limited at sign-in none but the lists of screens without a menu entry', async () => {
    await fault({ path: 'user/menu', count: 1, mode: 'http500' });
    const { cookie } = await signIn();
    for (const list of ['transfers', 'withdrawals']) expect((await ask(exportFile, list, 'format=csv', { cookie })).status).toBe(403);
    const promoters = await ask(exportFile, 'promoters', 'format=csv', { cookie }); // /extensionOfficer: no entry above it
    expect(promoters.status).toBe(200);
    await promoters.arrayBuffer();
  });

  it('names each list’s screens: exactly the routes whose screen exports it', () => {
    const root = join(__dirname, '..', '..');
    // The definitions by the names they are imported by (lib/lists/*.ts).
    const defined = new Map<string, string>(
      [capitalLists, memberProductLists, reportsLists, networkLists].flatMap((m) => Object.entries(m).flatMap(([id, v]) => (v && typeof v === 'object' && 'call' in v ? [[id, (v as { name: string }).name] as const] : []))),
    );
    const manifest = readFileSync(join(root, 'lib/menu/manifest.ts'), 'utf8');
    const shownOn = new Map<string, string[]>(); // route path → the lists it shows
    const exporting = (file: string) =>
      existsSync(join(root, file)) ? [...readFileSync(join(root, file), 'utf8').matchAll(/<RecordsView[^>]*?\slist=\{(\w+)\}|<ExportControl list="([\w-]+)"/g)].map((m) => (m[1] ? defined.get(m[1])! : m[2])) : [];
    for (const entry of manifest.split(/\n\s*route\(/).slice(1)) {
      const path = /^'([^']+)'/.exec(entry)?.[1];
      if (!path) continue;
      const screen = /import\('#screens\/((?!common\/)[^']+)'\)/.exec(entry)?.[1];
      // A list route's list is shown by its screen: the generic one, or its own, which draws the same list.
      const listed = /\.\.\.listRoute\((\w+)\)/.exec(entry)?.[1];
      shownOn.set(path, [...(listed ? [defined.get(listed)!] : []), ...(screen ? exporting(`components/${screen}.tsx`) : [])]);
    }
    expect(shownOn.get('/capital/withdrawRecord')).toContain('withdrawals');
    expect(shownOn.get('/reports/performance')).toContain('income');
    for (const name of Object.keys(EXPORTS)) {
      const shown = [...shownOn].filter(([, lists]) => lists.includes(name)).map(([path]) => path);
      expect([name, screensOf(name).sort()]).toEqual([name, shown.sort()]);
    }
  });
});

describe('through the server entry (the Node response)', () => {
  let server: Server;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.startsWith('/short-idle/')) return void answerExport(req, res, req.url.split('?')[0].split('/')[2], { idleMs: 300 });
      if (!answerDirectly(req, res)) res.writeHead(599).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  beforeEach(async () => ({ cookie } = await signIn()));

  /** Sends a request; answers as soon as the headers came, the body unread (paused). */
  const open = (path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, agent: false, headers: { host: `localhost:${port}`, 'sec-fetch-site': 'same-origin', cookie, ...headers } }, (res) => {
        res.pause();
        resolve(res);
      });
      req.on('error', reject);
      req.end();
    });
  const whole = (res: IncomingMessage) =>
    new Promise<{ body: Buffer; complete: boolean }>((resolve) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ body: Buffer.concat(parts), complete: res.complete }));
      res.on('error', () => resolve({ body: Buffer.concat(parts), complete: false }));
      res.on('aborted', () => resolve({ body: Buffer.concat(parts), complete: false }));
      res.resume();
    });
  const headersOf = (h: IncomingHttpHeaders) => ({ type: h['content-type'], disposition: h['content-disposition'], total: h[EXPORT_TOTAL_HEADER], cache: h['cache-control'], frame: h['x-frame-options'], sniff: h['x-content-type-options'] });

  it('answers HEAD with 405, Allow: GET: nothing asked, no claim', async () => {
    await forget();
    const res = await open('/api/export/transfers?format=csv', { method: 'HEAD' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.headers['x-frame-options']).toBe('DENY');
    res.resume();
    expect(await claimOf()).toBeUndefined();
    expect(await asked()).toBe(0);
  });

  it('answers GET as the route does, the CSV compressed when gzip is accepted, the .xlsx not', async () => {
    const plain = await whole(await open('/api/export/transfers?format=csv'));
    const zippedRes = await open('/api/export/transfers?format=csv', { headers: { 'accept-encoding': 'gzip' } });
    expect(zippedRes.headers['content-encoding']).toBe('gzip');
    expect(zippedRes.headers.vary).toBe('Accept-Encoding');
    const zipped = await whole(zippedRes);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    const route = await ask(exportFile, 'transfers', 'format=csv', { cookie });
    expect(Buffer.from(await route.arrayBuffer()).equals(plain.body)).toBe(true);
    const direct = await open('/api/export/transfers?format=csv');
    expect(headersOf(direct.headers)).toEqual({ ...headersOf(Object.fromEntries(route.headers)), frame: 'DENY' });
    await whole(direct);
    const xlsx = await open('/api/export/transfers?format=xlsx', { headers: { 'accept-encoding': 'gzip' } });
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    await whole(xlsx);
    const refused = await open('/api/export/bank?format=csv');
    expect(refused.statusCode).toBe(404);
    expect(JSON.parse((await whole(refused)).body.toString()).msg).toBe(zhCN.bff.export.unknownList);
  });

  it('holds the claim while the response is open, and frees it when the connection closes', async () => {
    await scenario('transfers-50k');
    await fault({ path: 'transfer/tlong', delayMs: 30, untilCleared: true });
    const first = await open('/api/export/transfers?format=csv');
    expect(first.statusCode).toBe(200);
    await sleep(300);
    const second = await open('/api/export/withdrawals?format=csv');
    expect(second.statusCode).toBe(409);
    await whole(second);
    first.destroy();
    await sleep(100);
    expect(await claimOf()).toBeUndefined();
    const walked = await asked();
    await sleep(200);
    expect(await asked()).toBeLessThanOrEqual(walked + 1);
  }, 30_000);

  it('does not hand out eight small downloads left unread at once: one a moment', async () => {
    await forget();
    const answers = await Promise.all(Array.from({ length: 8 }, () => open('/api/export/transfers?format=csv')));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    for (const res of answers) res.destroy();
    await sleep(EXPORT_READ_GRACE_MS + 100);
    expect(await claimOf()).toBeUndefined(); // a moment after the last was written: nothing held
    // Read whole and then the next, as a browser does: the next is not refused.
    for (let i = 0; i < 3; i++) expect((await whole(await open('/api/export/transfers?format=csv'))).complete).toBe(true);
  });

  it('frees the claim at once when the connection closes before the first page came', async () => {
    await fault({ path: 'transfer/tlong', delayMs: 800, count: 1 });
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/export/transfers?format=csv', agent: false, headers: { host: `localhost:${port}`, 'sec-fetch-site': 'same-origin', cookie } });
    req.on('error', () => undefined);
    req.end();
    await sleep(200);
    expect(await claimOf()).toBeDefined();
    req.destroy();
    await sleep(50);
    expect(await claimOf()).toBeUndefined();
  });

  it('fails the download when the session ends: the response is cut, the claim freed', async () => {
    await scenario('transfers-50k');
    const res = await open('/api/export/transfers?format=csv');
    const reading = whole(res);
    await sleep(150);
    const { POST } = await import('@/app/api/auth/logout-everywhere/route');
    await send(POST, request('/api/auth/logout-everywhere', { body: {}, cookie }));
    expect((await reading).complete).toBe(false);
    await sleep(20);
    expect(await claimOf()).toBeUndefined();
    expect(await asked()).toBeLessThan(500);
  }, 30_000);
});
