// The Lighthouse floor (scripts/bench/lighthouse.mjs): a bare Next 16 + MUI page, built with
// the repo's own node_modules. Nothing of the portal is imported.
/** @type {import('next').NextConfig} */
const nextConfig = { poweredByHeader: false, reactStrictMode: true };

export default nextConfig;
