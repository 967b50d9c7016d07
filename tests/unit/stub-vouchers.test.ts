import { rechargeListData } from '@/lib/contract/capital';
import { sniffImageType, UPLOAD_NAME } from '@/lib/contract/upload';
import { withStub } from './stub-harness';

// The seeded recharges' vouchers (issue 73 item 7): the world names /uploads/seed-<member>-<n>.png,
// and the stub serves a receipt under each name it holds, so "View voucher" shows a picture.

const harness = withStub();

async function recharges(token: string) {
  const { json } = await harness.client.call('recharge/index', { page: 1, limit: 50 }, { token });
  return rechargeListData.parse(json!.data).list;
}

describe('stub: seeded vouchers', () => {
  it('serves every seeded recharge voucher as a PNG under a name the portal relays', async () => {
    const list = await recharges(await harness.client.login('operator'));
    expect(list.length).toBeGreaterThan(0);
    for (const { voucher } of list) {
      expect(voucher).toMatch(/^\/uploads\/seed-\d+-\d+\.png$/);
      expect(voucher.slice('/uploads/'.length)).toMatch(UPLOAD_NAME); // app/api/upload/[name] relays it
      const res = await fetch(harness.stub.origin + voucher);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(sniffImageType(png)).toBe('image/png');
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([140, 200]); // a receipt, upright
      expect(png.length).toBeLessThan(2048);
    }
  });

  it('serves only the names the world holds', async () => {
    const token = await harness.client.login('operator');
    const [first] = await recharges(token);
    const [, member] = /seed-(\d+)-/.exec(first.voucher)!;
    for (const name of [`seed-${member}-99.png`, 'seed-99999-0.png', `seed-${member}-0.jpg`]) {
      expect((await fetch(`${harness.stub.origin}/uploads/${name}`)).status).toBe(404);
    }
    // A voucher replaced on a pending record is no longer the world's.
    const pending = (await recharges(token)).find((r) => r.status === 0)!;
    const edit = await harness.client.call('recharge/editinfo', { id: pending.id, voucher: '/uploads/replaced.png' }, { token });
    expect(edit.json?.code).toBe(20000);
    expect((await fetch(harness.stub.origin + pending.voucher)).status).toBe(404);
  });
});
