import { LOCALES } from '../../lib/contract/locale';
import { expect, lookAs, openScreen, signedIn, stub, test, typeDate, VIEWPORTS } from './helpers';

// Screenshots of the date filters (screens project only): a record list with its filters empty
// in every language at 1280 and 375 px, and with a picker open and a range typed, in simplified
// Chinese dark and English light. Looked at by eye: an empty field shows only its label and
// the placeholder, nothing that reads as a date.
const LOOKS = [
  { locale: 'zh-CN', scheme: 'dark' },
  { locale: 'en-US', scheme: 'light' },
] as const;

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`date filters, empty, every language, ${name}`, async ({ page }) => {
    await stub.reset();
    for (const locale of LOCALES) {
      for (const scheme of ['light', 'dark'] as const) {
        await lookAs(page, { locale, viewport, scheme });
        await signedIn(page);
        await openScreen(page, '/capital/withdrawRecord');
        await expect(page.getByTestId('records-totals')).toBeVisible();
        await page.screenshot({ path: `screenshots/dates-empty-${locale}-${name}-${scheme}.png` });
      }
    }
  });

  for (const { locale, scheme } of LOOKS) {
    test(`date filters, picker open and a range typed: ${locale}, ${name}, ${scheme}`, async ({ page }) => {
      await stub.loadScenario('records-2025'); // the days typed below have records
      await lookAs(page, { locale, viewport, scheme });
      await signedIn(page);
      await openScreen(page, '/capital/withdrawRecord');
      await page.getByTestId('records-from').getByRole('button').last().click();
      await expect(page.getByRole('grid')).toBeVisible();
      await page.waitForTimeout(400); // the opening transition
      await page.screenshot({ path: `screenshots/dates-open-${locale}-${name}-${scheme}.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('grid')).toHaveCount(0); // closed, focus back on the field
      await typeDate(page.getByTestId('records-from'), '2025-05-20');
      await typeDate(page.getByTestId('records-to'), '2025-05-19');
      await page.keyboard.press('Tab');
      await page.waitForTimeout(400);
      await page.screenshot({ path: `screenshots/dates-refused-${locale}-${name}-${scheme}.png` });
      await typeDate(page.getByTestId('records-to'), '2025-05-29');
      await page.getByTestId('records-to').getByRole('button').last().click();
      await expect(page.getByRole('grid')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `screenshots/dates-range-open-${locale}-${name}-${scheme}.png` });
    });
  }
}

test.afterAll(async () => {
  await stub.reset(); // the picker's tests load `records-2025`
});
