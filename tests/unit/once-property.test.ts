import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { BFF, CODE_OK } from '@/lib/contract/codes';
import { request, routes, send, signIn, withBff, type Answer } from './bff-harness';

// Issue 71, as a property: whatever the upstream does with a money move's answer (on time, late,
// lost after the effect, dropped before it) and however the browser asks again (a double click,
// a retry after the answer, a second tab, requests landing on two instances), every submission
// ends, each is applied once, and its last answer is true to the stub's ledger (its journal of the
// calls it applied, answered or not). Scenarios of 1 to 3 submissions, each its own key, of
// withdrawals and recharges whose amounts repeat, so that identical moves made on purpose occur.
//
// Two instances: the submission records live in the shared store (lib/store, on globalThis like
// Redis would be shared), so an instance is any caller of the route handler with that store. In
// process there is one handler; a submission "on two instances" has its requests alternate between
// two callers of it, interleaved with the other requests of its key.

const TIMEOUT_MS = 300;
const harness = withBff({ UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
const PASS2 = '135790';
/** Requests one browser driver makes for a submission at most (the settle window is 7.2 s here). */
const BOUND = 80;

const stub = (path: string, init?: RequestInit) => fetch(`${harness.stub.origin}/__stub/${path}`, init).then((r) => r.json());

const WITHDRAW = 'newextract/dothis';
const RECHARGE = 'recharge/dorecharge';
type Path = typeof WITHDRAW | typeof RECHARGE;
type Move = { path: Path; amount: string; voucher?: string };
// The operator's salary is 125000.00 after a reset: two withdrawals at most (100100 at most), so a
// refusal for the balance can only come from a move applied twice.
const MOVES: Move[] = [
  { path: WITHDRAW, amount: '50000' },
  { path: WITHDRAW, amount: '50050' },
  { path: RECHARGE, amount: '1000', voucher: '/uploads/v.png' },
  { path: RECHARGE, amount: '2000', voucher: '/uploads/v.png' },
];
const nameOf = (m: Move) => `${m.path} ${m.amount}${m.voucher ? ` ${m.voucher}` : ''}`;

const FAULTS = [null, { delayMs: 2 * TIMEOUT_MS }, { mode: 'dropAfter' }, { mode: 'drop' }] as const;
type Fault = (typeof FAULTS)[number];

type Plan = { move: Move; fault: Fault; doubleClick: boolean; retry: boolean; secondTab: boolean; instances: boolean };
const plan: fc.Arbitrary<Plan> = fc.record({
  move: fc.constantFrom(...MOVES),
  fault: fc.constantFrom(...FAULTS),
  doubleClick: fc.boolean(),
  retry: fc.boolean(),
  secondTab: fc.boolean(),
  instances: fc.boolean(),
});
const scenario = fc.record({
  submissions: fc.array(plan, { minLength: 1, maxLength: 3 }).filter((s) => s.filter((p) => p.move.path === WITHDRAW).length <= 2),
  concurrent: fc.boolean(),
});

type Outcome = { plan: Plan; key: string; finals: Answer[]; retried?: Answer; all: Answer[] };
const brief = (a: Answer) => `${a.status} ${a.body?.code}`;
const isOk = (a: Answer) => a.status === 200 && a.body?.code === CODE_OK;
const idOf = (a: Answer) => (a.body.data as { id?: number } | null)?.id;

/** The stub's ledger: the calls of a move's path it applied, with the move's body. */
async function appliedOf(move: Move): Promise<number> {
  const rows = (await stub(`requests?path=${encodeURIComponent(move.path)}&code=${CODE_OK}`)) as { payload: Record<string, unknown> | null }[];
  return rows.filter((r) => Number(r.payload?.amount) === Number(move.amount) && (move.voucher === undefined || r.payload?.voucher === move.voucher)).length;
}

describe('a money move moves once, and its last answer says so (property)', () => {
  it('holds over random faults, repeats and concurrency', async () => {
    const handler = await routes.call();
    // See the top of the file: both "instances" call the one handler over the shared store.
    const instances = [handler, handler];

    await fc.assert(
      fc.asyncProperty(scenario, async ({ submissions, concurrent }) => {
        await stub('reset', { method: 'POST' });
        await stub('fault', { method: 'DELETE' });
        await stub('requests', { method: 'DELETE' });
        const { cookie } = await signIn();
        const post = (instance: number, path: string, body: object, headers: Record<string, string> = {}) =>
          send(instances[instance], request(`/api/call/${path}`, { body, cookie, headers }), { path: path.split('/') });
        const cards = (await post(0, 'bank/getlist', {})).body.data as { list: { id: number }[] };
        const card = cards.list[0].id;
        const bodyOf = (m: Move) => (m.path === WITHDRAW ? { amount: m.amount, card_id: card, pass2: PASS2 } : { amount: m.amount, voucher: m.voucher });

        // Faults armed in order, one call each: with concurrent submissions which one gets which is
        // up to arrival order (a resend may take one too); nothing below depends on it.
        for (const p of submissions) if (p.fault) await stub('fault', { method: 'POST', body: JSON.stringify({ path: p.move.path, count: 1, ...p.fault }) });

        const run = async (p: Plan): Promise<Outcome> => {
          const key = randomBytes(16).toString('hex');
          const body = bodyOf(p.move);
          const all: Answer[] = [];
          let turn = 0;
          const ask = async (check: boolean) => {
            const instance = p.instances ? turn++ % 2 : 0;
            const answer = await post(instance, p.move.path, body, { 'idempotency-key': key, ...(check && { 'idempotency-check': '1' }) });
            all.push(answer);
            return answer;
          };
          /** The browser: the submission, then checks while the BFF is checking, and "send again" when it was not applied. */
          const drive = async (first = ask(false)) => {
            let answer = await first;
            for (let i = 0; i < BOUND; i++) {
              if (answer.body?.code === BFF.checking && answer.status === 202) answer = await ask(true);
              else if (answer.body?.code === BFF.inFlight && answer.status === 409) {
                await sleep(100);
                answer = await ask(true);
              } else if (answer.body?.code === BFF.notApplied) answer = await ask(false);
              else break;
            }
            return answer;
          };
          const drivers: Promise<Answer>[] = [drive()];
          if (p.doubleClick) drivers.push(drive(ask(false))); // the second click, at once, then what its answer asks for
          if (p.secondTab) drivers.push(drive());
          const finals = await Promise.all(drivers);
          const retried = p.retry ? await ask(false) : undefined;
          return { plan: p, key, finals, retried, all };
        };

        const outcomes: Outcome[] = [];
        if (concurrent) outcomes.push(...(await Promise.all(submissions.map(run))));
        else for (const p of submissions) outcomes.push(await run(p));

        const problems: string[] = [];
        // (c) Every submission ended, and (reads are never faulted, the balance suffices) went through,
        // in every tab, and the retry after the answer got the same answer without a send.
        for (const [i, o] of outcomes.entries()) {
          const ends = [...o.finals, ...(o.retried ? [o.retried] : [])];
          if (!ends.every(isOk)) problems.push(`submission ${i} (${nameOf(o.plan.move)}) ended ${ends.map(brief).join(', ')}; its answers: ${o.all.map(brief).join(', ')}`);
          else if (new Set(ends.map(idOf)).size !== 1) problems.push(`submission ${i} was told of different entries: ${ends.map(idOf).join(', ')}`);
        }
        // Each submission its own entry.
        const ids = outcomes.filter((o) => o.finals.every(isOk)).map((o) => idOf(o.finals[0]));
        if (new Set(ids).size !== ids.length) problems.push(`two submissions were told of the same entry: ${ids.join(', ')}`);
        // (a) For every body: the ledger holds as many as the submissions told it went through.
        let total = 0;
        for (const move of MOVES) {
          const applied = await appliedOf(move);
          total += applied;
          const told = outcomes.filter((o) => nameOf(o.plan.move) === nameOf(move) && o.finals.every(isOk)).length;
          if (applied !== told) problems.push(`${nameOf(move)}: applied ${applied}, told went through ${told}`);
        }
        // (b) None applied twice.
        const wentThrough = outcomes.filter((o) => o.finals.every(isOk)).length;
        if (total !== wentThrough || total > submissions.length) problems.push(`applied ${total} in all for ${submissions.length} submissions, ${wentThrough} told went through`);

        await stub('fault', { method: 'DELETE' });
        if (problems.length) throw new Error(problems.join('\n'));
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
