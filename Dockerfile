# Vraagwerk: one image for the app (GraphQL, the REST shim and the web app) and the document worker (npm run worker).
# Two stages: the first installs every dependency, generates the Prisma client (postinstall) and builds the web app;
# the second gets only what the running server reads — production dependencies (tsx among them: the server runs its
# TypeScript as is), server/, shared/, prisma/ (migrations and the demo seed), the web build and the Relay files the
# server reads (persisted queries, the first-paint queries of web/__generated__) — owned by root and read-only to the
# user the server runs as.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# postinstall (scripts/prisma-generate.mjs) generates the Prisma client from prisma/schema.prisma.
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
# The web app (Relay compiler, then Vite); then the dev dependencies go (vite, jest, the compilers…).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server ./server
COPY --from=build /app/shared ./shared
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/persisted-queries.json ./web/persisted-queries.json
COPY --from=build /app/web/__generated__ ./web/__generated__
# The one writable place: the embedded database and the local file store when no PostgreSQL or S3 is configured.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
# The node image's unprivileged user: it can read the app, not change it.
USER node
EXPOSE 4000
# /healthz answers while the process is alive; a load balancer asks /readyz (the database reachable) instead.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# docker stop's SIGTERM goes straight to node (no npm or shell in between): the server stops taking requests,
# finishes those in flight and closes the database (server/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
