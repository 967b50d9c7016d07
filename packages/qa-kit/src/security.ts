import { PASSWORD } from './portal';

// Seeds what the operator's security screens show (issue 72: Devices and sign-ins, My activity),
// through the portal itself, as another browser would: the portal keeps sessions and sign-ins in
// its own store, not the stub's, and takes the device from the User-Agent. The network is the
// one the portal sees (this machine's address): it never believes a header the client sets.

/** User-Agents of devices a flow may sign in from. */
export const DEVICES = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
} as const;

type Seed = { portalUrl: string; account: string; userAgent?: string };

const signIn = (portalUrl: string, username: string, password: string, userAgent: string) =>
  fetch(new URL('/api/auth/login', portalUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ username, password }),
  });

/**
 * Signs the account in from another device (an iPhone unless `userAgent` says otherwise) and
 * answers that session's cookie header, to be put in a second context or sent with `fetch`.
 */
export async function seedSession({ portalUrl, account, userAgent = DEVICES.iphone, password = PASSWORD }: Seed & { password?: string }): Promise<string> {
  const res = await signIn(portalUrl, account, password, userAgent);
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 20000) throw new Error(`seedSession: signing in ${account} failed: ${res.status} ${JSON.stringify(body)}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/**
 * Tries the account's sign-in `count` times with a wrong password from a new device (a fresh
 * browser each time: no device cookie). The account must have signed in through the portal
 * before (the portal keeps no history of an account that never has). Answers the codes the
 * portal gave; past the login limit they are 42900 (kept as "rate-limited" or "locked").
 */
export async function seedFailedSignIns({ portalUrl, account, userAgent = DEVICES.android, count = 1 }: Seed & { count?: number }): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await signIn(portalUrl, account, `wrong-${i}-${Date.now()}`, userAgent);
    codes.push(((await res.json()) as { code: number }).code);
  }
  return codes;
}
