import 'server-only';
import { sharedStore } from '@/lib/store';
import { config } from '@/lib/upstream/config';
import { pingUpstream } from '@/lib/upstream/client';
import { isDraining } from '@/lib/upstream/lifecycle';

// Whether this instance can serve, and how the shared dependencies are: two questions, kept
// apart (issue 56). Readiness (GET /api/ready, the probe) asks only the first: the configuration
// is valid, Next is prepared (it answers) and the instance is not draining. The upstream and the
// shared store are everyone's: were they in the probe, one blip would take every pod out of the
// Service at once, and the operator would get the balancer's bare 503 instead of the portal's
// own translated one. Their health goes to dashboards: GET /status and the gauge
// portal_dependency_up on the metrics port (server/main.ts, lib/ops/metrics.ts).

export type Readiness = { ready: boolean; config: boolean; draining: boolean };
export type Dependencies = { upstream: boolean; store: { kind: 'memory' | 'redis'; up: boolean } };

/** Whether the configuration parses: config() keeps it once it has, so a probe does not parse the environment again. */
function configValid(): boolean {
  try {
    return Boolean(config());
  } catch {
    return false;
  }
}

/** This instance's own readiness: nothing shared is asked. */
export function readiness(): Readiness {
  const draining = isDraining();
  const valid = configValid();
  return { ready: valid && !draining, config: valid, draining };
}

/** The upstream (HTTP within 1 s, no sign-in) and the shared store (a PING), asked at once. */
export async function dependencies(): Promise<Dependencies> {
  const store = sharedStore();
  const [upstream, up] = await Promise.all([pingUpstream(1000), store.ping()]);
  return { upstream, store: { kind: store.kind, up } };
}
