// Shared by the benchmarks: wait for a server, and sign in as the demo operator.

/** Resolves once `url` answers below 500; polls every 250 ms up to `seconds`. */
export async function waitFor(url, seconds = 30) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** The session cookie header of the operator signed in through the BFF at `base`. */
export async function signIn(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'operator', password: '123456' }),
  });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
