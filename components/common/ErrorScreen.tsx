import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { routeHref } from '@/lib/menu/routes';

export const ERROR_STATUSES = ['401', '403', '404', '500'] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

// The error pages 401, 403, 404 and 500 (spec §8), translated, with a way back.
export async function ErrorScreen({ status }: { status: ErrorStatus }) {
  const t = await getTranslations();
  return (
    <Box component="main" sx={{ minHeight: '70dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography component="p" sx={{ fontSize: { xs: 72, sm: 120 }, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
          {status}
        </Typography>
        <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
          {t(`menu.error${status}`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t(`errors.${status}`)}
        </Typography>
        <Button href={routeHref('/')} variant="contained">
          {t('common.backHome')}
        </Button>
      </Box>
    </Box>
  );
}
