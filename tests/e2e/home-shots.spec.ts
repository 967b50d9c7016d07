import { expect, lookAs, signedIn, stub, test, VIEWPORTS } from './helpers';

// Screenshots of Home's "today" (issue 42): every card full, every card empty, and one card
// failing (the income card's call), at 1280 and 375 px, light and dark; full in the two Chinese
// languages too. Into screenshots/home-<state>[-whole]-<locale>-<width>-<scheme>.png. Each loads a
// scenario into lane A's stub, so it runs in the desktop project, in series with home.spec.ts:
// as a screens spec it ran beside the desktop tests and emptied their world mid-test.

test.describe.configure({ timeout: 120_000 });
test.afterEach(async () => {
  await stub.reset(); // the seeded world back for the tests after these
});

const STATES = {
  full: { scenario: 'all-waiting', fault: undefined },
  empty: { scenario: 'nothing-waiting', fault: undefined },
  failing: { scenario: 'all-waiting', fault: 'salaries/tlong' },
} as const;

for (const [state, { scenario, fault }] of Object.entries(STATES)) {
  for (const locale of state === 'full' ? ['en-US', 'zh-CN', 'zh-TW'] : ['en-US']) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      for (const scheme of ['light', 'dark'] as const) {
        test(`home ${state}: ${locale}, ${name}, ${scheme}`, async ({ page }) => {
          await stub.loadScenario(scenario);
          if (fault) await stub.fault({ path: fault, untilCleared: true, code: 30500, msg: 'Server busy, try later' });
          await lookAs(page, { locale, viewport, scheme });
          await signedIn(page);
          await expect(page.getByTestId('home-card-income')).toHaveAttribute('data-state', state === 'failing' ? 'error' : state);
          await expect(page.getByTestId('home-card-waiting')).not.toHaveAttribute('data-state', 'loading');
          await expect(page.getByTestId('home-card-deadlines')).not.toHaveAttribute('data-state', 'loading');
          if (state === 'full') {
            // The chart loads once its place is in view.
            await page.getByTestId('home-card-income').scrollIntoViewIfNeeded();
            await expect(page.getByTestId('home-income-chart')).toBeVisible();
          }
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(500);
          // The screen scrolls inside the shell: the top as the operator first sees it, then the
          // whole screen. What lies below the shell's fold is not painted in an element's
          // screenshot (on a phone the income card and the shortcuts came out blank), so the
          // window is made as tall as the screen's content first.
          await page.getByTestId('home-hello').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `screenshots/home-${state}-${locale}-${name}-${scheme}.png` });
          const tall = await page.getByTestId('home-hello').evaluate((el) => {
            let scroller = el.parentElement; // the shell's box that scrolls the screen
            while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
            return scroller ? scroller.scrollHeight + scroller.getBoundingClientRect().top : document.documentElement.scrollHeight;
          });
          await page.setViewportSize({ width: viewport.width, height: Math.ceil(tall) });
          await expect(page.getByRole('heading', { level: 2 }).last()).toBeInViewport(); // the shortcuts' heading
          await page.locator('main').screenshot({ path: `screenshots/home-${state}-whole-${locale}-${name}-${scheme}.png` });
        });
      }
    }
  }
}
