import { BFF } from '@/lib/contract/codes';
import { EXPORT_TOTAL_HEADER, type ExportFormat, type ExportName } from '@/lib/contract/export-wire';
import type { Envelope } from '@/lib/contract/codes';
import { BffError, fromEnvelope } from './bff';

// A list's export, as the browser asks for it: GET /api/export/<list> (lib/session/export.ts)
// read as a stream, so that the screen shows how far it is and can cancel it (the server stops
// walking pages when the request is aborted), then saved under the server's file name.

export type ExportProgress = { total: number; bytes: number; rows?: number }; // rows: counted in a CSV
export type ExportParams = Record<string, string | number | undefined>;

/** The query of an export: the format and the filters in force ("" and undefined left out). */
export function exportUrl(list: ExportName, format: ExportFormat, params: ExportParams = {}) {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return `/api/export/${list}?${query}`;
}

/** The file name of a Content-Disposition: its UTF-8 name (RFC 5987) or its plain one. */
export function fileNameOf(disposition: string | null, fallback: string) {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // a malformed name: the plain one
    }
  }
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches an export, reporting progress as bytes come (and rows, counted by their line ends, in
 * a CSV); answers the file. A refusal (400, 409, 422, …) rejects with its BffError and message.
 */
export async function fetchExport(list: ExportName, format: ExportFormat, params: ExportParams, { signal, onProgress, networkMessage }: {
  signal: AbortSignal;
  onProgress: (p: ExportProgress) => void;
  networkMessage: string;
}): Promise<{ blob: Blob; name: string }> {
  let res: Response;
  try {
    res = await fetch(exportUrl(list, format, params), { credentials: 'same-origin', cache: 'no-store', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new BffError(0, networkMessage);
  }
  if (!res.ok || res.headers.get('content-type')?.startsWith('application/json')) {
    const env = (await res.json().catch(() => null)) as Envelope | null;
    if (!env) throw new BffError(res.status === 503 ? BFF.unavailable : 0, networkMessage);
    fromEnvelope(env, true);
  }
  const total = Number(res.headers.get(EXPORT_TOTAL_HEADER)) || 0;
  const csv = format === 'csv';
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lines = 0;
  onProgress({ total, bytes, rows: csv ? 0 : undefined });
  const reader = res.body!.getReader();
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      parts.push(part.value as Uint8Array<ArrayBuffer>);
      bytes += part.value.length;
      if (csv) for (const b of part.value) if (b === 10) lines++;
      onProgress({ total, bytes, rows: csv ? Math.min(total, Math.max(0, lines - 1)) : undefined });
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new BffError(0, networkMessage);
  }
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(parts, { type }), name: fileNameOf(res.headers.get('content-disposition'), `${list}.${format}`) };
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
