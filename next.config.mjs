import createNextIntlPlugin from 'next-intl/plugin';
import { SECURITY_HEADERS } from './lib/security/static-headers.mjs';
import { addCompileHints } from './scripts/compile-hints.mjs';
import { turbopackChunking } from './next.chunking.mjs';
import { runtimeConfig } from './next.runtime.mjs';

// Messages are compiled at build time (icu-minify): the browser gets no ICU parser and
// formatting a message is a lookup, not a parse.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // What the running server reads too (next.runtime.mjs: the standalone output's next.config.mjs).
  ...runtimeConfig,
  // A self-contained output (.next/standalone, traced node_modules) for the container image; the
  // portal's server entry is built into it (scripts/build-server.mjs).
  output: 'standalone',
  // `npm run typecheck` checks the whole tree (tests and stub too) before the tests run;
  // the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // How the browser's JavaScript is split into chunks (next.chunking.mjs).
  experimental: { turbopackChunking },
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
