'use client';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import dynamic from 'next/dynamic';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LanguagePicker } from '@/components/common/LanguagePicker';
import { useSettings, useSettingsStore, useSettingsSync } from '@/components/common/SettingsProvider';
import { useBackCloses } from '@/components/common/useBackCloses';
import type { MenuItem } from '@/lib/contract/auth';
import { sessionQuery } from '@/lib/api/session';
import { HOME, routeOf } from '@/lib/menu/routes';
import { KeepAlive } from './KeepAlive';
import { SCREENS } from './screens';
import { SideMenu } from './SideMenu';
import { Sidebar, sidePalette } from './Sidebar';
import { TabsBar, useTabTitle } from './TabsBar';
import { TopBar } from './TopBar';
import { useNewNoticeAlert } from './TopBarActions';
import { useShellMenu } from './useShellMenu';
import { useTabs } from './useTabs';

// The portal frame (spec §2): sidebar, top bar, tabs, settings drawer, the mobile menu and
// the screens, kept alive per open tab.

const REFRESH_MS = 500; // spec §9

// Closed at load: their code is fetched and run when first opened, not before the page is usable
// (issue 15, main-thread work at load). Once opened they stay mounted, so they close animated.
const SettingsDrawer = dynamic(() => import('./SettingsDrawer').then((m) => m.SettingsDrawer), { ssr: false });
const FrameDialog = dynamic(() => import('./FrameDialog').then((m) => m.FrameDialog), { ssr: false });
const MOBILE_MENU_WIDTH = 168;

export function PortalShell({ children }: { children: ReactNode }) {
  const t = useTranslations('menu');
  const tShell = useTranslations('shell');
  const router = useRouter();
  const settings = useSettings();
  const store = useSettingsStore();
  const shell = useShellMenu();
  const { pathname, trail, menu } = shell;
  const search = useSearchParams().toString();
  useNewNoticeAlert();

  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useBackCloses(mobileOpen, () => setMobileOpen(false));
  useBackCloses(settingsOpen, () => setSettingsOpen(false));
  const [settingsUsed, setSettingsUsed] = useState(false);
  if (settingsOpen && !settingsUsed) setSettingsUsed(true);
  const [frameUsed, setFrameUsed] = useState(false);
  if (shell.frame && !frameUsed) setFrameUsed(true);
  const [refreshing, setRefreshing] = useState(false);
  const [generation, setGeneration] = useState<Record<string, number>>({});

  // Open keys: the groups on the way to the current route; kept while collapsed (where none
  // are shown) so that they come back on expand.
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1).map((e) => e.id));
  const [seenPath, setSeenPath] = useState(pathname);
  const [mainId, setMainId] = useState(trail[0]?.id ?? HOME);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const groups = trail.slice(0, -1).map((e) => e.id);
    setOpenKeys(settings.accordion ? groups : [...new Set([...openKeys, ...groups])]);
    if (trail[0]) setMainId(trail[0].id);
  }

  // Tabs: Home first and fixed, then each open URL (kept as keepAliveList, lib/menu/tabs.ts).
  const { data: session } = useQuery(sessionQuery);
  const tabs = useTabs({ pathname, search, menu: session ? menu : undefined, enabled: settings.tab });
  useSettingsSync(session?.user.account); // settings and tabs follow the account (issue 17)
  const closeTabs = (ids: string[]) => {
    const show = tabs.close(ids);
    if (show) router.push(show);
  };

  const refresh = () => {
    setRefreshing(true);
    setTimeout(() => {
      setGeneration((g) => ({ ...g, [tabs.active]: (g[tabs.active] ?? 0) + 1 }));
      setRefreshing(false);
    }, REFRESH_MS);
  };

  // Split columns: first-level entries form the main column; the chosen one's children the side menu.
  const main = menu.find((e) => e.id === mainId) ?? menu[0];
  const selectMain = (entry: MenuItem) => {
    setMainId(entry.id);
    if (!entry.children?.length) shell.choose(entry);
  };
  const split = settings.subfield ? { entries: menu, selected: main?.id ?? HOME, onSelect: selectMain } : undefined;
  const sideItems = split ? (main?.children?.length ? main.children : main ? [main] : []) : menu;

  const look = { dark: settings.sideTheme === 'dark', inverted: settings.inverted, level: settings.level, accordion: settings.accordion };
  const shown = tabs.tabs.find((tab) => tab.id === tabs.active);
  const tabTitle = useTabTitle();
  // The screen's name and what its parameters choose ("Member chart (Zone) · m000003").
  const title = shown ? tabTitle(shown.url) : t(routeOf(pathname)?.titleKey ?? 'home');
  const alive = settings.tab ? tabs.tabs : shown ? [shown] : [];

  return (
    <Box sx={{ display: 'flex', height: '100dvh', overflow: 'hidden', bgcolor: 'background.default' }} data-testid="portal-shell">
      <title>{title}</title>
      <Sidebar
        shell={shell}
        items={sideItems}
        mainColumn={split && settings.subfieldPosition === 'side' ? split : undefined}
        collapsed={settings.collapse}
        showTitle={settings.logo}
        openKeys={settings.collapse ? [] : openKeys}
        onOpenKeys={setOpenKeys}
        look={look}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          shell={shell}
          title={title}
          collapsed={settings.collapse}
          onCollapse={() => store.set({ collapse: !settings.collapse })}
          onRefresh={refresh}
          onSettings={() => setSettingsOpen(true)}
          onMobileMenu={() => setMobileOpen(true)}
          breadcrumb={settings.breadcrumb}
          head={split && settings.subfieldPosition === 'head' ? split : undefined}
        />
        {settings.tab && <TabsBar tabs={tabs.tabs} current={tabs.active} style={settings.tagsTheme} onSelect={(url) => router.push(url)} onClose={closeTabs} />}
        <Box component="main" sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}>
          {refreshing && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} data-testid="refreshing" />}
          <KeepAlive tabs={alive} current={tabs.active} search={search} generation={generation} screens={SCREENS} />
          {children}
        </Box>
      </Box>

      <Drawer
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { sm: 'none' } }}
        slotProps={{ paper: { sx: { width: MOBILE_MENU_WIDTH, ...sidePalette(look.dark), display: 'flex', flexDirection: 'column' }, 'data-testid': 'mobile-menu' } as object }}
      >
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          <SideMenu items={menu} shell={shell} collapsed={false} openKeys={openKeys} onOpenKeys={setOpenKeys} look={look} onChosen={() => setMobileOpen(false)} narrow />
        </Box>
        {/* The phone's top bar has room for back, bell and menu only: language and settings live here. */}
        <Box sx={{ borderTop: 1, borderColor: 'divider', p: 0.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
          <LanguagePicker />
          <Button
            color="inherit"
            startIcon={<SettingsOutlined />}
            onClick={() => {
              setMobileOpen(false);
              setSettingsOpen(true);
            }}
            data-testid="mobile-settings-open"
          >
            {tShell('settings')}
          </Button>
        </Box>
      </Drawer>
      {settingsUsed && <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
      {frameUsed && <FrameDialog open={Boolean(shell.frame)} title={shell.frame?.title ?? ''} url={shell.frame?.id ?? ''} onClose={shell.closeFrame} />}
    </Box>
  );
}
