# syntax=docker/dockerfile:1
# The portal's container image: Next.js standalone output and the portal's own server entry
# (server/*.ts, built into it as portal-server.js) on Node 22 LTS.
#   docker build -t portal .
#   docker run -p 3000:3000 --env-file .env portal
# `npm run smoke:standalone` checks the same contents without Docker (scripts/smoke-standalone.mjs).

# One base for every stage, so build and runtime use the same Node (and the same native
# binaries: @next/swc, if any are loaded at run time). Pin a digest for reproducible releases:
#   --build-arg NODE_IMAGE=node:22-bookworm-slim@sha256:…
ARG NODE_IMAGE=node:22-bookworm-slim

# ---- deps: the packages exactly as the lock says ----------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Only the manifests, so this layer is rebuilt when dependencies change, not on every edit.
COPY package.json package-lock.json ./
# npm ci applies them (postinstall: patch-package); see patches/README.md.
COPY patches ./patches
# All dependencies (dev too): the build needs typescript, the next-intl plugin, etc. The runner
# does not get this node_modules; it gets the traced subset in .next/standalone.
# The cache mount keeps npm's download cache between builds (BuildKit).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

# ---- build: next build with output: 'standalone', then the server entry -------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# public/ holds no tracked files yet, so git does not create it; the runner copies it anyway.
# No configuration is needed to build: it is read (and validated) when the server starts.
# scripts/build-server.mjs bundles server/*.ts (esbuild) into .next/standalone/portal-server.js.
RUN mkdir -p public && node_modules/.bin/next build && node scripts/build-server.mjs

# ---- runner: only what the server needs ---------------------------------------------------------
FROM ${NODE_IMAGE} AS runner
WORKDIR /app
# NODE_ENV=production: production React/Next, secure cookies by default, dev keys refused.
# HOSTNAME=0.0.0.0: the server binds to $HOSTNAME; Docker and Kubernetes set HOSTNAME to the
#   container's name, which would bind one interface only (and not 127.0.0.1 for the healthcheck).
# METRICS_PORT: Prometheus text on :9464/metrics, a port of its own (never the public one), bound
#   where HOSTNAME is unless METRICS_HOSTNAME says (publish it on the host's loopback at most).
# NODE_OPTIONS: the heap cap the manifests use (384 MiB), also for a plain `docker run`.
# SIGTERM: the server entry stops accepting, fails /api/ready, drains in-flight requests
#   (up to 10 s), then exits 0 (server/main.ts).
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    METRICS_PORT=9464 \
    NEXT_TELEMETRY_DISABLED=1 \
    NODE_OPTIONS=--max-old-space-size=384

# portal-server.js plus the traced node_modules; static assets and public/ are not part of the
# standalone output and are copied next to it, where the server serves them from.
# Owned by root and not writable by the app user: the code cannot be altered at run time.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
# The one directory Next writes to (fetch/image cache). Kubernetes mounts an emptyDir here
# because the root filesystem is read-only there (deploy/k8s/deployment.yaml).
RUN mkdir -p .next/cache && chown node:node .next/cache

# The image's unprivileged `node` user, by number: Kubernetes' runAsNonRoot can only verify
# a numeric user.
USER 1000:1000
EXPOSE 3000 9464

# Liveness for plain Docker (Kubernetes ignores HEALTHCHECK and uses its own probes). Slim
# images have no curl, so node's fetch does the request.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# node directly, not `npm start`: npm would not forward SIGTERM reliably. As PID 1, node gets no
# default action on SIGTERM: the server entry's own handler (server/main.ts) is what makes it
# stop, so no init is needed. (server.js, which next build writes too, is not used.)
CMD ["node", "portal-server.js"]
