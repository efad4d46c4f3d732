# The app image for docker-compose.yml: one image, run as API (RUN_WORKER=false) or worker (RUN_API=false).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci
COPY . .
RUN npm run build
ENV NODE_ENV=production
CMD ["npm", "run", "serve"]
