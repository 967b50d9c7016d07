import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SettingsProvider } from '@/components/common/context/SettingsProvider';
import { ToastHost } from '@/components/common/toasts/Toasts';
import type { Locale } from '@/lib/contract/locale';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import { MESSAGES } from '@/lib/i18n/messages';

/** Renders with the real providers the app uses (intl, react-query, toasts, settings). */
export function renderWithProviders(ui: ReactElement, locale: Locale = 'en-US') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
      <SettingsProvider initial={DEFAULT_SETTINGS}>
        <QueryClientProvider client={client}>
          {ui}
          <ToastHost />
        </QueryClientProvider>
      </SettingsProvider>
    </NextIntlClientProvider>,
  );
}
