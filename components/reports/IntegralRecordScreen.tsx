'use client';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { salaryAccountQuery } from '@/lib/api/capital';
import { salaryList } from '@/lib/lists/capital';
import { formatMoney } from '@/lib/format/money';
import { RecordsView } from '@/components/common/records/RecordsView';
import { useRecordParams } from '@/components/common/records/useRecordParams';

// The salary record (spec §2 /reports/integralRecord; salaries/index and salaries/tlong): the
// available and frozen salary, then every movement with the balance after it.
export function IntegralRecordScreen() {
  const t = useTranslations('reports');
  const locale = useLocale();
  const account = useQuery(salaryAccountQuery);
  const listState = useRecordParams(); // what its URL opens it with: ?status=&from=&to=&page= (Home's income card links here)
  const figure = (label: string, value: string | undefined, id: string) => (
    <Box>
      <Typography variant="body2" color="textSecondary">{label}</Typography>
      {value === undefined ? <Skeleton width={120} height={32} /> : <Typography variant="h6" component="p" data-testid={id}>{formatMoney(value, locale)}</Typography>}
    </Box>
  );
  return (
    <RecordsView
      list={salaryList}
      opened={listState}
      summary={
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
          {figure(t('salary.available'), account.data?.salary, 'salary-available')}
          {figure(t('salary.frozen'), account.data?.frozen, 'salary-frozen')}
        </Box>
      }
      cells={{
        // A movement in or out, signed and coloured (its file has the signed number).
        amount: (r) => (
          <Box component="span" sx={{ color: r.amount.startsWith('-') ? 'error.main' : 'success.main', fontWeight: 600 }}>
            {r.amount.startsWith('-') ? '' : '+'}{formatMoney(r.amount, locale)}
          </Box>
        ),
      }}
    />
  );
}
