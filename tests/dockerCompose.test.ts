import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from '../platform/config';

interface Service {
  environment?: Record<string, string>;
  image?: string;
  build?: string;
}
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, Service> };
const appServices = ['api', 'worker'] as const;
const known = Object.keys(envSchema.shape);

/** What docker compose would hand the container when none of the ${VAR:-default} variables is set. */
const withDefaults = (environment: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')]),
  );

describe('docker-compose.yml', () => {
  it.each(appServices)('%s sets only variables the config module reads', (name) => {
    const unknown = Object.keys(compose.services[name]!.environment ?? {}).filter((key) => !known.includes(key));
    expect(unknown).toEqual([]);
  });

  it.each(appServices)('%s switches every embedded part to its external service', (name) => {
    const config = loadConfig(withDefaults(compose.services[name]!.environment!));
    expect(config.isProduction).toBe(true);
    for (const url of [config.DATABASE_URL, config.REDIS_URL, config.SMTP_URL, config.S3_ENDPOINT, `tcp://${config.TEMPORAL_ADDRESS}`]) {
      const host = new URL(url!).hostname;
      expect(Object.keys(compose.services), `${url} points at a service of the file`).toContain(host);
    }
  });

  it('runs the API and the worker as separate, scalable services of one image', () => {
    const api = loadConfig(withDefaults(compose.services.api!.environment!));
    const worker = loadConfig(withDefaults(compose.services.worker!.environment!));
    expect([api.RUN_API, api.RUN_WORKER]).toEqual([true, false]);
    expect([worker.RUN_API, worker.RUN_WORKER]).toEqual([false, true]);
    expect(compose.services.api!.build).toBe(compose.services.worker!.build);
  });

  it('has Postgres, Temporal and its UI, Redis, an S3-compatible store and a mail catcher', () => {
    const images = Object.values(compose.services).map((s) => s.image ?? '');
    for (const image of ['postgres', 'temporalio/auto-setup', 'temporalio/ui', 'redis', 'minio/minio', 'axllent/mailpit']) {
      expect(images.some((i) => i.startsWith(image)), image).toBe(true);
    }
  });
});
