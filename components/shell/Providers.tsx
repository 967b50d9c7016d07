'use client';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { use, useEffect, useState, type ReactNode } from 'react';
import { BffError, setBffHandlers } from '@/lib/api/bff';
import { BFF } from '@/lib/contract/codes';
import { refetchOnMount } from '@/lib/api/seed';
import type { Settings } from '@/lib/settings/settings';
import { modernPrefixer } from '@/lib/theme/prefixer';
import { COLOR_SCHEME, fontStyles, makeTheme, palettesOf } from '@/lib/theme/theme';
import { closePopup, MessagePopup, showPopup } from './MessagePopup';
import { clearNotifications, NotifyHost } from './NotifyDialog';
import { SettingsEffects, SettingsProvider, useSettingsOf } from '@/components/common/context/SettingsProvider';
import { ToastHost } from '@/components/common/toasts/Toasts';
import { toast } from '@/components/common/toasts/toastQueue';

// All client providers in one place, the MUI cache and theme outermost (docs/architecture.md).

/** Whether a failed read is worth another try: a failed connection once; "briefly unavailable" (503) a few times. */
export function retryRead(count: number, error: unknown): boolean {
  if (!(error instanceof BffError)) return false;
  return error.code === BFF.unavailable ? count < 6 : error.code === 0 && count < 1;
}

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A code the server answered is final (a 4xx too); writes (mutations) are never retried.
        retry: retryRead,
        // Exponential backoff, 1 s doubling up to 16 s (six tries take about 47 s).
        retryDelay: (count) => Math.min(1000 * 2 ** count, 16_000),
        refetchOnWindowFocus: false,
        refetchOnMount: refetchOnMount(true), // not an answer the server has just rendered (lib/api/seed.ts)
      },
    },
  });
}

const UNAVAILABLE_TOAST = 'service-unavailable';

function BffWiring({ client }: { client: QueryClient }) {
  const router = useRouter();
  const t = useTranslations('common');
  const tu = useTranslations('unavailable');
  // Set during render so the first query already uses them; they only close over stable values.
  setBffHandlers({
    notify: showPopup,
    networkMessage: () => t('networkError'),
    unavailable: () => {
      const message = tu('retrying');
      // One notice for a burst of calls (notistack drops a second one with the same key while it shows).
      toast(message, { key: UNAVAILABLE_TOAST, preventDuplicate: true, variant: 'warning', autoHideDuration: 4000 });
      return message;
    },
    forcedLogout: () => {
      client.clear();
      closePopup();
      clearNotifications();
      const here = window.location.pathname + window.location.search;
      router.replace(here.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(here)}`);
    },
  });
  return null;
}

// Dark theme: brightness 100, contrast 90; grey mode: a grayscale filter (spec §3, §9). On
// <html>, a filter does not become the containing block of fixed layers (drawers, dialogs).
const globalStyles = {
  html: { transition: 'filter 0.3s' },
  'html.dark': { filter: 'brightness(1) contrast(0.9)' },
  'html[data-grey="true"]': { filter: 'grayscale(1)' },
  'html.dark[data-grey="true"]': { filter: 'grayscale(1) brightness(1) contrast(0.9)' },
  body: { transition: 'background-color 0.3s, color 0.3s' },
  ...fontStyles,
  // Reduced motion (WCAG 2.3.3): what MUI animates in CSS (drawers, the menu's Collapse, dialogs,
  // toasts, ripples) and our own transitions end at once; the components' timings stay as they are.
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { animationDuration: '0.01ms !important', animationIterationCount: '1 !important', transitionDuration: '0.01ms !important', transitionDelay: '0s !important', scrollBehavior: 'auto !important' },
  },
  // Until the page's script has run, a button that only script makes work takes no pointer: a
  // click then would be lost, and a browser's test runner waits for it instead. The document is
  // ready once the root has hydrated (ScriptReady below), a screen once its own boundary has
  // (components/shell/KeepAlive.tsx): its code may come later than the frame's. Links and a
  // form's submit work without script and are left alone; without script nothing is held.
  '@media (scripting: enabled)': {
    ':is(html, [data-screen]):not([data-ready]) :is(button[type="button"], [role="button"]:not([href]))': { pointerEvents: 'none' },
  },
  // Toasts never take the pointer: a tap meant for what lies under one goes through.
  '.notistack-SnackbarContainer, .notistack-SnackbarContainer *': { pointerEvents: 'none !important' },
  '.notistack-SnackbarContainer': { bottom: 'max(14px, env(safe-area-inset-bottom)) !important' },
  // Toast colours from the theme's readable shades (notistack's own green and blue take white text below 4.5:1).
  ...Object.fromEntries(['success', 'error', 'warning', 'info'].map((v) => [
    `.notistack-MuiContent.notistack-MuiContent-${v}`,
    { backgroundColor: `var(--mui-palette-${v}-main)`, color: `var(--mui-palette-${v}-contrastText)` },
  ])),
};

/** Marks the document as ready once the root has hydrated (its buttons take the pointer: globalStyles). */
function ScriptReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

// The browser's first theme is built in tasks of its own, not inside the hydration's render:
// building it (MUI's createTheme with both schemes' variables) is one piece of work that cannot
// be cut, and within a render slice it made one long task of the two (issue 15). Hydration waits
// for it in place (nothing is shown meanwhile but the server's HTML); later colours build at once.
// The tasks are posted as messages, as React's scheduler does: a timer would wait up to a second
// in a tab loaded in the background.
let firstTheme: Promise<void> | null = null;

function nextTask(run: () => void) {
  if (typeof MessageChannel === 'undefined') return void setTimeout(run); // (jsdom)
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    run();
  };
  port2.postMessage(null);
}

function useThemeOf(primary: string) {
  if (typeof window !== 'undefined') {
    // Two tasks: the palettes' contrast searches, then MUI's theme from them. A failure shows in
    // the render that builds it again. Once settled, use() returns at once (every render calls it).
    firstTheme ??= new Promise((built) =>
      nextTask(() => {
        try {
          palettesOf(primary);
        } catch {
          return built();
        }
        nextTask(() => {
          try {
            makeTheme(primary);
          } finally {
            built();
          }
        });
      }),
    );
    use(firstTheme);
  }
  return makeTheme(primary); // the last one built is kept
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { themeVariable, theme: mode } = useSettingsOf('themeVariable', 'theme');
  const theme = useThemeOf(themeVariable.primary);
  // noSsr: the mode is read in the first client render, not in an effect after hydration.
  // That effect gave the colour-scheme context a new value, and React then hydrates every
  // Suspense boundary still waiting below (the page's) synchronously: one long task of the
  // whole screen at load (issue 15). Nothing rendered depends on the mode (the theme's colours
  // are CSS variables), so hydration still matches the server's HTML.
  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey={COLOR_SCHEME.modeStorageKey}
      defaultMode={mode === 'auto' ? 'system' : mode}
      disableTransitionOnChange
      noSsr
    >
      <CssBaseline />
      <SettingsEffects />
      <ScriptReady />
      <GlobalStyles styles={globalStyles} />
      {children}
    </ThemeProvider>
  );
}

/** MUI's Emotion cache: its key, and the prefixes today's browsers still need (lib/theme/prefixer.ts). */
const CACHE = { key: 'css', stylisPlugins: [modernPrefixer] };

export function Providers({ settings, children }: { settings: Settings; children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <AppRouterCacheProvider options={CACHE}>
      <SettingsProvider initial={settings}>
        <ThemedApp>
        <QueryClientProvider client={client}>
          <BffWiring client={client} />
          {children}
          <ToastHost />
          <MessagePopup />
          <NotifyHost />
        </QueryClientProvider>
        </ThemedApp>
      </SettingsProvider>
    </AppRouterCacheProvider>
  );
}
