import { withdrawInput, rechargeEditInput } from '@/lib/contract/capital';
import { bankCardIdInput, bankCardInput } from '@/lib/contract/capital';
import { call, signIn, withBff } from './bff-harness';

// Issue 14, "Also": money and id fields take JSON integers or digit strings only (the same
// schemas validate the forms and the BFF); z.coerce.number() took true, [1], "0x64", "1e3".

const harness = withBff();

const forwarded = async (path: string) =>
  ((await (await fetch(`${harness.stub.origin}/__stub/requests`)).json()) as { path: string }[]).filter((e) => e.path === path).length;

describe('money and id fields: integers or digit strings only', () => {
  const hostile = [true, [1], '0x64', '1e3', ' 1e3', 1.5, -1, '', null, {}, 'NaN', 'Infinity', 1e21];

  it.each(hostile.map((v) => [JSON.stringify(v), v]))('refuses %s in every such field', (_, value) => {
    expect(withdrawInput.safeParse({ amount: value, card_id: 1, pass2: 'x' }).success).toBe(false);
    expect(withdrawInput.safeParse({ amount: '50000', card_id: value, pass2: 'x' }).success).toBe(false);
    expect(bankCardIdInput.safeParse({ id: value }).success).toBe(false);
    expect(rechargeEditInput.safeParse({ id: value, voucher: '/uploads/a.png' }).success).toBe(false);
    expect(bankCardInput.safeParse({ number: '622202020000123', bank: 'b', branch: 'b', type: value, holder: 'h' }).success).toBe(false);
  });

  it('accepts integers and digit strings', () => {
    expect(withdrawInput.safeParse({ amount: '50000', card_id: '7', pass2: 'x' }).data?.card_id).toBe(7);
    expect(bankCardIdInput.safeParse({ id: 7 }).data).toEqual({ id: 7 });
  });

  it('the BFF answers 400 and forwards nothing', async () => {
    const { cookie } = await signIn();
    const before = await forwarded('newextract/dothis');
    const answer = await call('newextract/dothis', { amount: '50000', card_id: '0x1', pass2: '135790' }, { cookie, headers: { 'idempotency-key': 'money-key-000000000000001' } });
    expect(answer.status).toBe(400);
    expect(await forwarded('newextract/dothis')).toBe(before);
  });
});

