import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { BFF } from '@/lib/contract/codes';
import { EXPORTS } from '@/lib/contract/exports';
import { exportFile, exportHead } from '@/lib/session/export';
import { isCrossSiteRead } from '@/lib/session/handler';
import { useStore } from '@/lib/store';
import zhCN from '@/messages/zh-CN.json';
import { signIn, withBff } from './bff-harness';

// What a security review found in the export (lib/session/export.ts), each probe held here:
// HEAD held the claim; a foreign Referer was let through; a list whose screen the menu hides
// could be exported.

const harness = withBff();
const stub = (path: string, init?: RequestInit) => fetch(`${harness.stub.origin}/__stub/${path}`, init);
const scenario = (name: string) => stub('scenario', { method: 'POST', body: JSON.stringify({ name }) });
const fault = (body: object) => stub('fault', { method: 'POST', body: JSON.stringify(body) });
const forget = () => stub('requests', { method: 'DELETE' });
const asked = async (path = 'transfer/tlong') => ((await (await stub('requests')).json()) as { path: string }[]).filter((e) => e.path === path).length;

type Handler = (req: NextRequest, route: { params: Promise<{ list: string }> }) => Promise<Response>;
/** An export's request with exactly these headers (the harness's `request` adds an Origin). */
function exportRequest(list: string, query: string, { cookie, headers = { 'sec-fetch-site': 'same-origin' }, signal }: { cookie: string; headers?: Record<string, string>; signal?: AbortSignal }) {
  return new NextRequest(`http://localhost/api/export/${list}?${query}`, { method: 'GET', headers: { host: 'localhost', cookie, ...headers }, signal });
}
const ask = (handler: unknown, list: string, query: string, init: Parameters<typeof exportRequest>[2]) =>
  (handler as Handler)(exportRequest(list, query, init), { params: Promise.resolve({ list }) });

beforeEach(() => useStore());
afterEach(async () => {
  await stub('fault', { method: 'DELETE' });
  await scenario('default');
});

describe('HEAD', () => {
  it('answers 405, Allow: GET, and no body', async () => {
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
    const manifest = readFileSync(join(root, 'lib/menu/manifest.ts'), 'utf8');
    const screenOf = new Map<string, string>(); // route path → its screen's component file
    for (const entry of manifest.split(/\n\s*route\(/).slice(1)) {
      const path = /^'([^']+)'/.exec(entry)?.[1];
      const screen = /import\('#screens\/([^']+)'\)/.exec(entry)?.[1];
      if (path && screen) screenOf.set(path, `components/${screen}.tsx`);
    }
    expect(screenOf.get('/capital/withdrawRecord')).toBe('components/capital/WithdrawRecordScreen.tsx');
    const exporting = (file: string) =>
      existsSync(join(root, file)) ? [...readFileSync(join(root, file), 'utf8').matchAll(/exportAs=\{\{ list: '([\w-]+)'|<ExportControl list="([\w-]+)"/g)].map((m) => m[1] ?? m[2]) : [];
    for (const [name, list] of Object.entries(EXPORTS)) {
      const shown = [...screenOf].filter(([, file]) => exporting(file).includes(name)).map(([path]) => path);
      expect([name, [...list.screens].sort()]).toEqual([name, shown.sort()]);
    }
  });
});
