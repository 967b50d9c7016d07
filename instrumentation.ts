// Runs once when a server instance starts: a bad configuration stops it here, with every
// bad variable listed, instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./lib/upstream/config')).exitOnBadConfig();
}
