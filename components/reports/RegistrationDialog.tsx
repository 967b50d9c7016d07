'use client';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { comboQuery, logisticsQuery } from '@/lib/api/memberProduct';
import type { RegisteredRow } from '@/lib/contract/memberProduct';
import { formatMoney } from '@/lib/format/money';
import { ComboList } from '@/components/common/display/ComboList';
import { CycleChip } from '@/components/common/display/CycleChip';
import { DetailDialog } from '@/components/common/dialogs/DetailDialog';
import { Steps } from '@/components/common/display/Steps';
import { shipping } from '@/lib/lists/memberProduct';
import { wordOf } from '@/lib/lists/define';

// One registration: the member, level and date, the package and its combo (regedvip/combo),
// and the logistics with their timeline (regedvip/wuliu).
export function RegistrationDialog({ row, onClose }: { row: RegisteredRow | null; onClose: () => void }) {
  const t = useTranslations('memberProduct');
  const locale = useLocale();
  const tr = useTranslations();
  const id = row?.id ?? 0;
  const combo = useQuery({ ...comboQuery(id), enabled: row !== null });
  const logistics = useQuery({ ...logisticsQuery(id), enabled: row !== null });
  const field = (label: string, value: React.ReactNode) => (
    <>
      <Typography variant="body2" color="textSecondary">{label}</Typography>
      <Typography variant="body2" component="div">{value}</Typography>
    </>
  );
  return (
    <DetailDialog open={row !== null} title={row ? `${row.name} (${row.account})` : ''} loading={false} onClose={onClose} testId="registration-dialog" maxWidth="sm">
      {row && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, alignItems: 'center' }}>
            {field(t('level'), <>{row.level_name} <CycleChip days={row.days_left} /></>)}
            {field(t('registered.time'), row.time)}
            {field(t('package.label'), `${row.package} · ${formatMoney(row.amount, locale)}`)}
          </Box>
          {combo.data ? <ComboList items={combo.data.items} /> : <Skeleton height={60} />}
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('registered.logistics')}</Typography>
            {!logistics.data ? (
              <Skeleton height={80} />
            ) : (
              <Box sx={{ display: 'grid', gap: 1 }} data-testid="logistics">
                <Typography variant="body2" data-testid="logistics-status">
                  {tr(wordOf(shipping, logistics.data) ?? shipping.label)}
                  {logistics.data.tracking && ` · ${logistics.data.carrier} ${logistics.data.tracking}`}
                </Typography>
                <Steps steps={logistics.data.steps} testId="logistics-steps" />
              </Box>
            )}
          </Box>
        </Box>
      )}
    </DetailDialog>
  );
}
