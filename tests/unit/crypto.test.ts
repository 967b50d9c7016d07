import vectors from '@/tests/fixtures/aes-vectors.json';
import { decrypt, encrypt } from '@/lib/upstream/crypto';
import { decodeKeyMaterial } from '@/lib/upstream/config';

// The vectors were made by openssl, an implementation independent of ours.
describe('AES-CBC / PKCS7 against openssl vectors', () => {
  it.each(vectors.vectors.map((v) => [v.algorithm, v] as const))('%s encrypts and decrypts like openssl', (_, v) => {
    const key = Buffer.from(v.key, 'utf8');
    const iv = Buffer.from(v.iv, 'utf8');
    expect(encrypt(v.plain, key, iv)).toBe(v.udata);
    expect(decrypt(v.udata, key, iv)).toBe(v.plain);
  });

  it('covers AES-128 and AES-256', () => {
    const algorithms = new Set(vectors.vectors.map((v) => v.algorithm));
    expect([...algorithms]).toEqual(expect.arrayContaining(['aes-128-cbc', 'aes-256-cbc']));
  });

  it('refuses a ciphertext made with another key (bad padding)', () => {
    const v = vectors.vectors[0];
    expect(() => decrypt(v.udata, Buffer.from('another-key-16by'), Buffer.from(v.iv))).toThrow();
  });

  it('reads keys as UTF-8, base64: or hex:', () => {
    const raw = Buffer.from('0123456789abcdef');
    expect(decodeKeyMaterial('0123456789abcdef')).toEqual(raw);
    expect(decodeKeyMaterial(`base64:${raw.toString('base64')}`)).toEqual(raw);
    expect(decodeKeyMaterial(`hex:${raw.toString('hex')}`)).toEqual(raw);
    expect(decodeKeyMaterial('hex:zz')).toHaveLength(0);
  });
});
