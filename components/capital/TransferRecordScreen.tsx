'use client';
import { useTranslations } from 'next-intl';
import { transferListQuery } from '@/lib/api/capital';
import type { TransferRow } from '@/lib/contract/capital';
import { RecordsView } from '@/components/common/records/RecordsView';
import { useRecordParams } from '@/components/common/records/useRecordParams';

// The transfer records (spec §2 /capital/transferRecord): sent and received.
export function TransferRecordScreen() {
  const t = useTranslations('capital');
  const listState = useRecordParams(); // what its URL opens it with: ?status=&from=&to=&page=
  return (
    <RecordsView
      title={t('records.transferTitle')}
      exportAs={{ list: 'transfers' }}
      opened={listState}
      query={transferListQuery}
      statusLabel={t('records.direction')}
      statuses={[
        { value: 1, label: t('records.sent'), color: 'warning' },
        { value: 2, label: t('records.received'), color: 'success' },
      ]}
      statusOf={(r: TransferRow) => r.direction}
      columns={[
        { label: t('records.member'), text: (r) => `${r.name} (${r.account})` },
        { label: t('amount'), text: (r) => r.amount, money: true },
        { label: t('transfer.remark'), text: (r) => r.remark },
      ]}
    />
  );
}
