'use client';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Refresh from '@mui/icons-material/Refresh';
import Search from '@mui/icons-material/Search';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DemandMenu } from '@/components/common/nav/DemandMenu';
import { Hint } from './Hint';
import { LanguagePicker } from '@/components/common/nav/LanguagePicker';
import type { MenuItem } from '@/lib/contract/auth';
import { MOBILE_ONLY } from '@/lib/menu/menu';
import { NoticeBell, UserMenu } from './TopBarActions';
import type { ShellMenu } from './useShellMenu';

// The top bars: on desktop collapse, refresh, breadcrumb, split-column entries (head
// position), language, bell, user menu and settings; on phones back, title, bell and menu.

const HEAD_ENTRIES = 5; // entries shown in the bar before the "more" menu
// Off by default (spec §3): loaded only where the setting is on (issue 15).
const Breadcrumb = dynamic(() => import('./Breadcrumb').then((m) => m.Breadcrumb));

type Props = {
  shell: ShellMenu;
  title: string;
  collapsed: boolean;
  onCollapse: () => void;
  onRefresh: () => void;
  onSettings: () => void;
  onFind: () => void;
  onMobileMenu: () => void;
  breadcrumb: boolean;
  head?: { entries: MenuItem[]; selected: string; onSelect: (entry: MenuItem) => void };
  /** Whether the desk's tools are rendered (not on a phone that said so: components/common/context/usePhone.tsx). */
  desk: boolean;
};

export function TopBar({ shell, title, collapsed, onCollapse, onRefresh, onSettings, onFind, onMobileMenu, breadcrumb, head, desk }: Props) {
  const t = useTranslations('shell');
  const router = useRouter();
  const [more, setMore] = useState<HTMLElement | null>(null);
  const entries = head?.entries.filter((e) => !MOBILE_ONLY.includes(e.id)) ?? [];

  return (
    <Box component="header" sx={{ height: 56, flexShrink: 0, display: 'flex', alignItems: 'center', gap: 0.5, px: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      {/* phone */}
      <Box sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', flex: 1, minWidth: 0, gap: 0.5 }} data-testid="mobile-bar">
        <IconButton onClick={() => router.back()} aria-label={t('back')} data-testid="mobile-back">
          <ArrowBack />
        </IconButton>
        <Typography noWrap sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        <NoticeBell />
        <IconButton onClick={onMobileMenu} aria-label={t('menu')} data-testid="mobile-menu-toggle">
          <MenuIcon />
        </IconButton>
      </Box>

      {/* desktop */}
      {desk && (
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', flex: 1, minWidth: 0, gap: 0.5 }}>
          <Hint title={t(collapsed ? 'expand' : 'collapse')}>
            <IconButton onClick={onCollapse} aria-label={t(collapsed ? 'expand' : 'collapse')} data-testid="collapse-toggle">
              {collapsed ? <MenuIcon /> : <MenuOpen />}
            </IconButton>
          </Hint>
          <Hint title={t('refresh')}>
            <IconButton onClick={onRefresh} aria-label={t('refresh')} data-testid="refresh">
              <Refresh />
            </IconButton>
          </Hint>
          {head && (
            <Box component="nav" data-testid="head-entries" sx={{ display: 'flex', alignItems: 'center', minWidth: 0, ml: 1 }}>
              {entries.slice(0, HEAD_ENTRIES).map((entry) => (
                <Button
                  key={entry.id}
                  color={entry.id === head.selected ? 'primary' : 'inherit'}
                  aria-pressed={entry.id === head.selected}
                  data-main-id={entry.id}
                  onClick={() => head.onSelect(entry)}
                  sx={{ whiteSpace: 'nowrap', fontWeight: entry.id === head.selected ? 600 : 400 }}
                >
                  {shell.titleOf(entry)}
                </Button>
              ))}
              {entries.length > HEAD_ENTRIES && (
                <>
                  <IconButton onClick={(e) => setMore(e.currentTarget)} aria-label={t('more')} data-testid="head-more">
                    <MoreHoriz />
                  </IconButton>
                  <DemandMenu
                    anchor={more}
                    onClose={() => setMore(null)}
                    items={entries.slice(HEAD_ENTRIES).map((entry) => ({ key: entry.id, label: shell.titleOf(entry), selected: entry.id === head.selected, onChoose: () => head.onSelect(entry) }))}
                  />
                </>
            )}
          </Box>
        )}
        {breadcrumb && <Breadcrumb shell={shell} />}
        <Box sx={{ flex: 1 }} />
        <Hint title={t('find.hint')}>
          <IconButton onClick={onFind} aria-label={t('find.label')} aria-keyshortcuts="Control+K Meta+K /" data-testid="find-open">
            <Search />
          </IconButton>
        </Hint>
        <LanguagePicker />
        <NoticeBell />
        <UserMenu />
        <Hint title={t('settings')}>
          <IconButton onClick={onSettings} aria-label={t('settings')} data-testid="settings-open">
            <SettingsOutlined />
          </IconButton>
        </Hint>
      </Box>
      )}
    </Box>
  );
}
