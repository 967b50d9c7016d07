import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LoginScreen } from '@/components/auth/LoginScreen';
import { AREA_MESSAGES, pickMessages, SHARED_MESSAGES, type MessageTree } from '@/lib/i18n/namespaces';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('login'))('title') };
}

export default async function LoginPage() {
  return (
    <NextIntlClientProvider messages={pickMessages((await getMessages()) as MessageTree, [...SHARED_MESSAGES, ...AREA_MESSAGES.auth])}>
      <Suspense>
        <LoginScreen />
      </Suspense>
    </NextIntlClientProvider>
  );
}
