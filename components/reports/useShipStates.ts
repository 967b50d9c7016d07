'use client';
import { useTranslations } from 'next-intl';
import type { StatusOption } from '@/components/common/records/RecordFilters';
import { SHIP_STATES } from '@/lib/contract/values';

/** The shipping states of a registration's combo, as record-list statuses. */
export function useShipStates(): { label: string; states: StatusOption[] } {
  const t = useTranslations('memberProduct.ship');
  return {
    label: t('label'),
    states: [
      { value: SHIP_STATES.waiting, label: t('waiting'), color: 'warning' },
      { value: SHIP_STATES.shipped, label: t('shipped'), color: 'info' },
      { value: SHIP_STATES.delivered, label: t('delivered'), color: 'success' },
    ],
  };
}
