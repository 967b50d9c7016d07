// The server entry's own settings, validated at start (lib/upstream/config.ts holds the app's).
// Every problem is listed at once and the process stops before it listens.

export type OpsConfig = {
  /** The port of the separate metrics server (GET /metrics, Prometheus text). */
  metricsPort: number;
  /** OTLP/HTTP base URL: traces are exported only when it is set. */
  otlpEndpoint?: string;
};

const portOf = (value: string | undefined, fallback: number) => (value === undefined || value === '' ? fallback : /^\d{1,5}$/.test(value) ? Number(value) : NaN);
const validPort = (n: number) => Number.isInteger(n) && n > 0 && n < 65536;

export function opsConfig(env: Record<string, string | undefined>): { config?: OpsConfig; problems: string[] } {
  const problems: string[] = [];
  const metricsPort = portOf(env.METRICS_PORT, 9464);
  const port = portOf(env.PORT, 3000);
  if (!validPort(metricsPort)) problems.push(`METRICS_PORT must be a port number (1-65535), got "${env.METRICS_PORT}"`);
  else if (metricsPort === port) problems.push(`METRICS_PORT must differ from PORT (${port}): metrics are never served on the public port`);
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint)) problems.push(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL;
  if (protocol && protocol !== 'http/json') problems.push(`OTEL_EXPORTER_OTLP_PROTOCOL: only http/json is supported, got "${protocol}"`);
  return problems.length ? { problems } : { config: { metricsPort, otlpEndpoint: endpoint }, problems };
}
