// The Lighthouse floor (scripts/bench/lighthouse.mjs): a bare Next 16 + MUI page, built with
// the repo's own node_modules. Nothing of the portal is imported; it is chunked as the portal is.
import { turbopackChunking } from '../../../next.chunking.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = { poweredByHeader: false, reactStrictMode: true, experimental: { turbopackChunking } };

export default nextConfig;
