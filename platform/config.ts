import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { originOf } from '../common/origin';

const url = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}, e.g. ${example}`);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Every environment variable the product reads, with its default. Everything left unset runs
 * embedded (see README); setting a variable switches that part to an external service.
 * docker-compose.yml is checked against this list by a test.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optional(url(['http', 'https'], 'https://protokolle.example.de')),
  CORS_ORIGINS: optional(
    z
      .string()
      .trim()
      .refine(
        (value) => value.split(',').every((entry) => originOf(entry.trim()) === entry.trim()),
        'must be a comma-separated list of origins without a path, e.g. https://app.example.de,https://intranet.example.de',
      ),
  ),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  DATABASE_URL: optional(url(['postgres', 'postgresql'], 'postgresql://user:pass@db:5432/protokolle')),
  TEMPORAL_ADDRESS: optional(
    z.string().trim().regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'must be host:port, e.g. temporal:7233'),
  ),
  TEMPORAL_NAMESPACE: z.string().trim().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().trim().min(1).default('baustellen-protokolle'),
  TEMPORAL_CLI_PATH: optional(z.string().trim().min(1)),
  // The Chromium that prints PDF exports (Debian's package by default).
  CHROMIUM_PATH: z.string().trim().min(1).default('/usr/bin/chromium'),
  RUN_API: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  RUN_WORKER: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  SMTP_URL: optional(url(['smtp', 'smtps'], 'smtp://user:pass@mail.example.de:587')),
  MAIL_FROM: z.string().trim().min(3).default('Baustellen-Protokolle <no-reply@baustellen-protokolle.de>'),
  REDIS_URL: optional(url(['redis', 'rediss'], 'redis://redis:6379')),
  S3_ENDPOINT: optional(url(['http', 'https'], 'http://minio:9000')),
  S3_REGION: z.string().trim().min(1).default('eu-central-1'),
  S3_BUCKET: z.string().trim().min(3).default('protocol-files'),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().trim().min(1)),
  AI_BASE_URL: optional(url(['http', 'https'], 'https://api.example.eu/v1')),
  AI_API_KEY: optional(z.string().trim().min(1)),
  AI_TRANSCRIPTION_BASE_URL: optional(url(['http', 'https'], 'http://whisper.intern:8080/v1')),
  AI_TRANSCRIPTION_MODEL: z.string().trim().min(1).default('whisper-1'),
  AI_CHAT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  AI_EMBEDDING_MODEL: z.string().trim().min(1).default('text-embedding-3-small'),
  MODELS_DIR: optional(z.string().trim().min(1)),
  STRIPE_SECRET_KEY: optional(z.string().trim().regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().trim().regex(/^whsec_/, 'must start with whsec_')),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  isProduction: boolean;
  dataDir: string;
  /** Where the embedded models live (fetched on first use); shared by every checkout on the machine. */
  modelsDir: string;
  publicUrl: string;
  /** Origins besides PUBLIC_URL's that may call the API with a user's cookie. */
  corsOrigins: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once at start-up; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.S3_ENDPOINT && !(values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ENDPOINT needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (!values.RUN_API && !values.RUN_WORKER) {
    throw new ConfigError('Invalid configuration:\n  RUN_API and RUN_WORKER are both false: nothing would run');
  }
  if (values.AI_BASE_URL && !values.AI_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  AI_BASE_URL needs AI_API_KEY');
  }
  if (values.AI_TRANSCRIPTION_BASE_URL && !values.AI_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  AI_TRANSCRIPTION_BASE_URL needs AI_BASE_URL');
  }
  return {
    ...values,
    isProduction: values.NODE_ENV === 'production',
    dataDir: path.resolve(values.DATA_DIR),
    modelsDir: path.resolve(values.MODELS_DIR ?? path.join(os.homedir(), '.cache', 'baustellen-protokolle', 'models')),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    corsOrigins: values.CORS_ORIGINS ? values.CORS_ORIGINS.split(',').map((entry) => entry.trim()) : [],
  };
}
