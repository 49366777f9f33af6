# Atelier production image: built in stages, production dependencies only, run as a non-root user.
# Migrations are applied by the server at start (server/database.ts); /healthz is the health check.

FROM node:20-bookworm-slim AS base
WORKDIR /app

# Everything the Prisma client generation (postinstall) needs, before the rest of the source.
FROM base AS deps
COPY package.json package-lock.json .npmrc prisma.config.ts ./
COPY scripts/prisma.js scripts/prisma.js
COPY prisma prisma
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM deps AS production-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM base
# PUBLIC_URL (the shop's public address) is required once DATABASE_URL is set: pass it at run time.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
COPY --from=production-deps --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/build build
COPY --from=build --chown=node:node /app/public public
COPY --chown=node:node package.json prisma.config.ts ./
COPY --chown=node:node prisma prisma
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "build/server.js"]
