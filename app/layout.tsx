import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/shell/Providers';
import { pickMessages, SHARED_MESSAGES, type MessageTree } from '@/lib/i18n/namespaces';
import { decodeSettingsCookie, SETTINGS_COOKIE } from '@/lib/settings/settings';
import { COLOR_SCHEME } from '@/lib/theme/theme';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return { title: { default: t('appName'), template: `%s · ${t('appName')}` } };
}

// The keyboard resizes the layout, so a full-screen dialog's actions stay above it.
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#009688', interactiveWidget: 'resizes-content' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  // The settings mirror cookie lets the first paint use the user's theme, colour and layout.
  const settings = decodeSettingsCookie((await cookies()).get(SETTINGS_COOKIE)?.value);
  const mode = settings.theme === 'auto' ? 'system' : settings.theme;
  const nonce = (await headers()).get('x-nonce') ?? undefined; // set by proxy.ts with the CSP
  return (
    // The chosen scheme's class is in the HTML too, for a browser without script; with script,
    // InitColorSchemeScript sets it (the same class, or the system's for "auto") before the first paint.
    <html lang={locale} className={mode === 'system' ? undefined : mode} data-grey={String(settings.greyMode)} suppressHydrationWarning>
      <body>
        {/* What stands in for a part until the page's script has run (a list's skeletons while
            the width is unknown) is hidden in a browser without script, where it would stay. */}
        <noscript>
          <style>{'[data-needs-script]{display:none}'}</style>
        </noscript>
        <InitColorSchemeScript attribute={COLOR_SCHEME.attribute} modeStorageKey={COLOR_SCHEME.modeStorageKey} defaultMode={mode} nonce={nonce} />
        {/* The frame's messages only: a screen's come with it (lib/i18n/namespaces.ts). */}
        <NextIntlClientProvider messages={pickMessages((await getMessages()) as MessageTree, SHARED_MESSAGES)}>
          <Providers settings={settings}>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
