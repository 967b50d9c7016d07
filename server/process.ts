import { log } from '@/lib/upstream/log';

// The process's own guards, set from the entry's first line (server/prod.ts, server/dev.ts),
// before the configuration is read and long before Next is prepared:
// - SIGTERM and SIGINT: before the server listens the process simply exits 0 (nothing to
//   drain: a pod stopped during its start stops at once); once it listens, main() hands over its
//   drain (onStop). A second signal during the drain is ignored by the drain itself.
// - An uncaught exception or an unhandled rejection: one fatal line with the error's stack,
//   then exit 1, rather than running on in a state nobody planned for (Node's own default,
//   but with a line the log pipeline can read).

type Stop = (signal: NodeJS.Signals) => void;

let stop: Stop = (signal) => {
  log.info({ signal }, 'shut down before serving');
  process.exit(0);
};

/** From now on a signal drains the server instead. */
export const onStop = (drain: Stop) => void (stop = drain);

function fatal(error: unknown, origin: string) {
  log.fatal({ err: error instanceof Error ? error : new Error(String(error)), origin }, 'process: uncaught error; exiting');
  process.exit(1);
}

export function guardProcess() {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
  process.on('uncaughtException', (error, origin) => fatal(error, origin));
  process.on('unhandledRejection', (reason) => fatal(reason, 'unhandledRejection'));
}
