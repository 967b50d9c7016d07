'use client';
import { useTranslations } from 'next-intl';
import { parseTabEntry, tabTitle } from '@/lib/menu/tabs';

/** A tab's title in the current language: the screen's name, then what its parameters choose. */
export function useTabTitle() {
  const t = useTranslations();
  return (url: string) => {
    const entry = parseTabEntry(url);
    if (!entry) return t('menu.home');
    return tabTitle(entry)
      .map((part) => ('text' in part ? part.text : t(part.key, part.values)))
      .join(' · ');
  };
}
