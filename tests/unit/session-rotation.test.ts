import { processWide } from '@/lib/ops/processWide';
import { readSession, sealSession, type SessionData } from '@/lib/session/session';
import { forgetConfig } from '@/lib/upstream/config';
import { devEnv } from '@/scripts/dev-env.mjs';

// Rotating SESSION_SECRET as docs/operations.md's runbook says, two instances side by side at
// every rolling deploy (the one not yet replaced and the new one): a cookie sealed by either
// opens on both, so no live session is signed out at any step (issue 56). Real seals
// (iron-session) under the real configuration parse.

const OLD = 'old-secret-old-secret-old-secret-0123';
const NEW = 'new-secret-new-secret-new-secret-4567';
const STEPS = [
  OLD, // before: one secret (id 1, as every deployment so far)
  `1:${OLD},2:${NEW}`, // 1. the new secret opens, the old one still seals
  `2:${NEW},1:${OLD}`, // 2. the new one seals, the old one still opens
  `2:${NEW}`, // 3. after the session lifetime (12 h) since step 2: the old one goes
];

const session = (): SessionData => ({
  sid: 'sid-0123456789abcdef',
  dvId: 'V1StGXR8_Z5jdHi6B-myT',
  csrf: 'csrf',
  token: 'token',
  exp: Date.now() + 3_600_000,
  user: { account: 'operator', name: 'Op', level: 1, levelName: 'VIP', vip: true },
});

/** An instance running with this SESSION_SECRET: it seals and opens as the server would. */
function instance(secret: string) {
  const as = async <T>(work: () => Promise<T>) => {
    Object.assign(process.env, devEnv(), { SESSION_SECRET: secret });
    forgetConfig();
    processWide('unsealCache', () => new Map()).clear(); // each instance has its own cache
    return work();
  };
  return { seal: () => as(() => sealSession(session())), opens: async (cookie: string) => (await as(() => readSession(cookie))) !== null };
}

afterAll(() => forgetConfig());

describe('rotating SESSION_SECRET', () => {
  it.each(STEPS.slice(1).map((to, i) => [i + 1, STEPS[i], to]))('rollout %i: old and new instances open each other\'s cookies', async (_, from, to) => {
    const [old, next] = [instance(from), instance(to)];
    for (const cookie of [await old.seal(), await next.seal()]) {
      expect(await old.opens(cookie)).toBe(true);
      expect(await next.opens(cookie)).toBe(true);
    }
  });

  it('a cookie sealed before the rotation opens until the last step, which comes after its lifetime', async () => {
    const before = await instance(OLD).seal();
    for (const step of STEPS.slice(1, 3)) expect(await instance(step).opens(before)).toBe(true);
    expect(await instance(STEPS[3]).opens(before)).toBe(false); // by then expired anyway
  });

  it('a forged id or an unknown secret opens nothing', async () => {
    const stranger = await instance('3:stranger-secret-stranger-secret-89ab').seal();
    for (const step of STEPS) expect(await instance(step).opens(stranger)).toBe(false);
  });
});
