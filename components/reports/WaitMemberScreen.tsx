'use client';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/common/nav/Link';
import { useTranslations } from 'next-intl';
import { RecordsView } from '@/components/common/records/RecordsView';
import { waitList } from '@/lib/lists/memberProduct';
import { routeHref } from '@/lib/menu/routes';
import { CycleChip, LAST_DAYS } from '@/components/common/display/CycleChip';

// Members to be upgraded (spec §2 /reports/waitMember): a worklist, not just a list. The
// operator's registered members awaiting upgrade, fewest days left of the 45-day cycle first,
// the last days highlighted, each with the one action that matters: level them up.
export function WaitMemberScreen() {
  const t = useTranslations('memberProduct');
  return (
    <RecordsView
      list={waitList}
      summary={<Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>{t('wait.intro', { days: LAST_DAYS })}</Typography>}
      cells={{ cycle: (r) => <CycleChip days={r.days_left} /> }}
      actions={{
          label: t('actions'),
          render: (r) =>
            r.pending ? (
              <Typography variant="caption" color="textSecondary" data-testid="wait-pending">{t('wait.inProgress')}</Typography>
            ) : (
              <Button size="small" variant="contained" component={Link} href={routeHref('/memberProduct/memberUpLevel', { account: r.account })} data-testid="wait-upgrade">
                {t('wait.upgrade')}
              </Button>
            ),
        }}
    />
  );
}
