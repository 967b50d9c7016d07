import { DECLARATION, prefixer, type Middleware } from 'stylis';

/**
 * Emotion's stylis plugin (`createCache({ stylisPlugins })`, the option Emotion gives for it) that
 * prefixes only the properties the portal's browsers still need a prefix for. Emotion's default
 * prefixes for browsers of ten years ago: `display:flex` written four times, `@-webkit-keyframes`,
 * `::-moz-placeholder`…, 18 KB of Home's 65 KB of component CSS. The portal runs where Next 16's
 * JavaScript runs (Chrome, Edge and Firefox 111, Safari 16.4); of what Emotion prefixes, these
 * need it there (caniuse): `user-select` and `text-size-adjust` (Safari, iOS), `backdrop-filter`
 * (Safari < 18), `mask` (Chrome < 120), `background-clip: text` (Chrome < 120), `hyphens`
 * (Safari < 17), `print-color-adjust` (Chrome, Safari), `box-decoration-break` (Chrome, Safari).
 * stylis' own `prefixer` writes them.
 */
const STILL_PREFIXED = /^(user-select|text-size-adjust|backdrop-filter|mask|background-clip|hyphens|print-color-adjust|box-decoration-break)/;

export const modernPrefixer: Middleware = (element, index, children, callback) =>
  element.type === DECLARATION && STILL_PREFIXED.test(element.props as string) ? prefixer(element, index, children, callback) : undefined;
