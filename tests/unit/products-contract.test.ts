import { returnInput, upgradeInput, registeredListInput } from '@/lib/contract/memberProduct';
import { packageAllowed, packageBlock } from '@/lib/contract/values';

// The VIP-goods rules the form and the BFF share (lib/contract/memberProduct.ts); the stub enforces
// the same (products-stub.test.ts).

const issues = (schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } }, v: object) =>
  schema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('level up', () => {
  it('allows only a package that raises the member\'s level', () => {
    expect(packageAllowed(2, 0)).toBe(true);
    expect(packageAllowed(1, 0)).toBe(true);
    expect(packageAllowed(1, 1)).toBe(false);
    expect(packageAllowed(2, 2)).toBe(false);
  });

  it('blocks a package for the level first, then for the balance', () => {
    const vip = { level: 2, price: '10000.00' };
    expect(packageBlock(vip, 1, '10000.00')).toBeNull(); // exactly enough
    expect(packageBlock(vip, 1, '9999.99')).toBe('balance');
    expect(packageBlock(vip, 2, '9999.99')).toBe('level');
    expect(packageBlock(vip, undefined, undefined)).toBeNull(); // nothing known yet
  });

  it('needs a member, a package and the level-2 password', () => {
    expect(issues(upgradeInput, { account: 'm000012', package_id: 3, pass2: '135790' })).toEqual([]);
    expect(issues(upgradeInput, { account: ' ', package_id: '', pass2: '' })).toEqual([
      'account:memberProduct.errors.account', 'package_id:memberProduct.errors.required', 'pass2:common.errors.pass2Required',
    ]);
  });

  it('takes the worklist switch and a keyword on the registered list', () => {
    expect(registeredListInput.parse({ wait: '1', keyword: ' m0 ' })).toMatchObject({ wait: 1, keyword: 'm0', page: 1, limit: 10 });
    expect(registeredListInput.safeParse({ wait: 2 }).success).toBe(false);
  });
});

describe('chargeback', () => {
  const valid = { type: 1, order_id: 5, reason: 'SF1234567890', agree: true, pass2: '135790' };
  it('asks for the statement ("Please agree to the Return statement")', () => {
    expect(issues(returnInput, valid)).toEqual([]);
    expect(issues(returnInput, { ...valid, agree: false })).toEqual(['agree:memberProduct.errors.agree']);
  });

  it('takes a return tracking number for a card and order return, any reason otherwise', () => {
    expect(issues(returnInput, { ...valid, reason: 'a b' })).toEqual(['reason:memberProduct.errors.tracking']);
    expect(issues(returnInput, { ...valid, reason: '' })).toContain('reason:memberProduct.errors.reason');
    expect(issues(returnInput, { ...valid, type: 2, reason: 'a b', transferee: 'menuop' })).toEqual([]);
  });

  it('needs a transferee for a disposal, none for a card and order return', () => {
    for (const type of [2, 3, 4]) expect(issues(returnInput, { ...valid, type, reason: 'any reason' })).toEqual(['transferee:memberProduct.errors.transferee']);
    expect(issues(returnInput, { ...valid, type: 3, reason: 'any reason', transferee: 'menuop' })).toEqual([]);
    expect(issues(returnInput, { ...valid, type: 5 })).toEqual(['type:memberProduct.errors.type']);
  });
});
