'use client';
// The frame of the floors that stand for portal screens with the shell: a MUI AppBar top bar whose
// menu button opens a temporary Drawer of 12 entries and Settings (MUI List), and a settings Drawer
// from the right (a few Switches), opened from the top bar or from the menu's Settings, over the
// page's main content. A language button opens a MUI Menu of three languages (MenuItem, with
// MUI's ripple), as the portal's language picker does: in the top bar from 600 px, in the menu
// drawer below. Two links (next/link, no prefetch on sight: the portal's links prefetch on
// pointing only) lead to the navigation floor's two pages (./go), in the top bar and in the
// drawer. Nothing of the portal's. Same test ids as the portal's phone menu, settings drawer and
// language picker, so that bench:inp drives both alike.
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';

const ENTRIES = ['Home', 'Invitation chart', 'Placement chart', 'Register', 'Officers', 'Level up', 'Recharge', 'Transfer', 'Withdraw', 'Reports', 'Notices', 'My account'];
/** The entries that are links: to the navigation floor's pages. */
const GO = { Transfer: 'forms', Withdraw: 'records' };
const SETTINGS = ['Tabs', 'Breadcrumbs', 'Collapse menu', 'Dark menu'];
const LANGS = [['zh-CN', '简体中文'], ['zh-TW', '繁體中文'], ['en-US', 'English']];
// The menu's code (Menu, Popover, MenuItem) loads when it first opens, as the portal's does: the
// shell and Home floors' first loads stay what they were.
const LanguageMenu = dynamic(() => import('./language-menu').then((m) => m.LanguageMenu));

/** The language button and its menu: a choice sets the page's language and closes the menu. */
function Language({ lang, onLang, sx }) {
  const [anchor, setAnchor] = useState(null);
  const [opened, setOpened] = useState(false);
  const choose = (value) => {
    setAnchor(null);
    onLang(value);
    document.documentElement.lang = value;
  };
  return (
    <>
      <Button color="inherit" sx={sx} startIcon={<TranslateIcon />} aria-haspopup="menu" aria-expanded={Boolean(anchor)} onClick={(e) => { setAnchor(e.currentTarget); setOpened(true); }} data-testid="language-picker">
        {LANGS.find(([v]) => v === lang)[1]}
      </Button>
      {opened && <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} langs={LANGS} lang={lang} onChoose={choose} />}
    </>
  );
}

export function Frame({ children }) {
  const [menu, setMenu] = useState(false);
  const [settings, setSettings] = useState(false);
  const [lang, setLang] = useState('en-US'); // the frame's: the drawer's picker is unmounted with the drawer
  return (
    <Box>
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar variant="dense">
          <IconButton edge="start" aria-label="Menu" onClick={() => setMenu(true)} data-testid="mobile-menu-toggle"><MenuIcon /></IconButton>
          <Typography sx={{ flex: 1, fontWeight: 600 }} noWrap>Home</Typography>
          {Object.entries(GO).map(([label, to]) => <Button key={to} component={Link} href={`/go/${to}`} prefetch={false} color="inherit" size="small" data-testid={`floor-go-${to}`}>{label}</Button>)}
          <Language lang={lang} onLang={setLang} sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
          <IconButton aria-label="Settings" onClick={() => setSettings(true)} data-testid="settings-open"><SettingsOutlined /></IconButton>
        </Toolbar>
      </AppBar>
      <Drawer open={menu} onClose={() => setMenu(false)} slotProps={{ paper: { sx: { width: 168 }, 'data-testid': 'mobile-menu' } }}>
        <List component="nav" aria-label="Menu">
          {ENTRIES.map((e) => (
            <ListItemButton key={e} onClick={() => setMenu(false)} sx={{ minHeight: 44 }} {...(GO[e] ? { component: Link, href: `/go/${GO[e]}`, prefetch: false, 'data-testid': `floor-go-${GO[e]}` } : {})}>
              <ListItemText primary={e} />
            </ListItemButton>
          ))}
          {/* As in the portal's phone menu: Settings closes the menu and opens the settings drawer. */}
          <ListItemButton onClick={() => { setMenu(false); setSettings(true); }} sx={{ minHeight: 44 }} data-testid="mobile-settings-open"><ListItemText primary="Settings" /></ListItemButton>
        </List>
        <Box sx={{ display: { sm: 'none' }, borderTop: 1, borderColor: 'divider', p: 0.5 }}><Language lang={lang} onLang={setLang} /></Box>
      </Drawer>
      <Drawer anchor="right" open={settings} onClose={() => setSettings(false)} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 300 }, p: 2 }, 'data-testid': 'settings-drawer' } }}>
        <Typography variant="h6">Settings</Typography>
        {SETTINGS.map((s) => <FormControlLabel key={s} control={<Switch />} label={s} />)}
      </Drawer>
      <Box component="main">{children}</Box>
    </Box>
  );
}
