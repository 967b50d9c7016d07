'use client';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { noticeCountQuery } from '@/lib/api/notice';
import { sessionQuery } from '@/lib/api/session';
import { useLogout } from '@/lib/api/useLogout';

// Home (minimal until the shell issue): who is signed in, unread notices, and a way out.
export function HomeScreen() {
  const t = useTranslations();
  const { data } = useQuery(sessionQuery);
  const unread = useQuery(noticeCountQuery);
  const logout = useLogout();
  const user = data?.user;

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>{user?.name.slice(0, 1)}</Avatar>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography component="h1" variant="h5" data-testid="home-hello">
            {user ? t('home.hello', { name: user.name }) : <Skeleton width={200} />}
          </Typography>
          <Typography color="text.secondary">{user ? t('home.account', { account: user.account }) : <Skeleton width={140} />}</Typography>
          {user && (
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              {user.levelName && (
                <Chip size="small" color={user.vip ? 'warning' : 'default'} label={`${t('common.level')}: ${user.levelName}`} />
              )}
              {unread.isSuccess && <Chip size="small" color="primary" variant="outlined" label={t('home.unread', { count: unread.data })} data-testid="home-unread" />}
            </Box>
          )}
        </Box>
        <Button variant="outlined" onClick={() => logout.mutate()} loading={logout.isPending} data-testid="logout">
          {t('common.logout')}
        </Button>
      </Paper>
    </Box>
  );
}
