import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { config } from '@/proxy';
import { contentSecurityPolicy } from '@/lib/security/headers';

// The icons (issue 73 item 7): browsers ask for /favicon.ico by themselves whenever the icon's
// <link> is replaced on a screen change, so app/favicon.ico is served beside app/icon.svg, as a
// real ICO of the same picture, to anyone (the guard does not match it) and loadable under the CSP.

// Next's own compilation of a proxy matcher into the regular expression it tests paths with
// (an internal of next/dist, not in its typings: if it moves, this test says so).
type Matchers = { getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => { regexp: string }[] };
const { getMiddlewareMatchers } = jest.requireActual<Matchers>('next/dist/build/analysis/get-page-static-info');

const ico = readFileSync(join(__dirname, '../../app/favicon.ico'));

/** The ICO's entries: width, height and the image data (PNG here). */
function entries(file: Buffer) {
  expect([file.readUInt16LE(0), file.readUInt16LE(2)]).toEqual([0, 1]); // reserved, type 1 = icon
  return Array.from({ length: file.readUInt16LE(4) }, (_, i) => {
    const e = 6 + 16 * i;
    const size = file.readUInt32LE(e + 8);
    const offset = file.readUInt32LE(e + 12);
    return { width: file[e] || 256, height: file[e + 1] || 256, bits: file.readUInt16LE(e + 6), data: file.subarray(offset, offset + size), end: offset + size };
  });
}

/** The RGBA pixels of an 8-bit RGBA PNG without filters (as the favicon's are written). */
function pixels(png: Buffer) {
  const width = png.readUInt32BE(16);
  expect([png[24], png[25]]).toEqual([8, 6]); // 8 bits, RGBA
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.subarray(at + 4, at + 8).toString('ascii') === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  return (x: number, y: number) => {
    const row = y * (width * 4 + 1);
    expect(raw[row]).toBe(0); // no filter
    return [...raw.subarray(row + 1 + x * 4, row + 5 + x * 4)];
  };
}

describe('/favicon.ico', () => {
  it('is an ICO of PNG images, 16 and 32 px, of the teal icon', () => {
    const list = entries(ico);
    expect(list.map((e) => [e.width, e.height, e.bits])).toEqual([[16, 16, 32], [32, 32, 32]]);
    expect(Math.max(...list.map((e) => e.end))).toBe(ico.length);
    for (const { data, width, height } of list) {
      expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect([data.readUInt32BE(16), data.readUInt32BE(20)]).toEqual([width, height]);
    }
    const at = pixels(list[1].data);
    expect(at(3, 16)).toEqual([0x00, 0x96, 0x88, 255]); // the primary colour, opaque, as app/icon.svg
    expect(at(16, 8)).toEqual([255, 255, 255, 255]); // the top node
    expect(at(0, 0)[3]).toBeLessThan(128); // a rounded corner
    expect(ico.length).toBeLessThan(2048);
  });

  it('is not matched by the guard, so it is served without a session; the CSP lets pages load it', () => {
    const [{ regexp }] = getMiddlewareMatchers(config.matcher, {});
    const guarded = (path: string) => new RegExp(regexp).test(path);
    expect(guarded('/favicon.ico')).toBe(false);
    expect(guarded('/icon.svg')).toBe(false);
    expect(['/', '/home', '/login', '/capital/rechargeRecord'].every(guarded)).toBe(true);
    expect(contentSecurityPolicy({ nonce: 'n', frameOrigins: [], dev: false })).toMatch(/img-src 'self'/);
  });
});
