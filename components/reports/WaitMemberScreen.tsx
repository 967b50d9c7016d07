'use client';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/common/nav/Link';
import { useTranslations } from 'next-intl';
import { RecordsView } from '@/components/common/records/RecordsView';
import { registeredListQuery } from '@/lib/api/memberProduct';
import type { RegisteredRow } from '@/lib/contract/memberProduct';
import { routeHref } from '@/lib/menu/routes';
import { CycleChip, LAST_DAYS } from '@/components/common/display/CycleChip';
import { useShipStates } from './useShipStates';

const waiting = registeredListQuery({ wait: 1 });

// Members to be upgraded (spec §2 /reports/waitMember): a worklist, not just a list. The
// operator's registered members awaiting upgrade, fewest days left of the 45-day cycle first,
// the last days highlighted, each with the one action that matters: level them up.
export function WaitMemberScreen() {
  const t = useTranslations('memberProduct');
  const ship = useShipStates();
  return (
    <RecordsView
      title={t('wait.title')}
      exportAs={{ list: 'members-to-upgrade' }}
      query={waiting}
      summary={<Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>{t('wait.intro', { days: LAST_DAYS })}</Typography>}
      statusLabel={ship.label}
      statuses={ship.states}
      statusOf={(r: RegisteredRow) => r.status}
      columns={[
        { label: t('member'), text: (r) => `${r.name} (${r.account})` },
        { label: t('level'), text: (r) => r.level_name },
        { label: t('cycle.label'), text: (r) => String(r.days_left ?? ''), render: (r) => <CycleChip days={r.days_left} /> },
        {
          label: t('actions'),
          text: () => '',
          render: (r) =>
            r.pending ? (
              <Typography variant="caption" color="textSecondary" data-testid="wait-pending">{t('wait.inProgress')}</Typography>
            ) : (
              <Button size="small" variant="contained" component={Link} href={routeHref('/memberProduct/memberUpLevel', { account: r.account })} data-testid="wait-upgrade">
                {t('wait.upgrade')}
              </Button>
            ),
        },
      ]}
    />
  );
}
