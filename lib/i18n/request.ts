import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, localeOf } from '@/lib/contract/locale';
import { MESSAGES } from './messages';

// next-intl without i18n routing: the locale is the language the user picked (a cookie),
// zh-CN by default (spec §3). URLs stay as the spec gives them.
export default getRequestConfig(async () => {
  const locale = localeOf((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, messages: MESSAGES[locale] };
});
