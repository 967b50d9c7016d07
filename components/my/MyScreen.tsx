'use client';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CreditCard from '@mui/icons-material/CreditCardOutlined';
import Devices from '@mui/icons-material/DevicesOutlined';
import EditNote from '@mui/icons-material/EditNoteOutlined';
import History from '@mui/icons-material/History';
import Lock from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
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
import Avatar from '@mui/material/Avatar';
import { Link } from '@/components/common/nav/Link';
import { useLocale, useTranslations } from 'next-intl';
import { countArgs } from '@/lib/format/number';
import type { ReactNode } from 'react';
import { LanguagePicker } from '@/components/common/nav/LanguagePicker';
import { meCardsQuery, meSummaryQuery, profileQuery } from '@/lib/api/my';
import { useLogout } from '@/lib/api/useLogout';
import { routeHref } from '@/lib/menu/routes';
import { StatusChip } from '@/components/common/display/StatusChip';

// Me (/my): the operator's card (name, account, level, masked phone and email, verification
// status, level-2 password) and the entries to everything of Me, bank cards, devices and
// sign-ins and the operator's own activity (issue 72), language and logout. On desktop it is
// reached from the user menu; on phones from the side menu.

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <>
      <Typography color="textSecondary" variant="body2">{label}</Typography>
      <Typography variant="body2" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </>
  );
}

function Entry({ href, icon, title, detail, testId }: { href: string; icon: ReactNode; title: string; detail?: ReactNode; testId: string }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} href={href} data-testid={testId} sx={{ borderRadius: 1.5 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={title} secondary={detail} slotProps={{ secondary: { noWrap: true } }} />
        <ChevronRight color="action" />
      </ListItemButton>
    </ListItem>
  );
}

export function MyScreen() {
  const t = useTranslations('my.my');
  const tc = useTranslations('common');
  const locale = useLocale();
  const profile = useQuery(profileQuery);
  const summary = useQuery(meSummaryQuery);
  const cards = useQuery(meCardsQuery);
  const logout = useLogout();
  const p = profile.data;
  const bound = p ? { phone: p.verify_rule.phone === 1, email: p.verify_rule.email === 1 } : undefined;
  const verifyText = !bound ? '' : bound.phone && bound.email ? t('verifyBoth') : bound.phone ? t('verifyPhone') : bound.email ? t('verifyEmail') : '';
  const cardText = !cards.data ? undefined : cards.data.count ? t('cards', { ...countArgs(cards.data.count, locale), card: `${cards.data.default_bank} ${cards.data.default_card}`.trim() }) : t('noCards');

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="my-card">
        {/* While loading, skeletons stand where the card's lines will be: nothing below moves (CLS, issue 15). */}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }} data-testid={p ? undefined : 'my-loading'}>
          {p ? (
            <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 24 }}>{p.realname.slice(0, 1)}</Avatar>
          ) : (
            <Skeleton variant="circular" width={56} height={56} />
          )}
          <Box sx={{ minWidth: 0, flex: p ? undefined : 1 }}>
            <Typography variant="h6" component="h1" noWrap data-testid={p ? 'my-name' : undefined}>{p ? p.realname : <Skeleton width="40%" />}</Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {p ? (
                <>
                  <Typography color="textSecondary" variant="body2" data-testid="my-account">{p.username}</Typography>
                  <StatusChip color={p.is_vip === 1 ? 'primary' : 'default'} label={p.level_name} data-testid="my-level" />
                </>
              ) : (
                <Skeleton width="60%" height={24} />
              )}
            </Box>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          <Fact label={t('nickname')} value={p ? p.nickname || '—' : <Skeleton width={80} />} testId="my-nickname" />
          <Fact label={t('phone')} value={p ? p.phone || t('notBound') : <Skeleton width={110} />} testId="my-phone" />
          <Fact label={t('email')} value={p ? p.email || t('notBound') : <Skeleton width={140} />} testId="my-email" />
          <Fact
            label={t('pass2')}
            value={summary.data ? t(summary.data.pass2_set === 1 ? 'pass2Set' : 'pass2NotSet') : <Skeleton width={60} />}
            testId="my-pass2"
          />
          <Fact label={t('regDate')} value={summary.data?.reg_date.slice(0, 10) ?? <Skeleton width={90} />} testId="my-regdate" />
        </Box>
        {!bound ? (
          <Skeleton variant="rounded" height={48} sx={{ mt: 2 }} />
        ) : verifyText ? (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="my-verify">{verifyText}</Alert>
        ) : (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="my-verify">{tc('code.securityTip')}</Alert>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 1 }}>
        <List disablePadding aria-label={t('title')}>
          <Entry href={routeHref('/my/editInfo')} icon={<EditNote />} title={t('editInfo')} testId="my-edit-info" />
          <Entry href={routeHref('/my/editPhone')} icon={<PhoneIphone />} title={t('editPhone')} detail={p ? p.phone || undefined : <Skeleton width={90} />} testId="my-edit-phone" />
          <Entry href={routeHref('/my/editEmail')} icon={<MailOutline />} title={t('editEmail')} detail={p ? p.email || undefined : <Skeleton width={120} />} testId="my-edit-email" />
          <Entry href={routeHref('/my/editPass')} icon={<Lock />} title={t('editPass')} detail={t('editPassDetail')} testId="my-edit-pass" />
          <Entry href={routeHref('/my/bankCardList')} icon={<CreditCard />} title={t('bankCards')} detail={cardText ?? <Skeleton width={160} />} testId="my-bank-cards" />
          <Entry href={routeHref('/my/security')} icon={<Devices />} title={t('security')} detail={t('securityDetail')} testId="my-security" />
          <Entry href={routeHref('/my/activity')} icon={<History />} title={t('activity')} detail={t('activityDetail')} testId="my-activity" />
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ pl: 1 }}>{tc('language')}</Typography>
        <LanguagePicker />
      </Paper>
      <ListItemButton
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        data-testid="my-logout"
        sx={{ borderRadius: 1.5, border: 1, borderColor: 'divider', justifyContent: 'center', color: 'error.main', gap: 1 }}
      >
        <Logout fontSize="small" />
        {tc('logout')}
      </ListItemButton>
    </Box>
  );
}
