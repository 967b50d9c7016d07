'use client';
import Close from '@mui/icons-material/Close';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { routeOf } from '@/lib/menu/routes';
import type { TabStyle } from '@/lib/settings/settings';

// The multi-tab bar: Home fixed, a tab per visited route, close current / others / all, in
// the three styles concise, underpainting and designer.

type Props = {
  tabs: string[];
  current: string;
  style: TabStyle;
  onSelect: (path: string) => void;
  onClose: (paths: string[]) => void;
};

// Drawn with CSS only (MUI's sliding indicator is placed by script after hydration, which
// would make the first paint differ from the settled page).
const STYLES: Record<TabStyle, object> = {
  concise: {
    '& .MuiTab-root': { borderBottom: 2, borderColor: 'transparent' },
    '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main' },
  },
  underpainting: {
    '& .MuiTab-root.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  },
  designer: {
    '& .MuiTab-root': { border: 1, borderColor: 'divider', borderRadius: 1.5, mx: 0.5, my: 0.5, minHeight: 32 },
    '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main', bgcolor: 'action.selected' },
  },
};

export function TabsBar({ tabs, current, style, onSelect, onClose }: Props) {
  const t = useTranslations();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const closable = (path: string) => routeOf(path)?.closable !== false;
  const act = (paths: string[]) => {
    setAnchor(null);
    onClose(paths.filter(closable));
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', minHeight: 40 }}>
      <Tabs
        value={tabs.includes(current) ? current : false}
        variant="scrollable"
        scrollButtons={false}
        slotProps={{ indicator: { sx: { display: 'none' } } }}
        aria-label={t('shell.tabs')}
        data-testid="tabs-bar"
        data-tab-style={style}
        sx={{ flex: 1, minHeight: 40, '& .MuiTab-root': { minHeight: 36, py: 0.5 }, ...STYLES[style] }}
      >
        {tabs.map((path) => (
          <Tab
            key={path}
            value={path}
            onClick={() => onSelect(path)}
            data-tab={path}
            iconPosition="end"
            label={t(`menu.${routeOf(path)?.titleKey ?? 'home'}`)}
            icon={
              closable(path) ? (
                <Close
                  fontSize="inherit"
                  role="button"
                  aria-label={t('shell.close')}
                  data-testid={`tab-close-${path}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    onClose([path]);
                  }}
                />
              ) : undefined
            }
          />
        ))}
      </Tabs>
      <IconButton size="small" aria-label={t('shell.more')} onClick={(e) => setAnchor(e.currentTarget)} data-testid="tabs-menu" sx={{ mx: 0.5 }}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => act([current])}>{t('shell.closeCurrent')}</MenuItem>
        <MenuItem onClick={() => act(tabs.filter((p) => p !== current))}>{t('shell.closeOthers')}</MenuItem>
        <MenuItem onClick={() => act(tabs)}>{t('shell.closeAll')}</MenuItem>
      </Menu>
    </Box>
  );
}
