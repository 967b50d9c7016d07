import { DECLARATION, type Middleware } from 'stylis';

/**
 * Emotion's stylis plugin (`createCache({ stylisPlugins })`, the option Emotion gives for it) that
 * prefixes only what the portal's browsers still need. Emotion's default prefixes for browsers of
 * ten years ago: `display:flex` written four times, `@-webkit-keyframes`, `::-moz-placeholder`…,
 * 16 KB of Home's 65 KB of component CSS. The portal runs where Next 16's JavaScript runs
 * (Chrome, Edge and Firefox 111, Safari 16.4); there, of what Emotion prefixes, these properties
 * still need `-webkit-` (caniuse): `user-select` and `text-size-adjust` (Safari, iOS),
 * `backdrop-filter` (Safari < 18), `mask…` and `background-clip` (Chrome < 120), `hyphens`
 * (Safari < 17), `print-color-adjust` and `box-decoration-break` (Chrome, Safari). Written
 * here rather than with stylis' `prefixer`, which would add its whole table of old prefixes to
 * every page's JavaScript beside Emotion's own copy.
 */
const STILL_PREFIXED = /^(user-select|text-size-adjust|backdrop-filter|mask|background-clip|hyphens|print-color-adjust|box-decoration-break)/;

export const modernPrefixer: Middleware = (element) => {
  if (element.type === DECLARATION && !element.return && STILL_PREFIXED.test(element.props as string)) element.return = `-webkit-${element.value}${element.value}`;
};
