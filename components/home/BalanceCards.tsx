'use client';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import SavingsIcon from '@mui/icons-material/Savings';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { profileQuery } from '@/lib/api/my';
import { formatMoney } from '@/lib/format/money';
import { Figure, StatCard, StatCardSkeleton } from './StatCard';
import { UpgradeCard } from './UpgradeCard';

// The profile's balances and this period's volume. At 1280 px four cards share a row; the
// grid fills by available width (the shell's side menu takes some). On a phone, two columns.
const grid = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' },
} as const;

export function BalanceCards() {
  const t = useTranslations('home');
  const common = useTranslations('common');
  const locale = useLocale();
  const profile = useQuery(profileQuery);
  const money = (decimal: string | undefined) => (decimal === undefined ? '—' : formatMoney(decimal, locale));

  if (profile.isPending) {
    return (
      <Box sx={grid} aria-busy="true" aria-label={common('loading')} data-testid="home-balances-loading">
        {[0, 1, 2, 3].map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </Box>
    );
  }
  if (profile.isError) {
    // The BFF wrapper has already shown the server's message; this keeps a way to try again.
    return (
      <Alert
        severity="error"
        variant="outlined"
        data-testid="home-balances-error"
        action={
          <Button color="inherit" size="small" onClick={() => profile.refetch()} loading={profile.isFetching}>
            {common('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  }

  const p = profile.data;
  return (
    <Box component="section" aria-label={t('balances')} sx={grid} data-testid="home-balances">
      <StatCard icon={<AccountBalanceWalletIcon />} label={t('salary')} color="primary">
        <Figure testId="home-salary">{money(p.salary)}</Figure>
      </StatCard>
      <StatCard icon={<SavingsIcon />} label={t('recharge')} color="info">
        <Figure testId="home-recharge">{money(p.recharge_balance)}</Figure>
      </StatCard>
      <StatCard icon={<HourglassTopIcon />} label={t('frozen')} color="warning">
        <Figure testId="home-frozen">{money(p.frozen)}</Figure>
      </StatCard>
      <StatCard icon={<TrendingUpIcon />} label={t('performance')} color="success">
        <Box sx={{ display: 'flex', columnGap: 2, rowGap: 0.5, flexWrap: 'wrap' }}>
          {(['left', 'right'] as const).map((leg) => (
            <Box key={leg} sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="textSecondary">
                {t(leg)}
              </Typography>
              <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid={`home-performance-${leg}`}>
                {money(leg === 'left' ? p.performance_left : p.performance_right)}
              </Typography>
            </Box>
          ))}
        </Box>
      </StatCard>
      {p.upgrade_days !== undefined && <UpgradeCard days={p.upgrade_days} />}
    </Box>
  );
}
