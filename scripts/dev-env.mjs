// Development values for `npm run demo`, `npm run dev` and the tests. They carry the
// "dev-only" marker, which a production server refuses (lib/upstream/config.ts) outside the demo.
export const STUB_PORT = 4010;

export const devEnv = (stubPort = STUB_PORT) => ({
  UPSTREAM_URL: `http://127.0.0.1:${stubPort}`,
  UPSTREAM_AES_KEY: 'dev-only-aes-key', // 16 bytes: AES-128
  UPSTREAM_AES_IV: 'dev-only-aes-iv!', // 16 bytes
  SESSION_SECRET: 'dev-only-session-secret-0123456789abcdef',
  COOKIE_SECURE: 'false',
  MENU_FRAME_ORIGINS: `http://127.0.0.1:${stubPort}`, // the stub serves the menu's dialog pages
});

/**
 * How long a page waits for its first answers in the browser tests: the stub answers in a few
 * milliseconds, but on a CI machine running both lanes, their browsers and servers on two cores
 * an answer took past the default 300 ms (stop 77: a screen sent without them, script off).
 */
export const E2E_FIRST_ANSWER_WAIT_MS = 1500;

/**
 * The portal and the stub as the browser tests run them (playwright.config.ts, the engines
 * smoke): the demo allowed, the stub's control endpoints on, quiet logs, loopback trusted.
 */
export const testEnv = (stubPort) => ({
  ...devEnv(stubPort),
  PORTAL_DEMO: '1',
  STUB_CONTROL: '1',
  LOG_LEVEL: 'warn',
  TRUSTED_PROXIES: '127.0.0.1,::1', // the suite sets X-Forwarded-For as a balancer would
  FIRST_ANSWER_WAIT_MS: String(E2E_FIRST_ANSWER_WAIT_MS),
  CODE_LIMIT_PER_ACCOUNT: '1000', // one portal serves the whole run: its tests send more codes than an operator may (unit-tested at 5)
});
