import { configProblems } from '@/lib/upstream/config';
import { pingUpstream } from '@/lib/upstream/client';
import { isDraining } from '@/lib/upstream/lifecycle';
import { sharedStore } from '@/lib/store';

// GET /api/ready – readiness: valid configuration, the upstream reachable within 1 s (without
// logging in) and the shared store answering (Redis, when REDIS_URL is set; memory always
// does); 503 while draining on SIGTERM, so the balancer stops sending.
export async function GET() {
  const problems = configProblems(process.env);
  const draining = isDraining();
  const check = problems.length === 0 && !draining;
  const store = check ? sharedStore() : undefined;
  const [upstream, storeUp] = check ? await Promise.all([pingUpstream(1000), store!.ping()]) : [false, false];
  const ready = check && upstream && storeUp;
  return Response.json(
    { status: ready ? 'ready' : 'not ready', config: problems.length === 0, upstream, store: { kind: store?.kind ?? null, up: storeUp }, draining },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
