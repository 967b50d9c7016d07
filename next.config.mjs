import createNextIntlPlugin from 'next-intl/plugin';
import { SECURITY_HEADERS } from './lib/security/static-headers.mjs';
import { addCompileHints } from './scripts/compile-hints.mjs';

// Messages are compiled at build time (icu-minify): the browser gets no ICU parser and
// formatting a message is a lookup, not a parse.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

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
  // The browser's chunks compile on a background thread as they load (scripts/compile-hints.mjs).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
};

export default withNextIntl(nextConfig);
