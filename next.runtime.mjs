// The options the running server reads, shared by the build (next.config.mjs spreads them) and
// the standalone output, where they are the whole next.config.mjs (scripts/standalone.mjs writes
// it there): the portal's server entry starts Next through its custom-server API, `next({ dir })`,
// which reads next.config.mjs from `dir` as `next start` does (nextjs.org/docs/app/guides/custom-server).
// Build-time options (output, plugins, compiler hooks) stay in next.config.mjs; headers, redirects
// and rewrites are read from the build's routes manifest.

/** @type {import('next').NextConfig} */
export const runtimeConfig = {
  poweredByHeader: false,
  // Loaded by Node as is (and traced into the standalone output), not bundled: ioredis is a
  // server-only client with optional requires that bundlers mis-handle; exceljs (the export's
  // streaming .xlsx writer, lib/session/export.ts) likewise.
  serverExternalPackages: ['ioredis', 'exceljs'],
  reactStrictMode: true,
};
