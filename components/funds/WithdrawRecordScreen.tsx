'use client';
import { useTranslations } from 'next-intl';
import { withdrawListQuery } from '@/lib/api/funds';
import type { WithdrawRow } from '@/lib/contract/funds-records';
import { RecordsView } from './RecordsView';

// The withdrawal records (spec §2 /capital/withdrawRecord; states of spec §4).
export function WithdrawRecordScreen() {
  const t = useTranslations('funds');
  return (
    <RecordsView
      title={t('records.withdrawTitle')}
      name="withdrawals"
      query={withdrawListQuery}
      statusLabel={t('records.status')}
      statuses={[
        { value: 0, label: t('states.pending'), color: 'warning' },
        { value: 1, label: t('states.approved'), color: 'info' },
        { value: 2, label: t('states.rejected'), color: 'error' },
        { value: 3, label: t('states.received'), color: 'success' },
        { value: 4, label: t('states.canceled'), color: 'default' },
      ]}
      statusOf={(r: WithdrawRow) => r.status}
      columns={[
        { label: t('amount'), text: (r) => r.amount, money: true },
        { label: t('withdraw.fee'), text: (r) => r.fee, money: true },
        { label: t('withdraw.net'), text: (r) => r.net, money: true },
        { label: t('withdraw.card'), text: (r) => r.card },
      ]}
    />
  );
}
