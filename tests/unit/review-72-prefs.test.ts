import { DEFAULT_THEME_VARIABLE, parseSettings, RADIUS_RANGE } from '@/lib/settings/settings';
import { PREFS_MAX_BYTES } from '@/lib/settings/prefs';
import { request, send, signIn, withBff, type Answer } from './bff-harness';

// Review 72, finding 3: the theme the account keeps on the server (themeVariable) is checked as
// the drawer writes it: its colours #rgb or #rrggbb (the primary #rrggbb), its radius a whole
// number of px in the drawer's range (0–32, the default 12). Anything else is refused (400, the
// message names the theme) and nothing of that change is kept; the copy's cap counts UTF-8
// bytes, not characters.

withBff();
const route = () => import('@/app/api/prefs/route');

async function prefs(method: 'GET' | 'PUT', cookie: string, body?: unknown): Promise<Answer> {
  const handlers = await route();
  return send(handlers[method], request('/api/prefs', { method, cookie, body }));
}
const stamped = (settings: Record<string, unknown>, at = 1000) => ({ settings, stamps: Object.fromEntries(Object.keys(settings).map((k) => [k, at])) });
const theme = (change: Record<string, unknown>) => ({ ...DEFAULT_THEME_VARIABLE, ...change });

beforeEach(async () => (await import('@/lib/store')).useStore());

describe('themeVariable on the server', () => {
  it.each([
    ['a 1.7 KB colour', { checked: `#${'a'.repeat(1700)}` }],
    ['a colour that is not one', { normal: 'not-a-colour' }],
    ['a named colour', { danger: 'red' }],
    ['markup', { warm: '<img src=x onerror=alert(1)>' }],
    ['an rgb() the drawer never writes', { warm: 'rgb(255, 184, 0)' }],
    ['four hex digits', { checked: '#abcd' }],
    ['a number for a colour', { normal: 123 }],
    ['radius 1e308', { radius: 1e308 }],
    ['a negative radius', { radius: -1 }],
    ['a radius past the range', { radius: RADIUS_RANGE.max + 1 }],
    ['a fractional radius', { radius: 12.5 }],
    ['a radius as text', { radius: '12px' }],
    ['a primary that is not #rrggbb', { primary: '#09a' }],
  ])('refuses %s with 400 naming the theme, and keeps nothing of it', async (_, change) => {
    const { cookie } = await signIn('operator');
    const answer = await prefs('PUT', cookie, stamped({ themeVariable: theme(change), greyMode: true }));
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ fieldErrors: { 'settings.themeVariable': 'prefs.theme' } });
    expect(answer.body.msg).toBe('请检查：主题颜色（3 位或 6 位十六进制色值）和圆角（0 到 32 px）');
    const english = await send((await route()).PUT, request('/api/prefs', { method: 'PUT', cookie: `${cookie}; NEXT_LOCALE=en-US`, body: stamped({ themeVariable: theme(change) }) }));
    expect(english.body.msg).toBe('Please check: theme colours as hex codes of 3 or 6 digits and a corner radius of 0 to 32 px');
    expect((await prefs('GET', cookie)).body.data).toEqual({ settings: {}, stamps: {} });
  });

  it('keeps what the drawer writes: #rrggbb and #rgb colours, either case, a radius from 0 to 32', async () => {
    const { cookie } = await signIn('operator');
    const kept = theme({ primary: '#3963bc', checked: '#5FB878', normal: '#09c', danger: '#F57', radius: 0 });
    expect((await prefs('PUT', cookie, stamped({ themeVariable: kept }))).status).toBe(200);
    expect((await prefs('PUT', cookie, stamped({ themeVariable: { ...kept, radius: 32 } }, 2000))).status).toBe(200);
    expect((await prefs('GET', cookie)).body.data).toEqual({ settings: { themeVariable: { ...kept, radius: 32 } }, stamps: { themeVariable: 2000 } });
  });

  it('another bad setting is still "cannot be kept"; both at once are both named', async () => {
    const { cookie } = await signIn('operator');
    const other = await prefs('PUT', cookie, stamped({ theme: 'purple' }));
    expect(other.status).toBe(400);
    expect(other.body.data).toEqual({ fieldErrors: { settings: 'prefs.invalid' } });
    const both = await prefs('PUT', cookie, stamped({ theme: 'purple', themeVariable: theme({ radius: 99 }) }));
    expect(both.body.data).toEqual({ fieldErrors: { 'settings.themeVariable': 'prefs.theme', settings: 'prefs.invalid' } });
  });

  it('the browser reads a bad theme as the default, whole', () => {
    expect(parseSettings({ themeVariable: theme({ checked: 'x'.repeat(1700) }) }).themeVariable).toEqual(DEFAULT_THEME_VARIABLE);
    expect(parseSettings({ themeVariable: theme({ radius: 1e308 }) }).themeVariable).toEqual(DEFAULT_THEME_VARIABLE);
    expect(parseSettings({ themeVariable: theme({ normal: '#abc' }) }).themeVariable.normal).toBe('#abc');
  });
});

describe('the cap of a copy', () => {
  it('counts UTF-8 bytes: a copy under 8 K characters but over 8 KB is refused', async () => {
    const { savePrefs, PrefsTooLarge } = await import('@/lib/session/prefs');
    // savePrefs takes a copy the route has checked; a value of three-byte characters stands for
    // any setting whose text is not ASCII.
    const wide = { settings: { activeTab: `/notice?x=${'设'.repeat(3000)}` }, stamps: { activeTab: 1 } } as never;
    expect(JSON.stringify(wide).length).toBeLessThan(PREFS_MAX_BYTES);
    expect(Buffer.byteLength(JSON.stringify(wide))).toBeGreaterThan(PREFS_MAX_BYTES);
    await expect(savePrefs('operator', wide)).rejects.toBeInstanceOf(PrefsTooLarge);
    const narrow = { settings: { activeTab: `/notice?x=${'s'.repeat(3000)}` }, stamps: { activeTab: 1 } } as never;
    await expect(savePrefs('operator', narrow)).resolves.toBeDefined();
  });

  it('the body is bounded in bytes too (413 before it is read)', async () => {
    const { cookie } = await signIn('operator');
    const body = JSON.stringify(stamped({ activeTab: `/notice?x=${'设'.repeat(3000)}` }));
    expect(body.length).toBeLessThan(PREFS_MAX_BYTES);
    const answer = await send((await route()).PUT, request('/api/prefs', { method: 'PUT', cookie, body, headers: { 'content-type': 'application/json' } }));
    expect(answer.status).toBe(413);
  });
});
