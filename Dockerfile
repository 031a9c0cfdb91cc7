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
# package.json's serve script: it execs node, so the SIGTERM of `docker stop` reaches the server, which closes its
# connections and the database (npx tsx ran the server in a child process that the signal never reached).
CMD ["npm", "run", "serve"]
