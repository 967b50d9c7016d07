'use client';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { memo } from 'react';
import { CycleChip } from '@/components/common/display/CycleChip';
import { Link } from '@/components/common/nav/Link';
import { useAllowed } from '@/components/common/nav/useAllowed';
import { deadlinesQuery } from '@/lib/api/home';
import { DEADLINE_DAYS } from '@/lib/format/home';
import { formatCount } from '@/lib/format/number';
import { routeHref } from '@/lib/menu/routes';
import { CardEmpty, CardError, HomeCard, useCardAnswer, type Answer, type CardState } from './HomeCard';

// Upgrade deadlines (issue 42): the members whose 45-day upgrade window closes soonest (from the
// members-to-be-upgraded list), the last week's first, each with its days left and a link that
// opens Level up for that member. The count closing within a week is also the menu's badge on
// Members to be upgraded (components/shell/useMenuBadges.ts). A link whose screen the operator's
// menu hides (spec §2: the guard would answer it with the 403 page) is left out, the rows stay:
// without Members to be upgraded no link to the whole list, without Level up no Upgrade buttons.

/** Rows the card shows; the rest are a link away (its place kept when the link is not shown). */
const SHOWN = 5;
const ROW_HEIGHT = 48;
const HEIGHT = SHOWN * ROW_HEIGHT + 36; // the rows and the link to the whole list

type Place = Parameters<typeof HomeCard>[0]['place'];
const useDeadlines = () => useQuery(deadlinesQuery);
type Deadlines = NonNullable<ReturnType<typeof useDeadlines>['data']>;

export function DeadlinesCard({ place }: { place: Place }) {
  return <DeadlinesBody answer={useCardAnswer(useDeadlines())} place={place} />;
}

const DeadlinesBody = memo(function DeadlinesBody({ answer, place }: { answer: Answer<Deadlines>; place: Place }) {
  const t = useTranslations('home.deadlines');
  const locale = useLocale();
  const state: CardState = answer.isPending ? 'loading' : answer.isError || !answer.data ? 'error' : answer.data.soonest.length ? 'full' : 'empty';
  const all = answer.data?.soonest.length ?? 0;
  const list = useAllowed('/reports/waitMember');
  const upgrade = useAllowed('/memberProduct/memberUpLevel');

  return (
    <HomeCard id="deadlines" title={t('title')} icon={<EventBusyIcon />} state={state} height={{ xs: HEIGHT }} place={place}>
      {state === 'loading' && [...Array(SHOWN).keys()].map((i) => <Skeleton key={i} variant="rounded" height={ROW_HEIGHT - 8} sx={{ my: 0.5 }} />)}
      {state === 'error' && <CardError message={t('error')} retry={() => void answer.refetch()} busy={answer.isFetching} testId="home-deadlines-error" centered />}
      {state === 'empty' && <CardEmpty testId="home-deadlines-empty">{t('empty')}</CardEmpty>}
      {answer.data && state === 'full' && (
        <>
          <Typography variant="body2" color="textSecondary" data-testid="home-deadlines-summary" sx={{ mb: 0.5 }}>
            {t('summary', { count: answer.data.closing, n: formatCount(answer.data.closing, locale), days: DEADLINE_DAYS })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, minHeight: 0, overflow: 'hidden' }}>
            {answer.data.soonest.slice(0, SHOWN - 1).map((m) => (
              <Box component="li" key={m.account} data-testid="home-deadline" data-days={m.days_left}
                sx={{ height: ROW_HEIGHT, display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>{m.name}</Typography>
                  <Typography variant="caption" color="textSecondary" noWrap component="p">{m.account}</Typography>
                </Box>
                <CycleChip days={m.days_left} />
                {upgrade && (
                  <Button size="small" variant={m.days_left <= DEADLINE_DAYS ? 'contained' : 'outlined'} component={Link}
                    href={routeHref('/memberProduct/memberUpLevel', { account: m.account })}
                    aria-label={t('upgradeMember', { name: m.name, account: m.account })} data-testid="home-deadline-upgrade">
                    {t('upgrade')}
                  </Button>
                )}
              </Box>
            ))}
          </Box>
          {list && (
            <Button component={Link} href={routeHref('/reports/waitMember')} size="small" sx={{ alignSelf: 'flex-end', mt: 0.5 }} data-testid="home-deadlines-all">
              {t('all', { count: all, n: formatCount(all, locale) })}
            </Button>
          )}
        </>
      )}
    </HomeCard>
  );
});
