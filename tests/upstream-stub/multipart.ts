import type { IncomingMessage } from 'node:http';

// Reading a request body and splitting multipart/form-data by hand: the stub sits under
// benchmarks of the BFF, and a Buffer scan costs far less than Request.formData().

export type Part = { name: string; filename?: string; type?: string; data: Buffer };

export class TooLarge extends Error {}

/** The whole body; rejects with TooLarge past `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume(); // drain, so the answer can still be written
        reject(new TooLarge(`body over ${limit} bytes`));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : undefined;
}

function partOf(head: string, data: Buffer): Part | undefined {
  const disposition = /^content-disposition:\s*form-data;(.*)$/im.exec(head)?.[1];
  const name = disposition && /\bname="([^"]*)"/i.exec(disposition)?.[1];
  if (!disposition || name === undefined || name === '') return undefined;
  const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
  const type = /^content-type:\s*(.+)$/im.exec(head)?.[1]?.trim();
  return { name, filename, type, data };
}

/** The parts of a multipart body, or undefined when it is not well-formed multipart. */
export function parseMultipart(body: Buffer, contentType: string | undefined): Part[] | undefined {
  const boundary = boundaryOf(contentType);
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter has no CRLF before it; prepend one so every delimiter looks alike.
  const text = Buffer.concat([Buffer.from('\r\n'), body]);
  const parts: Part[] = [];
  let at = text.indexOf(delimiter);
  if (at !== 0) return undefined;
  for (;;) {
    at += delimiter.length;
    if (text[at] === 0x2d && text[at + 1] === 0x2d) return parts; // "--": the closing delimiter
    const headEnd = text.indexOf('\r\n\r\n', at);
    const next = text.indexOf(delimiter, headEnd + 4);
    if (headEnd < 0 || next < 0) return undefined;
    const part = partOf(text.toString('utf8', at, headEnd), text.subarray(headEnd + 4, next));
    if (!part) return undefined;
    parts.push(part);
    at = next;
  }
}
