// The alerting rules against a real Prometheus, for `npm run test:scale` (scripts/test-scale.mjs
// starts the processes; this module writes their configuration and checks what Prometheus
// says). Debian's prometheus scrapes:
//   - the portal instances and the Redis exporter through deploy/prometheus/scrape-config.yaml's
//     own jobs and relabelling; only their Kubernetes discovery is replaced, by a file_sd list of
//     what pod discovery would find for these processes (each container port, __meta_kubernetes_*
//     labels), so that the relabelling is what keeps the `metrics` ports and names the jobs;
//   - tests/scale/kube-fixture.prom, standing in for kube-state-metrics and the kubelet;
// and evaluates deploy/prometheus/portal-rules.yaml every second. Then, through its HTTP API:
//   1. every target up, and only the `metrics` ports kept (the public ones dropped);
//   2. every rule evaluated at least twice since, health "ok", no lastError;
//   3. every vector selector in each rule's expression selects something real. Selectors are
//      read from the expression as Prometheus prints it back (/api/v1/rules), and each must
//      return series; if it does not (an error counter's label value that this healthy run
//      never produced, e.g. status=~"5.."), its metric must have series carrying every label
//      it matches on; if the metric has no series at all, its target must declare it (# TYPE,
//      /api/v1/metadata): a counter with labels shows no sample before its first increment.
// A selector for a metric nobody exposes, or a label nobody sets, fails.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';

const ROOT = resolve(import.meta.dirname, '..');
export const RULES = join(ROOT, 'deploy/prometheus/portal-rules.yaml');
export const KUBE_FIXTURE = join(ROOT, 'tests/scale/kube-fixture.prom');
const SCRAPE_CONFIG = join(ROOT, 'deploy/prometheus/scrape-config.yaml');
const INTERVAL_S = 1;

/** What Kubernetes pod discovery reports for one container port of a pod of deploy/k8s. */
const discovered = (address, pod, component, container, port) => ({
  targets: [address],
  labels: {
    __meta_kubernetes_namespace: 'portal',
    __meta_kubernetes_pod_name: pod,
    __meta_kubernetes_pod_phase: 'Running',
    __meta_kubernetes_pod_label_app_kubernetes_io_name: 'portal',
    __meta_kubernetes_pod_label_app_kubernetes_io_component: component,
    __meta_kubernetes_pod_container_name: container,
    __meta_kubernetes_pod_container_port_name: port,
  },
});

/**
 * Writes prometheus.yml (and the discovered pods) into dir. apps: [{ port, metricsPort, pod }];
 * redis: { port, exporterPort }; fixturePort: where kube-fixture.prom is served.
 */
export function writePrometheusConfig(dir, { apps, redis, fixturePort }) {
  const pods = [
    ...apps.flatMap(({ port, metricsPort, pod }) => [
      discovered(`127.0.0.1:${port}`, pod, 'web', 'portal', 'http'),
      discovered(`127.0.0.1:${metricsPort}`, pod, 'web', 'portal', 'metrics'),
    ]),
    discovered(`127.0.0.1:${redis.port}`, 'portal-redis-0', 'redis', 'redis', 'redis'),
    discovered(`127.0.0.1:${redis.exporterPort}`, 'portal-redis-0', 'redis', 'redis-exporter', 'metrics'),
  ];
  writeFileSync(join(dir, 'pods.json'), JSON.stringify(pods, null, 2));
  const jobs = parse(readFileSync(SCRAPE_CONFIG, 'utf8')).scrape_configs.map((job) => ({
    ...job,
    kubernetes_sd_configs: undefined,
    file_sd_configs: [{ files: [join(dir, 'pods.json')] }],
  }));
  const config = {
    global: { scrape_interval: `${INTERVAL_S}s`, scrape_timeout: `${INTERVAL_S}s`, evaluation_interval: `${INTERVAL_S}s` },
    rule_files: [RULES],
    scrape_configs: [...jobs, { job_name: 'kube-fixture', static_configs: [{ targets: [`127.0.0.1:${fixturePort}`] }] }],
  };
  writeFileSync(join(dir, 'prometheus.yml'), stringify(config));
  return join(dir, 'prometheus.yml');
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** GET /api/v1/<path> of Prometheus; its `data`. */
async function api(base, path) {
  const res = await fetch(`${base}/api/v1/${path}`, { signal: AbortSignal.timeout(5000) });
  const body = await res.json();
  if (body.status !== 'success') throw new Error(`${path}: ${body.error ?? res.status}`);
  return body.data;
}
const query = (base, expr) => api(base, `query?query=${encodeURIComponent(expr)}`);

/**
 * Waits until every expected target is up (jobs: { job: [address, …] }) and no other target of
 * those jobs is active; returns a line per job. Throws after `ms`.
 */
export async function waitForTargets(base, jobs, ms = 20_000) {
  let last = 'no answer';
  for (const until = Date.now() + ms; Date.now() < until; await sleep(250)) {
    const { activeTargets, droppedTargets } = await api(base, 'targets').catch(() => ({}));
    if (!activeTargets) continue;
    const problems = Object.entries(jobs).flatMap(([job, expected]) => {
      const mine = activeTargets.filter((t) => t.labels.job === job);
      const addresses = mine.map((t) => t.labels.instance).sort();
      if (addresses.join() !== [...expected].sort().join()) return [`job ${job} has targets ${addresses.join(', ') || 'none'}, expected ${expected.join(', ')}`];
      return mine.filter((t) => t.health !== 'up').map((t) => `${job} ${t.labels.instance} is ${t.health} ${t.lastError}`);
    });
    if (problems.length === 0) {
      return Object.keys(jobs).map((job) => {
        const mine = activeTargets.filter((t) => t.labels.job === job);
        const pods = mine.map((t) => t.labels.pod && `${t.labels.namespace}/${t.labels.pod}`).filter(Boolean);
        const dropped = droppedTargets.filter((t) => t.discoveredLabels.job === job).length;
        return `job ${job}: ${mine.map((t) => t.labels.instance).join(', ')} up${pods.length ? ` as ${pods.join(', ')}` : ''}${dropped ? `; ${dropped} other discovered ports dropped by the relabelling` : ''}`;
      });
    }
    last = problems.join('; ');
  }
  throw new Error(`targets not up within ${ms / 1000} s: ${last}`);
}

const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'offset', 'bool', 'inf', 'nan', 'atan2']);
/**
 * The vector selectors of a PromQL expression as Prometheus prints it: each metric name with its
 * {…} matchers. Skipped: strings, grouping clauses `by (…)` / `on (…)` …, ranges `[5m]`, numbers
 * and durations, keywords, and names followed by `(` or `by`/`without` (functions, aggregations).
 */
export function vectorSelectors(expr) {
  const string = /"(?:[^"\\]|\\.)*"/.source;
  const token = new RegExp(`${string}|\\b(?:by|without|on|ignoring|group_left|group_right)\\s*\\([^)]*\\)|\\[[^\\]]*\\]|\\d[\\w.]*|([a-zA-Z_:][\\w:]*)\\s*(\\{(?:${string}|[^}"])*\\})?`, 'g');
  const found = [];
  for (const m of expr.matchAll(token)) {
    const [text, name, matchers = ''] = m;
    const rest = expr.slice(m.index + text.length).trimStart();
    const call = !matchers && (rest.startsWith('(') || /^(by|without)\b/.test(rest)); // sum by (le) (…)
    if (name && !KEYWORDS.has(name) && !call) found.push(`${name}${matchers}`);
  }
  return [...new Set(found)];
}

/** How one selector fares: { ok, text }. */
async function checkSelector(base, selector) {
  const name = selector.replace(/\{.*/, '');
  const count = (await query(base, `count(${selector})`)).result[0]?.value[1];
  if (count) return { ok: true, text: `${selector}: ${count} series` };
  const positive = [...selector.matchAll(/([a-zA-Z_]\w*)\s*=~?"/g)].map((m) => m[1]);
  const series = await api(base, `series?match[]=${encodeURIComponent(name)}&start=${Date.now() / 1000 - 600}`);
  if (series.length) {
    const absent = positive.filter((label) => !series.some((s) => label in s));
    if (absent.length) return { ok: false, text: `${selector}: no series; ${name} has no label ${absent.join(', ')}` };
    return { ok: true, text: `${selector}: none now (this run made no such value); ${name} has series with ${positive.join(', ')}` };
  }
  const family = name.replace(/_(bucket|count|sum)$/, '');
  const metadata = { ...(await api(base, `metadata?metric=${family}`)), ...(await api(base, `metadata?metric=${name}`)) };
  if (Object.keys(metadata).length) return { ok: true, text: `${selector}: declared by its target (# TYPE ${Object.values(metadata)[0][0].type}), no sample yet` };
  return { ok: false, text: `${selector}: no series, and no target declares ${name}` };
}

/**
 * Waits for two evaluation rounds after `since` (ms), then checks every rule: health, error and
 * selectors. Returns [{ ok, line }], one per rule.
 */
export async function checkRules(base, since, ms = 20_000) {
  const expected = parse(readFileSync(RULES, 'utf8')).groups.flatMap((g) => g.rules.map((r) => r.alert ?? r.record));
  let rules = [];
  for (const until = Date.now() + ms; Date.now() < until; await sleep(250)) {
    rules = (await api(base, 'rules')).groups.flatMap((g) => g.rules);
    const evaluated = rules.filter((r) => Date.parse(r.lastEvaluation) >= since + 2 * INTERVAL_S * 1000);
    if (rules.length === expected.length && evaluated.length === rules.length) break;
  }
  const lines = [];
  for (const name of expected) {
    const rule = rules.find((r) => r.name === name);
    if (!rule || Date.parse(rule.lastEvaluation) < since + 2 * INTERVAL_S * 1000) {
      lines.push({ ok: false, line: `${name}: ${rule ? `not evaluated twice (last ${rule.lastEvaluation})` : 'not loaded'}` });
      continue;
    }
    const selectors = vectorSelectors(rule.query);
    const results = await Promise.all(selectors.map((s) => checkSelector(base, s)));
    const healthy = rule.health === 'ok' && !rule.lastError;
    const ok = healthy && selectors.length > 0 && results.every((r) => r.ok);
    lines.push({ ok, line: `${name}: health ${rule.health}${rule.lastError ? ` (${rule.lastError})` : ''}, ${rule.state ?? ''}; ${results.map((r) => `${r.ok ? '' : 'FAILED '}${r.text}`).join('; ') || 'no selector found'}` });
  }
  return lines;
}
