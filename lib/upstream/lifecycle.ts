import { processWide } from '@/lib/ops/processWide';

// What the server entry (server/main.ts) and the route handlers share about the process's
// life. The entry owns the http.Server: it stamps the peer header, runs the SIGTERM drain
// and sets the draining flag; /api/ready reads it. The entry and Next's route bundles are
// built apart (each with its own copy of this module), so the flag is the process's (processWide).

/** How long the drain lets requests in flight finish before closing what is left. */
export const GRACE_MS = 10_000;

const draining = () => processWide('draining', () => ({ on: false }));

/** True once SIGTERM/SIGINT started the drain: readiness answers 503. */
export const isDraining = () => draining().on;
/** Called by the server entry when the drain starts. */
export const startDraining = () => void (draining().on = true);

/**
 * The header that carries the socket's address to the route handlers, which Next gives no
 * socket. The server entry sets it on every request, overwriting whatever a client sent.
 */
export const PEER_HEADER = 'x-portal-peer';

/** A handler that may answer a request before Next routes it; false leaves it to Next. */
export type DirectHandler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean;
const direct = () => processWide('direct', (): { handler?: DirectHandler } => ({}));

/**
 * The BFF's forward (lib/session/direct.ts) lives in Next's server bundle, with the session,
 * store and upstream modules it shares with the route handlers; instrumentation.ts hands it
 * to the server entry here when Next starts. Until then the entry sends everything to Next,
 * whose route (app/api/call/[...path]) answers the same.
 */
export const offerDirect = (handler: DirectHandler) => void (direct().handler = handler);
export const directHandler = (): DirectHandler | undefined => direct().handler;

/**
 * The dependency check (lib/ops/dependencies.ts) lives in Next's server bundle with the store
 * and the upstream client; instrumentation.ts hands it over as it does the forward, and the
 * metrics port asks it (GET /status, portal_dependency_up). Undefined until Next is prepared.
 */
export type DependencyCheck = () => Promise<import('@/lib/ops/dependencies').Dependencies>;
const dependencyCheck = () => processWide('dependencyCheck', (): { check?: DependencyCheck } => ({}));
export const offerDependencyCheck = (check: DependencyCheck) => void (dependencyCheck().check = check);
export const dependencyCheckOf = (): DependencyCheck | undefined => dependencyCheck().check;
