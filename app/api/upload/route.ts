import type { NextRequest } from 'next/server';
import { BFF } from '@/lib/contract/codes';
import { sniffImageType, UPLOAD_MAX_BYTES } from '@/lib/contract/upload';
import { envelope, withSession, type BffResult } from '@/lib/session/handler';

// POST /api/upload – a voucher image (multipart field "file") forwarded to /imgup/index:
// at most 5 MB (413 past it), PNG, JPEG or WebP by content; nothing else is forwarded.
export const POST = withSession(async ({ req, t, upstream }) => {
  const body = await readCapped(req, UPLOAD_MAX_BYTES + 64 * 1024); // the file plus the form's own bytes
  if (!body) return tooLarge(t('bff.tooLarge'));
  let file: FormDataEntryValue | null = null;
  try {
    file = (await new Request('http://upload', { method: 'POST', headers: req.headers, body }).formData()).get('file');
  } catch {
    /* answered below */
  }
  if (!(file instanceof File)) return refuse(t('bff.uploadMissing'));
  if (file.size > UPLOAD_MAX_BYTES) return tooLarge(t('bff.tooLarge'));
  const data = Buffer.from(await file.arrayBuffer());
  const type = sniffImageType(data);
  if (!type) return refuse(t('bff.uploadType'));
  return { body: await upstream('imgup/index', {}, { file: { filename: file.name || 'voucher', type, data } }) };
});

const refuse = (msg: string): BffResult => ({ status: 400, body: envelope(BFF.badRequest, msg) });
const tooLarge = (msg: string): BffResult => ({ status: 413, body: envelope(BFF.tooLarge, msg) });

/** The request body, or null once it passes `limit` bytes (read no further). */
async function readCapped(req: NextRequest, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(req.headers.get('content-length')) > limit) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.length;
    if (size > limit) {
      await reader!.cancel();
      return null;
    }
    chunks.push(part.value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
