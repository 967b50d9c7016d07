import { hashKey } from '@tanstack/react-query';
import { transferInfoQuery } from '@/lib/api/capital';
import { listQuery } from '@/lib/api/lists';
import { withdrawList } from '@/lib/lists/capital';

const withdrawListQuery = listQuery(withdrawList);
import { placementQuery } from '@/lib/api/network';
import { PHONE_LEVELS } from '@/lib/contract/reads';
import { noticeCountQuery } from '@/lib/api/notice';
import { callSpec } from '@/lib/contract/calls';
import { NO_FILTERS, recordsInput } from '@/lib/contract/filters';
import { ROUTES } from '@/lib/menu/manifest';
import { firstAnswers, saysPhone } from '@/lib/session/firstAnswers';
import { currentSession } from '@/lib/session/records';
import { SESSION_COOKIE, type SessionData } from '@/lib/session/session';
import { call, signIn, withBff } from './bff-harness';

// Issue 15: the server asks a screen's first answers while it renders the page (the screen's
// own query options, through the forwarder's own steps), renders those that came in time, and
// keeps the rest for the browser's own call of the same read, once: the upstream is asked once
// per answer whatever happens, and a failure reaches the browser as its own call's answer.

const harness = withBff();
const firstPage = recordsInput(NO_FILTERS, 1);
let cookie: string;
let session: SessionData;

const sessionOf = async (header: string) =>
  (await currentSession(new URLSearchParams(header.replaceAll('; ', '&')).get(SESSION_COOKIE) ?? undefined))!;
const stubLog = async () => (await (await fetch(`${harness.stub.origin}/__stub/requests`)).json()) as { path: string; code: number | null }[];
const asked = async (path: string) => (await stubLog()).filter((e) => e.path.replace(/^\//, '') === path).length;
const arm = (fault: object) => fetch(`${harness.stub.origin}/__stub/fault`, { method: 'POST', body: JSON.stringify({ count: 1, ...fault }) });
const forget = () => fetch(`${harness.stub.origin}/__stub/requests`, { method: 'DELETE' });

beforeAll(async () => {
  ({ cookie } = await signIn());
  session = await sessionOf(cookie);
});
beforeEach(forget);

describe("a page's first answers", () => {
  it("are the screen's own queries with the data the forwarder gives the browser", async () => {
    const state = (await firstAnswers(session, 'en-US', '/capital/withdrawRecord', false))!;
    const hashes = state.queries.map((q) => q.queryHash);
    expect(hashes).toEqual(expect.arrayContaining([hashKey(noticeCountQuery.queryKey), hashKey(withdrawListQuery(firstPage).queryKey)]));
    const list = state.queries.find((q) => q.queryHash === hashKey(withdrawListQuery(firstPage).queryKey))!;
    const answer = await call('extract/tlong', firstPage, { cookie });
    expect(list.state.data).toEqual(answer.body.data);
    expect(await asked('extract/tlong')).toBe(2); // the answer shown is not kept: the browser's later call asks again
  });

  it('follow the URL: a report asks for the range of its query', async () => {
    const state = (await firstAnswers(session, 'en-US', '/reports/performance?from=2026-01-01&to=not-a-date', false))!;
    const keys = state.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys.some((k) => k.includes('"summary",{"from":"2026-01-01"}'))).toBe(true);
  });

  it('keep a refusal for the browser, which gets it as its own answer, once', async () => {
    await arm({ path: 'transfer/index', code: 30500, msg: 'Server busy' });
    const state = (await firstAnswers(session, 'en-US', '/capital/transfer', false))!;
    expect(state.queries.map((q) => q.queryHash)).not.toContain(hashKey(transferInfoQuery.queryKey));
    expect((await call('transfer/index', {}, { cookie })).body).toEqual({ code: 30500, msg: 'Server busy', data: null });
    expect(await asked('transfer/index')).toBe(1);
    expect((await call('transfer/index', {}, { cookie })).body.code).toBe(20000); // taken once
    expect(await asked('transfer/index')).toBe(2);
  });

  it('keep an upstream that failed: the browser gets the same 502 as its own call would', async () => {
    await arm({ path: 'transfer/index', mode: 'drop' });
    await firstAnswers(session, 'en-US', '/capital/transfer', false);
    const answer = await call('transfer/index', {}, { cookie });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ code: 50200, data: null });
    expect(await asked('transfer/index')).toBe(1);
  });

  it('do not wait for a slow upstream: the browser joins the answer still coming', async () => {
    await arm({ path: 'extract/tlong', delayMs: 1200 });
    const started = performance.now();
    const state = await firstAnswers(session, 'en-US', '/capital/withdrawRecord', false);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(state?.queries.map((q) => q.queryHash) ?? []).not.toContain(hashKey(withdrawListQuery(firstPage).queryKey));
    const answer = await call('extract/tlong', firstPage, { cookie });
    expect(answer.body.code).toBe(20000);
    expect(await asked('extract/tlong')).toBe(1);
  });

  it("are kept for their own session only, and for that read's own input only", async () => {
    await arm({ path: 'transfer/index', code: 30500, msg: 'Server busy' });
    await firstAnswers(session, 'en-US', '/capital/transfer', false);
    const other = await signIn();
    expect((await call('transfer/index', {}, { cookie: other.cookie })).body.code).toBe(20000);
    await arm({ path: 'extract/tlong', code: 30500, msg: 'Server busy' });
    await firstAnswers(session, 'en-US', '/capital/withdrawRecord', false);
    expect((await call('extract/tlong', { ...firstPage, page: 2 }, { cookie })).body.code).toBe(20000);
    expect((await call('extract/tlong', firstPage, { cookie })).body.code).toBe(30500);
    expect((await call('transfer/index', {}, { cookie })).body.code).toBe(30500);
  });

  it('are plain reads on every route: nothing that moves money, sends a code or changes the session', async () => {
    for (const route of ROUTES) for (const phone of [false, true]) await firstAnswers(session, 'en-US', route.path, phone);
    const paths = [...new Set((await stubLog()).map((e) => e.path.replace(/^\//, '')))];
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      const spec = callSpec(path)!;
      expect({ path, via: spec.via, once: spec.once, sendsCode: spec.sendsCode, verifies: spec.verifies, needsVerified: spec.needsVerified, endsSession: spec.endsSession })
        .toEqual({ path, via: 'call' });
    }
  });

  it("ask what depends on the width only for a phone's page: the placement chart's three levels", async () => {
    const placement = hashKey(placementQuery({ account: '', levels: PHONE_LEVELS }).queryKey);
    expect((await firstAnswers(session, 'en-US', '/memberNode', false))!.queries.map((q) => q.queryHash)).not.toContain(placement);
    expect((await firstAnswers(session, 'en-US', '/memberNode', true))!.queries.map((q) => q.queryHash)).toContain(placement);
    expect((await stubLog()).filter((e) => e.path.replace(/^\//, '') === 'patlas/index')).toHaveLength(1);
  });

  it("take a phone's own word for it: Sec-CH-UA-Mobile or a mobile user agent", () => {
    const says = (headers: Record<string, string>) => saysPhone(new Headers(headers));
    expect(says({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(says({ 'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36' })).toBe(true);
    expect(says({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' })).toBe(true);
    expect(says({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36' })).toBe(false);
    expect(says({})).toBe(false);
  });

  it('are none for a path that is not a screen', async () => {
    expect(await firstAnswers(session, 'en-US', '/nowhere', false)).toBeNull();
    expect(await asked('notice/unread')).toBe(0);
  });
});
