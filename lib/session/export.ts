import 'server-only';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { callSpec } from '@/lib/contract/calls';
import { BFF, CODE_OK } from '@/lib/contract/codes';
import { EXPORT_FORMATS, EXPORT_TOTAL_HEADER, type ExportFormat } from '@/lib/contract/export-wire';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_ROWS, exportList, isOwnList, type ExportColumn, type ExportList } from '@/lib/contract/exports';
import { activityExportQuery, type ActivityExportQuery } from '@/lib/contract/security';
import { activityOfAccount, activityRows, dayOf } from './activity';
import { cellValue, wordOf } from '@/lib/lists/define';
import { CSV_BOM, csvLine } from '@/lib/format/csv';
import { formatCount } from '@/lib/format/number';
import type { Translate } from '@/lib/i18n/messages';
import { routeAllowed, screensOf } from '@/lib/menu/manifest';
import { claimRetrying, sharedStore, storeKey, type SharedStore } from '@/lib/store';
import { log } from '@/lib/upstream/log';
import { conform, crossSiteRefusal, envelope, isCrossSiteRead, validate, withSession, type BffContext, type BffResult } from './handler';
import { isLive } from './records';

// GET /api/export/<list>?format=csv|xlsx&<the list's filters> (docs/architecture.md, "Export"):
// the BFF walks the upstream's pages of one list of the fixed registry (lib/contract/exports.ts)
// one after the other and streams the file as they come: a page is asked only when the
// response has taken the previous one (the body is pulled), so memory holds a page, not the
// list. Refused first: another site (isCrossSiteRead), a list whose screens the session's menu
// hides, filters that fail the list's own call schema (400, nothing forwarded); the first page's
// total is checked against the cap before a byte is sent. One export at a time per account (a
// claim in the shared store, so on every instance, waited for a moment before a refusal), held
// until the response has been written whole or its connection closed, and never past
// EXPORT_MAX_MS (+ its TTL, when the instance dies). The session is checked before each page:
// signed out (here or everywhere), the download fails.

type Row = Record<string, unknown>;
type Page = { list: Row[]; total: number };

/** How long a claim lives unrenewed: an instance that died mid-export frees it by then. */
export const EXPORT_CLAIM_TTL_MS = 60_000;
/** A running export renews its claim four times a TTL (every 15 s), so one slow write does not free it. */
const RENEWS_PER_TTL = 4;
/**
 * How long an export may run in all, from its claim to the end of its response: past it the
 * download fails, the walk stops and the claim is freed. The cap's 100,000 rows take about a
 * minute and a half at the bench's pace (docs/benchmarks.md); ten minutes allows an upstream
 * six times slower, and bounds what one account can hold.
 */
export const EXPORT_MAX_MS = 10 * 60_000;
/**
 * How long an export waits for a reader that takes nothing (the body not pulled, or the end of
 * the file not leaving the server): past it the download fails, the walk stops and the claim is
 * freed. A browser reads as it comes; a reader stalled this long has gone or is holding the claim.
 */
export const EXPORT_IDLE_MS = 30_000;
/**
 * How long the claim outlives a response written whole (lib/session/direct.ts): whether the
 * reader took the bytes handed to the system nobody can know, so eight small downloads left
 * unread are not had at once but one a moment. Shorter than EXPORT_CLAIM_WAIT_MS, which an export
 * asked right after the last one's end waits out.
 */
export const EXPORT_READ_GRACE_MS = 800;
/**
 * How long an export waits for the account's claim to be freed before it is refused. A cancelled
 * export's claim is freed when its connection closes, which reaches the server a moment after the
 * tab shows the cancel; an export asked at once after it (another format, another tab) is not a
 * second one at a time.
 */
export const EXPORT_CLAIM_WAIT_MS = 1_000;
const CLAIM_RETRY_MS = 100;
const CLAIM_TRIES = EXPORT_CLAIM_WAIT_MS / CLAIM_RETRY_MS;
const claimKey = (account: string) => storeKey('export', account);

/**
 * The pages of a list after the first, asked one at a time; stops at the first page's total
 * (rows added meanwhile are not walked), at an empty page, or when `signal` aborts.
 */
export async function* walkPages(first: Page, fetchPage: (page: number) => Promise<Page>, signal?: AbortSignal): AsyncGenerator<Row[]> {
  const total = Math.min(first.total, EXPORT_MAX_ROWS);
  let seen = first.list.length;
  yield first.list;
  for (let page = 2; seen < total && !signal?.aborted; page++) {
    const next = await fetchPage(page);
    if (!next.list.length) return;
    const list = next.list.slice(0, total - seen);
    seen += list.length;
    yield list;
  }
}

/** The rows of `pages` that `keep` keeps (a filter the upstream does not apply). */
async function* keepRows(pages: AsyncIterable<Row[]>, keep: (row: Row) => boolean): AsyncGenerator<Row[]> {
  for await (const rows of pages) yield rows.filter(keep);
}

/** A cell's value: money a number of two decimals, a date a Date (its wall clock, as UTC), a word its word in the operator's language. */
export function cellOf(column: ExportColumn, row: Row, t: Translate): string | number | Date | null {
  const value = cellValue(column, row);
  const word = wordOf(column, row);
  if (word !== undefined) return t.has(word) ? t(word) : String(value);
  switch (column.kind) {
    case 'money': {
      const n = Number(value);
      return value === '' || !Number.isFinite(n) ? null : Math.round(n * 100) / 100;
    }
    case 'count':
      return value === '' ? null : Number(value);
    case 'date': {
      const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(String(value));
      return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0))) : String(value);
    }
    default:
      return String(value);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A cell as CSV text: money with two decimals, dates as the list shows them. */
export function csvText(column: ExportColumn, value: ReturnType<typeof cellOf>): string {
  if (value === null) return '';
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const hasTime = value.getUTCHours() || value.getUTCMinutes() || value.getUTCSeconds();
    return hasTime ? `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}` : day;
  }
  return column.kind === 'money' && typeof value === 'number' ? value.toFixed(2) : String(value);
}

const encoder = new TextEncoder();

/** The CSV file, a page of lines at a time. */
export async function* csvFile(list: ExportList, pages: AsyncIterable<Row[]>, t: Translate): AsyncGenerator<Uint8Array> {
  yield encoder.encode(CSV_BOM + csvLine(list.columns.map((c) => t(c.label))));
  for await (const rows of pages) {
    yield encoder.encode(rows.map((row) => csvLine(list.columns.map((c) => csvText(c, cellOf(c, row, t))))).join(''));
  }
}

const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const NUMBER_FORMATS: Partial<Record<ExportColumn['kind'], string>> = { money: '0.00', count: '0', date: DATE_FORMAT };

/**
 * The .xlsx file through exceljs's streaming writer: rows are committed as each page comes and
 * what the zip has written so far is handed on; no shared strings (a table of every text would
 * grow with the list), styles for the number and date formats.
 */
export async function* xlsxFile(list: ExportList, pages: AsyncIterable<Row[]>, t: Translate, sheetName: string): AsyncGenerator<Uint8Array> {
  const out = new PassThrough();
  let chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const take = () => {
    const taken = chunks;
    chunks = [];
    return taken.length ? Buffer.concat(taken) : undefined;
  };
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  sheet.columns = list.columns.map((c) => ({
    header: t(c.label),
    width: c.kind === 'date' ? 20 : c.kind === 'money' || c.kind === 'count' ? 14 : 24,
    style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
  }));
  for await (const rows of pages) {
    for (const row of rows) {
      const added = sheet.addRow(list.columns.map((c) => cellOf(c, row, t)));
      list.columns.forEach((c, i) => {
        const format = NUMBER_FORMATS[c.kind];
        if (format) added.getCell(i + 1).numFmt = format;
      });
      added.commit();
    }
    await new Promise((resolve) => setImmediate(resolve)); // let the zip write what it has
    const part = take();
    if (part) yield part;
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  const rest = take();
  if (rest) yield rest;
}

/** How a pulled body ended: read whole, cancelled by its reader, failed, left unread too long, or stopped. */
export type PullOutcome = 'done' | 'aborted' | 'failed' | 'idle' | 'stopped';

/** The reason a body is errored with: an abort (the server's pipe then ends the response without logging an error). */
const stopReason = (why: string) => new DOMException(`export ${why}`, 'AbortError');

/**
 * A body pulled from `chunks`: the next chunk is made only when the last is taken. It errors (the
 * download fails) when `stop` aborts or when its reader takes nothing for `idleMs`, and the chunks
 * are then ended. `done` is told once how it ended.
 */
export function pulled(
  chunks: AsyncGenerator<Uint8Array>,
  done: (outcome: PullOutcome) => void,
  { stop, idleMs = EXPORT_IDLE_MS }: { stop?: AbortSignal; idleMs?: number } = {},
): ReadableStream<Uint8Array> {
  let finished = false;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let control: ReadableStreamDefaultController<Uint8Array>;
  const finish = (outcome: PullOutcome) => {
    if (finished) return;
    finished = true;
    clearTimeout(idle);
    stop?.removeEventListener('abort', onStop);
    done(outcome);
  };
  const cut = (outcome: 'idle' | 'stopped', reason: unknown) => {
    if (finished) return;
    control.error(reason);
    finish(outcome);
    void chunks.return(undefined).catch(() => undefined);
  };
  const onStop = () => cut('stopped', stop?.reason);
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        control = controller;
        if (stop?.aborted) onStop();
        else stop?.addEventListener('abort', onStop, { once: true });
      },
      async pull(controller) {
        clearTimeout(idle);
        try {
          const next = await chunks.next();
          if (finished) return; // cancelled or stopped while the page was asked: nothing more to send
          if (next.done) {
            controller.close();
            finish('done');
          } else {
            controller.enqueue(next.value);
            idle = setTimeout(() => cut('idle', stopReason('idle')), idleMs).unref(); // cleared by the next pull
          }
        } catch (error) {
          if (finished) return;
          log.warn({ err: error instanceof Error ? error : undefined }, 'bff: export failed mid-stream'); // the logger's err serializer shapes it
          controller.error(error);
          finish('failed');
        }
      },
      async cancel() {
        finish('aborted');
        await chunks.return(undefined).catch(() => undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** Content-Disposition with an ASCII name for old clients and the UTF-8 one (RFC 5987, RFC 6266). */
export const contentDisposition = (ascii: string, utf8: string) =>
  `attachment; filename="${ascii.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(utf8).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const refuse = (status: number, code: number, msg: string): BffResult => ({ status, body: envelope(code, msg) });

/** The payload of the filters in a query string, or the 400 that refuses them (nothing forwarded). */
export function exportInput(list: ExportList, query: URLSearchParams, t: Translate): { ok: true; data: Row; from: string; to: string; keep?: number; columns: readonly ExportColumn[] } | { ok: false; result: BffResult } {
  const allowed = new Set(['format', 'columns', ...(list.filters ?? ['from', 'to', 'status']), ...(list.params ?? []), ...(list.keep ? [list.keep.param] : [])]);
  const unknown = [...query.keys()].find((key) => !allowed.has(key));
  if (unknown !== undefined) return { ok: false, result: refuse(400, BFF.badRequest, t('bff.export.unknownFilter', { name: unknown.slice(0, 32) })) };
  const fields: Row = {};
  for (const key of allowed) {
    const value = query.get(key);
    if (key !== 'format' && key !== 'columns' && key !== list.keep?.param && value !== null && value !== '') fields[key] = value;
  }
  const kept = list.keep && query.get(list.keep.param);
  if (kept && !/^\d{1,4}$/.test(kept)) return { ok: false, result: refuse(400, BFF.badRequest, t('bff.badRequest', { fields: list.keep!.param })) };
  const columns = columnsOf(list, query.get('columns'));
  if (!columns) return { ok: false, result: refuse(400, BFF.badRequest, t('bff.badRequest', { fields: 'columns' })) };
  if (isOwnList(list.call)) {
    const own = validate(activityExportQuery, fields, t as BffContext['t']);
    return own.ok ? { ok: true, data: own.data, from: dayOf(own.data.since, own.data.tz), to: dayOf(own.data.until, own.data.tz), columns } : own;
  }
  const spec = callSpec(list.call)!;
  const input = validate(spec.input, { ...fields, ...list.fixed, ...(list.paged !== false && { page: 1, limit: EXPORT_PAGE_ROWS }) }, t as BffContext['t']);
  if (!input.ok) return input;
  return { ok: true, data: input.data, from: String(fields.from ?? ''), to: String(fields.to ?? ''), keep: kept ? Number(kept) : undefined, columns };
}

/**
 * The columns a file holds: those the screen shows (`columns=id,id`, the column chooser's choice,
 * issue 73; a fixed column always), every one without the parameter; undefined when it names a
 * column the list does not have (or is longer than the list's ids could make).
 */
export function columnsOf(list: ExportList, asked: string | null): readonly ExportColumn[] | undefined {
  if (asked === null) return list.columns;
  if (asked.length > 512) return undefined;
  const ids = asked === '' ? [] : asked.split(',');
  if (ids.some((id) => !list.columns.some((c) => c.id === id))) return undefined;
  return list.columns.filter((c) => c.fixed || ids.includes(c.id));
}

/**
 * What the server entry knows of the Node response an export is written to (lib/session/direct.ts):
 * then the claim is held until the response has been written whole or its connection closed. The
 * Next route has none, and the end of the body is the end of the export.
 */
export type ExportDelivery = {
  /** Settles once the response has been handed whole to the system (true) or its connection closed before (false). */
  closed: Promise<boolean>;
  /** Ends the response at once, the file unfinished: the download fails. */
  destroy: () => void;
};
/** The Node response, if any, and the bounds (the constants; a test passes shorter ones). */
export type ExportOptions = { delivery?: ExportDelivery; maxMs?: number; idleMs?: number; claimTtlMs?: number };

/** The handler of GET /api/export/<list>; `delivery` when the server entry writes the response itself. */
export function exportRoute({ delivery, maxMs = EXPORT_MAX_MS, idleMs = EXPORT_IDLE_MS, claimTtlMs = EXPORT_CLAIM_TTL_MS }: ExportOptions = {}) {
  return withSession<{ list: string }>(async (ctx, { list: name }) => {
    const { req, t, locale, upstream } = ctx;
    const session = ctx.session!;
    if (isCrossSiteRead(req)) return crossSiteRefusal(t);
    const list = exportList(name);
    if (!list) return refuse(404, BFF.unknownCall, t('bff.export.unknownList'));
    // The menu's rule, as the guard applies it to the screens (a limited session has none but Home's).
    const keys = session.limited ? [] : (session.menuKeys ?? []);
    if (!screensOf(name).some((path) => routeAllowed(path, keys))) return refuse(403, BFF.forbidden, t('bff.export.forbidden'));
    const query = req.nextUrl.searchParams;
    const format = query.get('format') as ExportFormat;
    if (!EXPORT_FORMATS.includes(format)) return refuse(400, BFF.badRequest, t('bff.export.badFormat'));
    const input = exportInput(list, query, t);
    if (!input.ok) return input.result;

    const claim = await takeClaim(sharedStore(), session.user.account, claimTtlMs, req.signal);
    if (!claim) return refuse(409, BFF.exportBusy, t('bff.export.busy'));
    // From here the export is a run: the browser going away (even before the first page came),
    // the session ending, a bound passing or the response's end ends it and frees the claim.
    const run = new ExportRun(claim, { maxMs, idleMs, claimTtlMs }, delivery, req.signal);

    const call = list.call;
    const page = async (n: number): Promise<Page> => {
      if (isOwnList(call)) {
        const rows = activityRows(await activityOfAccount(session.user.account, input.data as ActivityExportQuery), t, (input.data as ActivityExportQuery).tz);
        return { list: rows, total: rows.length };
      }
      const answer = conform(call, callSpec(call)!, await upstream(call, list.paged === false ? input.data : { ...input.data, page: n }), t);
      if (!answer.ok) throw new ExportRefused(answer.result);
      if (answer.body.code !== CODE_OK) throw new ExportRefused({ body: answer.body });
      const data = answer.body.data as { list: Row[]; total?: number };
      return { list: data.list, total: list.paged === false ? data.list.length : Number(data.total) };
    };
    let first: Page;
    try {
      first = await page(1);
    } catch (error) {
      run.end('failed');
      if (error instanceof ExportRefused) return error.result;
      throw error;
    }
    // The browser went away while the first page was asked: the claim is already free.
    if (run.stop.aborted) return { status: 499, body: envelope(BFF.badRequest, '') }; // nobody reads it; the request log shows nginx's "client closed request"
    if (first.total > EXPORT_MAX_ROWS) {
      run.end('failed');
      return refuse(422, BFF.exportTooLarge, t('bff.export.tooMany', { count: formatCount(first.total, locale), max: formatCount(EXPORT_MAX_ROWS, locale) }));
    }

    // Before each page the session's records are read (one store GET): signed out here or
    // everywhere, the download fails and nothing more is asked.
    const nextPage = async (n: number) => {
      if (!(await isLive(session))) {
        run.cut('signed-out');
        throw stopReason('signed-out');
      }
      return page(n);
    };
    const walked = walkPages(first, nextPage, run.stop);
    const keep = list.keep;
    const pages = keep && input.keep !== undefined ? keepRows(walked, (row) => Number(row[keep.field]) === input.keep) : walked;
    const title = t(list.title);
    const range = input.from || input.to ? `${input.from || 'begin'}_${input.to || 'end'}` : 'all';
    const sheet = { ...list, columns: input.columns };
    const file = format === 'csv' ? csvFile(sheet, pages, t) : xlsxFile(sheet, pages, t, title);
    run.logAs({ list: name, format, rows: first.total });
    const body = pulled(file, (outcome) => run.bodyEnded(outcome), { stop: run.stop, idleMs });
    return {
      body: envelope(CODE_OK, ''),
      response: new Response(body, {
        headers: {
          'content-type': TYPES[format],
          'content-disposition': contentDisposition(`${name}_${range}.${format}`, `${title}_${range}.${format}`),
          [EXPORT_TOTAL_HEADER]: String(first.total),
          'x-content-type-options': 'nosniff',
        },
      }),
    };
  });
}

/** GET /api/export/<list> as the Next route answers it (no Node response: the body's end ends the export). */
export const exportFile = exportRoute();

/**
 * HEAD /api/export/<list>: 405, Allow: GET, and nothing asked. Next answers a HEAD the route does
 * not declare by running GET and dropping the body: the upstream's first page, and the account's
 * claim taken for nothing.
 */
export const exportHead = async (): Promise<Response> => new Response(null, { status: 405, headers: { allow: 'GET', 'cache-control': 'no-store' } });

type Claim = { renew: () => Promise<boolean>; release: () => Promise<void> };

/** The account's export claim (waited for a moment while another holds it), or undefined: another export runs. */
async function takeClaim(store: SharedStore, account: string, ttlMs: number, signal: AbortSignal): Promise<Claim | undefined> {
  const key = claimKey(account);
  const mine = crypto.randomUUID();
  if (!(await claimRetrying(store, key, mine, ttlMs, { tries: CLAIM_TRIES, everyMs: CLAIM_RETRY_MS, signal }))) return undefined;
  let freed = false;
  let renewing = Promise.resolve(true);
  return {
    // Another TTL for the claim; false when it is another export's now or the store did not answer.
    // One at a time, and none after the release: a late write would bring a freed claim back.
    renew: () => (renewing = renewing.then(async () => !freed && (await store.keep(key, mine, ttlMs).catch(() => undefined)) === mine)),
    release: async () => {
      if (freed) return;
      freed = true;
      await renewing;
      const [held] = await store.get([key]).catch(() => [undefined]);
      if (held === mine) await store.delete(key).catch(() => undefined);
    },
  };
}

type Outcome = PullOutcome | 'signed-out' | 'overtime' | 'claim-lost';

/**
 * One export from its claim to its end. While it runs, its claim is renewed. It ends (the claim
 * freed, once) when its response has been written whole, or with a Next route when its body has;
 * it is cut (`stop` aborts: the walk stops and the body errors; the response is destroyed; the
 * claim is freed) when the browser goes away, the session ends, the claim is lost, a reader
 * takes nothing for `idleMs` or the export has run `maxMs`.
 */
class ExportRun {
  private readonly stopper = new AbortController();
  /** Aborts when the run is cut: the walk and the body stop on it. */
  readonly stop = this.stopper.signal;
  private readonly timers: ReturnType<typeof setTimeout>[] = [];
  private readonly started = performance.now();
  private ended = false;
  private described?: Record<string, unknown>;

  constructor(
    private readonly claim: Claim,
    private readonly bounds: { maxMs: number; idleMs: number; claimTtlMs: number },
    private readonly delivery: ExportDelivery | undefined,
    gone: AbortSignal,
  ) {
    this.timers.push(
      setInterval(() => void claim.renew().then((kept) => kept || this.cut('claim-lost')), bounds.claimTtlMs / RENEWS_PER_TTL).unref(),
      setTimeout(() => this.cut('overtime'), bounds.maxMs).unref(),
    );
    if (gone.aborted) this.cut('aborted');
    else gone.addEventListener('abort', () => this.cut('aborted'), { once: true });
    void delivery?.closed.then((whole) => (whole ? this.end('done') : this.cut('aborted')));
  }

  /** What the end's log line says of the export (once its body is made). */
  logAs(fields: Record<string, unknown>) {
    this.described = fields;
  }

  /** The body ended so: read whole (then the response's own end is waited for, within the idle bound), or anything else (the run is cut). */
  bodyEnded(outcome: PullOutcome) {
    if (outcome === 'stopped') return; // cut() stopped it
    if (outcome !== 'done') return this.cut(outcome);
    if (!this.delivery) return this.end('done');
    this.timers.push(setTimeout(() => this.cut('idle'), this.bounds.idleMs).unref());
  }

  /** Stops the walk and the body, destroys the response and ends the run. */
  cut(outcome: Outcome) {
    if (this.ended) return;
    this.stopper.abort(stopReason(outcome));
    this.delivery?.destroy();
    this.end(outcome);
  }

  /** Ends the run (once): its timers cleared, its line logged, its claim freed. */
  end(outcome: Outcome) {
    if (this.ended) return;
    this.ended = true;
    for (const timer of this.timers) clearTimeout(timer);
    if (this.described) log.info({ ...this.described, outcome, ms: Math.round(performance.now() - this.started) }, 'bff: export');
    void this.claim.release();
  }
}

/** A page the upstream refused or answered out of shape: its answer, before the file started. */
class ExportRefused extends Error {
  constructor(readonly result: BffResult) {
    super('export refused');
  }
}
