#!/usr/bin/env node
// `npm run test:deploy`: the manifests (deploy/k8s) and the alerting (deploy/prometheus) checked
// the way a cluster and a Prometheus would take them, in seconds, without either:
//   - `kubectl kustomize` renders deploy/k8s (no CRD needed) and, with the prometheus-operator
//     component, deploy/prometheus/operator;
//   - every rendered object against the Kubernetes and prometheus-operator schemas, strictly:
//     kubernetes-models' validate() (types, required fields, formats, enums; it lets unknown
//     fields through), and TypeScript's excess-property check of each object against the same
//     package's interfaces for the unknown fields (a typo like `imag:` would otherwise be
//     dropped silently by the API server);
//   - policies an SRE relies on (POLICIES below), each also run on a copy of the manifests
//     spoiled on purpose, to show that it catches what it is for;
//   - the PrometheusRule is the one generated from portal-rules.yaml (`--update` writes it);
//   - `promtool check rules`, `promtool check config` (scrape-config.yaml in a minimal
//     prometheus.yml), `promtool test rules` (deploy/prometheus/tests), a firing and a silent
//     test case for every alert, and every alert in docs/operations.md's table.
// One line per check, then `N passed, N failed`; exits 1 on any failure. Without kubectl or
// promtool, their checks are skipped with an install hint, or fail when CI=true.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { parse, parseAllDocuments, stringify } from 'yaml';

const ROOT = resolve(import.meta.dirname, '..');
const K8S = join(ROOT, 'deploy/k8s');
const PROM = join(ROOT, 'deploy/prometheus');
const RULES = join(PROM, 'portal-rules.yaml');
const OPERATOR = join(PROM, 'operator');
const PROMETHEUS_RULE = join(OPERATOR, 'prometheusrule.yaml');
const TESTS = join(PROM, 'tests');
const BALANCER_IDLE_MS = 60_000; // ingress-nginx's upstream keep-alive, AWS's load balancers
const INSTALL = {
  kubectl: 'install kubectl >= 1.27, which bundles kustomize',
  promtool: 'install: apt-get install -y prometheus, which brings promtool',
};

const tally = { passed: 0, failed: 0, skipped: 0 };
/** Prints one check's line and counts it. */
function report(ok, name, detail = '') {
  tally[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
}
/** A check whose tool is missing: fails on CI, is skipped (and said so) elsewhere. */
function missing(tool, name) {
  if (process.env.CI === 'true') return report(false, name, `${tool} not found; ${INSTALL[tool]}`);
  tally.skipped++;
  console.log(`skip  ${name}: skipped (${INSTALL[tool]})`);
}

/** Runs a tool; undefined when it is not installed. */
function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', cwd: ROOT, ...options });
  if (result.error?.code === 'ENOENT') return undefined;
  return { ok: result.status === 0, out: `${result.stdout}${result.stderr}`.trim() };
}
const lastLines = (text, n = 8) => text.split('\n').slice(-n).join(' | ');

// --- the PrometheusRule, generated from portal-rules.yaml -----------------------------------

const ruleText = () =>
  '# GENERATED from ../portal-rules.yaml by `node scripts/test-deploy.mjs --update`: edit that\n' +
  '# file, then run it; npm run test:deploy fails while the two differ.\n' +
  stringify({ apiVersion: 'monitoring.coreos.com/v1', kind: 'PrometheusRule', metadata: { name: 'portal' }, spec: parse(readFileSync(RULES, 'utf8')) }, { lineWidth: 0 });

if (process.argv.includes('--update')) {
  writeFileSync(PROMETHEUS_RULE, ruleText());
  console.log(`wrote ${relative(ROOT, PROMETHEUS_RULE)}`);
  process.exit(0);
}

// --- rendering ------------------------------------------------------------------------------

/** `kubectl kustomize dir`'s objects; undefined without kubectl. Throws on a render error. */
function kustomize(dir) {
  const result = run('kubectl', ['kustomize', dir]);
  if (!result) return undefined;
  if (!result.ok) throw new Error(lastLines(result.out));
  return parseAllDocuments(result.out).map((doc) => doc.toJS()).filter(Boolean);
}

/** deploy/k8s with the operator component, as an overlay in a temp dir (kustomize wants relative paths). */
function kustomizeWithOperator() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
  try {
    writeFileSync(join(dir, 'kustomization.yaml'), stringify({ resources: [relative(dir, K8S)], components: [relative(dir, OPERATOR)] }));
    return kustomize(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const id = (o) => `${o.kind}/${o.metadata?.name}`;

// --- strict schema ------------------------------------------------------------------------

/** The kubernetes-models module of an object's kind (the prometheus-operator package for its CRDs). */
function modelModule({ apiVersion, kind }) {
  if (apiVersion.startsWith('monitoring.coreos.com/')) return `@kubernetes-models/prometheus-operator/${apiVersion}/${kind}`;
  return `kubernetes-models/${apiVersion}/${kind}`; // core: v1/Service; groups: apps/v1/Deployment
}

/**
 * Problems of each object against its schema, by index: validate()'s, and the fields its
 * interface does not have. The objects go into one TypeScript program as object literals
 * typed by their interfaces (`const o3: IDeployment = {…}`), whose excess-property errors name
 * each unknown field; the file exists only in memory.
 */
async function schemaProblems(objects) {
  const problems = objects.map(() => []);
  const lines = [];
  const owner = []; // line -> object index
  const imports = new Set();
  for (const [i, o] of objects.entries()) {
    const path = modelModule(o);
    const Model = await import(path).then((m) => m[o.kind], () => undefined);
    if (!Model) {
      problems[i].push(`no schema for ${o.apiVersion} ${o.kind}`);
      continue;
    }
    try {
      new Model(o).validate();
    } catch (error) {
      problems[i].push(error.message);
    }
    imports.add(`import type { I${o.kind} } from '${path}';`);
    const literal = `export const o${i}: I${o.kind} = ${JSON.stringify(o, null, 1)};`.split('\n');
    owner.push(...literal.map(() => i));
    lines.push(...literal);
  }
  const header = [...imports];
  const file = join(ROOT, '__manifests__.ts');
  const source = [...header, ...lines].join('\n');
  const options = { strict: true, noEmit: true, skipLibCheck: true, types: [], target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, ...rest) => (name === file ? ts.createSourceFile(name, source, ts.ScriptTarget.ES2022) : getSourceFile(name, ...rest));
  host.fileExists = (name) => name === file || fileExists(name);
  for (const d of ts.getPreEmitDiagnostics(ts.createProgram([file], options, host))) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    const line = d.file?.fileName === file ? d.file.getLineAndCharacterOfPosition(d.start).line - header.length : -1;
    if (line >= 0) problems[owner[line]].push(`${message} (${lines[line].trim()})`);
    else problems.forEach((p) => p.push(`TypeScript: ${message}`)); // e.g. a module it cannot resolve
  }
  return problems;
}

// --- policies -------------------------------------------------------------------------------

const workloads = (objs) => objs.filter((o) => ['Deployment', 'StatefulSet'].includes(o.kind));
const containersOf = (w) => [...(w.spec.template.spec.initContainers ?? []), ...w.spec.template.spec.containers];
const find = (objs, kind, name) => objs.find((o) => o.kind === kind && (name === undefined || o.metadata.name === name));
/** Whether a label selector (matchLabels only; anything else counts as no match) selects these labels. */
const selects = (selector, labels = {}) =>
  !!selector?.matchLabels && !selector.matchExpressions && Object.entries(selector.matchLabels).every(([k, v]) => labels[k] === v);
const podLabels = (w) => w.spec.template.metadata.labels;

/** A Secret's values, from stringData or data (base64). */
const secretValues = (s) => ({
  ...Object.fromEntries(Object.entries(s.data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()])),
  ...s.stringData,
});
/** A container's environment: its ConfigMaps' and Secrets' keys (envFrom), then its literal env values. */
function envOf(container, objs) {
  const env = {};
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) Object.assign(env, find(objs, 'ConfigMap', from.configMapRef.name)?.data);
    if (from.secretRef) Object.assign(env, secretValues(find(objs, 'Secret', from.secretRef.name) ?? {}));
  }
  for (const e of container.env ?? []) if (e.value !== undefined) env[e.name] = e.value;
  return env;
}

/** Kubernetes memory quantities ("512Mi", "1G", "1048576") in bytes; NaN when unreadable. */
function bytesOfQuantity(q) {
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(String(q ?? ''));
  const unit = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, k: 1e3, M: 1e6, G: 1e9, T: 1e12 };
  return m ? Number(m[1]) * (unit[m[2]] ?? 1) : NaN;
}
/** Redis's --maxmemory in a container's command line, in bytes (Redis: 1mb = 2^20, 1m = 10^6). */
function redisMaxmemory(container) {
  const m = /--maxmemory\s+(\d+)(kb|mb|gb|k|m|g)?(?=\s|$)/i.exec([...(container.command ?? []), ...(container.args ?? [])].join(' '));
  const unit = { kb: 2 ** 10, mb: 2 ** 20, gb: 2 ** 30, k: 1e3, m: 1e6, g: 1e9 };
  return m ? Number(m[1]) * (unit[m[2]?.toLowerCase()] ?? 1) : undefined;
}
const startsRedis = (c) => /\bredis-server\b/.test([...(c.command ?? []), ...(c.args ?? [])].join(' '));

/** The jobs that portal-rules.yaml selects (job="…"). */
const ruleJobs = () => [...new Set([...readFileSync(RULES, 'utf8').matchAll(/\bjob="([^"]+)"/g)].map((m) => m[1]))];
/** The job name a PodMonitor gives its targets: a relabelled `job`, else its jobLabel's value on the pods, else namespace/name. */
function podMonitorJob(pm, objs) {
  const relabelled = pm.spec.podMetricsEndpoints.flatMap((e) => e.relabelings ?? []).find((r) => r.targetLabel === 'job');
  if (relabelled) return relabelled.replacement;
  if (!pm.spec.jobLabel) return `${pm.metadata.namespace ?? 'default'}/${pm.metadata.name}`;
  const pods = workloads(objs).find((w) => selects(pm.spec.selector, podLabels(w)));
  return pods && podLabels(pods)[pm.spec.jobLabel];
}

/**
 * Each policy: check(objects) -> problems (empty: holds); spoil(objects) -> a copy of the
 * objects that breaks it, as a regression would, so that the check is seen to catch it.
 */
const POLICIES = [
  {
    name: 'no `replicas` on a workload an HPA scales (every apply would reset the count)',
    check: (objs) =>
      objs
        .filter((o) => o.kind === 'HorizontalPodAutoscaler')
        .flatMap((hpa) => {
          const target = find(objs, hpa.spec.scaleTargetRef.kind, hpa.spec.scaleTargetRef.name);
          if (!target) return [`${id(hpa)} scales ${hpa.spec.scaleTargetRef.kind}/${hpa.spec.scaleTargetRef.name}, which is not here`];
          return target.spec.replicas === undefined ? [] : [`${id(target)} sets replicas: ${target.spec.replicas}`];
        }),
    spoil: (objs) => (find(objs, 'Deployment', 'portal').spec.replicas = 2),
  },
  {
    name: 'a PodDisruptionBudget selects the pods of every Deployment',
    check: (objs) =>
      objs
        .filter((o) => o.kind === 'Deployment')
        .filter((d) => !objs.some((o) => o.kind === 'PodDisruptionBudget' && selects(o.spec.selector, podLabels(d))))
        .map((d) => `no PDB selects ${id(d)}'s pods`),
    spoil: (objs) => (find(objs, 'PodDisruptionBudget').spec.selector.matchLabels['app.kubernetes.io/component'] = 'api'),
  },
  {
    name: 'every container requests and limits cpu and memory',
    check: (objs) =>
      workloads(objs).flatMap((w) =>
        containersOf(w).flatMap((c) =>
          ['requests', 'limits'].flatMap((kind) => ['cpu', 'memory'].filter((r) => !c.resources?.[kind]?.[r]).map((r) => `${id(w)} ${c.name}: no ${kind}.${r}`)),
        ),
      ),
    spoil: (objs) => delete find(objs, 'StatefulSet').spec.template.spec.containers[1].resources.limits,
  },
  {
    name: 'every container has readiness and liveness probes',
    check: (objs) =>
      workloads(objs).flatMap((w) =>
        w.spec.template.spec.containers.flatMap((c) => ['readinessProbe', 'livenessProbe'].filter((p) => !c[p]).map((p) => `${id(w)} ${c.name}: no ${p}`)),
      ),
    spoil: (objs) => delete find(objs, 'Deployment').spec.template.spec.containers[0].readinessProbe,
  },
  {
    name: `the portal's KEEP_ALIVE_TIMEOUT is above the balancers' idle timeout (${BALANCER_IDLE_MS} ms)`,
    check: (objs) => {
      const env = envOf(find(objs, 'Deployment', 'portal').spec.template.spec.containers[0], objs);
      return Number(env.KEEP_ALIVE_TIMEOUT) > BALANCER_IDLE_MS ? [] : [`KEEP_ALIVE_TIMEOUT is ${JSON.stringify(env.KEEP_ALIVE_TIMEOUT)}`];
    },
    spoil: (objs) => (find(objs, 'ConfigMap', 'portal-config').data.KEEP_ALIVE_TIMEOUT = '60000'),
  },
  {
    name: "Redis's address and password only in a Secret (never a ConfigMap or a literal env value)",
    check: (objs) => [
      ...objs
        .filter((o) => o.kind === 'ConfigMap')
        .flatMap((cm) => ['REDIS_URL', 'REDIS_PASSWORD'].filter((k) => k in (cm.data ?? {})).map((k) => `${id(cm)} holds ${k}`)),
      ...workloads(objs).flatMap((w) =>
        containersOf(w).flatMap((c) => (c.env ?? []).filter((e) => /^REDIS_(URL|PASSWORD)$|^REDISCLI_AUTH$/.test(e.name) && e.value !== undefined).map((e) => `${id(w)} ${c.name}: ${e.name} as a literal`)),
      ),
    ],
    spoil: (objs) => (find(objs, 'ConfigMap', 'portal-config').data.REDIS_URL = 'redis://portal-redis:6379'),
  },
  {
    name: "the Secret's REDIS_URL carries its REDIS_PASSWORD (the portal's and Redis's side agree)",
    check: (objs) =>
      objs
        .filter((o) => o.kind === 'Secret')
        .flatMap((s) => {
          const { REDIS_URL: url, REDIS_PASSWORD: password } = secretValues(s);
          if (!url || !password) return [];
          return decodeURIComponent(new URL(url).password) === password ? [] : [`${id(s)}: REDIS_URL's password is not REDIS_PASSWORD`];
        }),
    spoil: (objs) => (find(objs, 'Secret').stringData.REDIS_PASSWORD = 'dev-only-another-password'),
  },
  {
    name: 'the Secret holds placeholders only ("dev-only", refused by a production server)',
    check: (objs) =>
      objs
        .filter((o) => o.kind === 'Secret')
        .flatMap((s) => Object.entries(secretValues(s)).filter(([, v]) => !v.includes('dev-only')).map(([k]) => `${id(s)} ${k} is not a dev-only placeholder`)),
    spoil: (objs) => (find(objs, 'Secret').stringData.SESSION_SECRET = 'kN3x8vQ2mL5pR7tY1wZ4bC6dF9gH0jK2'),
  },
  {
    name: "Redis's memory limit holds twice its maxmemory (the fork of an AOF rewrite)",
    check: (objs) => {
      const redis = workloads(objs).flatMap((w) => containersOf(w).filter(startsRedis).map((c) => [w, c]));
      if (redis.length === 0) return ['no container starts redis-server'];
      return redis.flatMap(([w, c]) => {
        const max = redisMaxmemory(c);
        const limit = bytesOfQuantity(c.resources?.limits?.memory);
        if (max === undefined) return [`${id(w)} ${c.name}: no --maxmemory`];
        return limit >= 2 * max ? [] : [`${id(w)} ${c.name}: limit ${c.resources?.limits?.memory} < 2 x maxmemory (${max} bytes)`];
      });
    },
    spoil: (objs) => (find(objs, 'StatefulSet').spec.template.spec.containers[0].resources.limits.memory = '256Mi'),
  },
  {
    name: "each StatefulSet's serviceName is a headless Service selecting its pods",
    check: (objs) =>
      objs
        .filter((o) => o.kind === 'StatefulSet')
        .flatMap((s) => {
          const svc = find(objs, 'Service', s.spec.serviceName);
          if (!svc) return [`${id(s)}: no Service ${s.spec.serviceName}`];
          if (svc.spec.clusterIP !== 'None') return [`${id(svc)} is not headless (clusterIP: None)`];
          return selects({ matchLabels: svc.spec.selector }, podLabels(s)) ? [] : [`${id(svc)} does not select ${id(s)}'s pods`];
        }),
    spoil: (objs) => (find(objs, 'StatefulSet').spec.serviceName = 'portal-redis'),
  },
  {
    name: "a NetworkPolicy restricts every workload's ingress",
    check: (objs) =>
      workloads(objs)
        .filter((w) => !objs.some((o) => o.kind === 'NetworkPolicy' && o.spec.policyTypes?.includes('Ingress') && selects(o.spec.podSelector, podLabels(w))))
        .map((w) => `no NetworkPolicy selects ${id(w)}'s pods`),
    spoil: (objs) => objs.splice(objs.indexOf(find(objs, 'NetworkPolicy', 'portal-redis')), 1),
  },
  {
    name: 'the PodMonitors produce every job the rules select, on a port the pods have',
    check: (objs) => {
      const monitors = objs.filter((o) => o.kind === 'PodMonitor');
      const problems = monitors.flatMap((pm) => {
        const pods = workloads(objs).filter((w) => selects(pm.spec.selector, podLabels(w)));
        const ports = pods.flatMap((w) => w.spec.template.spec.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name)));
        if (pods.length === 0) return [`${id(pm)} selects no workload's pods`];
        return pm.spec.podMetricsEndpoints.filter((e) => !ports.includes(e.port)).map((e) => `${id(pm)}: the pods have no port ${e.port}`);
      });
      const jobs = monitors.map((pm) => podMonitorJob(pm, objs));
      return [...problems, ...ruleJobs().filter((job) => !jobs.includes(job)).map((job) => `no PodMonitor gives job="${job}" (they give ${jobs.join(', ')})`)];
    },
    spoil: (objs) => (find(objs, 'PodMonitor', 'portal').spec.jobLabel = 'app.kubernetes.io/component'),
  },
];

// --- Prometheus --------------------------------------------------------------------------

/** The alerts of portal-rules.yaml. */
const alertNames = () => parse(readFileSync(RULES, 'utf8')).groups.flatMap((g) => g.rules.map((r) => r.alert).filter(Boolean));
const testFiles = () => readdirSync(TESTS).filter((f) => f.endsWith('.test.yaml')).map((f) => join(TESTS, f));

/** Differences between the rules and the alert table in docs/operations.md ("What to alert on"): name and severity. */
function undocumentedAlerts() {
  const docs = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
  const section = docs.slice(docs.indexOf('### What to alert on'), docs.indexOf('\n## ', docs.indexOf('### What to alert on')));
  const table = Object.fromEntries([...section.matchAll(/^\| `(\w+)` \| (\w+) \|/gm)].map((m) => [m[1], m[2]]));
  const rules = parse(readFileSync(RULES, 'utf8')).groups.flatMap((g) => g.rules.filter((r) => r.alert));
  return [
    ...rules.filter((r) => table[r.alert] !== r.labels.severity).map((r) => `${r.alert} (${r.labels.severity}) is ${r.alert in table ? `listed as ${table[r.alert]}` : 'not listed'}`),
    ...Object.keys(table).filter((name) => !rules.some((r) => r.alert === name)).map((name) => `${name} is listed but is no rule`),
  ];
}

/** Alerts without a test case where they fire, or without one where they stay silent; cases of unknown alerts. */
function untestedAlerts() {
  const cases = testFiles().flatMap((f) => parse(readFileSync(f, 'utf8')).tests.flatMap((t) => t.alert_rule_test ?? []));
  const names = alertNames();
  const problems = cases.filter((c) => !names.includes(c.alertname)).map((c) => `a case of unknown alert ${c.alertname}`);
  for (const name of names) {
    const mine = cases.filter((c) => c.alertname === name);
    if (!mine.some((c) => c.exp_alerts?.length)) problems.push(`${name}: no case where it fires`);
    if (!mine.some((c) => !c.exp_alerts?.length)) problems.push(`${name}: no case where it stays silent`);
  }
  return problems;
}

/**
 * `promtool check config` of scrape-config.yaml's jobs and the rules in a minimal prometheus.yml.
 * Debian's Prometheus is built without Kubernetes discovery ("field kubernetes_sd_configs not
 * found"): then each job's discovery is swapped for an empty file_sd, so that the rest (the
 * relabelling, above all) is still checked; the line says so.
 */
function checkScrapeConfig() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-promtool-'));
  const write = (jobs) => {
    writeFileSync(join(dir, 'prometheus.yml'), stringify({ global: { scrape_interval: '30s' }, rule_files: [RULES], scrape_configs: jobs }));
    return run('promtool', ['check', 'config', join(dir, 'prometheus.yml')]);
  };
  try {
    const jobs = parse(readFileSync(join(PROM, 'scrape-config.yaml'), 'utf8')).scrape_configs;
    let result = write(jobs);
    let note = `jobs ${jobs.map((j) => j.job_name).join(', ')}`;
    if (result && !result.ok && /field kubernetes_sd_configs not found/.test(result.out)) {
      writeFileSync(join(dir, 'targets.json'), '[]');
      result = write(jobs.map((job) => ({ ...job, kubernetes_sd_configs: undefined, file_sd_configs: [{ files: [join(dir, 'targets.json')] }] })));
      note += '; this promtool has no Kubernetes discovery, so kubernetes_sd_configs was checked as file_sd (relabelling checked; the scale test runs it)';
    }
    return result && { ok: result.ok, out: result.ok ? note : lastLines(result.out) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- the run ----------------------------------------------------------------------------

const began = Date.now();
let plain, full;
try {
  plain = kustomize(K8S);
  if (!plain) missing('kubectl', 'kubectl kustomize deploy/k8s, and the schema and policy checks of its objects');
  else {
    const crds = plain.filter((o) => o.apiVersion.startsWith('monitoring.coreos.com/'));
    report(crds.length === 0, 'kubectl kustomize deploy/k8s', crds.length ? `needs the operator's CRDs: ${crds.map(id).join(', ')}` : `${plain.length} objects, none needs a CRD`);
    full = kustomizeWithOperator();
    report(full.some((o) => o.kind === 'PodMonitor'), 'kubectl kustomize deploy/k8s + component deploy/prometheus/operator', `${full.length} objects`);
  }
} catch (error) {
  report(false, 'kubectl kustomize', error.message);
}

if (full) {
  // The real objects and, after them, a spoiled copy of two: an unknown field and a wrong type.
  const bad = structuredClone([find(full, 'Deployment', 'portal'), find(full, 'PodMonitor', 'portal')]);
  bad[0].spec.template.spec.containers[0].imagePullPolicyy = 'Always';
  bad[1].spec.podMetricsEndpoints[0].interval = 30;
  const problems = await schemaProblems([...full, ...bad]);
  for (const [i, o] of full.entries()) report(problems[i].length === 0, `schema, strict: ${id(o)}`, problems[i].join('; '));
  const caught = problems.slice(full.length);
  report(
    caught[0].some((p) => p.includes('imagePullPolicyy')) && caught[1].length > 0,
    'schema self-check: an unknown field and a wrong type are caught',
    caught.map((p, i) => `${id(bad[i])}: ${p.join('; ') || 'NOT caught'}`).join(' / '),
  );

  for (const policy of POLICIES) {
    const problems = policy.check(full);
    report(problems.length === 0, `policy: ${policy.name}`, problems.join('; '));
    const spoiled = structuredClone(full);
    policy.spoil(spoiled);
    const caught = policy.check(spoiled);
    report(caught.length > 0, `policy self-check: ${policy.name}`, caught.length ? `spoiled copy caught (${caught[0]})` : 'a spoiled copy passed');
  }
}

const generated = readFileSync(PROMETHEUS_RULE, 'utf8') === ruleText();
report(generated, 'operator/prometheusrule.yaml is generated from portal-rules.yaml', generated ? '' : 'it differs: node scripts/test-deploy.mjs --update');

const rules = run('promtool', ['check', 'rules', RULES]);
if (!rules) missing('promtool', 'promtool check rules');
else report(rules.ok, 'promtool check rules portal-rules.yaml', rules.ok ? `${alertNames().length} alerts` : lastLines(rules.out));

const config = rules && checkScrapeConfig();
if (!config) missing('promtool', 'promtool check config scrape-config.yaml');
else report(config.ok, 'promtool check config scrape-config.yaml', config.out);

const tests = rules && run('promtool', ['test', 'rules', ...testFiles()]);
if (!tests) missing('promtool', 'promtool test rules deploy/prometheus/tests');
else report(tests.ok, 'promtool test rules deploy/prometheus/tests', tests.ok ? `${testFiles().length} files` : lastLines(tests.out, 30));

const untested = untestedAlerts();
report(untested.length === 0, 'every alert has a test case where it fires and one where it stays silent', untested.join('; ') || `${alertNames().length} alerts`);

const undocumented = undocumentedAlerts();
report(undocumented.length === 0, "docs/operations.md's alert table lists every alert with its severity", undocumented.join('; '));

if (tally.skipped) console.log(`(${tally.skipped} skipped: tools not installed)`);
console.log(`test:deploy in ${((Date.now() - began) / 1000).toFixed(1)} s`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
