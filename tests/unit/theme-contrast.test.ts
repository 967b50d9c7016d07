import { PRIMARY_COLORS, DEFAULT_THEME_VARIABLE } from '@/lib/settings/settings';
import { contrastRatio, mix, readableOn, textOn, throughDarkFilter } from '@/lib/theme/contrast';
import { makeTheme, paletteColor, SURFACES } from '@/lib/theme/theme';

// Issue 15 (accessibility): the spec's colours stay fills and accents; the shade used for text,
// selected states and contained buttons reaches 4.5:1 on every surface, in light and dark, for
// every primary colour the settings drawer offers.

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#009688', '#ffffff')).toBeCloseTo(3.67, 2); // what axe reports
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
  it('keeps a colour that already reaches the ratio and darkens or lightens one that does not', () => {
    expect(readableOn('#00695c', ['#ffffff'])).toBe('#00695c');
    const onLight = readableOn('#009688', ['#ffffff']);
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onLight, '#ffffff')).toBeLessThan(5); // the nearest shade, not black
    const onDark = readableOn('#3963bc', ['#16181d']);
    expect(contrastRatio(onDark, '#16181d')).toBeGreaterThanOrEqual(4.5);
    expect(textOn('#00695c')).toBe('#ffffff');
    expect(textOn('#f6ad55')).toBe('#000000');
    expect(throughDarkFilter('#ffffff')).toBe('#f2f2f2');
  });
});

const COLORS = [...new Set([...PRIMARY_COLORS, DEFAULT_THEME_VARIABLE.normal, DEFAULT_THEME_VARIABLE.danger, DEFAULT_THEME_VARIABLE.warm, DEFAULT_THEME_VARIABLE.checked])];

describe.each(['light', 'dark'] as const)('%s scheme', (scheme) => {
  const surfaces = Object.values(SURFACES[scheme]);
  // As the eye gets it: the dark scheme dims the page with a contrast filter.
  const ratio = (a: string, b: string) => (scheme === 'dark' ? contrastRatio(throughDarkFilter(a), throughDarkFilter(b)) : contrastRatio(a, b));
  it.each(COLORS)('%s: text and selected states reach 4.5:1, buttons too, the colour stays the accent', (color) => {
    const c = paletteColor(color, scheme);
    expect(c.accent).toBe(color);
    expect([color, c.main]).toContain(c.fill);
    for (const bg of [...surfaces, mix(surfaces[0], color, 0.16)]) expect(ratio(c.main, bg)).toBeGreaterThanOrEqual(4.5);
    for (const bg of Object.values(SURFACES.sideDark)) expect(ratio(c.light, bg)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(c.contrastText, c.main)).toBeGreaterThanOrEqual(4.5); // contained button
    expect(ratio(c.contrastText, c.dark)).toBeGreaterThanOrEqual(4.5); // its hover
    expect(ratio(c.onFill, c.fill)).toBeGreaterThanOrEqual(4.5); // filled chips
    expect(ratio(c.onAccent, c.accent)).toBeGreaterThanOrEqual(3); // icons on the spec colour
    // Still the same colour: a shade, not grey (the hue's channel order is kept).
    const order = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).map((v, i, a) => v >= Math.max(...a) - 1);
    expect(order(c.main)).toEqual(order(color.toLowerCase()));
  });
  it.each(PRIMARY_COLORS)('the theme built for %s uses these shades', (color) => {
    const theme = makeTheme(color) as unknown as { colorSchemes: Record<typeof scheme, { palette: { primary: Record<string, string> } }> };
    const primary = theme.colorSchemes[scheme].palette.primary;
    expect(primary.main).toBe(paletteColor(color, scheme).main);
    expect(primary.contrastText).toBe(paletteColor(color, scheme).contrastText);
    expect(primary.accent).toBe(color);
  });
});
