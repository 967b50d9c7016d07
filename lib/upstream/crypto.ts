import 'server-only';
import { createCipheriv, createDecipheriv } from 'node:crypto';

// AES-CBC with PKCS7 padding and the fixed key and iv (spec §7). Node pads with PKCS7 by
// default; the key length picks AES-128, -192 or -256 as crypto-js does.

const algorithm = (key: Buffer) => `aes-${key.length * 8}-cbc`;

/** base64 of the ciphertext of the UTF-8 text: the `udata` field. */
export function encrypt(plain: string, key: Buffer, iv: Buffer): string {
  const cipher = createCipheriv(algorithm(key), key, iv);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** The UTF-8 text of a base64 ciphertext; throws on a wrong key (bad padding). */
export function decrypt(udata: string, key: Buffer, iv: Buffer): string {
  const decipher = createDecipheriv(algorithm(key), key, iv);
  return Buffer.concat([decipher.update(Buffer.from(udata, 'base64')), decipher.final()]).toString('utf8');
}
