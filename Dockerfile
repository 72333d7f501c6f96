# The site as a container image (docs/deploy.md, "In a container"). Three stages on Node 24's slim
# Debian image: the web build (which needs the development packages), the production packages
# alone, and the image that runs: the server's TypeScript runs as it is on Node (type stripping).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# `npm install`, not `npm ci`: the lock lists only the Linux builds of optional platform packages,
# which `npm ci` refuses; `npm install` installs the locked versions (as .ci/run does).
RUN npm install --no-audit --no-fund
COPY tsconfig.json vite.config.ts react-router.config.ts ./
COPY public ./public
COPY src ./src
RUN npm run build

FROM node:24-bookworm-slim AS packages
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BUILD_DIR=/app/build
WORKDIR /app
COPY --from=packages /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY src ./src
# npm run backup, restore and demo:reset, run with `docker compose exec site npm run backup`.
COPY scripts ./scripts
# The embedded database and the uploaded images; with PostgreSQL and S3 only the images' local copy.
RUN install -d -o node -g node /data
# The image's own unprivileged user (uid 1000), who owns only /data.
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM lets the requests in flight finish and closes the database cleanly.
STOPSIGNAL SIGTERM
# The Node options of `npm start` (package.json), without npm in between to pass signals on.
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=512", "--liftoff-only", "src/server/main.ts"]
