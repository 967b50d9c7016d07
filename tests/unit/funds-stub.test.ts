import { bankListData } from '@/lib/contract/capital';
import { salaryData, salaryListData, withdrawListData } from '@/lib/contract/capital';
import { SALARY_KINDS, FUNDS_CODES } from '@/lib/contract/values';
import { transferInfoData, transferListData } from '@/lib/contract/capital';
import { STUB_CODE, STUB_PASS2 } from '@/tests/upstream-stub/capital';
import { withStub } from './stub-harness';

// The stub enforces every funds rule itself and moves balances consistently.

const harness = withStub();
const salaryOf = async (token: string) => ((await harness.client.call('store/info', {}, { token })).json!.data as { salary: string }).salary;

describe('stub funds', () => {
  it('moves salary from one member to another, once, with every rule enforced', async () => {
    const op = await harness.client.login('operator');
    const menu = await harness.client.login('menuop');
    const call = (path: string, payload: Record<string, unknown>, token = op) => harness.client.call(path, payload, { token, lac: 3 }).then((r) => r.json!);
    const info = transferInfoData.parse((await call('transfer/index', {})).data);
    expect(info).toEqual({ salary: '125000.00', min: '100', multiple: 50 });
    expect(await call('transfer/checkuser', { account: 'menuop' })).toMatchObject({ data: { account: 'menuop', name: '张明' } });
    expect((await call('transfer/checkuser', { account: 'operator' })).code).toBe(FUNDS_CODES.noUser);

    const ok = { account: 'menuop', amount: '1500', way: 'phone', code: STUB_CODE, pass2: STUB_PASS2, remark: 'r' };
    expect((await call('transfer/dothis', { ...ok, amount: '1520' })).code).toBe(FUNDS_CODES.invalid);
    expect((await call('transfer/dothis', { ...ok, amount: '50' })).code).toBe(FUNDS_CODES.invalid); // below the minimum
    expect(await call('transfer/dothis', { ...ok, amount: '125050' })).toMatchObject({ code: FUNDS_CODES.balance, msg: 'Balance is not enough' });
    expect(await call('transfer/dothis', { ...ok, code: '000000' })).toMatchObject({ code: FUNDS_CODES.badCode, msg: 'Error, please re-enter' });
    expect(await call('transfer/dothis', { ...ok, pass2: 'nope' })).toMatchObject({ code: FUNDS_CODES.badPass2, msg: 'Error, please re-enter' });
    expect(await salaryOf(op)).toBe('125000.00');

    expect(await call('transfer/dothis', ok)).toMatchObject({ code: 20000, data: { salary: '123500.00' } });
    expect(await salaryOf(op)).toBe('123500.00');
    expect(await salaryOf(menu)).toBe('51500.00');
    const mine = transferListData.parse((await call('transfer/tlong', { page: 1, limit: 5 })).data);
    expect(mine.list[0]).toMatchObject({ direction: 1, account: 'menuop', amount: '1500.00', remark: 'r' });
    const theirs = transferListData.parse((await call('transfer/tlong', { status: 2 }, menu)).data);
    expect(theirs.list[0]).toMatchObject({ direction: 2, account: 'operator', amount: '1500.00' });
  });

  it('refuses a code for an account with neither phone nor email', async () => {
    const token = await harness.client.login('novip');
    const { json } = await harness.client.call('transfer/getcode', { way: 'phone' }, { token, lac: 3 });
    expect(json).toMatchObject({ code: FUNDS_CODES.noContact, msg: 'Security tip: bind a phone or email first' });
  });

  it('withdraws at least 50000 in multiples of 50 with a 5% fee, to an own card', async () => {
    const token = await harness.client.login('menuop');
    const call = (path: string, payload: Record<string, unknown>) => harness.client.call(path, payload, { token, lac: 3 }).then((r) => r.json!);
    const cards = bankListData.parse((await call('bank/getlist', {})).data).list;
    expect(cards[0]).toMatchObject({ is_default: 1, number: '**** 1234' });
    const ok = { amount: '50000', card_id: cards[0].id, pass2: STUB_PASS2 };
    expect((await call('newextract/dothis', { ...ok, amount: '49950' })).code).toBe(FUNDS_CODES.invalid);
    expect((await call('newextract/dothis', { ...ok, amount: '50020' })).code).toBe(FUNDS_CODES.invalid);
    expect((await call('newextract/dothis', { ...ok, card_id: 1 })).code).toBe(FUNDS_CODES.notFound);
    expect((await call('newextract/dothis', { ...ok, pass2: 'x' })).code).toBe(FUNDS_CODES.badPass2);
    const before = await salaryOf(token);
    expect((await call('newextract/dothis', ok)).code).toBe(20000);
    expect(Number(await salaryOf(token))).toBe(Number(before) - 50000);
    const rows = withdrawListData.parse((await call('extract/tlong', { status: 0 })).data);
    expect(rows.list[0]).toMatchObject({ amount: '50000.00', fee: '2500.00', net: '47500.00', status: 0 });
  });

  it('keeps bank cards: create, edit shows the full number, default moves, delete', async () => {
    const token = await harness.client.login('novip');
    const call = (path: string, payload: Record<string, unknown>) => harness.client.call(path, payload, { token, lac: 3 }).then((r) => r.json!);
    expect(bankListData.parse((await call('bank/getlist', {})).data).list).toEqual([]);
    const card = { number: '6228480000009999', bank: 'HSBC', branch: 'Central', type: 2, holder: 'Li' };
    expect((await call('bank/create', { ...card, number: '12' })).code).toBe(FUNDS_CODES.invalid);
    const a = (await call('bank/create', card)).data as { id: number; is_default: number };
    const b = (await call('bank/create', { ...card, number: '6228480000001111' })).data as { id: number; is_default: number };
    expect([a.is_default, b.is_default]).toEqual([1, 0]);
    expect((await call('bank/edit', { id: a.id })).data).toMatchObject({ number: '6228480000009999' });
    await call('bank/setdefault', { id: b.id });
    expect(bankListData.parse((await call('bank/getlist', {})).data).list.map((c) => [c.id, c.is_default])).toEqual([[b.id, 1], [a.id, 0]]);
    await call('bank/delete', { id: b.id });
    expect(bankListData.parse((await call('bank/getlist', {})).data).list).toMatchObject([{ id: a.id, is_default: 1 }]);
  });

  it('writes every salary movement in the ledger; each balance follows from the one before', async () => {
    const token = await harness.client.login('operator');
    const call = (path: string, payload: Record<string, unknown>) => harness.client.call(path, payload, { token, lac: 3 }).then((r) => r.json!);
    const ledger = async (filter: Record<string, unknown> = {}) => salaryListData.parse((await call('salaries/tlong', { limit: 100, ...filter })).data);
    const seeded = await ledger();
    expect(seeded.total).toBeGreaterThan(40);
    const salary = await salaryOf(token);
    expect(seeded.list[0].balance).toBe(salary); // the newest balance is today's salary
    const cents = (d: string) => Math.round(Number(d) * 100);
    for (let i = 0; i + 1 < seeded.list.length; i++) {
      expect(cents(seeded.list[i].balance)).toBe(cents(seeded.list[i + 1].balance) + cents(seeded.list[i].amount));
      expect(cents(seeded.list[i].balance)).toBeGreaterThanOrEqual(0);
    }
    const card = bankListData.parse((await call('bank/getlist', {})).data).list[0];
    const { id } = (await call('newextract/dothis', { amount: '50000', card_id: card.id, pass2: STUB_PASS2 })).data as { id: number };
    const held = salaryData.parse((await call('salaries/index', {})).data);
    expect(cents(held.salary)).toBe(cents(salary) - 5_000_000);
    expect((await call('salaries/dothis', { id })).code).toBe(20000);
    expect((await call('salaries/dothis', { id })).code).toBe(FUNDS_CODES.notFound); // no longer pending
    const after = await ledger({ page: 1, limit: 2 });
    expect(after.list.map((r) => [r.kind, r.amount, r.balance])).toEqual([[SALARY_KINDS.refund, '50000.00', salary], [SALARY_KINDS.withdraw, '-50000.00', held.salary]]);
    expect(after.total).toBe(seeded.total + 2);
    const refunds = await ledger({ status: SALARY_KINDS.refund });
    expect(refunds.list.every((r) => r.kind === SALARY_KINDS.refund)).toBe(true);
    expect(cents(refunds.sum)).toBe(refunds.list.reduce((s, r) => s + cents(r.amount), 0));
  });
});
