import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A self-contained server (.next/standalone/server.js) for the container image.
  output: 'standalone',
  reactStrictMode: true,
  // `npm run typecheck` checks the whole tree (tests and stub too) before the tests run;
  // the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
