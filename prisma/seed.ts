import { fileURLToPath } from 'node:url';
import type { Db } from '../platform/db';
import { ALL_FEATURES, featuresForTier } from '../common/plans';
import { PLAN_CATALOG } from '../domain/plans/catalog';

/** Idempotent: brings the plans, their features and limits to the catalogue's values on every start. */
export async function seed(db: Db): Promise<void> {
  for (const plan of PLAN_CATALOG) {
    const { id, limits, ...fields } = plan;
    const enabled = new Set(featuresForTier(id));
    await db.$transaction([
      db.subscriptionPlan.upsert({ where: { id }, create: { id, ...fields }, update: fields }),
      ...ALL_FEATURES.map((name) =>
        db.planFeature.upsert({
          where: { planId_name: { planId: id, name } },
          create: { planId: id, name, enabled: enabled.has(name) },
          update: { enabled: enabled.has(name) },
        }),
      ),
      ...Object.entries(limits).map(([name, value]) =>
        db.planLimit.upsert({
          where: { planId_name: { planId: id, name } },
          create: { planId: id, name, value },
          update: { value },
        }),
      ),
    ]);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { createDb } = await import('../platform/db');
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required to seed');
  const db = createDb(url);
  await seed(db);
  await db.$disconnect();
  console.log('Seeded plans');
}
