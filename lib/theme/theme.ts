import { createTheme } from '@mui/material/styles';

// Theme variables of spec §3 (themeVariable defaults). The shell issue adds the settings
// (primary colour choice, dark and auto, grey mode); this is the default light theme.
export const THEME_VARIABLES = {
  checked: '#5fb878',
  primary: '#009688',
  normal: '#0097C3',
  danger: '#ff5722',
  warm: '#ffb800',
  radius: 12,
} as const;

/** Base z-index of layers (spec §9). */
export const Z_BASE = 99999;

/** Below this width the portal is in mobile mode (spec §9). */
export const MOBILE_BREAKPOINT = 768;

export const theme = createTheme({
  cssVariables: true,
  // `sm` is the mobile breakpoint: below it, mobile layouts.
  breakpoints: { values: { xs: 0, sm: MOBILE_BREAKPOINT, md: 1024, lg: 1280, xl: 1536 } },
  palette: {
    primary: { main: THEME_VARIABLES.primary },
    info: { main: THEME_VARIABLES.normal },
    error: { main: THEME_VARIABLES.danger },
    warning: { main: THEME_VARIABLES.warm },
    success: { main: THEME_VARIABLES.checked },
  },
  shape: { borderRadius: THEME_VARIABLES.radius },
  transitions: { duration: { standard: 300 } },
  components: { MuiButton: { styleOverrides: { root: { textTransform: 'none' } } } },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  },
});
