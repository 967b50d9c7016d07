import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { isSeededVoucher } from './capital';
import { receiptPng } from './png';
import { sendBytes } from './respond';
import type { StubState } from './state';
import type { Part } from './multipart';

// What the stub serves over GET: the pages behind menuop's modal and blank menu items, and
// the images uploaded through /imgup/index (kept in memory, dropped by a reset) and the receipt
// the seeded recharges' vouchers name.

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body style="font-family:sans-serif;margin:2rem"><h1>${title}</h1><p>${body}</p></body></html>`;

const PAGES: Record<string, string> = {
  'pages/help.html': page('Help', 'This page opens in a dialog (menu item of type modal).'),
  'pages/guide.html': page('Guide', 'This page opens in a new tab (menu item of type blank).'),
};

const MAX_UPLOADS = 500;
const EXT_BY_TYPE: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/** Keeps an uploaded file and answers its URL path, as the upstream's image host would. */
export function storeUpload(state: StubState, file: Part): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.filename ?? '')?.[1]?.toLowerCase();
  const name = `${randomBytes(6).toString('hex')}.${fromName ?? EXT_BY_TYPE[file.type ?? ''] ?? 'bin'}`;
  if (state.uploads.size >= MAX_UPLOADS) state.uploads.delete(state.uploads.keys().next().value!);
  // Only images are served as what they claim to be: the stub is no host for HTML.
  const type = file.type?.startsWith('image/') ? file.type : 'application/octet-stream';
  state.uploads.set(name, { type, data: file.data });
  return `/uploads/${name}`;
}

/** Serves a GET path (without the leading slash); false when it is none of the stub's. */
export function serveGet(state: StubState, path: string, res: ServerResponse): boolean {
  if (Object.hasOwn(PAGES, path)) {
    sendBytes(res, 'text/html; charset=utf-8', PAGES[path]);
    return true;
  }
  const name = path.startsWith('uploads/') ? path.slice(8) : undefined;
  // An uploaded image, or the receipt a seeded recharge's voucher names (capital.ts).
  const upload = name === undefined ? undefined : (state.uploads.get(name) ?? (isSeededVoucher(state, name) ? { type: 'image/png', data: receiptPng() } : undefined));
  if (upload) sendBytes(res, upload.type, upload.data);
  return upload !== undefined;
}
