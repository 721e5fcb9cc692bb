# syntax=docker/dockerfile:1
# The academy website: Express + React Router, run by tsx (decision 001).
# Build: docker build -t academy .
# Run:   docker run -p 3000:3000 -v academy-data:/data academy
# Deploying several processes on PostgreSQL: docs/deploy.md.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: every dependency, then the production build of the pages -------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# `npm install`, not `npm ci`: the lockfile made here lacks other platforms' optional binaries (decision 002).
RUN npm install --no-audit --no-fund
COPY . .
RUN NODE_ENV=production BUILD_DIR=build npm run build

# ---- production dependencies only (tsx is one: the host runs TypeScript) ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime ---------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    BUILD_DIR=build \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# The host imports the server code as TypeScript; tsconfig.json gives it the ~/ alias.
COPY package.json tsconfig.json ./
COPY server ./server
COPY app ./app
COPY db ./db
COPY scripts ./scripts
COPY --from=build /app/build ./build
# The embedded database and the e-mail outbox folder (without SMTP) live in /data; with DATABASE_URL only the latter.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM lets in-flight requests finish before the process exits (server/index.ts).
STOPSIGNAL SIGTERM
# The server's memory flag and allocator setting, as npm start gives them (scripts/server-command.ts, decision 023).
ENV MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--max-semi-space-size=4", "--import", "tsx", "server/index.ts"]
