/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Providers } from '@/components/common/Providers';
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

// The browser's first theme is built in a task of its own (components/common/Providers.tsx), not
// in the render that hydrates the page (one long task of the two, issue 15): the render waits for
// it, then the page shows; later renders take the theme built.
test('the first theme is built outside any render, and then the page shows', async () => {
  await act(async () => {
    render(
      <NextIntlClientProvider locale="en-US" messages={MESSAGES['en-US']}>
        <Providers settings={DEFAULT_SETTINGS}>
          <p>page</p>
        </Providers>
      </NextIntlClientProvider>,
    );
  });
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(calls[0]).toEqual({ primary: DEFAULT_SETTINGS.themeVariable.primary, inRender: false });
  expect(calls.slice(1).every((c) => c.inRender)).toBe(true); // the one built, taken while rendering
});
