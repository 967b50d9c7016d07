import { createTheme, shouldSkipGeneratingVar as defaultShouldSkip } from '@mui/material/styles';
import { DEFAULT_THEME_VARIABLE } from '@/lib/settings/settings';
import { contrastRatio, mix, readableOn, textOn, throughDarkFilter } from './contrast';

declare module '@mui/material/styles' {
  interface PaletteColor {
    /** The spec's colour itself, for fills and accents that carry no text (main is its readable shade). */
    accent?: string;
    /** Icons on `accent` (3:1, graphics). */
    onAccent?: string;
    /** Filled chips: the spec colour itself where black text reads on it with ease, else `main`. */
    fill?: string;
    onFill?: string;
  }
  interface SimplePaletteColorOptions {
    accent?: string;
    onAccent?: string;
    fill?: string;
    onFill?: string;
  }
}

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

/** Touch targets on phones (WCAG 2.5.5). */
const TOUCH = 44;
const phone = `@media (max-width:${MOBILE_BREAKPOINT - 0.05}px)`;

// Latin first (each platform's UI face), then CJK faces of every platform; the Chinese faces
// follow the page's language (app/layout.tsx sets <html lang>): Simplified or Traditional
// glyph forms. Noto Sans CJK covers Linux and Android.
const latin = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial';
const CJK = {
  'zh-CN': '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC"',
  'zh-TW': '"PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC"',
};
const stack = (cjk: string) => `${latin}, ${cjk}, system-ui, sans-serif`;
// Every font-family rule MUI writes names this variable; the stacks are written once, at :root
// (fontStyles, in the global styles of every page). A fallback here would be written out again in
// each of those rules: 43 times on Home, 10 KB of its HTML.
const FONT_STACK = 'var(--portal-font)';
/** The stack per language, as global CSS. */
export const fontStyles = {
  ':root': { '--portal-font': stack(CJK['zh-CN']) },
  ':root:lang(zh-TW)': { '--portal-font': stack(CJK['zh-TW']) },
};

/** The surfaces text sits on, per scheme (background, paper, selected and elevated states). */
export const SURFACES = {
  light: { default: '#ffffff', paper: '#ffffff', selected: '#ebebeb' },
  dark: { default: '#16181d', paper: '#1e2128', selected: '#3b3e44' },
  /** The dark side menu (components/shell/Sidebar.tsx) and its selected entry, in either scheme. */
  sideDark: { default: '#20222a', selected: '#33353c' },
} as const;

/**
 * A palette colour from a spec colour: `accent` is the colour itself (fills, borders, icons);
 * `main` (text, selected states, and the fill of contained buttons) its nearest shade that reaches
 * 4.5:1 on every surface of the scheme, tints of the colour included; `light` the same on the dark
 * side menu; `contrastText` reaches 4.5:1 on `main` and `dark` (hover). Dark: as seen through the
 * scheme's contrast filter.
 */
export function paletteColor(color: string, scheme: 'light' | 'dark') {
  const tint = (bg: string) => mix(bg, color, 0.16);
  const side = [SURFACES.sideDark.default, SURFACES.sideDark.selected, tint(SURFACES.sideDark.default)];
  const surfaces = Object.values(SURFACES[scheme]);
  const dark = scheme === 'dark';
  const seen = dark ? throughDarkFilter : (hex: string) => hex;
  const main = readableOn(color, dark ? [...surfaces, ...side, tint(SURFACES.dark.paper)] : [...surfaces, tint(SURFACES.light.default)], 4.5, dark);
  const light = dark ? main : readableOn(color, side);
  const contrastText = textOn(main, 4.5, dark);
  const hover = mix(main, contrastText === '#ffffff' ? '#000000' : '#ffffff', 0.15);
  const bright = textOn(color, 4.5, dark) === '#000000' && contrastRatio(seen('#000000'), seen(color)) >= 7;
  return { main, light, dark: hover, contrastText, accent: color, onAccent: textOn(color, 3, dark), fill: bright ? color : main, onFill: bright ? '#000000' : contrastText };
}

const PALETTE_KEYS = ['primary', 'secondary', 'info', 'error', 'warning', 'success'] as const;

/**
 * The keyboard focus ring of buttons, drawers and the main region: 2 px in the text colour
 * (which reaches 3:1 on any background), drawn inside the edge (rows sit in clipped lists).
 */
export const focusRing = { outline: '2px solid var(--mui-palette-text-primary)', outlineOffset: -2 } as const;

/** Text for screen readers only: read, not shown (a menu entry's badge, the find box's result count). */
export const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

let last: { primary: string; theme: ReturnType<typeof createTheme> } | undefined;

/**
 * The theme for a primary colour. The last one built is kept: a render whose first mount is
 * retried (a part of the page still loading at hydration) does not build it again. One only,
 * as any #rrggbb may come in a settings cookie and the server holds this too.
 */
export function makeTheme(primary: string = THEME_VARIABLES.primary) {
  if (last?.primary !== primary) last = { primary, theme: buildTheme(primary) };
  return last.theme;
}

let lastPalettes: { primary: string; palettes: Record<'light' | 'dark', ReturnType<typeof schemePalette>> } | undefined;

function schemePalette(primary: string, scheme: 'light' | 'dark') {
  return {
    primary: paletteColor(primary, scheme),
    info: paletteColor(THEME_VARIABLES.normal, scheme),
    error: paletteColor(THEME_VARIABLES.danger, scheme),
    warning: paletteColor(THEME_VARIABLES.warm, scheme),
    success: paletteColor(THEME_VARIABLES.checked, scheme),
    secondary: paletteColor('#9c27b0', scheme), // MUI's own, as before
  };
}

/**
 * Both schemes' palette colours for a primary colour: the first half of the theme's work, which
 * the browser's first theme does in a task of its own (components/shell/Providers.tsx). The
 * last one is kept, as the theme is.
 */
export function palettesOf(primary: string) {
  if (lastPalettes?.primary !== primary) lastPalettes = { primary, palettes: { light: schemePalette(primary, 'light'), dark: schemePalette(primary, 'dark') } };
  return lastPalettes.palettes;
}

function buildTheme(primary: string) {
  const palettes = palettesOf(primary);
  return createTheme({
    cssVariables: {
      colorSchemeSelector: 'class',
      // MUI's own skips, and the typography shorthands (`--mui-font-*`, 6.6 KB of every page's
      // HTML): no component of MUI's, MUI X's or ours reads `theme.vars.font`.
      shouldSkipGeneratingVar: (keys) => defaultShouldSkip(keys) || keys[0] === 'font',
    },
    colorSchemes: {
      light: { palette: palettes.light },
      dark: { palette: { ...palettes.dark, background: { default: SURFACES.dark.default, paper: SURFACES.dark.paper } } },
    },
    // `sm` is the mobile breakpoint: below it, mobile layouts.
    breakpoints: { values: { xs: 0, sm: MOBILE_BREAKPOINT, md: 1024, lg: 1280, xl: 1536 } },
    shape: { borderRadius: THEME_VARIABLES.radius },
    transitions: { duration: { standard: 300 } },
    components: {
      // Every button, tab, chip and menu row (MUI's ripple alone is too faint on some); fields
      // show focus by their own border.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiButton: { styleOverrides: { root: { textTransform: 'none', [phone]: { minHeight: TOUCH } } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiIconButton: { styleOverrides: { root: { [phone]: { minWidth: TOUCH, minHeight: TOUCH } } } },
      MuiListItemButton: { styleOverrides: { root: { [phone]: { minHeight: TOUCH } } } },
      MuiCheckbox: { styleOverrides: { root: { [phone]: { minWidth: TOUCH, minHeight: TOUCH } } } },
      MuiRadio: { styleOverrides: { root: { [phone]: { minWidth: TOUCH, minHeight: TOUCH } } } },
      MuiPaginationItem: { styleOverrides: { root: { [phone]: { minWidth: TOUCH, height: TOUCH } } } },
      // Small fields grow to the touch size on phones; their resting label stays centred.
      MuiOutlinedInput: { styleOverrides: { root: { [phone]: { '&.MuiInputBase-sizeSmall > input, &.MuiInputBase-sizeSmall > .MuiSelect-select': { paddingTop: 12, paddingBottom: 12 } } } } },
      MuiInputLabel: { styleOverrides: { root: { [phone]: { '&.MuiInputLabel-sizeSmall:not(.MuiInputLabel-shrink)': { transform: 'translate(14px, 12px) scale(1)' } } } } },
      MuiToggleButton: { styleOverrides: { root: { [phone]: { minHeight: TOUCH, minWidth: TOUCH } } } },
      MuiFormControlLabel: { styleOverrides: { root: { [phone]: { minHeight: TOUCH } } } },
      MuiChip: {
        styleOverrides: {
          clickable: { [phone]: { minHeight: TOUCH } },
          // Filled chips keep a bright spec colour (amber, green) with black text rather than its dark text shade.
          filled: Object.fromEntries(PALETTE_KEYS.map((k) => [
            `&.MuiChip-color${k[0].toUpperCase()}${k.slice(1)}`,
            { backgroundColor: `var(--mui-palette-${k}-fill)`, color: `var(--mui-palette-${k}-onFill)` },
          ])),
        },
      },
      // Below the mobile breakpoint every dialog is the whole screen, its actions at the
      // bottom (above the keyboard: the viewport resizes content, see app/layout.tsx).
      MuiDialog: {
        styleOverrides: {
          paper: {
            [phone]: { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 },
            overscrollBehavior: 'contain',
          },
        },
      },
      MuiDialogActions: { styleOverrides: { root: { [phone]: { paddingBottom: 'max(8px, env(safe-area-inset-bottom))' } } } },
      // A drawer opened from the keyboard takes focus itself (MUI's focus trap): it shows so.
      MuiDrawer: { styleOverrides: { paper: { overscrollBehavior: 'contain', '&:focus-visible': focusRing } } },
    },
    typography: { fontFamily: FONT_STACK },
  });
}
