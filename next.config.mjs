import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Headers for every answer (pages, BFF, static files). The per-request CSP with its nonce and
// HSTS come from proxy.ts (lib/security/headers.ts).
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A self-contained server (.next/standalone/server.js) for the container image.
  output: 'standalone',
  // Loaded by Node as is (and traced into the standalone output), not bundled: ioredis is a
  // server-only client with optional requires that bundlers mis-handle.
  serverExternalPackages: ['ioredis'],
  reactStrictMode: true,
  // `npm run typecheck` checks the whole tree (tests and stub too) before the tests run;
  // the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
};

export default withNextIntl(nextConfig);
