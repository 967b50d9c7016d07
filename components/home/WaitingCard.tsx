'use client';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useDeferredValue, useMemo } from 'react';
import { Link } from '@/components/common/nav/Link';
import { allowed } from '@/components/common/nav/useAllowed';
import { promotersPendingQuery, returnsPendingQuery, withdrawalsInReviewQuery } from '@/lib/api/home';
import { noticeCountQuery } from '@/lib/api/notice';
import { signInsQuery } from '@/lib/api/security';
import { sessionQuery } from '@/lib/api/session';
import type { SessionView } from '@/lib/contract/auth';
import { PENDING, RETURN_STATES, WITHDRAW_STATES } from '@/lib/contract/values';
import { countArgs, formatCount } from '@/lib/format/number';
import { routeHref, type ScreenPath } from '@/lib/menu/routes';
import { CardEmpty, CardError, HomeCard, useCardAnswer, type Answer, type CardState } from './HomeCard';

// "Waiting on you" (issue 42): withdrawals in review, returns in progress, promoter
// applications in review and unread notices, each a count from the list call the upstream
// already answers, leading to that list with the filter in its URL. Each count loads and fails
// on its own; a row whose list the operator's menu hides is left out. Below them, only when there
// are any, the failed sign-ins from a new device since the operator's last visit (issue 72),
// leading to Devices and sign-ins.

type Row = { id: 'withdrawals' | 'returns' | 'promoters' | 'notices'; icon: SvgIconComponent; path: ScreenPath; query: Record<string, string | number> };
const ROWS: readonly Row[] = [
  { id: 'withdrawals', icon: PaymentsIcon, path: '/capital/withdrawRecord', query: { status: WITHDRAW_STATES.pending } },
  { id: 'returns', icon: AssignmentReturnIcon, path: '/memberProduct/chargebackRecord', query: { status: RETURN_STATES.inProgress } },
  { id: 'promoters', icon: CampaignIcon, path: '/extensionOfficer', query: { state: PENDING } },
  { id: 'notices', icon: NotificationsIcon, path: '/notice', query: { unread: 1 } },
];
/** A row's line and the gap between rows: the body holds four rows in every state. */
const ROW_HEIGHT = 48;
const HEIGHT = ROWS.length * ROW_HEIGHT + (ROWS.length - 1) * 4;
/**
 * The sign-in alert is a fifth row of its own, under the four, and the body grows by it only
 * while it is shown. Most operators never have one: a body kept a row taller for it would stand
 * half empty on every visit (and a row reserved for it in the four would move the rows when it
 * comes). So the card's four rows and their height stay as they were in every state, and only an
 * operator with failed sign-ins sees the card grow, by one row below the others, once the answer
 * has come (what it pushes down is under the card; nothing above or beside it moves).
 */
const ALERT_HEIGHT = ROW_HEIGHT + 4;
/** Failed sign-ins from a new device since the last visit: what the alert reads of the sign-ins' answer. */
const failedOf = (answer: { alert: { failed: number } }) => answer.alert.failed;

type Place = Parameters<typeof HomeCard>[0]['place'];
type Answers = Record<Row['id'], Answer<number>>;

export function WaitingCard({ place }: { place: Place }) {
  const session = useDeferredValue(useQuery(sessionQuery).data);
  const withdrawals = useCardAnswer(useQuery(withdrawalsInReviewQuery));
  const returns = useCardAnswer(useQuery(returnsPendingQuery));
  const promoters = useCardAnswer(useQuery(promotersPendingQuery));
  const notices = useCardAnswer(useQuery(noticeCountQuery));
  const answers = useMemo(() => ({ withdrawals, returns, promoters, notices }), [withdrawals, returns, promoters, notices]);
  // The sign-ins are a query of their own, asked beside the four counts and waited for by none of
  // them: the card's state is the four's. A failure shows no alert and is not retried (Devices and
  // sign-ins says it with a Retry); only the count is read, so another answer with the same count
  // does not draw the card again.
  const signIns = useCardAnswer(useQuery({ ...signInsQuery, select: failedOf, retry: false }));
  const failed = signIns.isError ? 0 : (signIns.data ?? 0);
  return <WaitingBody session={session} answers={answers} failed={failed} place={place} />;
}

type BodyProps = { session: SessionView | undefined; answers: Answers; failed: number; place: Place };

const WaitingBody = memo(function WaitingBody({ session, answers, failed, place }: BodyProps) {
  const t = useTranslations('home.waiting');
  const locale = useLocale();
  const shown = session ? ROWS.filter((r) => allowed({ href: r.path }, session)) : ROWS;
  const results = shown.map((r) => answers[r.id]);
  const state: CardState = !session || results.some((q) => q.isPending)
    ? 'loading'
    : results.some((q) => q.isError)
      ? 'error'
      : results.every((q) => q.data === 0)
        ? 'empty'
        : 'full';
  const total = results.reduce((sum, q) => sum + (q.data ?? 0), 0);
  const alert = failed > 0 && (!session || allowed({ href: '/my/security' }, session));

  return (
    <HomeCard id="waiting" title={t('title')} icon={<PendingActionsIcon />} state={state} height={{ xs: HEIGHT + (alert ? ALERT_HEIGHT : 0) }} place={place}>
      {state === 'empty' ? (
        <CardEmpty testId="home-waiting-empty">{t('empty')}</CardEmpty>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }} aria-label={t('summary', countArgs(total, locale))}>
          {shown.map((row) => (
            <WaitingRow key={row.id} row={row} answer={answers[row.id]} />
          ))}
        </Box>
      )}
      {alert && <SignInAlert failed={failed} />}
    </HomeCard>
  );
});

function WaitingRow({ row, answer }: { row: Row; answer: Answer<number> }) {
  const t = useTranslations('home.waiting');
  const locale = useLocale();
  const Icon = row.icon;
  if (answer.isPending) return <Box component="li"><Skeleton variant="rounded" height={ROW_HEIGHT} /></Box>;
  if (answer.isError) {
    return (
      <Box component="li" sx={{ height: ROW_HEIGHT, '& .MuiAlert-root': { py: 0, height: ROW_HEIGHT, alignItems: 'center' } }}>
        <CardError message={t('error', { what: t(`${row.id}.label`) })} retry={() => void answer.refetch()} busy={answer.isFetching} testId={`home-waiting-${row.id}-error`} />
      </Box>
    );
  }
  const count = answer.data ?? 0;
  return (
    <Box component="li">
      <Button
        component={Link}
        href={routeHref(row.path, row.query)}
        color="inherit"
        fullWidth
        data-testid={`home-waiting-${row.id}`}
        data-count={count}
        sx={{ height: ROW_HEIGHT, justifyContent: 'flex-start', gap: 1.5, px: 1, textTransform: 'none', fontWeight: 400 }}
      >
        <Icon fontSize="small" sx={{ color: count ? 'warning.accent' : 'text.secondary' }} />
        <Typography component="span" variant="body2" sx={{ flex: 1, textAlign: 'start', minWidth: 0 }}>{t(`${row.id}.label`)}</Typography>
        <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: count ? 'text.primary' : 'text.secondary' }}>
          {formatCount(count, locale)}
        </Typography>
        <ChevronRightIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      </Button>
    </Box>
  );
}

/** The failed sign-ins from a new device since the last visit, leading to Devices and sign-ins (issue 72). */
function SignInAlert({ failed }: { failed: number }) {
  const t = useTranslations('home.waiting');
  const locale = useLocale();
  return (
    <Box sx={{ mt: 0.5, flexShrink: 0 }}>
      <Button
        component={Link}
        href={routeHref('/my/security')}
        color="warning"
        fullWidth
        data-testid="home-signin-alert"
        data-count={failed}
        sx={{ height: ROW_HEIGHT, justifyContent: 'flex-start', gap: 1.5, px: 1, textTransform: 'none' }}
      >
        <WarningAmberIcon fontSize="small" sx={{ color: 'warning.accent' }} />
        <Typography component="span" variant="body2" sx={{ flex: 1, textAlign: 'start', minWidth: 0, fontWeight: 600, lineHeight: 1.25 }}>
          {t('signIns', countArgs(failed, locale))}
        </Typography>
        <ChevronRightIcon fontSize="small" />
      </Button>
    </Box>
  );
}
