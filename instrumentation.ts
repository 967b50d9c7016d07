// Runs once when Next starts in the server entry (server/main.ts): a bad configuration stops
// it here, with every bad variable listed, instead of failing on the first request; then the
// BFF's forward (lib/session/direct.ts) is handed to the entry, which answers plain
// `POST /api/call/<path>` requests with it before Next's routing, in development too.
// The http.Server, the peer header, the drain, metrics and tracing are the entry's.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('./lib/upstream/config')).exitOnBadConfig();
  (await import('./lib/upstream/record')).startRecording(); // UPSTREAM_RECORD: the file starts empty with the portal
  const { offerDirect } = await import('./lib/upstream/lifecycle');
  offerDirect((await import('./lib/session/direct')).answerDirectly);
}
