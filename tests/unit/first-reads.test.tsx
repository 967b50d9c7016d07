/** @jest-environment jsdom */
import { hashKey, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { act, render, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { deserialize, serialize } from 'node:v8';
import { ScreenParams } from '@/components/common/context/ScreenParams';
import { PhoneHintProvider } from '@/components/common/context/usePhone';
import { SettingsProvider } from '@/components/common/context/SettingsProvider';
import { MESSAGES } from '@/lib/i18n/messages';
import { ROUTES, type Route } from '@/lib/menu/manifest';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import { makeTheme } from '@/lib/theme/theme';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

// A page's first reads (`first` in lib/menu/manifest.ts) are asked by the server and put in the
// query cache under their keys (lib/session/firstAnswers.ts); the screen shows them only if its
// own queries ask the same keys. Written apart, the two could differ and the first answer would
// be silently unused (issue 59): every screen with first reads is rendered here with the URLs
// below, on a desk and on a phone, and must ask every one of them.

const theme = makeTheme();
// jsdom lacks what the report charts use (MUI X): Node's own structured clone.
globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;
/** URLs a page is opened at (no query, a list's filters and page, a range and a chart's root, values not of their shape), on a desk and a phone. */
const CASES = [
  ['', false], ['', true],
  ['?status=2&from=2026-01-01&to=2026-01-31&page=2', false], ['?status=2&from=2026-01-01&to=2026-01-31&page=2', true],
  ['?from=2026-02-03&root=m000020', true],
  ['?to=not-a-date&page=x', false],
] as const;

/** The query keys a screen asks when it is first shown at `search`. */
async function askedBy(route: Route, search: string, phone: boolean) {
  // Nothing is answered: the screen's queries stay pending, their keys in the cache.
  global.fetch = jest.fn(() => new Promise<Response>(() => {}));
  window.matchMedia = ((query: string) => ({
    matches: phone, media: query, onchange: null,
    addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Screen = route.screen!;
  const view = render(
    <NextIntlClientProvider locale="en-US" messages={MESSAGES['en-US']}>
      <ThemeProvider theme={theme}>
      <SettingsProvider initial={DEFAULT_SETTINGS}>
        <QueryClientProvider client={client}>
          <PhoneHintProvider phone={phone}>
            <ScreenParams.Provider value={new URLSearchParams(search)}>
              <Screen />
            </ScreenParams.Provider>
          </PhoneHintProvider>
        </QueryClientProvider>
      </SettingsProvider>
      </ThemeProvider>
    </NextIntlClientProvider>,
  );
  // The screen is loaded on demand (next/dynamic): let it come and ask.
  await waitFor(() => expect(view.container.firstChild).not.toBeNull(), { timeout: 20_000 });
  await act(() => new Promise((r) => setTimeout(r, 10)));
  const asked = client.getQueryCache().getAll().map((q) => q.queryHash);
  view.unmount();
  client.clear();
  return asked;
}

const withFirst = (ROUTES as Route[]).filter((r): r is Route & Required<Pick<Route, 'first' | 'screen'>> => !!r.first && !!r.screen);

describe('a page\'s first reads', () => {
  it('are declared for the screens that read on arrival', () => {
    expect(withFirst.length).toBeGreaterThan(10);
  });

  describe.each(withFirst.map((r) => [r.path, r] as const))('%s', (_path, route) => {
    it.each(CASES)('are asked by its screen at "%s" (phone: %s)', async (search, phone) => {
      const first = route.first(new URLSearchParams(search), phone).map((read) => hashKey(read.key));
      const asked = await askedBy(route, search, phone);
      expect({ missing: first.filter((key) => !asked.includes(key)), asked }).toEqual({ missing: [], asked });
    }, 30_000);
  });
});
