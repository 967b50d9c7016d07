'use client';
import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useSettingsOf, useSettingsStore, useSettingsSync } from '@/components/common/context/SettingsProvider';
import { useOpenedOnce } from '@/components/common/lazy/useOpenedOnce';
import { useSaidPhone } from '@/components/common/context/usePhone';
import { usePrepare } from '@/components/common/nav/usePrepare';
import type { MenuItem } from '@/lib/contract/auth';
import { sessionQuery } from '@/lib/api/session';
import { routeOf } from '@/lib/menu/manifest';
import { HOME } from '@/lib/menu/routes';
import { focusRing } from '@/lib/theme/theme';
import { KeepAlive } from './KeepAlive';
import { FindLayer } from './FindLayer';
import { PhoneMenu } from './PhoneMenu';
import { SettingsLayer } from './SettingsLayer';
import { SCREENS } from './screens';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { NewNoticeAlert } from './TopBarActions';
import { useShellMenu } from './useShellMenu';
import { useTabTitle } from './useTabTitle';
import { useFocusKeeper } from './useFocusKeeper';
import { useTabs } from './useTabs';
import type { LayerHandle } from './useOwnLayer';

// The portal frame (spec §2): sidebar, top bar, tabs, settings drawer, the mobile menu and
// the screens, kept alive per open tab.

const REFRESH_MS = 500; // spec §9

// Layers no first paint shows: each loads when first opened and then stays mounted (so it
// closes with its transition), which keeps their code out of every route's first load (issue 15).
const FrameDialog = dynamic(() => import('./FrameDialog').then((m) => m.FrameDialog));
// The tab bar is off by default: it loads (and renders on the server) only where it is on.
const TabsBar = dynamic(() => import('./TabsBar').then((m) => m.TabsBar));
const LinearProgress = dynamic(() => import('@mui/material/LinearProgress')); // only while refreshing

export function PortalShell({ children }: { children: ReactNode }) {
  const t = useTranslations('menu');
  const tShell = useTranslations('shell');
  const router = useRouter();
  const settings = useSettingsOf('tab', 'tagsTheme', 'accordion', 'subfield', 'subfieldPosition', 'sideTheme', 'inverted', 'level', 'collapse', 'logo', 'breadcrumb');
  const store = useSettingsStore();
  const shell = useShellMenu();
  const { pathname, trail, menu } = shell;
  const search = useSearchParams().toString();

  // The phone menu and the settings drawer keep their open state themselves (useOwnLayer):
  // opening one re-renders that layer, not the shell.
  const phoneMenu = useRef<LayerHandle>(null);
  const settingsLayer = useRef<LayerHandle>(null);
  const openSettings = useCallback(() => settingsLayer.current?.open(), []);
  const findLayer = useRef<LayerHandle>(null);
  const openFind = useCallback(() => findLayer.current?.open(), []);
  const frameLoaded = useOpenedOnce(Boolean(shell.frame));
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
  const tabs = useTabs({ pathname, search, menuKeys: session?.menuKeys, enabled: settings.tab });
  useSettingsSync(session?.user.account); // settings and tabs follow the account (issue 17)
  // A tab chosen, or the one shown after others close: its screen's first reads with the navigation.
  const prepare = usePrepare();
  const show = (url: string) => {
    prepare(url);
    router.push(url);
  };
  const closeTabs = (ids: string[]) => {
    const next = tabs.close(ids);
    if (next) show(next);
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
  const mainRef = useFocusKeeper(pathname);
  // A phone that said so gets neither the desk's sidebar nor its top-bar tools (hidden there by CSS
  // anyway): less to render and hydrate at load (issue 15).
  const phone = useSaidPhone();

  return (
    <Box sx={{ display: 'flex', height: '100dvh', overflow: 'hidden', bgcolor: 'background.default' }} data-testid="portal-shell">
      <title>{title}</title>
      {/* The first Tab stop: past the menu and the top bar to the screen (WCAG 2.4.1); the fragment serves script off. */}
      <Box
        component="a"
        href="#main"
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
        data-testid="skip-to-content"
        sx={{
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: 'tooltip',
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 44, // a touch target too (WCAG 2.5.5)
          px: 2,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 3,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none', ...focusRing, outlineOffset: 0 },
        }}
      >
        {tShell('skipToContent')}
      </Box>
      <NewNoticeAlert />
      {!phone && (
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
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          shell={shell}
          title={title}
          collapsed={settings.collapse}
          onCollapse={() => store.set({ collapse: !settings.collapse })}
          onRefresh={refresh}
          onSettings={openSettings}
          onFind={openFind}
          onMobileMenu={() => phoneMenu.current?.open()}
          breadcrumb={settings.breadcrumb}
          head={split && settings.subfieldPosition === 'head' ? split : undefined}
          desk={!phone}
        />
        {settings.tab && <TabsBar tabs={tabs.tabs} current={tabs.active} style={settings.tagsTheme} onSelect={show} onClose={closeTabs} />}
        <Box component="main" id="main" ref={mainRef} tabIndex={-1} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative', outline: 'none', '&:focus-visible': focusRing }}>
          {refreshing && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} data-testid="refreshing" />}
          <KeepAlive tabs={alive} current={tabs.active} search={search} generation={generation} screens={SCREENS} />
          {children}
        </Box>
      </Box>

      <PhoneMenu ref={phoneMenu} onSettings={openSettings} onFind={openFind} items={menu} shell={shell} openKeys={openKeys} onOpenKeys={setOpenKeys} look={look} />
      <SettingsLayer ref={settingsLayer} />
      <FindLayer ref={findLayer} shell={shell} />
      {frameLoaded && <FrameDialog open={Boolean(shell.frame)} title={shell.frame?.title ?? ''} url={shell.frame?.id ?? ''} onClose={shell.closeFrame} />}
    </Box>
  );
}
