'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { deadlinesQuery } from '@/lib/api/home';
import { DEADLINE_DAYS } from '@/lib/format/home';
import { formatCount } from '@/lib/format/number';

/** A count beside a menu entry, with what it counts in words (for a screen reader). */
export type MenuBadge = { count: number; text: string };

/**
 * Counts shown on menu entries (issue 42): on Members to be upgraded, the members whose upgrade
 * window closes within a week. Read from Home's answer (Home is always open, and asks it at
 * sign-in): the menu does not ask the upstream itself on every screen.
 */
export function useMenuBadges(): Record<string, MenuBadge> {
  const t = useTranslations('shell');
  const locale = useLocale();
  const { data } = useQuery({ ...deadlinesQuery, enabled: false });
  const closing = data?.closing ?? 0;
  return closing > 0 ? { '/reports/waitMember': { count: closing, text: t('deadlineBadge', { count: closing, n: formatCount(closing, locale), days: DEADLINE_DAYS }) } } : {};
}
