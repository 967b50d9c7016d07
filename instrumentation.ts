// Runs once when a server instance starts: a bad configuration stops it here, with every
// bad variable listed, instead of failing on the first request; then the peer-address hook
// and the SIGTERM drain.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('./lib/upstream/config')).exitOnBadConfig();
  const lifecycle = await import('./lib/upstream/lifecycle');
  lifecycle.stampPeerAddress(); // the client's address for the login limits (TRUSTED_PROXIES)
  lifecycle.drainOnSignals();
}
