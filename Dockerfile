# The portfolio server with its built web app. Bun comes from the npm package `bun` (npm ci).
#   docker build -t portfolio .
#   docker run -p 3000:3000 -v portfolio-data:/data portfolio
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY web/package.json web/
COPY desktop/package.json desktop/
# Electron's own download is not needed in a server image.
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web --silent

FROM node:22-bookworm-slim
# ffmpeg makes video posters and strips video metadata; optional, drop it for a smaller image.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg ca-certificates && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
RUN rm -rf desktop/node_modules && mkdir -p /data && chown node:node /data
USER node
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2
EXPOSE 3000
VOLUME /data
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
WORKDIR /app/server
# SIGTERM reaches bun directly (exec form): requests in flight finish, then it exits within 10 s.
STOPSIGNAL SIGTERM
CMD ["/app/node_modules/.bin/bun", "src/index.ts"]
