'use client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { BffError, setBffHandlers } from '@/lib/api/bff';
import { theme } from '@/lib/theme/theme';
import { closePopup, MessagePopup, showPopup } from './MessagePopup';

// All client providers in one place, the MUI cache and theme outermost (DESIGN "Style").

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A code the server answered is final; only a failed connection is worth one retry.
        retry: (count, error) => count < 1 && error instanceof BffError && error.code === 0,
        refetchOnWindowFocus: false,
      },
    },
  });
}

function BffWiring({ client }: { client: QueryClient }) {
  const router = useRouter();
  const t = useTranslations('common');
  // Set during render so the first query already uses them; they only close over stable values.
  setBffHandlers({
    notify: showPopup,
    networkMessage: () => t('networkError'),
    forcedLogout: () => {
      client.clear();
      closePopup();
      const here = window.location.pathname + window.location.search;
      router.replace(here.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(here)}`);
    },
  });
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <AppRouterCacheProvider options={{ key: 'css' }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={client}>
          <SnackbarProvider maxSnack={3} autoHideDuration={1000} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
            <BffWiring client={client} />
            {children}
            <MessagePopup />
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
