// The voucher image upload (spec §7 /imgup/index, sent unencrypted with the file). The client
// checks the same limits for speed; the BFF enforces them (app/api/upload).

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Accepted image types, recognised by their first bytes, not by name or declared type. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export function sniffImageType(bytes: Uint8Array): UploadType | undefined {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp'; // RIFF....WEBP
  return undefined;
}

/** imgup/index data. */
export type UploadData = { url: string }; // where the stored image is served from

/** Names of stored uploads as imgup/index answers them ("/uploads/<name>"). */
export const UPLOAD_NAME = /^[\w-]{1,64}\.(png|jpe?g|webp)$/;

/** Where the browser loads an uploaded image: "/uploads/<name>" is relayed by GET /api/upload/<name>. */
export function uploadSrc(url: string): string {
  const name = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
  return UPLOAD_NAME.test(name) ? `/api/upload/${name}` : url;
}
