import { guardProcess, onStop } from '@/server/process';

// Run by process-guard.test.ts in a process of its own (node --import tsx): what server/prod.ts
// does first, then the failure named by the argument.
guardProcess();
const what = process.argv[2];
if (what === 'throw') setTimeout(() => JSON.parse('{not json'), 10);
if (what === 'reject') setTimeout(() => void Promise.reject(new Error('a promise nobody awaited')), 10);
if (what === 'drain') onStop((signal) => (console.log(`draining on ${signal}`), process.exit(0)));
console.log('started');
setTimeout(() => console.log('still running'), 20_000);
