import { createDecipheriv } from 'node:crypto';

// The stub's own AES-CBC/PKCS7 decryption (not lib/upstream/crypto.ts): a test double must
// not share the code it tests. The key length (16/24/32) picks AES-128/192/256.

export type Keys = { key: Buffer; iv: Buffer };

/** The UTF-8 text of base64 `udata`; throws a sentence saying what is wrong with it. */
export function decrypt(udata: string, { key, iv }: Keys): string {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(udata) || udata.length % 4) throw new Error('udata is not base64');
  const bytes = Buffer.from(udata, 'base64');
  if (bytes.length % 16) throw new Error('ciphertext is not a whole number of blocks');
  const decipher = createDecipheriv(`aes-${key.length * 8}-cbc`, key, iv);
  try {
    return Buffer.concat([decipher.update(bytes), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('bad padding (wrong key or iv?)');
  }
}

/** A JSON object, or a throw: arrays and scalars are no payload. */
export function parseObject(json: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('payload is not JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('payload is not a JSON object');
  return value as Record<string, unknown>;
}
