// Colour contrast (WCAG 2.x): the spec's colours stay the fills and accents; text and selected
// states use a shade of the same colour that reaches the ratio against the surfaces it sits on.
// The theme is built from these at every load, so the shade search works on numbers and writes
// a colour out only once found.

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance of channel values 0–255. */
function luminanceOf(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Relative luminance of an sRGB colour (#rgb or #rrggbb). */
export const luminance = (hex: string) => luminanceOf(rgbOf(hex));

/** Contrast ratio of two luminances. */
const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Contrast ratio of two colours, 1 to 21. */
export const contrastRatio = (a: string, b: string) => ratioOf(luminance(a), luminance(b));

/** `x` mixed with `y` (weight 0 = x, 1 = y), rounded to whole channel values as written. */
const mixOf = (x: Rgb, y: Rgb, weight: number) => x.map((c, i) => Math.round(c + (y[i] - c) * weight)) as Rgb;

/** `a` mixed with `b` (weight 0 = a, 1 = b). */
export const mix = (a: string, b: string, weight: number) => hexOf(mixOf(rgbOf(a), rgbOf(b), weight));

/** Channels as the dark scheme shows them: <html> has `filter: contrast(0.9)` there (spec §3). */
const filtered = (rgb: Rgb) => rgb.map((c) => Math.round((c - 127.5) * 0.9 + 127.5)) as Rgb;

/** A colour as the dark scheme shows it. */
export const throughDarkFilter = (hex: string) => hexOf(filtered(rgbOf(hex)));

/**
 * The colour itself if it reaches `ratio` against every background, else the first shade of it
 * (mixed towards black on light backgrounds, towards white on dark ones, in 1 % steps) that does;
 * `dark`: as seen through the dark scheme's filter.
 */
export function readableOn(color: string, backgrounds: readonly string[], ratio = 4.5, dark = false): string {
  const seen = (rgb: Rgb) => luminanceOf(dark ? filtered(rgb) : rgb);
  const towards: Rgb = Math.min(...backgrounds.map(luminance)) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const surfaces = backgrounds.map((bg) => seen(rgbOf(bg)));
  const base = rgbOf(color);
  for (let step = 0; step <= 100; step++) {
    const shade = step === 0 ? base : mixOf(base, towards, step / 100);
    const l = seen(shade);
    if (surfaces.every((bg) => ratioOf(l, bg) >= ratio)) return step === 0 ? color.toLowerCase() : hexOf(shade);
  }
  return hexOf(towards);
}

/** Text on a fill: white where it reaches `ratio` (as seen; `dark`: through the dark scheme's filter), else black. */
export function textOn(fill: string, ratio = 4.5, dark = false): string {
  const seen = dark ? throughDarkFilter : (hex: string) => hex;
  return contrastRatio(seen('#ffffff'), seen(fill)) >= ratio ? '#ffffff' : '#000000';
}
