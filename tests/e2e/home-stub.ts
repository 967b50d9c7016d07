import type { APIRequestContext } from '@playwright/test';
import { expect, lane } from './helpers';

// The stub's control API by its contract (issue 41: scenarios; faults), on the running test's
// lane, for Home's specs (home.spec.ts, screens-home.spec.ts): plain requests, the same
// whichever client tests/e2e/helpers.ts wraps the stub in.

export type HomeScenario = 'all-waiting' | 'nothing-waiting' | 'upgrade-deadlines' | 'empty-salary';

/** Resets the world and applies the scenario. */
export async function scenario(request: APIRequestContext, name: HomeScenario) {
  const res = await request.post(`${lane().stubUrl}/__stub/scenario`, { data: { name } });
  expect(res.ok(), `scenario ${name}`).toBe(true);
}

/** The next `count` calls of `path` answer 30500 (the server's message). */
export async function fault(request: APIRequestContext, path: string, count = 20) {
  const res = await request.post(`${lane().stubUrl}/__stub/fault`, { data: { path, count, code: 30500, msg: 'Server busy, try later' } });
  expect(res.ok(), `fault on ${path}`).toBe(true);
}

export async function clearFaults(request: APIRequestContext) {
  expect((await request.delete(`${lane().stubUrl}/__stub/fault`)).ok()).toBe(true);
}
