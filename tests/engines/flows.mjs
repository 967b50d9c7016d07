// The smoke's flows, the same in every engine: sign in, the menu, a transfer, the records, the
// placement chart, the other two languages, dark mode. `s` is one engine's session at one
// width (webkit.mjs, firefox.mjs): goto, run (a function in the page), tap, click, type, key,
// shot, console, close; ctx.shot takes a picture once transitions have ended. On a phone every press is a tap (a touch pointer), on a desk a click.
// Every press first waits, as a person would, until the control is shown, still, and the
// element at its own centre (how long something else lay over it is reported), and until
// React has hydrated it.

// The stub's demo account and codes (tests/upstream-stub: accounts.ts, capital.ts).
const ACCOUNT = 'operator';
const PASSWORD = '123456';
const CODE = '246810';
const PASS2 = '135790';
const RECIPIENT = { account: 'menuop', name: '张明' };

export const STEPS = ['sign-in', 'menu', 'transfer', 'records', 'chart', 'languages', 'dark'];
const OTHER_LOCALES = ['en-US', 'zh-TW'];

const tid = (id) => `[data-testid="${id}"]`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --- functions run in the page: self-contained (they are sent as source text) -------------

/** The first match that is rendered and not hidden, marked so the driver can find it. */
function markShown(selector, mark) {
  const el = Array.from(document.querySelectorAll(selector)).find((e) => {
    const r = e.getBoundingClientRect();
    const style = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  });
  if (!el) return false;
  document.querySelectorAll(`[data-engines-mark="${mark}"]`).forEach((e) => e.removeAttribute('data-engines-mark'));
  el.setAttribute('data-engines-mark', mark);
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return true;
}

/**
 * Where the marked element is, whether React has hydrated it (its props are attached: before
 * that a press does nothing), and what is at its centre when it is not the element itself.
 */
function hitTest(mark) {
  const el = document.querySelector(`[data-engines-mark="${mark}"]`);
  if (!el) return { rect: 'gone', cover: null };
  const r = el.getBoundingClientRect();
  const rect = [r.left, r.top, r.width, r.height].map(Math.round).join(',');
  const live = Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  // A message that lets the pointer through is not at the centre, yet it may hide the control.
  const under = Array.from(document.querySelectorAll('.notistack-SnackbarContainer > *')).some((m) => {
    const b = m.getBoundingClientRect();
    return b.width > 0 && b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top;
  });
  const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!at || at === el || el.contains(at)) return { rect, live, under, cover: null, offscreen: !at }; // off the screen: still sliding in
  const owner = at.closest('[data-testid]')?.getAttribute('data-testid');
  const role = at.closest('[role]')?.getAttribute('role');
  const message = at.closest('.notistack-SnackbarContainer, .notistack-Snackbar, [class*="notistack"]') ? 'a message (notistack)' : '';
  return { rect: '', live, cover: message || [at.tagName.toLowerCase(), owner && `in ${owner}`, role && `role ${role}`].filter(Boolean).join(' ') };
}

/** Whether any match is rendered and not hidden (`want` false: whether none is). */
const isShown = (selector, want = true) =>
  want ===
  Array.from(document.querySelectorAll(selector)).some((e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
  });

// --- the steps' vocabulary ------------------------------------------------------------------

/** Polls `fn` in the page until it returns something truthy. */
async function until(s, what, fn, args = [], timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let failure = '';
  for (;;) {
    try {
      const value = await s.run(fn, ...args);
      if (value) return value;
    } catch (error) {
      failure = ` (last: ${error.message.split('\n')[0]})`; // e.g. the page was navigating
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s${failure}`);
    await sleep(100);
  }
}
const shown = (s, selector, what = `${selector} shown`, timeoutMs) => until(s, what, isShown, [selector], timeoutMs);
const hidden = (s, selector, what = `${selector} gone`) => until(s, what, isShown, [selector, false]);
const at = (s, path, timeoutMs) => until(s, `the address ${path}`, (p) => location.pathname === p, [path], timeoutMs);
const textIn = (s, selector, text, what, timeoutMs) => until(s, what ?? `"${text}" in ${selector}`, (sel, t) => (document.querySelector(sel)?.textContent ?? '').includes(t), [selector, text], timeoutMs);

let marks = 0;
/** Taps (phone) or clicks (desk) the first shown match, once it is still and uncovered. */
async function press(s, ctx, selector) {
  const mark = String(++marks);
  await until(s, `${selector} shown`, markShown, [selector, mark]);
  const started = Date.now();
  let cover = null;
  let last = '';
  let hit;
  for (;;) {
    hit = await s.run(hitTest, mark);
    if (hit.rect === 'gone') throw new Error(`${selector} went away before it could be pressed`);
    if (hit.live && !hit.cover && !hit.offscreen && hit.rect === last) break; // the same place twice: no longer moving
    if (hit.cover) cover = hit.cover;
    last = hit.rect;
    if (Date.now() - started > 5000) {
      throw new Error(`${selector} cannot be pressed after 5 s: ${hit.cover ? `covered by ${hit.cover}` : hit.offscreen ? 'off the screen' : hit.live ? 'still moving' : 'not hydrated'}`);
    }
    await sleep(50);
  }
  const waited = Date.now() - started;
  if (cover && waited > 150) ctx.note(`${selector} was covered for ${waited} ms by ${cover}`);
  if (hit.under) ctx.note(`${selector} lay under a message when pressed (the message lets the press through)`);
  const target = `[data-engines-mark="${mark}"]`;
  await (ctx.phone ? s.tap(target) : s.click(target));
}

/** Types into the first shown match (a real key per character). */
async function type(s, selector, text) {
  const mark = String(++marks);
  await until(s, `${selector} shown`, markShown, [selector, mark]);
  await s.type(`[data-engines-mark="${mark}"]`, text);
}

/** Opens the settings drawer: the top bar's button on a desk, the overlay menu's on a phone. */
async function openSettings(s, ctx) {
  if (ctx.phone) {
    await press(s, ctx, tid('mobile-menu-toggle'));
    await shown(s, tid('mobile-menu'), 'the overlay menu');
    await press(s, ctx, tid('mobile-settings-open'));
  } else {
    await press(s, ctx, tid('settings-open'));
  }
  await shown(s, tid('settings-drawer'), 'the settings drawer');
}

// --- the steps -------------------------------------------------------------------------------

const steps = {
  async 'sign-in'(s, ctx) {
    await s.goto('/login');
    // The language is chosen as the language menu does (lib/i18n/client.ts): simplified Chinese.
    await s.run(() => void (document.cookie = 'NEXT_LOCALE=zh-CN; path=/; samesite=lax'));
    await until(s, 'the login form ready (its button enabled once hydrated)', (sel) => document.querySelector(sel)?.disabled === false, [tid('login-submit')]);
    await type(s, tid('login-username'), ACCOUNT);
    await type(s, tid('login-password'), PASSWORD);
    await ctx.shot('login');
    await press(s, ctx, tid('login-submit'));
    await at(s, '/home');
    await shown(s, tid('home-unread'), 'the unread count on Home');
    await ctx.shot('home');
  },

  async menu(s, ctx) {
    // Funds → Transfer, from the side menu (desk) or the overlay menu behind the top bar's button (phone).
    const menu = ctx.phone ? tid('mobile-menu') : tid('sidebar');
    if (ctx.phone) {
      await press(s, ctx, tid('mobile-menu-toggle'));
      await shown(s, menu, 'the overlay menu');
    }
    await press(s, ctx, `${menu} [data-menu-id="/capital"]`);
    await shown(s, `${menu} [data-menu-id="/capital/transfer"]`, 'the Funds group open');
    await ctx.shot('menu');
    await press(s, ctx, `${menu} [data-menu-id="/capital/transfer"]`);
    await at(s, '/capital/transfer');
    if (ctx.phone) await hidden(s, menu, 'the overlay menu closed after the choice');
  },

  async transfer(s, ctx) {
    if (!(await s.run(() => location.pathname)).startsWith('/capital/transfer')) await s.goto('/capital/transfer');
    await until(s, 'the balance', (sel) => /\d/.test(document.querySelector(sel)?.textContent ?? ''), [tid('transfer-balance')]);
    await type(s, tid('transfer-account'), RECIPIENT.account);
    await press(s, ctx, tid('transfer-amount')); // leaves the recipient's field: it is checked
    await type(s, tid('transfer-amount'), '1500');
    await textIn(s, tid('transfer-recipient-help'), RECIPIENT.name, 'the recipient\'s name');
    await press(s, ctx, tid('transfer-send-code'));
    await until(s, 'the code sent (its button counting down)', (sel) => document.querySelector(sel)?.disabled === true, [tid('transfer-send-code')]);
    await type(s, tid('transfer-code'), CODE);
    await type(s, tid('transfer-pass2'), PASS2);
    await ctx.shot('transfer');
    await press(s, ctx, tid('transfer-submit'));
    await textIn(s, tid('transfer-summary'), '1,500.00', 'the confirmation with the amount');
    await ctx.shot('transfer-confirm');
    await press(s, ctx, tid('confirm-ok'));
    await at(s, '/capital/transferRecord', 15_000);
    await textIn(s, tid('record-row'), '1,500.00', 'the transfer first in the records');
    await textIn(s, tid('record-row'), RECIPIENT.account, 'the recipient in the record');
    await ctx.shot('transfer-done');
  },

  async records(s, ctx) {
    await s.goto('/capital/transferRecord');
    await until(s, 'the records listed', (sel) => document.querySelectorAll(sel).length > 0, [tid('record-row')]);
    await ctx.shot('records');
  },

  async chart(s, ctx) {
    await s.goto('/memberNode');
    await shown(s, tid('placement-chart'), 'the placement chart');
    await shown(s, tid('node-operator'), 'the root\'s box');
    // The first two levels: the boxes (members and open slots) of the two topmost rows.
    const boxes = await until(s, 'the root and the level below it', () => {
      const all = Array.from(document.querySelectorAll('[data-testid="placement-chart"] .pc-box')).map((n) => {
        const r = n.getBoundingClientRect();
        return { id: n.getAttribute('data-testid'), top: Math.round(r.top), left: Math.round(r.left), right: Math.round(r.right) };
      });
      const rows = [...new Set(all.map((b) => b.top))].sort((a, b) => a - b).slice(0, 2);
      return rows.length === 2 && all.filter((b) => rows.includes(b.top));
    });
    const off = boxes.filter((b) => b.left < 0 || b.right > ctx.width);
    if (off.length) ctx.note(`the chart opens with ${off.map((b) => `${b.id} at ${b.left}..${b.right} px`).join(', ')}: partly off the ${ctx.width} px screen`);
    await ctx.shot('chart');
  },

  async languages(s, ctx) {
    for (const locale of [...OTHER_LOCALES, 'zh-CN']) {
      await s.run((l) => void (document.cookie = `NEXT_LOCALE=${l}; path=/; samesite=lax`), locale);
      await s.goto('/home');
      await until(s, `Home in ${locale}`, (l) => document.documentElement.lang === l, [locale]);
      await shown(s, tid('home-unread'), `the unread count on Home in ${locale}`);
      if (locale === 'zh-CN') break; // back to where the run started
      if (ctx.phone) {
        await press(s, ctx, tid('mobile-menu-toggle'));
        await shown(s, tid('mobile-menu'), 'the overlay menu');
            await ctx.shot(`menu-${locale}`);
        await s.key('Escape');
        await hidden(s, tid('mobile-menu'), 'the overlay menu closed by Escape');
      } else {
        await ctx.shot(`home-${locale}`);
      }
    }
  },

  async dark(s, ctx) {
    await s.goto('/home');
    await shown(s, tid('home-unread'), 'Home');
    await openSettings(s, ctx);
    await press(s, ctx, `${tid('setting-theme')} button[value="dark"]`);
    await until(s, 'html.dark', () => document.documentElement.classList.contains('dark'));
    await ctx.shot('settings-dark');
    await s.key('Escape');
    await hidden(s, tid('settings-drawer'), 'the settings drawer closed by Escape');
    await s.goto('/capital/transferRecord');
    await until(s, 'html.dark after a reload', () => document.documentElement.classList.contains('dark'));
    await until(s, 'the records listed', (sel) => document.querySelectorAll(sel).length > 0, [tid('record-row')]);
    await ctx.shot('records-dark');
  },
};

/**
 * Runs every step in one session; a step fails on its own error or on any console error or
 * uncaught page error logged while it ran. Without a sign-in the rest is skipped. Each step's
 * result goes to ctx.report as soon as it is known:
 * { step: string, ok: boolean, ms: number, errors: string[], notes: string[] }.
 */
export async function runFlows(s, ctx) {
  let signedIn = true;
  for (const step of STEPS) {
    const result = { step, ok: true, ms: 0, errors: [], notes: [] };
    if (!signedIn) {
      result.ok = false;
      result.errors.push('skipped: no sign-in');
      ctx.report(result);
      continue;
    }
    const started = Date.now();
    try {
      await steps[step](s, { ...ctx, note: (text) => result.notes.push(text) });
    } catch (error) {
      result.ok = false;
      result.errors.push(error.message);
      await ctx.shot(`${step}-FAILED`).catch(() => {});
    }
    await sleep(150); // a beacon sent just now is still on its way
    for (const entry of await s.console().catch(() => [])) {
      const line = `console ${entry.level} at ${entry.url}: ${entry.text.split('\n').slice(0, 3).join(' | ')}`;
      if (entry.level === 'warn') {
        if (!result.notes.includes(line)) result.notes.push(line);
      } else {
        result.ok = false;
        result.errors.push(line);
      }
    }
    result.ms = Date.now() - started;
    if (step === 'sign-in' && !result.ok) signedIn = false;
    ctx.report(result);
  }
}
