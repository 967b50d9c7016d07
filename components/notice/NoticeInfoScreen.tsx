'use client';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/common/nav/Link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useScreenParams } from '@/components/common/context/ScreenParams';
import { afterNoticeRead, noticeDetailQuery } from '@/lib/api/notice';
import { routeHref } from '@/lib/menu/routes';

// One notice (spec §2 /notice/info?id=…). Opening it marks it read: the count and the list
// are refreshed.
export function NoticeInfoScreen() {
  const t = useTranslations('notice');
  const id = Number(useScreenParams().get('id'));
  const client = useQueryClient();
  const { data, isPending, isError } = useQuery({ ...noticeDetailQuery(id), enabled: id > 0 });

  useEffect(() => {
    if (data && !data.read) void afterNoticeRead(client);
  }, [data, client]);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Button component={Link} href={routeHref('/notice')} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('back')}
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="article">
        {isError || !(id > 0) ? (
          <Typography color="textSecondary">{t('notFound')}</Typography>
        ) : isPending ? (
          <>
            <Skeleton width="60%" height={36} />
            <Skeleton width={160} />
            <Skeleton height={120} />
          </>
        ) : (
          <>
            <Typography component="h1" variant="h6" data-testid="notice-title">
              {data.title}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              {data.time}
            </Typography>
            {data.content.split(/\n{2,}/).map((paragraph, i) => (
              <Typography key={i} sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
                {paragraph}
              </Typography>
            ))}
          </>
        )}
      </Paper>
    </Box>
  );
}
