import { BFF } from '@/lib/contract/codes';
import { sniffImageType, UPLOAD_MAX_BYTES, type UploadType } from '@/lib/contract/upload';
import { envelope, readCapped, withSession, type BffResult } from '@/lib/session/handler';

// The file plus the form's own bytes (boundary, headers).
const FORM_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

/** The name the upstream gets: made here from the type found by content, never the client's. */
const EXTENSIONS: Record<UploadType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

// POST /api/upload – a voucher image (multipart field "file") forwarded to /imgup/index:
// at most 5 MB (413 past it, refused by Content-Length or as soon as the count passes it),
// PNG, JPEG or WebP by content, named by the portal; nothing else is forwarded.
export const POST = withSession(
  async ({ req, t, upstream }) => {
    const body = await readCapped(req, FORM_MAX_BYTES);
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
    return { body: await upstream('imgup/index', {}, { file: { filename: `voucher.${EXTENSIONS[type]}`, type, data } }) };
  },
  { body: 'stream', maxBytes: FORM_MAX_BYTES },
);

const refuse = (msg: string): BffResult => ({ status: 400, body: envelope(BFF.badRequest, msg) });
const tooLarge = (msg: string): BffResult => ({ status: 413, body: envelope(BFF.tooLarge, msg) });
