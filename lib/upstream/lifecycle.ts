// What the server entry (server/main.ts) and the route handlers share about the process's
// life. The entry owns the http.Server: it stamps the peer header, runs the SIGTERM drain
// and sets the draining flag; /api/ready reads it. The entry and Next's route bundles are
// built apart (each with its own copy of this module), so the flag lives on globalThis.

/** How long the drain lets requests in flight finish before closing what is left. */
export const GRACE_MS = 10_000;

const SLOT = Symbol.for('portal.draining');
const slot = globalThis as unknown as { [SLOT]?: boolean };

/** True once SIGTERM/SIGINT started the drain: readiness answers 503. */
export const isDraining = () => slot[SLOT] === true;
/** Called by the server entry when the drain starts. */
export const startDraining = () => void (slot[SLOT] = true);

/**
 * The header that carries the socket's address to the route handlers, which Next gives no
 * socket. The server entry sets it on every request, overwriting whatever a client sent.
 */
export const PEER_HEADER = 'x-portal-peer';

/** A handler that may answer a request before Next routes it; false leaves it to Next. */
export type DirectHandler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean;
const DIRECT = Symbol.for('portal.direct');
const direct = globalThis as unknown as { [DIRECT]?: DirectHandler };

/**
 * The BFF's forward (lib/session/direct.ts) lives in Next's server bundle, with the session,
 * store and upstream modules it shares with the route handlers; instrumentation.ts hands it
 * to the server entry here when Next starts. Until then the entry sends everything to Next,
 * whose route (app/api/call/[...path]) answers the same.
 */
export const offerDirect = (handler: DirectHandler) => void (direct[DIRECT] = handler);
export const directHandler = (): DirectHandler | undefined => direct[DIRECT];
