import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { STUB_URL } from '../../playwright.config';

// Test helpers: the stub's control endpoints and signing in through the real login page.

export type Fault = { path: string; count?: number; delayMs?: number; code?: number; msg?: string; mode?: 'drop' | 'nonjson' | 'http500' };
export type LoggedRequest = { method: string; path: string; form: Record<string, string>; payload: Record<string, unknown>; code: number };

export const stub = {
  fault: async (request: APIRequestContext, fault: Fault) => {
    const res = await request.post(`${STUB_URL}/__stub/fault`, { data: fault });
    expect(res.ok()).toBe(true);
  },
  requests: async (request: APIRequestContext): Promise<LoggedRequest[]> =>
    (await request.get(`${STUB_URL}/__stub/requests`)).json(),
  clearRequests: async (request: APIRequestContext) => {
    await request.delete(`${STUB_URL}/__stub/requests`);
  },
  clearFaults: async (request: APIRequestContext) => {
    await request.delete(`${STUB_URL}/__stub/fault`);
  },
  /** A fresh seeded world (sessions end: sign in afterwards). */
  reset: async (request: APIRequestContext) => {
    expect((await request.post(`${STUB_URL}/__stub/reset`)).ok()).toBe(true);
  },
};

/** The widths every screen is tested at: desktop and phone. */
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } };

/** Every test starts with no fault left armed by another. */
export const test = base.extend<{ cleanStub: void }>({
  cleanStub: [
    async ({ request }, use) => {
      await stub.clearFaults(request);
      await use();
    },
    { auto: true },
  ],
});
export { expect };

export const ACCOUNTS = { operator: 'operator', novip: 'novip', menuop: 'menuop' } as const;
export const PASSWORD = '123456';

/**
 * Signs in through the login page and waits for /home to have made its first upstream call
 * (the unread count), so that a fault injected next applies to the call the test makes.
 */
export async function login(page: Page, account: string = ACCOUNTS.operator, password = PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-unread')).toBeVisible();
}

/** Logs out through the user menu in the top bar. */
export async function logout(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
}

/** Opens a screen and lets its first requests settle, so typing is not raced by the mount. */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** The stub's logged requests of one upstream path. */
export const callsTo = async (request: APIRequestContext, path: string) => (await stub.requests(request)).filter((r) => r.path === path);
