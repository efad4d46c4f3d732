# The app image for docker-compose.yml: one image, run as API (RUN_WORKER=false) or worker (RUN_API=false).
FROM node:20-bookworm-slim
WORKDIR /app
# PDF exports are printed by Chromium (issue 14); DejaVu has every German letter, ß and „“ included.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci
COPY . .
RUN npm run build
ENV NODE_ENV=production
CMD ["npm", "run", "serve"]
