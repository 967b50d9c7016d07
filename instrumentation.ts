// Runs once when Next starts in the server entry (server/main.ts), which has checked the whole
// configuration before (lib/upstream/config.ts). Hands the entry what lives in Next's server
// bundle: the BFF's forward (lib/session/direct.ts), which answers plain `POST /api/call/<path>`
// requests before Next's routing, in development too, and the dependency check of the metrics
// port (lib/ops/dependencies.ts).
// The http.Server, the peer header, the drain, metrics and tracing are the entry's.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('./lib/upstream/record')).startRecording(); // UPSTREAM_RECORD: the file starts empty with the portal
  const { offerDependencyCheck, offerDirect } = await import('./lib/upstream/lifecycle');
  offerDirect((await import('./lib/session/direct')).answerDirectly);
  offerDependencyCheck((await import('./lib/ops/dependencies')).dependencies);
}
