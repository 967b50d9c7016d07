import { deflateSync } from 'node:zlib';

// A minimal PNG writer (8-bit RGB, no filter) for the stub's made-up images, and the receipt
// the seeded recharges' vouchers show.

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

export type Rgb = readonly [number, number, number];

/** A w×h PNG whose pixel (x, y) is `colour(x, y)`. */
export function encodePng(w: number, h: number, colour: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((w * 3 + 1) * h); // each row: filter byte 0, then RGB
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) raw.set(colour(x, y), y * (w * 3 + 1) + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const DESK: Rgb = [236, 239, 241];
const PAPER: Rgb = [255, 255, 255];
const HEADER: Rgb = [0, 150, 136]; // the portal's primary colour
const INK: Rgb = [176, 190, 197];
const TOTAL: Rgb = [69, 90, 100];
const STAMP: Rgb = [211, 47, 47];

/** Text lines of the receipt: [top, length] on the paper, 4 px high. */
const LINES: readonly (readonly [number, number])[] = [
  [44, 70], [56, 92], [68, 58], [88, 96], [100, 80], [112, 96], [124, 64],
];

/**
 * A 140×200 bank receipt: white paper on a grey desk, a teal header, grey lines of text, a
 * dashed rule, a dark total line and a red round stamp. A few hundred bytes; made once.
 */
function drawReceipt(): Buffer {
  const [w, h, left, right, top, bottom] = [140, 200, 14, 126, 10, 190];
  return encodePng(w, h, (x, y) => {
    if (x < left || x >= right || y < top || y >= bottom) return DESK;
    const px = x - left; // on the paper
    if (y < 30) return HEADER;
    if (LINES.some(([t, len]) => y >= t && y < t + 4 && px >= 10 && px < 10 + len)) return INK;
    if (y === 140 && px >= 6 && px < 106 && px % 6 < 3) return INK; // the dashed rule
    if (y >= 150 && y < 157 && px >= 10 && px < 50) return TOTAL; // "Total"
    if (y >= 150 && y < 157 && px >= 66 && px < 102) return TOTAL; // the amount
    const d = Math.hypot(x - 98, y - 174);
    if (d >= 9 && d < 12) return STAMP;
    if (d < 4) return STAMP;
    return PAPER;
  });
}

let receipt: Buffer | undefined;
/** The voucher image of the seeded recharges (a PNG, made on first use). */
export const receiptPng = () => (receipt ??= drawReceipt());
