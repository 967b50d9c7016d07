import { bankCardInput, maskCard } from '@/lib/contract/capital';
import { rechargeInput, withdrawInput } from '@/lib/contract/capital';
import { transferInput } from '@/lib/contract/capital';
import { fieldErrorsOf } from '@/lib/contract/schema';
import { formatMoney } from '@/lib/format/money';
import { toCsv } from '@/lib/format/csv';
import { centsOf, decimalOf, withdrawFee } from '@/lib/contract/values';

// The amount rules of spec §5 and §9, as the forms and the BFF apply them (one schema).

const firstError = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : fieldErrorsOf(r.error as Parameters<typeof fieldErrorsOf>[0]);
};

const transfer = { account: 'menuop', amount: '100', way: 'phone', code: '123456', pass2: 'x' };
const withdraw = { amount: '50000', card_id: 1, pass2: 'x' };

describe('transfer amount', () => {
  it('is a whole multiple of 50', () => {
    expect(transferInput.safeParse(transfer).success).toBe(true);
    expect(transferInput.safeParse({ ...transfer, amount: '50' }).success).toBe(true);
    expect(firstError(transferInput, { ...transfer, amount: '120' })?.amount).toBe('capital.errors.multipleOf50');
    expect(firstError(transferInput, { ...transfer, amount: '100.5' })?.amount).toBe('capital.errors.amountWhole');
    expect(firstError(transferInput, { ...transfer, amount: '1e3' })?.amount).toBe('capital.errors.amountWhole');
    expect(firstError(transferInput, { ...transfer, amount: '-50' })?.amount).toBe('capital.errors.amountWhole');
    expect(firstError(transferInput, { ...transfer, amount: '' })?.amount).toBe('capital.errors.amountRequired');
    expect(firstError(transferInput, { ...transfer, amount: 100 })?.amount).toBeDefined(); // a number is not a digit string
  });

  it('needs a 6-digit code and the level-2 password', () => {
    expect(firstError(transferInput, { ...transfer, code: '12345' })?.code).toBe('common.errors.codeFormat');
    expect(firstError(transferInput, { ...transfer, pass2: '' })?.pass2).toBe('common.errors.pass2Required');
  });
});

describe('withdraw amount', () => {
  it('is a multiple of 50 and at least 50000', () => {
    expect(withdrawInput.safeParse(withdraw).success).toBe(true);
    expect(withdrawInput.safeParse({ ...withdraw, amount: '50050' }).success).toBe(true);
    expect(firstError(withdrawInput, { ...withdraw, amount: '49950' })?.amount).toBe('capital.errors.min50000');
    expect(firstError(withdrawInput, { ...withdraw, amount: '50020' })?.amount).toBe('capital.errors.multipleOf50');
    expect(firstError(withdrawInput, { ...withdraw, card_id: 0 })?.card_id).toBe('capital.withdraw.card');
  });

  it('carries a 5% fee, rounded half up to the cent, and the net is the rest', () => {
    expect(withdrawFee('50000')).toEqual({ fee: '2500.00', net: '47500.00' });
    expect(withdrawFee('60050')).toEqual({ fee: '3002.50', net: '57047.50' });
    expect(withdrawFee('50010', 5)).toEqual({ fee: '2500.50', net: '47509.50' });
    expect(withdrawFee('9999999950')).toEqual({ fee: '499999997.50', net: '9499999952.50' });
  });
});

describe('recharge amount', () => {
  it('is a multiple of 1000 with a voucher from the upload', () => {
    expect(rechargeInput.safeParse({ amount: '3000', voucher: '/uploads/ab12.png' }).success).toBe(true);
    expect(firstError(rechargeInput, { amount: '1500', voucher: '/uploads/ab12.png' })?.amount).toBe('capital.errors.multipleOf1000');
    expect(firstError(rechargeInput, { amount: '1000', voucher: 'javascript:alert(1)' })?.voucher).toBe('capital.recharge.voucher');
  });
});

describe('money as integers', () => {
  it('turns decimal strings into cents and back without floats', () => {
    expect(centsOf('125000.00')).toBe(12_500_000n);
    expect(centsOf('0.1')).toBe(10n);
    expect(centsOf('12345678901234567.89')).toBe(1234567890123456789n);
    expect(centsOf('1.234')).toBeUndefined();
    expect(centsOf('abc')).toBeUndefined();
    expect(decimalOf(12_500_000n - 150_000n)).toBe('123500.00');
    expect(decimalOf(-5n)).toBe('-0.05');
    expect(formatMoney(decimalOf(centsOf('0.1')! + centsOf('0.2')!), 'en-US')).toBe('0.30');
  });
});

describe('bank card', () => {
  it('validates the form and masks all but the last 4 digits', () => {
    const card = { number: '6222020200001234', bank: 'HSBC', branch: 'Central', type: 2, holder: 'Wang' };
    expect(bankCardInput.safeParse(card).success).toBe(true);
    expect(firstError(bankCardInput, { ...card, number: '1234' })?.number).toBe('capital.errors.cardNumber');
    expect(firstError(bankCardInput, { ...card, branch: ' ' })?.branch).toBe('capital.bank.branch');
    expect(firstError(bankCardInput, { ...card, type: 3 })?.type).toBe('capital.bank.type');
    expect(maskCard('6222 0202 0000 1234')).toBe('**** 1234');
  });
});

describe('CSV export', () => {
  it('quotes every cell, defuses formulas, keeps numbers and Chinese text', () => {
    const csv = toCsv(['Member', 'Amount'], [['=cmd|calc', '-50.00'], ['王 "A"', '1500.00']]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['"Member","Amount"', `"'=cmd|calc","-50.00"`, '"王 ""A""","1500.00"', '']);
  });
});
