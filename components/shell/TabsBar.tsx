'use client';
import Close from '@mui/icons-material/Close';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiTab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DemandMenu } from '@/components/common/nav/DemandMenu';
import { routeOf } from '@/lib/menu/manifest';
import type { Tab } from '@/lib/menu/tabs';
import type { TabStyle } from '@/lib/settings/settings';
import { useTabTitle } from './useTabTitle';

// The multi-tab bar: Home fixed, a tab per open URL (titled by what its parameters choose),
// close current / others / all, in the three styles concise, underpainting and designer.
// Off by default (spec §3): the shell loads it only where the setting is on (issue 15).

type Props = {
  tabs: readonly Tab[];
  current: string; // the id of the tab shown
  style: TabStyle;
  onSelect: (url: string) => void;
  onClose: (ids: string[]) => void;
};

// Drawn with CSS only (MUI's sliding indicator is placed by script after hydration, which
// would make the first paint differ from the settled page).
const STYLES: Record<TabStyle, object> = {
  concise: {
    '& .MuiTab-root': { borderBottom: 2, borderColor: 'transparent' },
    '& .MuiTab-root.Mui-selected': { borderColor: 'primary.accent' },
  },
  underpainting: {
    '& .MuiTab-root.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  },
  designer: {
    '& .MuiTab-root': { border: 1, borderColor: 'divider', borderRadius: 1.5, mx: 0.5, my: 0.5, minHeight: 32 },
    '& .MuiTab-root.Mui-selected': { borderColor: 'primary.accent', bgcolor: 'action.selected' },
  },
};

export function TabsBar({ tabs, current, style, onSelect, onClose }: Props) {
  const t = useTranslations();
  const titleOf = useTabTitle();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const closable = (tab: Tab) => routeOf(tab.url.split('?')[0])?.closable !== false;
  const act = (list: readonly Tab[]) => onClose(list.filter(closable).map((tab) => tab.id));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', minHeight: 40 }}>
      <Tabs
        value={tabs.some((tab) => tab.id === current) ? current : false}
        variant="scrollable"
        scrollButtons={false}
        slotProps={{ indicator: { sx: { display: 'none' } } }}
        aria-label={t('shell.tabs')}
        data-testid="tabs-bar"
        data-tab-style={style}
        sx={{ flex: 1, minHeight: 40, '& .MuiTab-root': { minHeight: 36, py: 0.5 }, ...STYLES[style] }}
      >
        {tabs.map((tab) => (
          <MuiTab
            key={tab.id}
            value={tab.id}
            onClick={() => onSelect(tab.url)}
            data-tab={tab.url}
            iconPosition="end"
            label={titleOf(tab.url)}
            sx={{ minHeight: 36 }} // a label with an icon is 72 px tall by default
            icon={
              closable(tab) ? (
                <Close
                  fontSize="inherit"
                  role="button"
                  aria-label={t('shell.close')}
                  data-testid={`tab-close-${tab.url}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    onClose([tab.id]);
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
      <DemandMenu
        anchor={anchor}
        onClose={() => setAnchor(null)}
        items={[
          { key: 'current', label: t('shell.closeCurrent'), onChoose: () => act(tabs.filter((tab) => tab.id === current)) },
          { key: 'others', label: t('shell.closeOthers'), onChoose: () => act(tabs.filter((tab) => tab.id !== current)) },
          { key: 'all', label: t('shell.closeAll'), onChoose: () => act(tabs) },
        ]}
      />
    </Box>
  );
}
