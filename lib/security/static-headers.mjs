// Headers for every answer (pages, BFF, static files): next.config.mjs gives them to Next, and
// the BFF's direct path (lib/session/direct.ts) sets them on the answers Next never sees. The
// per-request CSP with its nonce and HSTS come from proxy.ts (lib/security/headers.ts).
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
];
