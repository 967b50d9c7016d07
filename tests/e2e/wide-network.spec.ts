import type { Page } from '@playwright/test';
import { expect, lookAs, signedIn, stub, test, VIEWPORTS } from './helpers';

// A wide network (issue 59, part 1): in the stub's wide-network scenario operator's direct
// invitee `wide` has 10,000 direct invitees (w00001…w10000). Expanded, they are one list that
// renders the rows in view only, each telling screen readers its place in the 10,000; it
// scrolls, finds a member deep in it (jumps there and marks it), and the arrow keys move
// between rows across what was rendered. In three languages at 1280 and 375 px; zh-TW in the
// dark scheme. Screenshots (not assertions) go to screenshots/wide-network-*.png.

const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const;
const TOTAL = 10_000;
/** What the find says of w09876, in each language (the numbers written by lib/format). */
const FOUND: Record<(typeof LOCALES)[number], string> = {
  'zh-CN': 'w09876：第 9,876 位，共 10,000 位',
  'zh-TW': 'w09876：第 9,876 位，共 10,000 位',
  'en-US': 'w09876: 9,876 of 10,000',
};

test.describe.configure({ timeout: 60_000 });
test.afterEach(async () => {
  await stub.reset();
});

const list = (page: Page) => page.getByTestId('invite-wide-list');
const rendered = (page: Page) => list(page).getByRole('treeitem');
const focusedAccount = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

for (const locale of LOCALES) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const scheme = locale === 'zh-TW' ? 'dark' : 'light';
    test(`the wide node: expanded, scrolled, searched and walked by keys: ${locale}, ${name}`, async ({ page }) => {
      await stub.loadScenario('wide-network');
      await lookAs(page, { locale, viewport, scheme });
      await signedIn(page);
      await page.goto('/inviteNode');
      const wide = page.getByTestId('invite-wide');
      await expect(wide).toHaveAttribute('aria-posinset', /\d/);
      await page.getByTestId('invite-toggle-wide').click();
      await expect(wide).toHaveAttribute('aria-expanded', 'true');

      // The first rows, each with its place among the 10,000; far fewer rows than that in the DOM.
      const first = page.getByTestId('invite-w00001');
      await expect(first).toBeVisible();
      await expect(first).toHaveAttribute('aria-setsize', String(TOTAL));
      await expect(first).toHaveAttribute('aria-posinset', '1');
      await expect(first).toHaveAttribute('aria-level', '2');
      expect(await rendered(page).count()).toBeLessThan(60);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `screenshots/wide-network-expanded-${locale}-${name}-${scheme}.png` });

      // Scrolled half-way: the rows there are rendered, the first are gone.
      await list(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 }));
      await expect(page.getByTestId('invite-w00001')).toHaveCount(0);
      const middle = Number(await rendered(page).nth(3).getAttribute('aria-posinset'));
      expect(middle).toBeGreaterThan(4_500);
      expect(middle).toBeLessThan(5_500);
      expect(await rendered(page).count()).toBeLessThan(60);

      // Find: a member deep in the list, scrolled into view and marked; asked again, the next match.
      await page.getByTestId('invite-find-input').fill('w09876');
      await page.getByTestId('invite-find-submit').click();
      const found = page.getByTestId('invite-w09876');
      await expect(found).toBeInViewport();
      await expect(found).toHaveAttribute('data-found', 'true');
      await expect(found).toHaveAttribute('aria-posinset', '9876');
      await expect(page.getByTestId('invite-find-status')).toHaveText(FOUND[locale]);
      await page.screenshot({ path: `screenshots/wide-network-found-${locale}-${name}-${scheme}.png` });
      await page.getByTestId('invite-find-input').fill('nobody-here');
      await page.getByTestId('invite-find-input').press('Enter');
      await expect(page.getByTestId('invite-find-status')).toContainText('nobody-here');
      await expect(page.locator('[data-found]')).toHaveCount(0);
      await page.getByTestId('invite-find-input').fill('w0987');
      await page.getByTestId('invite-find-input').press('Enter');
      await expect(page.getByTestId('invite-w09870')).toHaveAttribute('data-found', 'true');
      await page.getByTestId('invite-find-input').press('Enter');
      await expect(page.getByTestId('invite-w09871')).toHaveAttribute('data-found', 'true');

      // Keys: Tab reaches the found row (the list's one stop), arrows move across rows that were
      // not rendered yet, End and Home go to either end, each scrolled into view.
      await page.getByTestId('invite-find-submit').focus();
      await page.keyboard.press('Tab');
      expect(await focusedAccount(page)).toBe('invite-w09871');
      await page.keyboard.press('ArrowDown');
      expect(await focusedAccount(page)).toBe('invite-w09872');
      await page.keyboard.press('End');
      await expect(page.getByTestId('invite-w10000')).toBeFocused();
      await expect(page.getByTestId('invite-w10000')).toBeInViewport();
      await page.keyboard.press('ArrowUp');
      await expect(page.getByTestId('invite-w09999')).toBeFocused();
      await page.keyboard.press('Home');
      await expect(page.getByTestId('invite-w00001')).toBeFocused();
      await expect(page.getByTestId('invite-w00001')).toBeInViewport();
      await page.keyboard.press('PageDown');
      await expect(page.locator('[data-testid^="invite-w"]:focus')).toHaveAttribute('aria-posinset', /^([5-9]|1\d)$/);
      expect(await rendered(page).count()).toBeLessThan(60);

      // The tree outside the list is as before: the wide node collapses by its button. The list
      // is hidden (from screen readers too) and, expanded again, is where it was: its scroll, its Find.
      await list(page).evaluate((el) => el.scrollTo({ top: 120_000 }));
      await expect(page.getByTestId('invite-w00001')).toHaveCount(0);
      const scrolled = await list(page).evaluate((el) => el.scrollTop);
      await page.getByTestId('invite-toggle-wide').click();
      await expect(wide).toHaveAttribute('aria-expanded', 'false');
      await expect(list(page)).toBeHidden();
      await expect(page.getByRole('treeitem', { name: /^w0/ })).toHaveCount(0);
      await page.getByTestId('invite-toggle-wide').click();
      await expect(list(page)).toBeVisible();
      expect(await list(page).evaluate((el) => el.scrollTop)).toBe(scrolled);
      await expect(page.getByTestId('invite-find-input')).toHaveValue('w0987');
      const top = Number(await rendered(page).first().getAttribute('aria-posinset'));
      expect(top).toBeGreaterThan(2_000);
    });
  }
}
