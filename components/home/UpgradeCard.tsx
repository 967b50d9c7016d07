import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { UPGRADE_CYCLE_DAYS } from '@/lib/contract/values';
import { Figure, StatCard } from './StatCard';

// The countdown of a member awaiting upgrade (spec §4): days left in the 45-day cycle (0: the
// cycle has ended, as the VIP-goods screens say too), and a bar of the time already spent, so
// "3 days left" looks urgent at a glance.
export function UpgradeCard({ days }: { days: number }) {
  const t = useTranslations('home');
  const spent = ((UPGRADE_CYCLE_DAYS - days) / UPGRADE_CYCLE_DAYS) * 100;
  return (
    <StatCard icon={<WorkspacePremiumIcon />} label={t('upgrade')} color="secondary" testId="home-upgrade" wide>
      <Figure>{t('upgradeDays', { days })}</Figure>
      <LinearProgress
        variant="determinate"
        value={spent}
        color={days <= 7 ? 'error' : 'primary'}
        sx={{ mt: 1, borderRadius: 1 }}
        aria-label={t('upgradeCycle', { cycle: UPGRADE_CYCLE_DAYS })}
      />
      <Typography variant="caption" color="textSecondary">
        {t('upgradeCycle', { cycle: UPGRADE_CYCLE_DAYS })}
      </Typography>
    </StatCard>
  );
}
