import { defineConfig } from 'prisma/config';
import { PrismaPg } from 'prisma-migrate-adapter';

// The CLI runs on the WASM schema engine through a driver adapter: no native engine download.
// The adapter is @prisma/adapter-pg 7.x under an alias (6.x cannot read the `name` column type).
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  adapter: async () => {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) throw new Error('DATABASE_URL is not set for the Prisma CLI');
    return new PrismaPg({ connectionString });
  },
});
