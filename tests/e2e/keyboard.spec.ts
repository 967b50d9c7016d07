import type { Locator, Page } from '@playwright/test';
import en from '../../messages/en-US.json';
import zhCN from '../../messages/zh-CN.json';
import { APP_PORT } from '../../playwright.config';
import { STUB_CODE, STUB_PASS2 } from '../upstream-stub/capital';
import { ACCOUNTS, expect, PASSWORD, signedIn, stub, test, VIEWPORTS } from './helpers';

// Issue 15, budget 5: an operator without a pointer. Only the keyboard moves and types here
// (no click, fill or focus): sign in, a transfer and a withdrawal to their records, at desktop
// and phone width, in English and Chinese. After every key the focused element must show a
// ring (its own outline or, for a field, its focused border) and be on screen, not under the
// top bar; dialogs and drawers keep Tab inside and give focus back to what opened them.

type Step = { page: Page; label: string };

/**
 * What is focused and whether it shows so, waited for briefly (a move or a dialog settles
 * focus a frame later): the failure names the element and the step.
 */
async function expectFocusVisible({ page, label }: Step) {
  await expect.poll(() => focusProblem(page), { message: label, timeout: 3000 }).toBe('');
}

/** '' when the focused element shows a ring and is on screen; else what is wrong. */
async function focusProblem(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { ok: false, why: `focus is on the page itself at ${location.pathname}` };
    const name = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const ringOf = (e: Element) => {
      const style = getComputedStyle(e);
      return style.outlineStyle !== 'none' && (style.outlineStyle === 'auto' || parseFloat(style.outlineWidth) >= 2);
    };
    // A field shows focus by its border (2 px when focused); a hidden checkbox input by its
    // ButtonBase root; anything else by its own outline.
    const field = el.closest('.MuiInputBase-root, .MuiPickersInputBase-root');
    const border = field?.querySelector('.MuiOutlinedInput-notchedOutline, .MuiPickersOutlinedInput-notchedOutline');
    const fieldRing = !!field?.classList.contains('Mui-focused') && !!border && parseFloat(getComputedStyle(border).borderTopWidth) >= 2;
    const holder = (el.closest('.Mui-focusVisible') as HTMLElement | null) ?? el;
    const ring = fieldRing || ringOf(el) || ringOf(holder);
    const box = (field ?? holder).getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
    const y = box.top + Math.min(box.height / 2, 12);
    const hit = document.elementFromPoint(x, y);
    const onScreen = box.bottom > 0 && box.top < innerHeight && !!hit && ((field ?? holder).contains(hit) || hit.contains(field ?? holder));
    return { ok: ring && onScreen, why: `${name}: ${ring ? '' : 'no visible focus ring; '}${onScreen ? '' : `not on screen (under ${hit?.tagName.toLowerCase()}.${String(hit?.className).slice(0, 40)})`}` };
  });
  return state.ok ? '' : state.why;
}

const isFocused = (target: Locator) => target.evaluate((e) => e === document.activeElement || e.contains(document.activeElement)).catch(() => false);

/** Presses a key, then checks the focus ring. */
async function press(step: Step, key: string) {
  await step.page.keyboard.press(key);
  await expectFocusVisible({ ...step, label: `${step.label} (after ${key})` });
}

/** Tabs (or Shift+Tabs) until `target` has focus, checking the ring at every stop. */
async function tabTo(step: Step, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    const key = back ? 'Shift+Tab' : 'Tab';
    await step.page.keyboard.press(key);
    // Past the last control the browser's own stops come (the page itself): Tab goes on.
    if (await step.page.evaluate(() => document.activeElement === document.body)) continue;
    await expectFocusVisible({ ...step, label: `${step.label} (after ${key})` });
  }
  expect(await isFocused(target), `${step.label}: not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
}

/** Types into the focused field (select-all first, so a value is replaced). */
async function typeHere(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Tab and Shift+Tab stay inside `layer` for a round longer than its controls. */
async function expectTrapped(step: Step, layer: Locator) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await press(step, key);
    expect(await isFocused(layer), `${step.label}: ${key} left the dialog`).toBe(true);
  }
}

const wording = (m: typeof en) => ({ fund: m.menu.capital, transfer: m.menu.transfer, withdraw: m.menu.withdraw, sent: m.capital.records.sent, pending: m.capital.states.pending });
const TEXT = { 'en-US': wording(en), 'zh-CN': wording(zhCN) };

/** Confirm by keyboard; the move lands on the records with the new one first. */
async function confirmInto(step: Step, records: RegExp, amount: string, status: string) {
  const { page } = step;
  await tabTo(step, page.getByTestId('confirm-ok'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(records);
  const first = page.getByTestId('record-row').first();
  await expect(first).toContainText(amount);
  await expect(first.getByTestId('record-status')).toHaveText(status);
}

/** Opens a menu entry: on phones through the menu button and its drawer. */
async function openFromMenu(step: Step, phone: boolean, group: string, entry: string) {
  const { page } = step;
  if (phone) {
    const toggle = page.getByTestId('mobile-menu-toggle');
    await tabTo(step, toggle);
    await press(step, 'Enter');
  }
  const nav = page.getByRole('navigation').filter({ has: page.getByRole('button', { name: group, exact: true }) }).last();
  const groupButton = nav.getByRole('button', { name: group, exact: true });
  await tabTo(step, groupButton);
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await press(step, 'Enter');
  await tabTo(step, nav.getByRole('link', { name: entry, exact: true }).or(nav.getByRole('button', { name: entry, exact: true })).first());
  await press(step, 'Enter');
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    test(`keyboard only at ${width} width in ${locale}: sign in, transfer, withdraw`, async ({ page, context }) => {
      test.setTimeout(test.info().timeout * 4);
      await stub.reset();
      await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: `http://localhost:${APP_PORT}` }]);
      await page.setViewportSize(viewport);
      const phone = width === 'phone';
      const text = TEXT[locale];
      const step = (label: string): Step => ({ page, label: `${width} ${locale} ${label}` });

      // Sign in: the account field has focus on arrival.
      await page.goto('/login');
      await expect(page.getByTestId('login-username')).toBeFocused();
      await typeHere(page, ACCOUNTS.operator);
      await press(step('sign in'), 'Tab');
      await expect(page.getByTestId('login-password')).toBeFocused();
      await typeHere(page, PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/home$/);
      await page.waitForLoadState('networkidle');

      // Transfer, through the menu.
      const s = step('transfer');
      await openFromMenu(s, phone, text.fund, text.transfer);
      await expect(page).toHaveURL(/\/capital\/transfer$/);
      await page.waitForLoadState('networkidle');
      await tabTo(s, page.getByTestId('transfer-account'));
      await typeHere(page, ACCOUNTS.menuop);
      await press(s, 'Tab'); // leaving the field checks the recipient
      await expect(page.getByTestId('transfer-amount')).toBeFocused();
      await typeHere(page, '1500');
      const send = page.getByTestId('transfer-send-code');
      await tabTo(s, send);
      await press(s, 'Enter');
      await expect(send).toBeDisabled();
      await expect(page.getByTestId('transfer-code')).toBeFocused(); // the disabled button hands focus to its field
      await typeHere(page, STUB_CODE);
      await tabTo(s, page.getByTestId('transfer-pass2'));
      await typeHere(page, STUB_PASS2);
      const next = page.getByTestId('transfer-submit');
      await tabTo(s, next);
      await press(s, 'Enter');

      // The confirmation keeps focus inside; Escape closes it and gives focus back.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect.poll(() => isFocused(dialog)).toBe(true);
      await expectTrapped(step('transfer confirmation'), dialog);
      await press(s, 'Escape');
      await expect(dialog).toBeHidden();
      await expect(next).toBeFocused();
      await press(s, 'Enter');
      await expect(dialog).toBeVisible();
      await confirmInto(step('transfer confirmation'), /\/capital\/transferRecord$/, '1,500.00', text.sent);
      await page.keyboard.press('Tab');
      await expectFocusVisible(step('after the transfer'));

      // Withdraw, through the menu.
      const w = step('withdraw');
      await openFromMenu(w, phone, text.fund, text.withdraw);
      await expect(page).toHaveURL(/\/capital\/withdraw$/);
      await page.waitForLoadState('networkidle');
      await tabTo(w, page.getByTestId('withdraw-amount'));
      await typeHere(page, '60050');
      await tabTo(w, page.getByTestId('withdraw-pass2'));
      await typeHere(page, STUB_PASS2);
      await tabTo(w, page.getByTestId('withdraw-submit'));
      await press(w, 'Enter');
      await expect(dialog).toBeVisible();
      await expectTrapped(step('withdraw confirmation'), dialog);
      await confirmInto(step('withdraw confirmation'), /\/capital\/withdrawRecord$/, '60,050.00', text.pending);
    });
  }

  test(`keyboard only at ${width} width: the first Tab skips the menu and the top bar`, async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zh-TW', url: `http://localhost:${APP_PORT}` }]);
    await page.setViewportSize(viewport);
    await signedIn(page);
    await page.goto('/capital/transfer');
    await page.waitForLoadState('networkidle');
    const s: Step = { page, label: `${width} skip link` };
    const skip = page.getByRole('link', { name: '跳到主要內容' });
    await press(s, 'Tab');
    await expect(skip).toBeFocused();
    await press(s, 'Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(skip).not.toBeInViewport(); // shown only while it has focus
    await press(s, 'Tab');
    await expect(page.getByTestId('transfer-account')).toBeFocused();
  });

  const layer = width === 'phone' ? { opener: 'mobile-menu-toggle', name: 'menu drawer' } : { opener: 'settings-open', name: 'settings drawer' };
  test(`keyboard only at ${width} width: the ${layer.name} traps focus and gives it back`, async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en-US', url: `http://localhost:${APP_PORT}` }]);
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await typeHere(page, ACCOUNTS.operator);
    await page.keyboard.press('Tab');
    await typeHere(page, PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await page.waitForLoadState('networkidle');
    const s: Step = { page, label: `${width} ${layer.name}` };
    const button = page.getByTestId(layer.opener);
    await tabTo(s, button);
    await press(s, 'Enter');
    const drawer = page.locator('.MuiDrawer-paper').filter({ visible: true }).last();
    await expect(drawer).toBeVisible();
    await expect.poll(() => isFocused(drawer)).toBe(true);
    await expectTrapped(s, drawer);
    await press(s, 'Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });
}
