import { randomBytes } from 'node:crypto';
import { devEnv } from '@/scripts/dev-env.mjs';
import type { Account } from './accounts';
import { newControl, type ControlState } from './control';
import type { MemberState } from './member-state';
import type { Recording } from './replay';
import { generateWorld, type World } from './world';

// What one running stub holds. POST /__stub/reset (or a scenario) drops all of it but the tokens.

export type StubOptions = {
  key: Buffer; // AES key: 16, 24 or 32 bytes
  iv: Buffer; // 16 bytes
  members: number; // world size (at least the sign-in accounts)
  seed: number;
  fullRows: number; // the operator's top rows of the placement tree filled with VIPs; 0 = off
  control: boolean; // serve /__stub/* (tests only)
  scenario: string; // the named scenario (scenarios.ts) the stub starts with and a reset returns to
  replay?: Recording; // answers recorded by the portal (UPSTREAM_RECORD), replayed (replay.ts)
  tokenTtlS: number;
  host: string; // where to listen, and the origin of the menu's link items
  now: () => number; // ms; tests may move the clock
};

export type Session = { account: Account; expiresAt: number };
export type Upload = { type: string; data: Buffer };

export type StubState = {
  opts: StubOptions;
  world: World;
  tokens: Map<string, Session>;
  uploads: Map<string, Upload>;
  control: ControlState;
  memberStates: Map<number, MemberState>; // by member id, made on first use (member-state.ts)
  lastId: number; // the last id handed out by member-state.ts `newId`
  // ms: when the newest seeded record was made; undefined = yesterday (capital.ts `newestOf`). Not
  // optional, so that freshState must name it: a reset assigns a fresh state over the one a scenario changed.
  newest: number | undefined;
  replayed: Set<number>; // the recording's exchanges answered so far (replay.ts)
  origin: () => string; // "http://127.0.0.1:<port>", known once listening
};

/** A new random token for an account (32 hex characters, as the real upstream's look). */
export function issueToken(state: StubState, account: Account): string {
  const token = randomBytes(16).toString('hex');
  state.tokens.set(token, { account, expiresAt: state.opts.now() + state.opts.tokenTtlS * 1000 });
  return token;
}

/** The account a token belongs to; unknown or expired tokens give undefined. */
export function accountOfToken(state: StubState, token: unknown): Account | undefined {
  const session = typeof token === 'string' ? state.tokens.get(token) : undefined;
  if (!session) return undefined;
  if (session.expiresAt > state.opts.now()) return session.account;
  state.tokens.delete(token as string);
  return undefined;
}

/** The dev key and iv of scripts/dev-env.mjs, 200 members, no control endpoints. */
export const defaultOptions = (): StubOptions => ({
  key: Buffer.from(devEnv().UPSTREAM_AES_KEY, 'utf8'),
  iv: Buffer.from(devEnv().UPSTREAM_AES_IV, 'utf8'),
  members: 200,
  seed: 1,
  fullRows: 0,
  control: false,
  scenario: 'default',
  tokenTtlS: 7200,
  host: '127.0.0.1',
  now: Date.now,
});

/** Ids of records the stub makes start here (the first is FIRST_ID). */
export const FIRST_ID = 1001;

/** A stub's state with a freshly generated world (also what POST /__stub/reset makes). */
export function freshState(opts: StubOptions, origin: () => string): StubState {
  const world = generateWorld({ members: opts.members, seed: opts.seed, fullRows: opts.fullRows });
  return { opts, world, tokens: new Map(), uploads: new Map(), control: newControl(), memberStates: new Map(), lastId: FIRST_ID - 1, newest: undefined, replayed: new Set(), origin };
}
