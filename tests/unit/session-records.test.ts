import { NextRequest } from 'next/server';
import { ORIGIN, request, routes, send, signIn, withBff } from './bff-harness';

// Sessions fail closed (issue 40), in the memory store (the default): a session is valid only
// while the store holds its records, so a logged-out cookie is refused and a store that lost
// its data (a new process) signs everyone out, never letting an old cookie back in.

withBff();
beforeEach(async () => (await import('@/lib/store')).useStore());

const sessionOf = async (cookie: string) => send(await routes.session(), request('/api/session', { method: 'GET', cookie }));
const guard = async (cookie: string) => {
  const { proxy } = await import('@/proxy');
  const res = await proxy(new NextRequest(`${ORIGIN}/home`, { headers: { cookie } }));
  return res.headers.get('location') ? new URL(res.headers.get('location')!).pathname : res.status;
};

it('refuses a cookie saved before logout, and a second logout of it changes nothing', async () => {
  const { cookie } = await signIn('novip');
  expect((await sessionOf(cookie)).status).toBe(200);
  expect((await send(await routes.logout(), request('/api/auth/logout', { body: {}, cookie }))).status).toBe(200);
  expect((await sessionOf(cookie)).status).toBe(401);
  expect(await guard(cookie)).toBe('/login');
});

it('refuses every old cookie once the store is emptied (a new memory store); signing in works again', async () => {
  const a = await signIn('operator');
  const b = await signIn('novip');
  expect((await sessionOf(a.cookie)).status).toBe(200); // in the unseal cache now
  (await import('@/lib/store')).useStore(); // the data is gone
  for (const { cookie } of [a, b]) {
    expect((await sessionOf(cookie)).status).toBe(401);
    expect(await guard(cookie)).toBe('/login');
  }
  const again = await signIn('operator');
  expect((await sessionOf(again.cookie)).status).toBe(200);
});

it('a session is live only while both its records are there and agree', async () => {
  const { isLive, recordSession, endAccount } = await import('@/lib/session/records');
  const session = { sid: 'V1StGXR8_Z5jdHi6B-myT', exp: Date.now() + 60_000, user: { account: 'Someone' } } as Parameters<typeof isLive>[0];
  expect(await isLive(session)).toBe(false); // never recorded: a sealed cookie alone is no session
  await recordSession(session);
  expect(await isLive(session)).toBe(true);
  await endAccount('someone ');
  expect(await isLive(session)).toBe(false);
  await recordSession({ ...session, sid: 'another-session-id-0001' }); // a new epoch
  expect(await isLive(session)).toBe(false); // the old session's record holds the old one
});

it('keeps a value: stored when absent, its expiry pushed out, never replaced', async () => {
  const { createMemoryStore } = await import('@/lib/store/memory');
  let now = 0;
  const store = createMemoryStore({ now: () => now });
  expect(await store.keep('k', 'first', 1000)).toBe('first');
  now = 900;
  expect(await store.keep('k', 'second', 1000)).toBe('first');
  now = 1500; // past the first expiry, within the pushed one
  expect(await store.get(['k'])).toEqual(['first']);
  now = 2000;
  expect(await store.keep('k', 'third', 1000)).toBe('third');
});
