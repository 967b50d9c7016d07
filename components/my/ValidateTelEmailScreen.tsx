'use client';
import ChevronRight from '@mui/icons-material/ChevronRight';
import MailOutline from '@mui/icons-material/MailOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/common/nav/Link';
import { useTranslations } from 'next-intl';
import { useScreenParams } from '@/components/common/context/ScreenParams';
import { verifyMethodsQuery } from '@/lib/api/my';
import { routeHref } from '@/lib/menu/routes';
import { verifyNextOf } from './verifyTarget';

// Choose a verification method (/validateTelEmail): only the bound phone or email; with
// neither, the security tip and nothing else (spec §5).
export function ValidateTelEmailScreen() {
  const t = useTranslations('my.verify');
  const tc = useTranslations('common.code');
  const next = verifyNextOf(useScreenParams().get('next'));
  const methods = useQuery(verifyMethodsQuery);
  const m = methods.data;
  const ways = m ? (['phone', 'email'] as const).filter((w) => m[w]) : [];

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 560, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h1">{t('title')}</Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>{t(next ? `for.${next.slice(4)}` : 'intro')}</Typography>
        {!m ? (
          <Box data-testid="verify-loading">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Box>
        ) : ways.length === 0 ? (
          <Alert severity="warning" data-testid="verify-blocked">{tc('securityTip')}</Alert>
        ) : (
          <List disablePadding>
            {ways.map((way) => (
              <ListItem key={way} disablePadding>
              <ListItemButton
                component={Link}
                href={routeHref('/validateTelEmail/validate', next ? { way, next } : { way })}
                data-testid={`verify-${way}`}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, mb: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{way === 'phone' ? <PhoneIphone /> : <MailOutline />}</ListItemIcon>
                <ListItemText primary={t(way)} secondary={m[way]} />
                <ChevronRight color="action" />
              </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}
