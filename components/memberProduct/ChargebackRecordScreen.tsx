'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { RecordsView } from '@/components/common/records/RecordsView';
import { useRecordParams } from '@/components/common/records/useRecordParams';
import { returnDetailQuery } from '@/lib/api/memberProduct';
import { chargebackList } from '@/lib/lists/memberProduct';
import { RETURN_TYPE_KEYS } from '@/lib/contract/values';
import { formatMoney } from '@/lib/format/money';
import { DetailDialog } from '@/components/common/dialogs/DetailDialog';
import { Steps } from '@/components/common/display/Steps';

// The chargeback records (spec §2 /memberProduct/chargebackRecord, §4): In progress, Charged,
// Rejected; filters, totals, the export (CSV, Excel), and a detail with the return's timeline.
export function ChargebackRecordScreen() {
  const t = useTranslations('memberProduct');
  const listState = useRecordParams(); // what its URL opens it with: ?status=&from=&to=&page=
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <RecordsView
        list={chargebackList}
        opened={listState}
        actions={{ label: t('record.detail'), render: (r) => <Button size="small" onClick={() => setOpen(r.id)} data-testid="record-detail">{t('record.detail')}</Button> }}
      />
      <ReturnDetailDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}

function ReturnDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useTranslations('memberProduct');
  const locale = useLocale();
  const { data } = useQuery({ ...returnDetailQuery(id ?? 0), enabled: id !== null });
  const row = (label: string, value: string) =>
    value ? (
      <>
        <Typography variant="body2" color="textSecondary">{label}</Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>{value}</Typography>
      </>
    ) : null;
  return (
    <DetailDialog open={id !== null} title={data ? `${t('record.detail')} · ${data.no}` : t('record.detail')} loading={!data} onClose={onClose} testId="return-dialog">
      {data && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
            {row(t('record.status'), t(`states.${data.status}`))}
            {row(t('chargeback.type'), t(`types.${RETURN_TYPE_KEYS[data.type] ?? 'cardOrder'}`))}
            {row(t('chargeback.order'), data.order_no)}
            {row(t('amount'), formatMoney(data.amount, locale))}
            {row(t('chargeback.reason'), data.reason)}
            {row(t('chargeback.transferee'), data.transferee ? `${data.transferee_name} (${data.transferee})` : '')}
          </Box>
          <Steps steps={data.steps} testId="return-steps" />
        </Box>
      )}
    </DetailDialog>
  );
}
