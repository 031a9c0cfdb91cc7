# Vraagwerk: one process serving the web app, GraphQL and the REST shim.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
COPY package.json package-lock.json .npmrc ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
# Dev dependencies are needed for the build (vite, relay-compiler) and to run TypeScript (tsx).
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build
EXPOSE 4000
CMD ["npx", "tsx", "server/main.ts"]
