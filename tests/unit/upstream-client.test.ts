import { buildPayload, envelopeOf, multipart, UpstreamError } from '@/lib/upstream/client';

const ctx = { token: 'tok', dvId: 'V1StGXR8_Z5jdHi6B-myT', csrf: 'c5rf', lac: 3 as const };

describe('the upstream payload', () => {
  it('adds the common fields of spec §3 to the call fields', () => {
    const payload = buildPayload({ amount: '50000' }, ctx, 1_763_784_000_999);
    expect(payload).toEqual({
      amount: '50000',
      atype: 2,
      token: 'tok',
      app_time: 1_763_784_000,
      dvId: 'V1StGXR8_Z5jdHi6B-myT',
      r: '1A',
      lac: 3,
    });
  });

  it('never lets a call field override a common one', () => {
    const payload = buildPayload({ token: 'forged', atype: 9, r: 'x', lac: 1, dvId: 'other' }, ctx, 0);
    expect(payload).toMatchObject({ token: 'tok', atype: 2, r: '1A', lac: 3, dvId: ctx.dvId });
  });

  it('sends an empty token before login', () => {
    expect(buildPayload({}, { ...ctx, token: '' }).token).toBe('');
  });
});

describe('the multipart form', () => {
  it('parses back into the same fields and file', async () => {
    const file = { filename: 'v"oucher.png', type: 'image/png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47]) };
    const { body, contentType } = multipart({ dvId: 'd', r: '1A', udata: 'a+b/c==' }, file);
    const form = await new Request('http://x', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
    expect(form.get('dvId')).toBe('d');
    expect(form.get('r')).toBe('1A');
    expect(form.get('udata')).toBe('a+b/c==');
    const part = form.get('file') as File;
    expect(part.name).toBe('v_oucher.png');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(file.data);
  });

  it('without a file keeps one boundary per process, unless a field holds it', async () => {
    const first = multipart({ udata: 'a+b/c==' });
    expect(multipart({ udata: 'x' }).contentType).toBe(first.contentType);
    const boundary = first.contentType.split('boundary=')[1];
    const tricky = multipart({ udata: `--${boundary}--` });
    expect(tricky.contentType).not.toBe(first.contentType);
    const form = await new Request('http://x', { method: 'POST', headers: { 'content-type': tricky.contentType }, body: tricky.body }).formData();
    expect(form.get('udata')).toBe(`--${boundary}--`);
    const file = { filename: 'a.png', type: 'image/png', data: Buffer.from([1]) };
    expect(multipart({ udata: 'x' }, file).contentType).not.toBe(first.contentType);
  });
});

describe('the envelope', () => {
  it('reads code, msg and data', () => {
    expect(envelopeOf({ code: '20000', msg: 'ok', data: { a: 1 } })).toEqual({ code: 20000, msg: 'ok', data: { a: 1 } });
    expect(envelopeOf({ code: 30140 })).toEqual({ code: 30140, msg: '', data: null });
  });

  it('turns anything else into a bad gateway', () => {
    for (const bad of [null, 'text', [], { msg: 'no code' }, { code: 'abc' }]) {
      expect(() => envelopeOf(bad)).toThrow(UpstreamError);
    }
  });
});
