'use client';
import Logout from '@mui/icons-material/Logout';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import { DemandMenu } from '@/components/common/nav/DemandMenu';
import { Hint } from './Hint';
import { Link } from '@/components/common/nav/Link';
import { useAllowed } from '@/components/common/nav/useAllowed';
import { useLocale, useTranslations } from 'next-intl';
import { countArgs } from '@/lib/format/number';
import { useEffect, useRef, useState } from 'react';
import { notify } from './NotifyDialog';
import { noticeCountQuery } from '@/lib/api/notice';
import { sessionQuery } from '@/lib/api/session';
import { useLogout } from '@/lib/api/useLogout';
import { routeHref } from '@/lib/menu/routes';

// The bell with the unread count (noticeNums) and the user menu (profile, logout). Neither offers
// a screen the operator's menu hides (the guard would answer it with the 403 page, spec §2): an
// operator without the notices has no bell and no new-notice dialog (a notice they could not
// open), one without Me no Profile entry.

export function NoticeBell() {
  return useAllowed('/notice') ? <Bell /> : null;
}

function Bell() {
  const t = useTranslations('shell');
  const { data: count } = useQuery(noticeCountQuery);
  return (
    <Hint title={t('notifications')}>
      <IconButton component={Link} href={routeHref('/notice')} color="inherit" aria-label={count ? `${t('notifications')} ${count > 99 ? '99+' : count}` : t('notifications')} data-testid="notice-bell">
        <Badge color="error" badgeContent={count} max={99} slotProps={{ badge: { 'data-testid': 'notice-count' } as object }}>
          <NotificationsNone />
        </Badge>
      </IconButton>
    </Hint>
  );
}

/**
 * A notification dialog when the unread count grows between two polls (a notice arrived).
 * A component of its own: a new count re-renders it alone, not the shell around it.
 */
export function NewNoticeAlert() {
  return useAllowed('/notice') ? <NoticeAlert /> : null;
}

function NoticeAlert() {
  const t = useTranslations('shell');
  const locale = useLocale();
  const { data: count } = useQuery(noticeCountQuery);
  const last = useRef(count);
  useEffect(() => {
    if (count !== undefined && last.current !== undefined && count > last.current) {
      notify({ title: t('newNotice'), content: t('newNoticeCount', countArgs(count, locale)), icon: 'info' });
    }
    last.current = count;
  }, [count, t, locale]);
  return null;
}

export function UserMenu() {
  const t = useTranslations();
  const { data: session } = useQuery(sessionQuery);
  const logout = useLogout();
  const profile = useAllowed('/my');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = session?.user.name ?? '';
  return (
    <>
      <Hint title={name}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('shell.user')} aria-haspopup="menu" data-testid="user-menu">
          <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{name.slice(0, 1)}</Avatar>
        </IconButton>
      </Hint>
      <DemandMenu
        anchor={anchor}
        onClose={() => setAnchor(null)}
        items={[
          ...(profile ? [{ key: 'profile', label: t('shell.profile'), icon: <PersonOutline fontSize="small" />, href: routeHref('/my') }] : []),
          { key: 'logout', label: t('common.logout'), icon: <Logout fontSize="small" />, testId: 'logout', onChoose: () => logout.mutate() },
        ]}
      />
    </>
  );
}
