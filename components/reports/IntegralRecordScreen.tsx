'use client';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { salaryAccountQuery, salaryListQuery } from '@/lib/api/capital';
import type { SalaryRow } from '@/lib/contract/capital';
import { SALARY_KINDS } from '@/lib/contract/values';
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
      title={t('salary.title')}
      exportAs={{ list: 'salary' }}
      query={salaryListQuery}
      opened={listState}
      summary={
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
          {figure(t('salary.available'), account.data?.salary, 'salary-available')}
          {figure(t('salary.frozen'), account.data?.frozen, 'salary-frozen')}
        </Box>
      }
      statusLabel={t('salary.kind')}
      statuses={[
        { value: SALARY_KINDS.income, label: t('kinds.income'), color: 'success' },
        { value: SALARY_KINDS.transferIn, label: t('kinds.transferIn'), color: 'info' },
        { value: SALARY_KINDS.transferOut, label: t('kinds.transferOut'), color: 'warning' },
        { value: SALARY_KINDS.withdraw, label: t('kinds.withdraw'), color: 'primary' },
        { value: SALARY_KINDS.refund, label: t('kinds.refund'), color: 'default' },
      ]}
      statusOf={(r: SalaryRow) => r.kind}
      columns={[
        {
          label: t('salary.amount'),
          text: (r: SalaryRow) => r.amount,
          money: true,
          render: (r: SalaryRow) => (
            <Box component="span" sx={{ color: r.amount.startsWith('-') ? 'error.main' : 'success.main', fontWeight: 600 }}>
              {r.amount.startsWith('-') ? '' : '+'}{formatMoney(r.amount, locale)}
            </Box>
          ),
        },
        { label: t('salary.balanceAfter'), text: (r: SalaryRow) => r.balance, money: true },
        { label: t('salary.note'), text: (r: SalaryRow) => r.note },
      ]}
    />
  );
}
