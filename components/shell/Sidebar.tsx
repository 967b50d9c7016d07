'use client';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { Dispatch, SetStateAction } from 'react';
import { Hint } from './Hint';
import type { MenuItem } from '@/lib/contract/auth';
import { MOBILE_ONLY } from '@/lib/menu/menu';
import { MenuIcon } from './icons';
import { SideMenu, type MenuLook } from './SideMenu';
import type { ShellMenu } from './useShellMenu';

// The desktop sidebar (220 px, 60 px collapsed): an optional title, an optional 60 px main
// column (split columns, side position), and the side menu.

export const SIDE_WIDTH = 220;
export const COLLAPSED_WIDTH = 60;
export const MAIN_COLUMN_WIDTH = 60;

type Props = {
  shell: ShellMenu;
  items: MenuItem[];
  mainColumn?: { entries: MenuItem[]; selected: string; onSelect: (entry: MenuItem) => void };
  collapsed: boolean;
  showTitle: boolean;
  openKeys: string[];
  onOpenKeys: Dispatch<SetStateAction<string[]>>;
  look: MenuLook;
};

export function sidePalette(dark: boolean) {
  return dark ? { bgcolor: '#20222a', color: 'rgba(255,255,255,0.85)' } : { bgcolor: 'background.paper', color: 'text.primary' };
}

export function Sidebar({ shell, items, mainColumn, collapsed, showTitle, openKeys, onOpenKeys, look }: Props) {
  const t = useTranslations('common');
  const width = (collapsed ? COLLAPSED_WIDTH : SIDE_WIDTH) + (mainColumn ? MAIN_COLUMN_WIDTH : 0);
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-collapsed={collapsed}
      sx={{
        display: { xs: 'none', sm: 'flex' },
        flexShrink: 0,
        width,
        transition: 'width 0.3s',
        borderRight: 1,
        borderColor: 'divider',
        ...sidePalette(look.dark),
      }}
    >
      {mainColumn && (
        <Box component="nav" data-testid="main-column" sx={{ width: MAIN_COLUMN_WIDTH, borderRight: 1, borderColor: look.dark ? 'rgba(255,255,255,0.08)' : 'divider', py: 1, overflowY: 'auto' }}>
          {mainColumn.entries
            .filter((e) => !MOBILE_ONLY.includes(e.id))
            .map((entry) => (
              <Hint key={entry.id} title={shell.titleOf(entry)} placement="right">
                <ButtonBase
                  onClick={() => mainColumn.onSelect(entry)}
                  aria-pressed={entry.id === mainColumn.selected}
                  data-main-id={entry.id}
                  sx={{
                    width: '100%',
                    py: 1,
                    flexDirection: 'column',
                    gap: 0.25,
                    color: entry.id === mainColumn.selected ? 'primary.main' : 'inherit',
                    bgcolor: entry.id === mainColumn.selected ? 'action.selected' : undefined,
                  }}
                >
                  <MenuIcon name={entry.img} />
                  <Typography variant="caption" noWrap sx={{ maxWidth: 56, fontSize: 11 }}>
                    {shell.titleOf(entry)}
                  </Typography>
                </ButtonBase>
              </Hint>
            ))}
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        {showTitle && (
          <Box data-testid="side-title" sx={{ height: 56, display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'flex-start', px: collapsed ? 0 : 2, gap: 1, flexShrink: 0 }}>
            <Box sx={{ width: 28, height: 28, borderRadius: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700, fontSize: 14 }}>
              {t('appName').slice(0, 1)}
            </Box>
            {!collapsed && (
              <Typography noWrap sx={{ fontWeight: 600 }}>
                {t('appName')}
              </Typography>
            )}
          </Box>
        )}
        <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
          <SideMenu items={items} shell={shell} collapsed={collapsed} openKeys={openKeys} onOpenKeys={onOpenKeys} look={look} />
        </Box>
      </Box>
    </Box>
  );
}
