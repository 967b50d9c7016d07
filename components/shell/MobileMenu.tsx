'use client';
import Search from '@mui/icons-material/Search';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useTranslations } from 'next-intl';
import { memo, type ComponentProps } from 'react';
import { LanguagePicker } from '@/components/common/nav/LanguagePicker';
import { sidePalette } from './Sidebar';
import { SideMenu } from './SideMenu';

// The phone's menu drawer (below the sm breakpoint): the menu, the language and the settings.
// Its own file so that the shell loads it on the first tap of the menu button (issue 15).
// `keepMounted` (MUI's advice for a temporary drawer on phones: "better open performance on
// mobile"): once opened, the menu's tree stays in the DOM, hidden, so that each later opening
// shows it instead of mounting every entry, icon and hint again (issue 39).

const MOBILE_MENU_WIDTH = 168;

// Opening and closing change `open` only: the entries are not rendered again unless the menu
// itself changed (its props: entries, open groups, looks, the route).
const Entries = memo(SideMenu);

type Props = Omit<ComponentProps<typeof SideMenu>, 'collapsed' | 'onChosen' | 'narrow'> & {
  open: boolean;
  onClose: () => void;
  onSettings: () => void;
  onFind: () => void;
};

export function MobileMenu({ open, onClose, onSettings, onFind, ...menu }: Props) {
  const t = useTranslations('shell');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      keepMounted
      sx={{ display: { sm: 'none' } }}
      slotProps={{ paper: { sx: { width: MOBILE_MENU_WIDTH, ...sidePalette(menu.look.dark), display: 'flex', flexDirection: 'column' }, 'data-testid': 'mobile-menu' } as object }}
    >
      {/* The find box's field (issue 58): a tap opens the box, full-width, over the screen. */}
      <Box sx={{ p: 0.75, borderBottom: 1, borderColor: 'divider' }}>
        <Button
          fullWidth
          color="inherit"
          variant="outlined"
          startIcon={<Search />}
          aria-label={t('find.label')}
          aria-haspopup="dialog"
          onClick={() => {
            onClose();
            onFind();
          }}
          data-testid="mobile-find-open"
          sx={{ justifyContent: 'flex-start', minHeight: 40, textTransform: 'none', fontWeight: 400, borderColor: 'divider', opacity: 0.85 }}
        >
          {t('find.open')}
        </Button>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <Entries {...menu} collapsed={false} onChosen={onClose} narrow />
      </Box>
      {/* The phone's top bar has room for back, bell and menu only: language and settings live here. */}
      <Box sx={{ borderTop: 1, borderColor: 'divider', p: 0.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <LanguagePicker />
        <Button
          color="inherit"
          startIcon={<SettingsOutlined />}
          onClick={() => {
            onClose();
            onSettings();
          }}
          data-testid="mobile-settings-open"
        >
          {t('settings')}
        </Button>
      </Box>
    </Drawer>
  );
}
