# The gateway image, built from the folder `npm run build:prod` writes (docs/deploy.md):
#   docker build -t shop-gateway dist/deploy/gateway
# Not built by this repository's CI: what it runs is the same folder the scale test runs.

# Stage 1: the run-time packages of the lockfile, nothing for development.
FROM node:24-bookworm-slim AS packages
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# Stage 2: the builds and those packages, run by an unprivileged user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=packages /app/node_modules ./node_modules
COPY . .
USER node
EXPOSE 3000
# The slim image has no curl: Node's fetch asks /healthz (loopback is always let in).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM finishes the requests in flight (up to UPSTREAM_TIMEOUT_MS + 5 s) before exiting.
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]
