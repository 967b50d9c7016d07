import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callSpec } from '@/lib/contract/calls';
import { handleControl, loadScenario, type Reset } from './control';
import { TooLarge } from './multipart';
import { serveGet } from './pages';
import { handleCall } from './pipeline';
import { noSuchCall, sendJson } from './respond';
import { defaultOptions, freshState, type StubOptions, type StubState } from './state';
import type { World } from './world';

// The stub upstream as an in-process server: tests and benchmarks start it on port 0; main.ts
// starts it from the environment.

export type Stub = {
  server: Server;
  listen(port?: number): Promise<void>;
  close(): Promise<void>;
  readonly world: World; // the current world (a reset replaces it)
  readonly state: StubState;
  readonly origin: string; // "http://127.0.0.1:<port>" once listening
};

async function route(state: StubState, req: IncomingMessage, res: ServerResponse, reset: Reset) {
  const url = new URL(req.url ?? '/', 'http://stub');
  const path = url.pathname.slice(1);
  if (path.startsWith('__stub/')) return handleControl(state, req, res, path.slice(7), reset);
  if (req.method === 'GET' && serveGet(state, path, res)) return;
  const spec = callSpec(path);
  if (!spec || spec.method !== req.method) return noSuchCall(res);
  return handleCall(state, req, res, path, spec, url);
}

/** A stub that is not listening yet; options default to the dev key and iv, 200 members. */
export function createStub(options: Partial<StubOptions> = {}): Stub {
  const opts = { ...defaultOptions(), ...options };
  if (![16, 24, 32].includes(opts.key.length)) throw new Error(`AES key must be 16, 24 or 32 bytes, got ${opts.key.length}`);
  if (opts.iv.length !== 16) throw new Error(`AES iv must be 16 bytes, got ${opts.iv.length}`);
  const origin = () => `http://${opts.host}:${(server.address() as AddressInfo | null)?.port ?? 0}`;
  const state = freshState(opts, origin);
  // A reset keeps the issued tokens: the accounts are the same, so signed-in sessions live on.
  // It keeps the last record id too: as a real upstream's, an id is never handed out twice (the
  // portal settles a lost answer by the record's id, lib/session/settle.ts). A scenario may ask
  // for a world of another size.
  const reset: Reset = (members = opts.members) => Object.assign(state, freshState({ ...opts, members }, origin), { tokens: state.tokens, lastId: state.lastId });
  const unknown = opts.scenario === 'default' ? undefined : loadScenario(state, opts.scenario, reset);
  if (unknown) throw new Error(unknown);

  const server = createServer((req, res) => {
    route(state, req, res, reset).catch((error: unknown) => {
      if (error instanceof TooLarge) return sendJson(res, 413, { code: 41300, msg: error.message });
      console.error('stub upstream: handler failed', error);
      if (!res.headersSent) sendJson(res, 500, { code: 50000, msg: `stub error: ${(error as Error).message}` });
    });
  });
  // Idle keep-alive sockets stay open a minute (Node's default is 5 s). A client that does not
  // read the Keep-Alive hint (Playwright's request context) could otherwise reuse a socket in
  // the instant the stub closes it, and get ECONNRESET: seen once on a control call in CI.
  server.keepAliveTimeout = 60_000;

  return {
    server,
    state,
    get world() {
      return state.world;
    },
    get origin() {
      return origin();
    },
    listen: (port = 0) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, opts.host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // keep-alive sockets would hold close() open
      }),
  };
}
