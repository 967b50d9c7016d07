'use client';
import { useTranslations } from 'next-intl';
import { StatusChip } from './StatusChip';

/** The last days of the cycle: highlighted (spec §4: the 45-day upgrade countdown). */
export const LAST_DAYS = 7;

// Days left of a member's 45-day upgrade cycle: urgent in its last days, "ended" past it.
export function CycleChip({ days }: { days: number | null | undefined }) {
  const t = useTranslations('memberProduct.cycle');
  if (days === undefined || days === null) return null;
  const ended = days <= 0;
  return (
    <StatusChip
      color={ended ? 'default' : days <= LAST_DAYS ? 'error' : 'info'}
      variant={ended || days > LAST_DAYS ? 'outlined' : 'filled'}
      label={ended ? t('ended') : t('left', { days })}
      data-testid="cycle-days"
      data-days={days}
    />
  );
}
