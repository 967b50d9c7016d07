import { APP_PORT } from '../../playwright.config';
import { lookAs, signedIn, test, VIEWPORTS } from './helpers';

// Screenshots of the tab bar with URL tabs (issue 17: screenshots/tabs-*.png), in both
// languages, both widths, light and dark: two members' charts, an invitation chart at a member,
// a report's detail per leg and depth, restored from the saved list. Not assertions: this file
// runs only in the "screens" project.
const SCHEMES = ['light', 'dark'] as const;
const TABS = ['/memberNode?root=m000020', '/memberNode?root=menuop', '/inviteNode?root=m000199', '/reports/teamformanceInfo?leg=1&depth=2', '/notice'];

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const scheme of SCHEMES) {
    for (const locale of ['zh-CN', 'en-US']) {
      test(`tab bar: ${locale}, ${name}, ${scheme}`, async ({ page }) => {
        await lookAs(page, { locale, viewport, scheme });
        const settings = { theme: scheme, tab: true, keepAliveList: TABS, activeTab: TABS[0] };
        await page.context().addCookies([{ name: 'portal_settings', value: encodeURIComponent(JSON.stringify(settings)), url: `http://localhost:${APP_PORT}` }]);
        await signedIn(page);
        await page.goto(TABS[0]);
        await page.getByTestId('node-m000020').waitFor();
        await page.waitForTimeout(1200);
        await page.screenshot({ path: `screenshots/tabs-${locale}-${name}-${scheme}.png` });
        // The invitation chart at a member, with the path down to it.
        await page.getByTestId('tabs-bar').locator(`[data-tab="${TABS[2]}"]`).click();
        await page.getByTestId('invite-m000199').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `screenshots/tabs-invite-${locale}-${name}-${scheme}.png` });
        // A member outside the network in the link: the message over the operator's own chart.
        await page.goto('/memberNode?root=nobody');
        await page.getByTestId('placement-message').waitFor();
        await page.getByTestId('node-operator').waitFor();
        await page.waitForTimeout(600);
        await page.screenshot({ path: `screenshots/tabs-outsider-${locale}-${name}-${scheme}.png` });
      });
    }
  }
}
