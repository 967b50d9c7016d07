import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, type Locale } from '@/lib/contract/locale';
import enUS from '@/messages/en-US.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';

// The three message catalogues (namespaced per area). Server code translates with them;
// the client gets the active one through NextIntlClientProvider.
export type Messages = typeof zhCN;

export const MESSAGES: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

export type Translate = {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
};

const translators: Partial<Record<Locale, Translate>> = {};

/** A translator for server code outside React (the BFF's own messages); keys are dotted paths. */
export function translator(locale: Locale = DEFAULT_LOCALE): Translate {
  // One per locale, made once: the BFF asks for one on every request, and a translator keeps
  // its compiled messages and Intl formatters, which a fresh one would build again.
  return (translators[locale] ??= createTranslator({ locale, messages: MESSAGES[locale] as Record<string, unknown> }) as unknown as Translate);
}
