import { BlockList } from 'node:net';
import { clientAddress } from '@/lib/session/rate-limit';
import { request, routes, send, withBff } from './bff-harness';

// Issue 14, defects 1 and 3: the failed-login limiter is bounded in memory whatever is sent,
// and the per-address limit believes X-Forwarded-For only from configured proxies.

withBff({ TRUSTED_PROXIES: '10.9.0.0/16' });

const attempt = async (username: string, init: { peer?: string; headers?: Record<string, string> } = {}) =>
  send(await routes.login(), request('/api/auth/login', { ...init, body: { username, password: 'wrong' } }));

/** The in-process shared store (lib/store keeps it on globalThis). */
const store = () => (globalThis as Record<symbol, { default: { size: number; bytes: number } } | undefined>)[Symbol.for('portal.sharedStore')]?.default;

describe('defect 1: the limiter is bounded', () => {
  it('refuses a 60 KB username before it is counted or kept', async () => {
    const answer = await attempt('u'.repeat(60 * 1024), { peer: '192.0.2.1' });
    expect(answer.status).toBe(400);
  });

  it('keeps a fixed, small entry per key, whatever the username', async () => {
    for (let i = 0; i < 40; i++) await attempt(`${'x'.repeat(60)}${i}`, { peer: `192.0.2.${i + 10}` });
    const kept = store();
    expect(kept?.size).toBeGreaterThan(0);
    expect(kept!.bytes / kept!.size).toBeLessThan(400); // hashed keys: not the 60 characters sent, nor 60 KB
  });

  it('the memory store drops expired entries and never holds more than its bound', async () => {
    const { createMemoryStore } = await import('@/lib/store/memory');
    let now = 0;
    const memory = createMemoryStore({ maxEntries: 100, maxBytes: 1024 * 1024, now: () => now });
    for (let i = 0; i < 1000; i++) await memory.hit(`k${i}`, 60_000);
    expect(memory.size).toBe(100); // the oldest went first
    expect((await memory.count('k999')).count).toBe(1);
    expect((await memory.count('k0')).count).toBe(0);
    now = 61_000;
    await memory.hit('fresh', 60_000); // the sweep drops every expired window
    expect(memory.size).toBe(1);
    const bytes = createMemoryStore({ maxEntries: 1_000_000, maxBytes: 64 * 1024 });
    for (let i = 0; i < 1000; i++) await bytes.set(`v${i}`, 'y'.repeat(1000), 60_000);
    expect(bytes.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('a flood of failed logins never evicts a session record (they are kept apart in memory)', async () => {
    const { sharedStore } = await import('@/lib/store');
    expect(sharedStore('sessions')).not.toBe(sharedStore());
  });
});

describe('defect 3: the client address', () => {
  it('is the socket address unless that is a trusted proxy; rotating X-Forwarded-For does not escape the limit', async () => {
    const peer = '198.51.100.7';
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await attempt(`nobody${i}`, { peer, headers: { 'x-forwarded-for': `203.0.113.${i}` } }));
    expect(answers.slice(0, 30).every((a) => a.body.code === 30001)).toBe(true);
    expect(answers[30].status).toBe(429);
    // Another client without the header has its own bucket (not one "direct" bucket for all).
    expect((await attempt('someone', { peer: '198.51.100.8' })).body.code).toBe(30001);
  });

  it('takes the right-most hop that is not a trusted proxy', () => {
    const trusted = new BlockList();
    trusted.addSubnet('10.9.0.0', 16, 'ipv4');
    const headers = (peer: string, xff?: string) => new Headers({ 'x-portal-peer': peer, ...(xff && { 'x-forwarded-for': xff }) });
    expect(clientAddress(headers('198.51.100.7', '1.1.1.1'), trusted)).toBe('198.51.100.7');
    expect(clientAddress(headers('10.9.0.1', 'spoofed, 203.0.113.5, 10.9.0.2'), trusted)).toBe('203.0.113.5');
    expect(clientAddress(headers('::ffff:10.9.0.1', '203.0.113.6'), trusted)).toBe('203.0.113.6');
    expect(clientAddress(headers('10.9.0.1', 'not-an-ip'), trusted)).toBe('10.9.0.1');
    expect(clientAddress(headers('10.9.0.1'), trusted)).toBe('10.9.0.1');
  });
});
