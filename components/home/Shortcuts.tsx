'use client';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddCardIcon from '@mui/icons-material/AddCard';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import HubIcon from '@mui/icons-material/Hub';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/common/nav/Link';
import { useTranslations } from 'next-intl';
import { allowed, type LinkTarget } from '@/components/common/nav/useAllowed';
import { sessionQuery } from '@/lib/api/session';
import { routeOf } from '@/lib/menu/manifest';

// Frequent tasks as large tiles. A tile follows the guard's rule (`allowed`, spec §2: a
// screen the menu hides is refused), so Home never offers a screen the session may not open;
// Add member also needs the add permission, which a non-VIP lacks (spec §6). Add member has no
// menu entry of its own and goes with the chart above it (/memberNode).
type Shortcut = LinkTarget & { icon: SvgIconComponent };

const SHORTCUTS: Shortcut[] = [
  { href: '/memberNode/register', icon: PersonAddAlt1Icon, permission: 'sys:user:add' },
  { href: '/memberNode', icon: AccountTreeIcon },
  { href: '/inviteNode', icon: HubIcon },
  { href: '/capital/recharge', icon: AddCardIcon },
  { href: '/capital/transfer', icon: SwapHorizIcon },
  { href: '/capital/withdraw', icon: PaymentsIcon },
  { href: '/my/bankCardList', icon: CreditCardIcon },
  { href: '/notice', icon: NotificationsIcon },
];

// Three tiles a row on a phone (four would split "Notifications" at 375 px), then as many as
// fit: all eight in one row beside the side menu at 1280 px. Tiles are 96 px tall to tap.
const grid = {
  display: 'grid',
  gap: { xs: 1, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(104px, 1fr))' },
} as const;

export function Shortcuts() {
  const t = useTranslations('home');
  const menu = useTranslations('menu');
  const { data: session } = useQuery(sessionQuery);
  const shown = session ? SHORTCUTS.filter((s) => allowed(s, session)) : [];
  if (session && shown.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="home-shortcuts-title">
      <Typography id="home-shortcuts-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('shortcuts')}
      </Typography>
      <Box component="nav" aria-labelledby="home-shortcuts-title" sx={grid}>
        {!session && SHORTCUTS.map((s) => <Skeleton key={s.href} variant="rounded" height={96} />)}
        {shown.map(({ href, icon: Icon }) => (
          <Card key={href} variant="outlined">
            <CardActionArea
              component={Link}
              href={href}
              data-testid={`home-shortcut-${href}`}
              sx={{ height: '100%', minHeight: 96, px: 1, py: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              <Icon sx={{ fontSize: 32, color: 'primary.accent' }} />
              <Typography variant="body2" align="center" sx={{ fontSize: '0.8125rem', lineHeight: 1.3, overflowWrap: 'break-word', maxWidth: '100%' }}>
                {menu(routeOf(href)!.titleKey)}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
