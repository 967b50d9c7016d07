import { readiness } from '@/lib/ops/dependencies';

// GET /api/ready – readiness: this instance can serve (valid configuration, Next prepared since
// it answers, not draining). It never asks the upstream or the shared store: while they are away
// every pod stays in the Service and answers the portal's own 503 (lib/ops/dependencies.ts);
// their health is on the metrics port (GET /status, portal_dependency_up).
export function GET() {
  const { ready, ...checks } = readiness();
  return Response.json({ status: ready ? 'ready' : 'not ready', ...checks }, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
