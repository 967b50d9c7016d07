import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { log } from './log';

// Graceful shutdown: on SIGTERM (or SIGINT) stop accepting connections, let the requests in
// flight finish (up to 10 s), then exit 0. Readiness answers 503 meanwhile. Next's own signal
// handler exits at once with 143, so servers run with NEXT_MANUAL_SIG_HANDLE=true and this
// one is installed from instrumentation.ts instead.

export const GRACE_MS = 10_000;
let draining = false;

export const isDraining = () => draining;

/** The HTTP servers of this process. Next does not hand its server out, so ask Node. */
function httpServers(): Server[] {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  return handles.filter((h): h is Server => h instanceof Server);
}

export function drain(signal: string, graceMs = GRACE_MS) {
  if (draining) return;
  draining = true;
  const servers = httpServers();
  log.info({ signal, servers: servers.length, graceMs }, 'shutting down: draining requests in flight');
  const exit = (reason: string) => {
    log.info({ reason }, 'shut down');
    process.exit(0);
  };
  let open = servers.length;
  if (open === 0) return exit('no server');
  // Keep-alive connections that fall idle after their last answer are closed as they do.
  const sweep = setInterval(() => servers.forEach((s) => s.closeIdleConnections()), 100);
  for (const server of servers) {
    server.close(() => {
      if (--open === 0) {
        clearInterval(sweep);
        exit('drained');
      }
    });
  }
  setTimeout(() => {
    servers.forEach((s) => s.closeAllConnections());
    exit(`grace period of ${graceMs} ms over`);
  }, graceMs).unref();
}

/** Installs the drain on SIGTERM and SIGINT when Next leaves signals to us. */
export function drainOnSignals() {
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) return;
  process.once('SIGTERM', () => drain('SIGTERM'));
  process.once('SIGINT', () => drain('SIGINT'));
}

/**
 * The header that carries the socket's address to the route handlers, which Next gives no
 * socket. Set on every request by the hook below, overwriting whatever a client sent.
 */
export const PEER_HEADER = 'x-portal-peer';
let hooked = false;

type Direct = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Installed at server start: stamps each incoming request with its socket's peer address,
 * then offers it to `direct`, which may answer it before Next sees it (the BFF's forward,
 * lib/session/direct.ts); what `direct` declines goes to Next.
 */
export function hookRequests(direct?: Direct) {
  if (hooked) return;
  hooked = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
      if (direct?.(req, args[1] as ServerResponse)) return true;
    }
    return (emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean).call(this, event, ...args);
  } as Server['emit'];
}
