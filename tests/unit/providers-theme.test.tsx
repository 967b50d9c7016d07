/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Providers } from '@/components/shell/Providers';
import { useSettings, useSettingsStore } from '@/components/common/context/SettingsProvider';
import { MESSAGES } from '@/lib/i18n/messages';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }), useServerInsertedHTML: () => {} }));
// Each call of makeTheme notes whether React was rendering (its work loop on the stack).
const calls: { primary: string; inRender: boolean }[] = [];
jest.mock('@/lib/theme/theme', () => {
  const actual = jest.requireActual('@/lib/theme/theme');
  return {
    ...actual,
    makeTheme: (primary: string) => {
      calls.push({ primary, inRender: /\bbeginWork\b/.test(new Error().stack ?? '') });
      return actual.makeTheme(primary);
    },
  };
});

function Page() {
  const store = useSettingsStore();
  const settings = useSettings();
  return (
    <button type="button" onClick={() => store.set({ themeVariable: { ...settings.themeVariable, primary: '#1890ff' } })}>
      page
    </button>
  );
}

// The browser's first theme is built in tasks of its own (components/shell/Providers.tsx), not
// in the render that hydrates the page (one long task of the two, issue 15): the render waits for
// it, then the page shows; later renders take the theme built, and a new colour builds at once.
test('the first theme is built outside any render, and then the page shows', async () => {
  await act(async () => {
    render(
      <NextIntlClientProvider locale="en-US" messages={MESSAGES['en-US']}>
        <Providers settings={DEFAULT_SETTINGS}>
          <Page />
        </Providers>
      </NextIntlClientProvider>,
    );
  });
  await act(() => new Promise((done) => setTimeout(done, 50))); // the theme's tasks
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(calls[0]).toEqual({ primary: DEFAULT_SETTINGS.themeVariable.primary, inRender: false });
  expect(calls.slice(1).every((c) => c.inRender)).toBe(true); // the one built, taken while rendering

  const before = calls.length;
  act(() => screen.getByText('page').click()); // the settings drawer's colour: no waiting now
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(calls.slice(before)).toContainEqual({ primary: '#1890ff', inRender: true });
});
