'use client';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@/components/common/forms/TextField';
import { Link } from '@/components/common/nav/Link';
import { useLocale, useTranslations } from 'next-intl';
import { countArgs } from '@/lib/format/number';
import { useDeferredValue, useState } from 'react';
import { noticeListQuery } from '@/lib/api/notice';
import { routeHref } from '@/lib/menu/routes';
import { StatusChip } from '@/components/common/display/StatusChip';
import { BUSY } from '@/components/common/display/busy';
import { useParamState } from '@/components/common/context/ScreenParams';

// The system notices (spec §2 /notice): search by title, unread first marked, pages of 10.
// `?unread=1` (Home's "waiting on you" links here) shows the unread ones only: notice/index
// has no read filter, so they are picked from its newest UNREAD_WINDOW notices, one page.
const LIMIT = 10;
const UNREAD_WINDOW = 100;

export function NoticeScreen() {
  const t = useTranslations('notice');
  const locale = useLocale();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [params, setParams] = useParamState('/notice', ['unread']);
  const unreadOnly = params.unread === '1';
  const search = useDeferredValue(keyword.trim());
  const { data: answer, isPending, isPlaceholderData } = useQuery(
    noticeListQuery(unreadOnly ? { page: 1, limit: UNREAD_WINDOW, keyword: search || undefined } : { page, limit: LIMIT, keyword: search || undefined }),
  );
  const data = answer && unreadOnly ? { list: answer.list.filter((n) => !n.read), total: answer.list.filter((n) => !n.read).length } : answer;
  const pages = data && !unreadOnly ? Math.max(1, Math.ceil(data.total / LIMIT)) : 1;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <TextField
            size="small"
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              setPage(1);
            }}
            placeholder={t('search')}
            slotProps={{
              htmlInput: { 'aria-label': t('search'), 'data-testid': 'notice-search', maxLength: 50 },
              input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> },
            }}
            sx={{ flex: '1 1 240px' }}
          />
          <FormControlLabel
            control={<Switch checked={unreadOnly} onChange={(e) => { setParams({ unread: e.target.checked ? '1' : '' }); setPage(1); }} slotProps={{ input: { 'data-testid': 'notice-unread-only' } as object }} />}
            label={t('unreadOnly')}
          />
          {data && <Typography variant="body2" color="textSecondary" data-testid="notice-total">{t('total', countArgs(data.total, locale))}</Typography>}
        </Box>
        {isPending ? (
          [0, 1, 2, 3].map((i) => <Skeleton key={i} height={56} />)
        ) : data?.list.length ? (
          <List sx={BUSY} aria-busy={isPlaceholderData || undefined} data-testid="notice-list">
            {data.list.map((notice) => (
              <ListItem key={notice.id} disablePadding divider>
              <ListItemButton component={Link} href={routeHref('/notice/info', { id: notice.id })}>
                <ListItemText
                  primary={notice.title}
                  secondary={notice.time}
                  slotProps={{ primary: { sx: { fontWeight: notice.read ? 400 : 600 } } }}
                />
                {!notice.read && <StatusChip color="error" label={t('unread')} sx={{ ml: 1 }} />}
              </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }} data-testid="notice-empty">
            {search ? t('emptySearch', { keyword: search }) : unreadOnly ? t('emptyUnread') : t('empty')}
          </Typography>
        )}
        {pages > 1 && (
          <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} sx={{ display: 'flex', justifyContent: 'center', mt: 2 }} />
        )}
      </Paper>
    </Box>
  );
}
