# Atelier production image: built in stages; the last holds the production dependencies, the build
# and the migrations, owned by root and read-only to the `node` user that runs the server.
# Migrations are applied by the server at start (server/database.ts); /healthz is the health check.
# Node.js 24: the LTS line the tests run on (package.json `engines`, .ci/run).

FROM node:24-bookworm-slim AS base
WORKDIR /app

# Everything the Prisma client generation (postinstall) needs, before the rest of the source.
FROM base AS deps
COPY package.json package-lock.json .npmrc prisma.config.ts ./
COPY scripts/prisma.js scripts/prisma.js
COPY prisma prisma
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The bundle analyses (metafile*.json) are for developers, not for serving.
RUN npm run build && rm build/metafile*.json

# Production dependencies only, without what a glibc x64 server running PostgreSQL never loads:
# typescript (an optional peer `npm prune` keeps), sharp's musl and WebAssembly builds, Prisma's
# engines for other databases and its library engine (the client runs the query compiler), and
# type declarations, TypeScript sources and source maps (Node reads none of them at run time).
FROM deps AS production-deps
RUN npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/typescript node_modules/@img/sharp-*musl* node_modules/@img/sharp-wasm32 \
  && find node_modules/@prisma/client/runtime node_modules/prisma/build -type f \
    \( -name '*.mysql.*' -o -name '*.sqlite.*' -o -name '*.sqlserver.*' -o -name '*.cockroachdb.*' \) -delete \
  && rm -f node_modules/@prisma/client/runtime/query_engine_bg.* \
  && find node_modules -type f \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' -o -name '*.map' \) -delete

FROM base
# Pass at run time: SESSION_SECRET (required), and PUBLIC_URL (the shop's public address, required
# once DATABASE_URL is set).
# No npm update check: the operator's commands run through `npm run`, and a shop's server has no
# business asking the registry about npm releases.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
RUN mkdir -p /data && chown node:node /data
# Owned by root: the server (user node) can read its code but not change it.
COPY --from=production-deps /app/node_modules node_modules
COPY --from=build /app/build build
COPY --from=build /app/public public
COPY package.json prisma.config.ts ./
COPY scripts/operator.js scripts/operator.js
COPY prisma prisma
USER node
VOLUME /data
EXPOSE 3000
# HEALTHCHECK is kept only in the docker image format (docker build; buildah/podman build --format
# docker): the OCI format has no health check and drops it.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The V8 old generation of `npm start` (decision 346): sized for the shop, not for the host.
CMD ["node", "--max-old-space-size=192", "build/server.js"]
