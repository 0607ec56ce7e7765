# syntax=docker/dockerfile:1
#
# Normscope's container image (docs/OPERATIONS.md, "The container image"). Multi-stage: the web app is
# built with every dependency; the runtime stage holds only the production dependencies, the built web
# app and the server's TypeScript sources, which Node 24 runs as they are (type stripping).
#
#   docker build -t normscope .
#   docker run -p 8080:8080 -e DATABASE_URL=postgres://... -e JOBS_IN_WEB=false normscope   # a web instance
#   docker run -e DATABASE_URL=postgres://... normscope node server/main.ts worker             # a job worker
#
# The official Node 24 image on Debian (glibc, which sharp's and argon2's prebuilt binaries need).
ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, for the web build. The lockfile alone first, so this layer is reused until it changes.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The web app: vite build writes dist/web (with its precompressed .br and .gz files).
FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only (no vite, vitest, playwright, the node binary package, ...).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# No demo organisations with their well-known password in a deployment: the first operator is made with
# `npm run operator -- create <email>` (SEED_DEMO=true brings the demo back, for a trial).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/var/lib/normscope \
    LOG_FORMAT=json \
    SEED_DEMO=false
WORKDIR /app
# Owned by root and read-only to the process: only DATA_DIR is writable.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY common ./common
COPY server ./server
# The command-line tools (import, operator, announce, backup, restore) run in the same image.
COPY scripts ./scripts
COPY --from=build /app/dist/web ./dist/web
# The official image's unprivileged user (uid 1000); DATA_DIR holds the embedded database, the outbox
# and, without object storage, the exports and logos.
RUN mkdir -p /var/lib/normscope && chown node:node /var/lib/normscope
USER node
VOLUME ["/var/lib/normscope"]
EXPOSE 8080
# Liveness only (the process answers): readiness (/management/readyz) is for the proxy or orchestrator.
# Node itself makes the request: the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/management/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: the process gets SIGTERM itself and shuts down gracefully.
CMD ["node", "server/main.ts"]
