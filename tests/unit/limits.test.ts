import { sniffImageType } from '@/lib/contract/upload';
import { contentSecurityPolicy } from '@/lib/security/headers';
import { clientAddress, createRateLimiter } from '@/lib/session/rate-limit';
import { configProblems } from '@/lib/upstream/config';

describe('the rate limiter', () => {
  it('allows the limit per window, then refuses until the window ends', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      expect(limiter.check('a', 1000).allowed).toBe(true);
      limiter.hit('a', 1000);
    }
    expect(limiter.check('a', 1000)).toEqual({ allowed: false, retryAfterS: 60 });
    expect(limiter.check('b', 1000).allowed).toBe(true); // keys are separate
    expect(limiter.check('a', 31_000).retryAfterS).toBe(30);
    expect(limiter.check('a', 61_001).allowed).toBe(true); // a new window
  });

  it('forgets the oldest keys past its size bound', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    ['a', 'b', 'c'].forEach((k) => limiter.hit(k, 0));
    expect(limiter.check('a', 0).allowed).toBe(true);
    expect(limiter.check('c', 0).allowed).toBe(false);
  });

  it('reads the client address from the balancer headers', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'client-1, proxy-2' }))).toBe('client-1');
    expect(clientAddress(new Headers({ 'x-real-ip': 'client-3' }))).toBe('client-3');
    expect(clientAddress(new Headers())).toBe('direct');
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
