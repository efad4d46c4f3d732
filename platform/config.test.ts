import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs everything embedded when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TEMPORAL_ADDRESS).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.S3_BUCKET).toBe('protocol-files');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.RUN_API && config.RUN_WORKER).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL: must be a URL starting with postgres:// or postgresql://'],
    [{ TEMPORAL_ADDRESS: 'http://temporal:7233' }, 'TEMPORAL_ADDRESS: must be host:port'],
    [{ SMTP_URL: 'mail.example.de' }, 'SMTP_URL: must be a URL starting with smtp:// or smtps://'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY: must start with sk_test_ or sk_live_'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
    [{ AI_BASE_URL: 'https://ai.example.eu/v1' }, 'AI_BASE_URL needs AI_API_KEY'],
    [{ AI_TRANSCRIPTION_BASE_URL: 'http://whisper.intern:8080/v1' }, 'AI_TRANSCRIPTION_BASE_URL needs AI_BASE_URL'],
    [{ RUN_API: 'false', RUN_WORKER: 'false' }, 'nothing would run'],
  ])('refuses %o with a message naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('accepts external services', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u:p@db:5432/protokolle',
      TEMPORAL_ADDRESS: 'temporal:7233',
      SMTP_URL: 'smtp://mailpit:1025',
      PUBLIC_URL: 'https://protokolle.example.de/',
    });
    expect(config.TEMPORAL_ADDRESS).toBe('temporal:7233');
    expect(config.publicUrl).toBe('https://protokolle.example.de');
  });
});
