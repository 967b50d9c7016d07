import ExcelJS from 'exceljs';
import { EXPORT_TOTAL_HEADER } from '@/lib/contract/export-wire';
import { EXPORTS } from '@/lib/contract/exports';
import { translator } from '@/lib/i18n/messages';
import { cellOf, contentDisposition, csvText, EXPORT_CLAIM_WAIT_MS, exportFile, pulled, walkPages } from '@/lib/session/export';
import { useStore } from '@/lib/store';
import { request, signIn, withBff } from './bff-harness';

// The export (lib/session/export.ts): the page walker, the cells, the filters' validation, the
// cap, one export at a time per account, and the files read back.

const harness = withBff();
const stubLog = async () => ((await (await fetch(`${harness.stub.origin}/__stub/requests`)).json()) as { path: string; payload?: Record<string, unknown> }[]);
const forget = () => fetch(`${harness.stub.origin}/__stub/requests`, { method: 'DELETE' });
const scenario = (name: string) => fetch(`${harness.stub.origin}/__stub/scenario`, { method: 'POST', body: JSON.stringify({ name }) });
const transfersAsked = async () => (await stubLog()).filter((e) => e.path === 'transfer/tlong').length;

type Init = { cookie: string; headers?: Record<string, string>; signal?: AbortSignal };
const get = (list: string, query: string, { cookie, headers = {} }: Init) =>
  (exportFile as unknown as (req: unknown, route: { params: Promise<{ list: string }> }) => Promise<Response>)(
    request(`/api/export/${list}?${query}`, { method: 'GET', cookie, headers: { 'sec-fetch-site': 'same-origin', ...headers } }),
    { params: Promise.resolve({ list }) },
  );

beforeEach(() => useStore());

describe('walkPages', () => {
  const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));

  it('asks the pages after the first one at a time, up to the first page’s total', async () => {
    const asked: number[] = [];
    let inFlight = 0;
    const pages = walkPages({ list: rows(0, 100), total: 250 }, async (p) => {
      inFlight++;
      expect(inFlight).toBe(1);
      asked.push(p);
      await new Promise((r) => setImmediate(r));
      inFlight--;
      return { list: rows((p - 1) * 100, 100), total: 260 }; // grown meanwhile: not walked
    });
    const seen: number[] = [];
    for await (const list of pages) seen.push(...list.map((r) => r.id as number));
    expect(asked).toEqual([2, 3]);
    expect(seen).toEqual(rows(0, 250).map((r) => r.id));
  });

  it('stops at an empty page and when aborted', async () => {
    const empty = walkPages({ list: rows(0, 10), total: 100 }, async () => ({ list: [], total: 100 }));
    let n = 0;
    for await (const list of empty) n += list.length;
    expect(n).toBe(10);

    const abort = new AbortController();
    const asked: number[] = [];
    const walk = walkPages({ list: rows(0, 10), total: 1000 }, async (p) => {
      asked.push(p);
      if (p === 3) abort.abort();
      return { list: rows(p * 10, 10), total: 1000 };
    }, abort.signal);
    for await (const list of walk) void list;
    expect(asked).toEqual([2, 3]);
  });

  it('is pulled: a page is made only when the last was taken, and a cancel ends the walk', async () => {
    const made: number[] = [];
    async function* chunks() {
      for (let i = 0; i < 100; i++) {
        made.push(i);
        yield new Uint8Array([i]);
      }
    }
    const outcomes: string[] = [];
    const stream = pulled(chunks(), (o) => outcomes.push(o));
    const reader = stream.getReader();
    await reader.read();
    await reader.read();
    await new Promise((r) => setTimeout(r, 10));
    expect(made.length).toBeLessThanOrEqual(3);
    await reader.cancel();
    expect(outcomes).toEqual(['aborted']);
  });
});

describe('cells', () => {
  const t = translator('zh-CN');
  const [time, , amount, , direction] = EXPORTS.transfers.columns;
  const row = { time: '2025-06-01 10:05:07', amount: '1500.5', direction: 2, name: 'A', account: 'a' };

  it('money is a number of two decimals, a date a Date of its wall clock, a state its word', () => {
    expect(cellOf(amount, row, t)).toBe(1500.5);
    expect(csvText(amount, cellOf(amount, row, t))).toBe('1500.50');
    expect(cellOf(time, row, t)).toEqual(new Date(Date.UTC(2025, 5, 1, 10, 5, 7)));
    expect(csvText(time, cellOf(time, row, t))).toBe('2025-06-01 10:05:07');
    expect(cellOf(direction, row, t)).toBe('转入');
    expect(cellOf(direction, row, translator('en-US'))).toBe('Received');
  });

  it('names the file in ASCII and in UTF-8 (RFC 5987)', () => {
    expect(contentDisposition('transfers_all.csv', '转账记录_all.csv')).toBe(
      `attachment; filename="transfers_all.csv"; filename*=UTF-8''${encodeURIComponent('转账记录_all.csv')}`,
    );
    expect(contentDisposition('a"b\\c.csv', "it's.csv")).toBe(`attachment; filename="a_b_c.csv"; filename*=UTF-8''it%27s.csv`);
  });
});

describe('GET /api/export/<list>', () => {
  it('refuses what it cannot export, a bad filter and another site, forwarding nothing', async () => {
    const { cookie } = await signIn();
    await forget();
    const refused = async (list: string, query: string, status: number, headers?: Record<string, string>) => {
      const res = await get(list, query, { cookie, headers });
      expect(res.status).toBe(status);
      return ((await res.json()) as { msg: string }).msg;
    };
    expect(await refused('bank', 'format=csv', 404)).toBe('该列表不能导出。');
    expect(await refused('constructor', 'format=csv', 404)).toBeTruthy();
    expect(await refused('transfers', 'format=pdf', 400)).toBe('请选择 CSV 或 Excel。');
    expect(await refused('transfers', 'format=csv&status=x', 400)).toMatch(/^请检查/);
    expect(await refused('transfers', 'format=csv&from=2025-13', 400)).toMatch(/^请检查/);
    expect(await refused('transfers', 'format=csv&page=2', 400)).toMatch(/page/);
    expect(await refused('teamdays', 'format=csv&depth=0', 400)).toMatch(/^请检查/);
    expect(await refused('transfers', 'format=csv', 403, { 'sec-fetch-site': 'cross-site' })).toBeTruthy();
    expect(await stubLog()).toEqual([]);
    const anonymous = await get('transfers', 'format=csv', { cookie: '' });
    expect(anonymous.status).toBe(401);
  });

  it('streams every page as CSV, in the language, with the filters', async () => {
    const { cookie } = await signIn('operator', { cookie: 'NEXT_LOCALE=en-US' });
    await forget();
    const res = await get('transfers', 'format=csv&status=1', { cookie: `${cookie}; NEXT_LOCALE=en-US` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const total = Number(res.headers.get(EXPORT_TOTAL_HEADER));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM
    const lines = new TextDecoder().decode(bytes).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('"Time","Member","Amount","Remarks","Direction"');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((l) => l.endsWith('"Sent"') && /,"\d+\.\d\d",/.test(l))).toBe(true);
    expect((await stubLog()).filter((e) => e.path === 'transfer/tlong').every((e) => e.payload === undefined || e.payload.status === undefined || Number(e.payload.status) === 1)).toBe(true);
  });

  it('streams an .xlsx of every page: numbers, dates and words', async () => {
    await scenario('transfers-50k');
    try {
      const { cookie } = await signIn();
      await forget();
      const res = await get('transfers', 'format=xlsx&from=2025-05-01&to=2025-05-31', { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('转账记录_2025-05-01_2025-05-31.xlsx')}`);
      const total = Number(res.headers.get(EXPORT_TOTAL_HEADER));
      expect(total).toBe(31 * 72);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet.rowCount).toBe(total + 1);
      expect(sheet.getRow(1).values).toEqual([undefined, '时间', '会员', '金额', '备注', '类型']);
      const row = sheet.getRow(2);
      expect(row.getCell(1).value).toBeInstanceOf(Date);
      expect(typeof row.getCell(3).value).toBe('number');
      expect(row.getCell(3).numFmt).toBe('0.00');
      expect(['转出', '转入']).toContain(row.getCell(5).value);
      expect(await transfersAsked()).toBe(Math.ceil(total / 100));
    } finally {
      await scenario('default');
    }
  }, 60_000);

  it('refuses more rows than the cap before streaming, with the count', async () => {
    await scenario('transfers-over-cap');
    try {
      const { cookie } = await signIn('operator', { cookie: 'NEXT_LOCALE=en-US' });
      await forget();
      const res = await get('transfers', 'format=xlsx', { cookie: `${cookie}; NEXT_LOCALE=en-US` });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { msg: string };
      expect(body.msg).toContain('100,001 rows match: more than the 100,000 an export may hold'); // counts written in the operator's language
      expect(await transfersAsked()).toBe(1);
      expect((await get('transfers', 'format=csv&from=2025-05-01&to=2025-05-02', { cookie })).status).toBe(200); // narrowed: allowed, the claim was freed
    } finally {
      await scenario('default');
    }
  }, 30_000);

  it('runs one export at a time per account, and frees it when the file ends or is cancelled', async () => {
    const { cookie } = await signIn();
    const other = await signIn('novip');
    const first = await get('transfers', 'format=csv', { cookie });
    expect(first.status).toBe(200);
    const second = await get('withdrawals', 'format=xlsx', { cookie });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { msg: string }).msg).toContain('另一个导出');
    expect((await get('transfers', 'format=csv', { cookie: other.cookie })).status).toBe(200); // another account
    await first.text();
    const third = await get('transfers', 'format=csv', { cookie });
    expect(third.status).toBe(200);
    await third.body!.cancel();
    expect((await get('transfers', 'format=csv', { cookie })).status).toBe(200);
  });

  it('waits a moment for the claim: an export asked just before the last one’s cancel arrives is taken', async () => {
    const { cookie } = await signIn();
    const first = await get('transfers', 'format=csv', { cookie });
    const asked = Date.now();
    const next = get('withdrawals', 'format=xlsx', { cookie }); // the cancel's close reaches the server after it
    setTimeout(() => void first.body!.cancel(), 150);
    const taken = await next;
    expect(taken.status).toBe(200);
    expect(Date.now() - asked).toBeLessThan(EXPORT_CLAIM_WAIT_MS);
    const refused = Date.now();
    expect((await get('transfers', 'format=csv', { cookie })).status).toBe(409); // held past the wait
    expect(Date.now() - refused).toBeGreaterThanOrEqual(EXPORT_CLAIM_WAIT_MS - 150);
    await taken.body!.cancel();
  });

  it('exports the promoter applications, the in-review filter applied to the rows', async () => {
    await scenario('promoter-applications-each-state');
    try {
      const { cookie } = await signIn('operator', { cookie: 'NEXT_LOCALE=zh-TW' });
      const c = `${cookie}; NEXT_LOCALE=zh-TW`;
      const all = new TextDecoder().decode(await (await get('promoters', 'format=csv', { cookie: c })).arrayBuffer()).split('\r\n').filter(Boolean);
      expect(all[0]).toBe('"時間","狀態","備註"');
      expect(all).toHaveLength(6);
      const pending = new TextDecoder().decode(await (await get('promoters', 'format=csv&state=0', { cookie: c })).arrayBuffer()).split('\r\n').filter(Boolean);
      expect(pending.slice(1)).toHaveLength(1);
      expect(pending[1]).toContain('"申請中"');
      expect((await get('promoters', 'format=csv&from=2025-01-01', { cookie: c })).status).toBe(400); // no date filter on this list
    } finally {
      await scenario('default');
    }
  });

  it('exports the team report by depth: one answer, the range in force, no pages asked', async () => {
    const { cookie } = await signIn('operator', { cookie: 'NEXT_LOCALE=en-US' });
    const c = `${cookie}; NEXT_LOCALE=en-US`;
    await forget();
    const res = await get('team', 'format=xlsx&from=2025-01-01&to=2025-06-30', { cookie: c });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Leg', 'Depth', 'Members', 'Active (VIP)', 'New', 'Volume']);
    expect(sheet.rowCount - 1).toBe(Number(res.headers.get(EXPORT_TOTAL_HEADER)));
    expect(['Left leg', 'Right leg']).toContain(sheet.getRow(2).getCell(1).value);
    expect(typeof sheet.getRow(2).getCell(2).value).toBe('number');
    const asked = (await stubLog()).filter((e) => e.path === 'ability/teams');
    expect(asked).toHaveLength(1);
    expect(asked[0].payload).toEqual(expect.objectContaining({ from: '2025-01-01', to: '2025-06-30' }));
    expect(asked[0].payload).not.toHaveProperty('page');
    expect((await get('team', 'format=csv&status=1', { cookie: c })).status).toBe(400); // no status on this report
  });
});
