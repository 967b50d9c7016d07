// Runs once when a server instance starts: a bad configuration stops it here, with every
// bad variable listed, instead of failing on the first request; then the SIGTERM drain.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('./lib/upstream/config')).exitOnBadConfig();
  (await import('./lib/upstream/lifecycle')).drainOnSignals();
}
