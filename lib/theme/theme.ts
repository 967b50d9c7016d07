import { createTheme } from '@mui/material/styles';
import { DEFAULT_THEME_VARIABLE } from '@/lib/settings/settings';

// The MUI theme from the theme variables of spec §3: light and dark colour schemes as CSS
// variables, switched by a class on <html> (set before first paint by InitColorSchemeScript),
// so neither the scheme nor the primary colour flashes on reload.

export const THEME_VARIABLES = DEFAULT_THEME_VARIABLE;

/** Base z-index of layers (spec §9). */
export const Z_BASE = 99999;

/** Below this width the portal is in mobile mode (spec §9). */
export const MOBILE_BREAKPOINT = 768;

/** Where the colour scheme is stored and applied (shared with InitColorSchemeScript). */
export const COLOR_SCHEME = { attribute: 'class', modeStorageKey: 'mui-mode' } as const;

export function makeTheme(primary: string = THEME_VARIABLES.primary) {
  const palette = {
    primary: { main: primary },
    info: { main: THEME_VARIABLES.normal },
    error: { main: THEME_VARIABLES.danger },
    warning: { main: THEME_VARIABLES.warm },
    success: { main: THEME_VARIABLES.checked },
  };
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: { palette },
      dark: { palette: { ...palette, background: { default: '#16181d', paper: '#1e2128' } } },
    },
    // `sm` is the mobile breakpoint: below it, mobile layouts.
    breakpoints: { values: { xs: 0, sm: MOBILE_BREAKPOINT, md: 1024, lg: 1280, xl: 1536 } },
    shape: { borderRadius: THEME_VARIABLES.radius },
    transitions: { duration: { standard: 300 } },
    components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
  },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
    },
  });
}

export const theme = makeTheme();
