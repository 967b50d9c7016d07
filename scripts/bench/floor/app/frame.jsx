'use client';
// The frame of the floors that stand for portal screens with the shell: a MUI AppBar top bar whose
// menu button opens a temporary Drawer of 12 entries and Settings (MUI List), and a settings Drawer
// from the right (a few Switches), opened from the top bar or from the menu's Settings, over the
// page's main content. Nothing of the portal's. Same test ids as the portal's phone menu and
// settings drawer, so that bench:inp drives both alike. The /go pages fill its slots (./go/layout.jsx):
// `bar` (in the top bar), `menuEnd` (below the drawer's entries), `entryProps` (props of an entry).
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const ENTRIES = ['Home', 'Invitation chart', 'Placement chart', 'Register', 'Officers', 'Level up', 'Recharge', 'Transfer', 'Withdraw', 'Reports', 'Notices', 'My account'];
const SETTINGS = ['Tabs', 'Breadcrumbs', 'Collapse menu', 'Dark menu'];

export function Frame({ children, bar, menuEnd, entryProps }) {
  const [menu, setMenu] = useState(false);
  const [settings, setSettings] = useState(false);
  return (
    <Box>
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar variant="dense">
          <IconButton edge="start" aria-label="Menu" onClick={() => setMenu(true)} data-testid="mobile-menu-toggle"><MenuIcon /></IconButton>
          <Typography sx={{ flex: 1, fontWeight: 600 }} noWrap>Home</Typography>
          {bar}
          <IconButton aria-label="Settings" onClick={() => setSettings(true)} data-testid="settings-open"><SettingsOutlined /></IconButton>
        </Toolbar>
      </AppBar>
      <Drawer open={menu} onClose={() => setMenu(false)} slotProps={{ paper: { sx: { width: 168 }, 'data-testid': 'mobile-menu' } }}>
        <List component="nav" aria-label="Menu">
          {ENTRIES.map((e) => (
            <ListItemButton key={e} onClick={() => setMenu(false)} sx={{ minHeight: 44 }} {...entryProps?.(e)}><ListItemText primary={e} /></ListItemButton>
          ))}
          {/* As in the portal's phone menu: Settings closes the menu and opens the settings drawer. */}
          <ListItemButton onClick={() => { setMenu(false); setSettings(true); }} sx={{ minHeight: 44 }} data-testid="mobile-settings-open"><ListItemText primary="Settings" /></ListItemButton>
        </List>
        {menuEnd}
      </Drawer>
      <Drawer anchor="right" open={settings} onClose={() => setSettings(false)} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 300 }, p: 2 }, 'data-testid': 'settings-drawer' } }}>
        <Typography variant="h6">Settings</Typography>
        {SETTINGS.map((s) => <FormControlLabel key={s} control={<Switch />} label={s} />)}
      </Drawer>
      <Box component="main">{children}</Box>
    </Box>
  );
}
