# The shop API image, built from the folder `npm run build:prod` writes (docs/deploy.md):
#   docker build -t shop-api dist/deploy/shop-api
# Not built by this repository's CI: what it runs is the same folder the scale test runs.

# Stage 1: the run-time packages of the lockfile (sharp's prebuilt binary for glibc among
# them), nothing for development.
FROM node:24-bookworm-slim AS packages
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# Stage 2: the builds and those packages, run by an unprivileged user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production SHOP_API_HOST=0.0.0.0 SHOP_API_PORT=3100 SHOP_DATA_DIR=/data
WORKDIR /app
COPY --from=packages /app/node_modules ./node_modules
COPY . .
# Only used without DATABASE_URL (the embedded database); the user must be able to write it.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3100
# The slim image has no curl: Node's fetch asks /healthz, which also asks the database.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.SHOP_API_PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]
