import { expect, test, type Response } from '@playwright/test';
import { login } from '../e2e/helpers';

// Horizontal scale: nginx balances round-robin over two portal instances (started by
// scripts/test-scale.mjs, which passes their pids and ports). The session is a sealed cookie,
// so either instance serves any request, and the user stays signed in when one of them dies.
const pids = (process.env.SCALE_PIDS ?? '').split(',').map(Number);
const ports = (process.env.SCALE_PORTS ?? '').split(',');

/** The port of the instance that answered: the last address nginx tried. */
const servedBy = (response: Response) => response.headers()['x-upstream-addr']?.split(',').pop()?.trim().split(':').pop();

test('a session survives across instances and the loss of one', async ({ page, request }) => {
  expect(pids, 'run through `npm run test:scale`').toHaveLength(2);
  // Which port answered pages, RSC and BFF calls, and when the browser sent them (ms since
  // 1970): link prefetches sent before the kill may still be answered by the doomed instance.
  const served: { port: string; sent: number }[] = [];
  page.on('response', (response) => {
    const port = servedBy(response);
    const sent = response.request().timing().startTime;
    if (port && ['document', 'fetch', 'xhr'].includes(response.request().resourceType())) served.push({ port, sent });
  });
  const portsSince = (since = 0) => [...new Set(served.filter((s) => s.sent > since).map((s) => s.port))].sort();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await test.step('sign in; reloads of /home are served by both instances', async () => {
    await login(page);
    await expect
      .poll(async () => {
        await page.reload();
        await expect(page.getByTestId('home-unread')).toBeVisible();
        return portsSince();
      })
      .toEqual([...ports].sort());
  });

  const [deadPort, alivePort] = ports;
  const killedAt = Date.now();
  await test.step(`kill the instance on :${deadPort}`, async () => {
    process.kill(pids[0], 'SIGKILL');
    await expect
      .poll(() => request.get(`http://127.0.0.1:${deadPort}/api/health`, { timeout: 1000 }).then(() => 'up', () => 'down'))
      .toBe('down');
  });

  visited.length = 0;
  await test.step('without signing in again: /notice, /home and the BFF still answer', async () => {
    await page.goto('/notice');
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByTestId('notice-list')).toBeVisible();

    const unread = page.waitForResponse((r) => r.url().endsWith('/api/call/notice/unread'));
    await page.goto('/home');
    await expect(page.getByTestId('home-unread')).toBeVisible();
    expect((await (await unread).json()).code).toBe(20000);

    const session = await page.evaluate(() => fetch('/api/session').then((r) => r.json()));
    expect(session.code).toBe(20000);
  });

  expect(visited.filter((url) => new URL(url).pathname.startsWith('/login'))).toEqual([]);
  expect(portsSince(killedAt)).toEqual([alivePort]);
});
