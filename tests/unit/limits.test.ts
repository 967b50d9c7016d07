import { BlockList } from 'node:net';
import { sniffImageType } from '@/lib/contract/upload';
import { contentSecurityPolicy } from '@/lib/security/headers';
import { clientAddress, createRateLimiter } from '@/lib/session/rate-limit';
import { createMemoryStore } from '@/lib/store/memory';
import { configProblems } from '@/lib/upstream/config';

describe('the rate limiter', () => {
  it('allows the limit per window, then refuses until the window ends', async () => {
    let now = 1000;
    const memory = createMemoryStore({ now: () => now });
    const limiter = createRateLimiter({ name: 't', limit: 3, windowMs: 60_000, store: () => memory });
    for (let i = 0; i < 3; i++) {
      expect((await limiter.check('a')).allowed).toBe(true);
      await limiter.hit('a');
    }
    expect(await limiter.check('a')).toEqual({ allowed: false, retryAfterS: 60 });
    expect((await limiter.check('b')).allowed).toBe(true); // keys are separate
    now = 31_000;
    expect((await limiter.check('a')).retryAfterS).toBe(30);
    now = 61_001;
    expect((await limiter.check('a')).allowed).toBe(true); // a new window
  });

  it('forgets the oldest keys past the store\'s size bound', async () => {
    const memory = createMemoryStore({ maxEntries: 2 });
    const limiter = createRateLimiter({ name: 't', limit: 1, windowMs: 60_000, store: () => memory });
    for (const k of ['a', 'b', 'c']) await limiter.hit(k);
    expect((await limiter.check('a')).allowed).toBe(true);
    expect((await limiter.check('c')).allowed).toBe(false);
  });

  it('reads the client address from the socket, not from headers a client sets', () => {
    const none = new BlockList();
    expect(clientAddress(new Headers({ 'x-portal-peer': '192.0.2.1', 'x-forwarded-for': 'client-1, proxy-2' }), none)).toBe('192.0.2.1');
    expect(clientAddress(new Headers({ 'x-real-ip': 'client-3' }), none)).toBe('unknown');
  });
});

describe('upload type by content', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/webp', new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50])],
  ])('knows %s', (type, data) => expect(sniffImageType(data)).toBe(type));

  it('refuses anything else, whatever its name says', () => {
    expect(sniffImageType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('GIF89a......'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('the content security policy', () => {
  it('allows scripts only with the nonce, frames only from the menu origins, and no framing', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', frameOrigins: ['https://help.example'], dev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain('frame-src https://help.example');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ nonce: 'n', frameOrigins: [], dev: false })).toContain("frame-src 'none'");
  });

  it('checks MENU_FRAME_ORIGINS are origins', () => {
    const good = { UPSTREAM_URL: 'https://api.example', UPSTREAM_AES_KEY: '0123456789abcdef', UPSTREAM_AES_IV: '0123456789abcdef', SESSION_SECRET: 'x'.repeat(32) };
    expect(configProblems({ ...good, MENU_FRAME_ORIGINS: 'https://a.example, http://b.example:8080' })).toEqual([]);
    expect(configProblems({ ...good, MENU_FRAME_ORIGINS: 'https://a.example/path' })[0]).toMatch(/^MENU_FRAME_ORIGINS/);
  });
});
