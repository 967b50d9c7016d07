'use client';
import NotificationsIcon from '@mui/icons-material/Notifications';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import { Link } from '@/components/common/nav/Link';
import { useAllowed } from '@/components/common/nav/useAllowed';
import { useLocale, useTranslations } from 'next-intl';
import { countArgs } from '@/lib/format/number';
import { useHydrated } from '@/components/common/context/useHydrated';
import { noticeCountQuery } from '@/lib/api/notice';
import { profileQuery } from '@/lib/api/my';
import { sessionQuery } from '@/lib/api/session';
import { routeHref } from '@/lib/menu/routes';

// Who is signed in (from the session, so it shows even when the profile call fails) and the
// unread notices, which lead to the notice list: only for an operator whose menu has the notices
// (spec §2), decided with the session the page comes with, so the server's HTML has it or not.
// The level's name is the profile's when it has come (it follows the language chosen since
// signing in), the session's until then.
export function HomeHeader() {
  const t = useTranslations('home');
  const { data } = useQuery(sessionQuery);
  const notices = useAllowed('/notice');
  const user = data?.user;
  const levelName = useQuery(profileQuery).data?.level_name || user?.levelName;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }} data-testid="home-header">
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 56, height: 56, fontSize: 24 }}>
        {user?.name.slice(0, 1)}
      </Avatar>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography component="h1" variant="h5" data-testid="home-hello" sx={{ overflowWrap: 'anywhere' }}>
          {user ? t('hello', { name: user.name }) : <Skeleton width={200} />}
        </Typography>
        <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {user ? t('account', { account: user.account }) : <Skeleton width={140} />}
        </Typography>
        {user && levelName && (
          <Chip
            size="small"
            sx={{ mt: 1 }}
            // VIPs may sponsor members (spec §6): their level stands out.
            color={user.vip ? 'warning' : 'default'}
            variant={user.vip ? 'filled' : 'outlined'}
            icon={user.vip ? <WorkspacePremiumIcon /> : undefined}
            label={t('level', { name: levelName })}
            data-testid="home-level"
          />
        )}
      </Box>
      {notices ? <UnreadNotices /> : notices === undefined && unreadSkeleton}
    </Paper>
  );
}

const unreadSkeleton = <Skeleton variant="rounded" width={150} height={36} />;

function UnreadNotices() {
  const t = useTranslations('home');
  const locale = useLocale();
  const unread = useQuery(noticeCountQuery);
  // The top bar's bell asks for the same count, and may have it before Home (a screen loaded on
  // demand) hydrates: until then Home renders what the server did, or React throws its
  // hydration error (#418, seen in WebKit on one load in three).
  const hydrated = useHydrated();
  if (!hydrated || unread.isPending) return unreadSkeleton;
  if (!unread.isSuccess) return null;
  return (
    <Button
      component={Link}
      href={routeHref('/notice')}
      variant="outlined"
      startIcon={
        <Badge color="error" variant="dot" invisible={unread.data === 0}>
          <NotificationsIcon />
        </Badge>
      }
      data-testid="home-unread"
    >
      {t('unread', countArgs(unread.data, locale))}
    </Button>
  );
}
