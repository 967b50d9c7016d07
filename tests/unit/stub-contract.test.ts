import { CALLS, type CallInput, type CallPath } from '@/lib/contract/calls';
import { CODE_OK } from '@/lib/contract/codes';
import { RETURN_TYPES } from '@/lib/contract/values';
import { STUB_CODE, STUB_PASS2 } from '@/tests/upstream-stub/capital';
import { NETWORK_PASS2 } from '@/tests/upstream-stub/handlers-network';
import { hasHandler } from '@/tests/upstream-stub/handlers';
import { DEFAULT_PASS2 } from '@/tests/upstream-stub/member-state';
import { idCheckChar } from '@/tests/upstream-stub/random';
import { stubContext } from './stub-harness';

// The stub's answers hold to the published contract (docs/contract/, issue 59): every call of the
// registry with an answer schema, asked of the stub's default world as the BFF would ask it (its
// payload through the call's input schema), answers 20000 with data its answer schema accepts.
// The JSON Schema of docs/contract/ is made from these same zod schemas (scripts/contract.mjs).

type Stub = ReturnType<typeof stubContext>;
/** The answer of one call, in a fresh world; `before` asks what the call needs first (a code sent, an id). */
type Ask = (stub: Stub) => Promise<{ path: CallPath; payload?: Record<string, unknown> }>;

const residentId = (serial: string) => `11010519491231${serial}${idCheckChar(`11010519491231${serial}`)}`;
const first = async (stub: Stub, path: CallPath, payload: Record<string, unknown> = {}) => {
  const answer = await stub.call(path, payload);
  return (answer.data as { list: { id: number; account?: string }[] }).list[0];
};

/** The calls whose answer needs a payload of the world's own (the others are asked with {}). */
const ASKS: Partial<Record<CallPath, Ask>> = {
  'bank/edit': async (stub) => ({ path: 'bank/edit', payload: { id: (await first(stub, 'bank/getlist')).id } }),
  'transfer/checkuser': async () => ({ path: 'transfer/checkuser', payload: { account: 'menuop' } }),
  'transfer/getcode': async () => ({ path: 'transfer/getcode', payload: { way: 'phone' } }),
  'transfer/dothis': async () => ({
    path: 'transfer/dothis',
    payload: { account: 'menuop', amount: '1500', way: 'phone', code: STUB_CODE, pass2: STUB_PASS2, remark: 'r' },
  }),
  'store/codecheck': async (stub) => {
    await stub.call('store/sendcode');
    return { path: 'store/codecheck', payload: { way: 'phone', code: STUB_CODE } };
  },
  'store/upteldo': async (stub) => {
    await stub.call('store/sendcode', { area: '+852', phone: '13712345678' });
    return { path: 'store/upteldo', payload: { area: '+852', phone: '13712345678', code: STUB_CODE } };
  },
  'store/upemail': async (stub) => {
    await stub.call('store/sendemail', { email: 'new@example.com' });
    return { path: 'store/upemail', payload: { email: 'new@example.com', code: STUB_CODE } };
  },
  'patlas/register': async () => ({
    path: 'patlas/register',
    payload: {
      username: 'newbie01', realname: '陈新', nickname: 'Newbie', phone: '13700000001', email: 'newbie@example.com',
      idnumber: residentId('002'), password: 'secret1', password2: 'secret1', referee: 'm000020', sponsor: 'm000020',
      position: 'R', level: '0', province: '44', city: '4401', county: '440106', address: '天河路 1 号', pass2: NETWORK_PASS2,
    } satisfies CallInput<'patlas/register'>,
  }),
  'patlas/cname': async () => ({ path: 'patlas/cname', payload: { account: 'm000020' } }),
  'patlas/vrname': async () => ({ path: 'patlas/vrname', payload: { account: 'menuop' } }),
  'patlas/cvip': async () => ({ path: 'patlas/cvip', payload: { account: 'm000020' } }),
  'pservice/vname': async () => ({ path: 'pservice/vname', payload: { value: 'newbie01' } }),
  'pservice/vtel': async () => ({ path: 'pservice/vtel', payload: { value: '13700000001' } }),
  'pservice/videntityid': async () => ({ path: 'pservice/videntityid', payload: { value: residentId('002') } }),
  'pservice/aliyuncs': async () => ({ path: 'pservice/aliyuncs', payload: { realname: '王建国', idnumber: '11010519491231002X' } }),
  'notice/detail': async (stub) => ({ path: 'notice/detail', payload: { id: (await first(stub, 'notice/index')).id } }),
  'return/application': async (stub) => ({ path: 'return/application', payload: { id: (await first(stub, 'return/index')).id } }),
  'return/applicationsubmit': async (stub) => ({
    path: 'return/applicationsubmit',
    payload: { type: RETURN_TYPES.cardOrder, order_id: (await first(stub, 'return/order')).id, reason: 'SF1234567890', agree: true, pass2: DEFAULT_PASS2 },
  }),
  'regedvip/wuliu': async (stub) => ({ path: 'regedvip/wuliu', payload: { id: (await first(stub, 'regedvip/index')).id } }),
  'regedvip/combo': async (stub) => ({ path: 'regedvip/combo', payload: { id: (await first(stub, 'regedvip/index')).id } }),
  'regedvip/delvip': async (stub) => {
    await stub.call('regedvip/upvip', { account: 'novip', package_id: 3, pass2: DEFAULT_PASS2 }); // a registration not yet shipped
    const row = await first(stub, 'regedvip/index', { keyword: 'novip' });
    return { path: 'regedvip/delvip', payload: { id: row.id, pass2: DEFAULT_PASS2 } };
  },
  'regedvip/details': async () => ({ path: 'regedvip/details', payload: { account: 'novip' } }),
  'regedvip/upvip': async () => ({ path: 'regedvip/upvip', payload: { account: 'novip', package_id: 3, pass2: DEFAULT_PASS2 } }),
  'product/communi': async (stub) => ({ path: 'product/communi', payload: { id: (await first(stub, 'product/index')).id } }),
};

const answered = (Object.keys(CALLS) as CallPath[]).filter((path) => CALLS[path].output);

describe('the stub against the contract', () => {
  it('serves every call that has an answer schema', () => {
    expect(answered.filter((path) => !hasHandler(path))).toEqual([]);
    expect(answered.length).toBeGreaterThan(50);
  });

  it.each(answered)('%s answers data its answer schema accepts', async (path) => {
    const stub = stubContext();
    const ask = await (ASKS[path] ?? (async () => ({ path, payload: {} })))(stub);
    expect(ask.path).toBe(path);
    const payload = CALLS[path].input.parse(ask.payload ?? {}); // what the BFF forwards
    const answer = await stub.call(path, payload as Record<string, unknown>);
    expect({ code: answer.code, msg: answer.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
    const parsed = CALLS[path].output!.safeParse(answer.data);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});
