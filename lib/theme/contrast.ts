// Colour contrast (WCAG 2.x): the spec's colours stay the fills and accents; text and selected
// states use a shade of the same colour that reaches the ratio against the surfaces it sits on.

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const luminances = new Map<string, number>();

/**
 * Relative luminance of an sRGB colour (#rgb or #rrggbb). Kept per colour: the theme's shades
 * compare the same surfaces hundreds of times (the theme is built at every load).
 */
export function luminance(hex: string): number {
  let value = luminances.get(hex);
  if (value === undefined) {
    const [r, g, b] = rgbOf(hex).map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    luminances.set(hex, (value = 0.2126 * r + 0.7152 * g + 0.0722 * b));
  }
  return value;
}

/** Contrast ratio of two luminances. */
const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Contrast ratio of two colours, 1 to 21. */
export const contrastRatio = (a: string, b: string) => ratioOf(luminance(a), luminance(b));

/** `a` mixed with `b` (weight 0 = a, 1 = b). */
export function mix(a: string, b: string, weight: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf(x.map((c, i) => c + (y[i] - c) * weight) as Rgb);
}

/**
 * The colour itself if it reaches `ratio` against every background, else the first shade of it
 * (mixed towards black on light backgrounds, towards white on dark ones, in 1 % steps) that does.
 */
export function readableOn(color: string, backgrounds: readonly string[], ratio = 4.5, seen: (hex: string) => string = (hex) => hex): string {
  const darkest = Math.min(...backgrounds.map(luminance));
  const towards = darkest > 0.18 ? '#000000' : '#ffffff';
  const seenBackgrounds = backgrounds.map((bg) => luminance(seen(bg)));
  for (let step = 0; step <= 100; step++) {
    const shade = step === 0 ? color.toLowerCase() : mix(color, towards, step / 100);
    const seenShade = luminance(seen(shade));
    if (seenBackgrounds.every((bg) => ratioOf(seenShade, bg) >= ratio)) return shade;
  }
  return towards;
}

/** Text on a fill: white where it reaches `ratio` (as seen), else black. */
export function textOn(fill: string, ratio = 4.5, seen: (hex: string) => string = (hex) => hex): string {
  return contrastRatio(seen('#ffffff'), seen(fill)) >= ratio ? '#ffffff' : '#000000';
}

/** A colour as the dark scheme shows it: <html> has `filter: contrast(0.9)` there (spec §3). */
export function throughDarkFilter(hex: string): string {
  return hexOf(rgbOf(hex).map((c) => (c - 127.5) * 0.9 + 127.5) as Rgb);
}
