import { configProblems } from '@/lib/upstream/config';
import { pingUpstream } from '@/lib/upstream/client';
import { isDraining } from '@/lib/upstream/lifecycle';

// GET /api/ready – readiness: valid configuration and the upstream reachable within 1 s
// (without logging in); 503 while draining on SIGTERM, so the balancer stops sending.
export async function GET() {
  const problems = configProblems(process.env);
  const draining = isDraining();
  const upstream = problems.length === 0 && !draining ? await pingUpstream(1000) : false;
  const ready = problems.length === 0 && upstream && !draining;
  return Response.json(
    { status: ready ? 'ready' : 'not ready', config: problems.length === 0, upstream, draining },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
