// Runs once when a server instance starts: a bad configuration stops it here, with every
// bad variable listed, instead of failing on the first request; then the request hook
// and the SIGTERM drain.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('./lib/upstream/config')).exitOnBadConfig();
  const lifecycle = await import('./lib/upstream/lifecycle');
  // The client's address for the login limits (TRUSTED_PROXIES); in production the BFF's
  // forward is answered before Next's routing (lib/session/direct.ts).
  const direct = process.env.NODE_ENV === 'production' ? (await import('./lib/session/direct')).answerDirectly : undefined;
  lifecycle.hookRequests(direct);
  lifecycle.drainOnSignals();
}
