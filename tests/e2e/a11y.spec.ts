import type { Page } from '@playwright/test';
import { LOCALE_COOKIE, LOCALES, type Locale } from '../../lib/contract/locale';
import { ROUTES } from '../../lib/menu/manifest';
import { DEFAULT_THEME_VARIABLE, PRIMARY_COLORS, TAB_STYLES } from '../../lib/settings/settings';
import { STUB_CODE, STUB_PASS2 } from '../upstream-stub/capital';
import { ACCOUNTS, expect, SCREEN_QUERIES, seriousAxeFindings, signedIn, test, verifiedStep, VIEWPORTS } from './helpers';

// Accessibility budget (issue 15): axe-core (WCAG 2.0/2.1/2.2 A and AA) finds no serious or
// critical violation on any screen, in every language, at desktop and phone width, signed in,
// and in the dialogs the portal opens (a confirmation, the level-2 password, the settings
// drawer, the phone menu), in light and dark, and with every primary colour of the drawer. One
// browser context per language × width (× scheme, × primary colour), screens visited in
// sequence. Every test logs its page views and violations by rule (docs/benchmarks.md).

/** Every screen, with the query it needs to show its content (/notice/info is visited from the list). */
const SIGNED_IN = ROUTES.filter((r) => !r.redirect && r.path !== '/login' && r.path !== '/notice/info').map((r) => r.path + (SCREEN_QUERIES[r.path] ?? ''));
/** Every primary colour of the drawer: the screens where it draws text, fills and selected states. */
const PRIMARY_ROUTES = ['/home', '/capital/transfer', '/capital/withdrawRecord', '/reports/performance', '/my'];

/** A finding of `seriousAxeFindings`, with the view it was on. */
type Finding = { view: string } & Awaited<ReturnType<typeof seriousAxeFindings>>[number];

/** Waits until the screen shows its content: no spinner, skeleton or busy region, no running transition. */
async function settled(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  // A part that loads once its place is in view (Home's income chart, issue 42) is brought into
  // view, again while the screen loads: its place may come only with its card's answer (the
  // default world has income since issue 59, so Home's chart is drawn there too).
  const busy = page.locator('main .MuiSkeleton-root, main .MuiCircularProgress-root, main [aria-busy="true"], main .MuiLinearProgress-root');
  await expect(async () => {
    for (const place of await page.locator('main [data-loads-in-view]').all()) await place.scrollIntoViewIfNeeded();
    await expect(busy).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function check(page: Page, view: string, findings: Finding[], counts: { views: number }) {
  await settled(page);
  counts.views++;
  for (const finding of await seriousAxeFindings(page)) findings.push({ view, ...finding });
}

/** The page's settings cookie (what the drawer writes): the scheme, and for the primary sweep the colour and the layouts that draw it. */
function settingsCookie(baseURL: string | undefined, settings: Record<string, unknown>) {
  return { name: 'portal_settings', value: encodeURIComponent(JSON.stringify(settings)), url: baseURL };
}

/** Opens the settings drawer (through the phone menu at phone width, checking that too) and checks it open. */
async function checkDrawers(page: Page, phone: boolean, at: (what: string) => string, findings: Finding[], counts: { views: number }) {
  await page.goto('/home');
  if (phone) {
    await page.getByTestId('mobile-menu-toggle').click();
    await check(page, at('phone menu'), findings, counts);
    await page.getByTestId('mobile-settings-open').click();
  } else {
    await page.getByTestId('settings-open').click();
  }
  await expect(page.locator('.MuiDrawer-root').last()).toBeVisible();
  await check(page, at('settings drawer'), findings, counts);
}

async function visit(page: Page, path: string, view: string, findings: Finding[], counts: { views: number }) {
  await page.goto(path);
  const route = new URL(page.url()).pathname;
  expect(route, `${view}: ${path} stays on its screen`).toBe(path.split('?')[0]);
  await check(page, view, findings, counts);
}

/** Opens a dialog through the UI and checks the page with it open. */
async function openTransferConfirm(page: Page) {
  await page.goto('/capital/transfer');
  await expect(page.getByTestId('transfer-balance')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Typed once the form is live (a value typed before hydration would be dropped).
  await expect(async () => {
    await page.getByTestId('transfer-account').fill(ACCOUNTS.menuop);
    await page.getByTestId('transfer-amount').click(); // blur: the recipient is checked
    await page.getByTestId('transfer-amount').fill('1500');
    await expect(page.getByTestId('transfer-account')).toHaveValue(ACCOUNTS.menuop, { timeout: 500 });
  }).toPass();
  // No code is sent (the stub limits how often): the confirmation comes before the code is checked.
  await page.getByTestId('transfer-code').fill(STUB_CODE);
  await page.getByTestId('transfer-pass2').fill(STUB_PASS2);
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-summary')).toBeVisible();
}

async function openPass2(page: Page) {
  // A registration whose combo has not shipped yet: deleting it asks for the level-2 password.
  await page.goto('/reports/registerMember');
  const rows = page.getByTestId('record-row');
  await expect(rows.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await rows.first().getByTestId('registered-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('registered-delete-pass2')).toBeVisible();
}

function report(name: string, findings: Finding[], views: number) {
  const byRule: Record<string, number> = {};
  const viewsByRule: Record<string, Set<string>> = {};
  for (const f of findings) {
    byRule[f.rule] = (byRule[f.rule] ?? 0) + 1;
    (viewsByRule[f.rule] ??= new Set()).add(f.view);
  }
  const rules = Object.keys(byRule).map((r) => `${r}: ${viewsByRule[r].size} views, ${byRule[r]} nodes`);
  console.log(`a11y ${name}: ${views} page views, ${findings.length} serious/critical nodes${rules.length ? ` (${rules.join('; ')})` : ''}`);
  const lines = findings.map((f) => `${f.view} · ${f.rule} (${f.impact}) · ${f.target} · ${f.summary}`);
  expect(lines, `serious or critical axe violations in ${name}`).toEqual([]);
}

const SCHEMES = ['light', 'dark'] as const;
for (const scheme of SCHEMES) {
  for (const locale of LOCALES) {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      // Dark: every screen too, one context per width, alternating the language.
      if (scheme === 'dark' && locale !== (width === 'desktop' ? 'en-US' : 'zh-TW')) continue;
      const name = `${locale} ${viewport.width}px ${scheme}`;
      test(`axe: no serious or critical violation, ${name}`, async ({ page, context, baseURL }) => {
        // ~40 page views: ten times a test's limit (300 s; 600 s on CI, where a sweep took 3.4–5.2 min in stop 53's runs)
        test.setTimeout(test.info().timeout * 10);
        await context.addCookies([
          { name: LOCALE_COOKIE, value: locale satisfies Locale, url: baseURL },
          settingsCookie(baseURL, { theme: scheme }),
        ]);
        await page.setViewportSize(viewport);
        const findings: Finding[] = [];
        const counts = { views: 0 };
        const at = (what: string) => `${what} [${locale}, ${viewport.width}px, ${scheme}]`;

        await visit(page, '/login', at('/login'), findings, counts);
        await signedIn(page);
        await verifiedStep(page.request); // the phone and e-mail screens show themselves
        for (const path of SIGNED_IN) {
          await visit(page, path, at(path), findings, counts);
          if (path === '/notice') {
            const info = await page.locator('a[href^="/notice/info?id="]').first().getAttribute('href');
            await visit(page, info!, at('/notice/info'), findings, counts);
          }
        }

        // Dialogs, each checked while open.
        await checkDrawers(page, width === 'phone', at, findings, counts);
        await openTransferConfirm(page);
        await check(page, at('transfer confirmation'), findings, counts);
        await openPass2(page);
        await check(page, at('level-2 password dialog'), findings, counts);

        report(name, findings, counts.views);
      });
    }
  }
}

// Every primary colour of the drawer, light at desktop width and dark at phone width, with the
// multi-tab bar and breadcrumbs on and the selected-entry styles varied (inverted menu entry,
// dark side menu, each tab style), so that every place the colour draws text or a selected
// state is on screen somewhere.
PRIMARY_COLORS.forEach((primary, i) => {
  for (const scheme of SCHEMES) {
    const locale = LOCALES[i % LOCALES.length];
    const width = scheme === 'light' ? 'desktop' : 'phone';
    const name = `${primary} ${locale} ${VIEWPORTS[width].width}px ${scheme}`;
    test(`axe: no serious or critical violation with the primary colour ${name}`, async ({ page, context, baseURL }) => {
      test.setTimeout(test.info().timeout * 4); // six page views and the drawer: 20–60 s on CI
      const settings = {
        theme: scheme,
        tab: true,
        breadcrumb: true,
        inverted: i % 2 === 0,
        sideTheme: i % 3 === 0 ? 'dark' : 'light',
        tagsTheme: TAB_STYLES[i % TAB_STYLES.length],
        themeVariable: { ...DEFAULT_THEME_VARIABLE, primary },
      };
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }, settingsCookie(baseURL, settings)]);
      await page.setViewportSize(VIEWPORTS[width]);
      await signedIn(page);
      const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-accent').trim());
      expect(accent.toLowerCase(), 'the page is drawn in the chosen primary colour').toBe(primary.toLowerCase());
      const findings: Finding[] = [];
      const counts = { views: 0 };
      const at = (what: string) => `${what} [${name}]`;
      for (const path of PRIMARY_ROUTES) await visit(page, path, at(path), findings, counts);
      await checkDrawers(page, width === 'phone', at, findings, counts);
      report(name, findings, counts.views);
    });
  }
});
