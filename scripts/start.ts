// `npm start`: the whole product on one machine with nothing configured (see README).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../platform/config';
import { createLogger } from '../platform/logger';
import { startProduct } from '../server/runtime';
import { WEB_BUILD_DIR, type WebMode } from '../server/server';

function webMode(config: Config): WebMode {
  if (!config.RUN_API) return 'none';
  if (!config.isProduction) return 'vite';
  if (!existsSync(path.join(WEB_BUILD_DIR, 'index.html'))) {
    throw new ConfigError('NODE_ENV=production serves the built web app, but dist/web is missing: run `npm run build` first.');
  }
  return 'static';
}

let config: Config;
let web: WebMode;
try {
  config = loadConfig();
  web = webMode(config);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const logger = createLogger(config.LOG_LEVEL);
const started = Date.now();
const product = await startProduct(config, logger, web).catch((error: unknown) => {
  logger.error('start failed', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) {
    logger.warn('second signal: exiting without waiting');
    process.exit(1);
  }
  stopping = true;
  logger.info('stopping', { signal });
  await product.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// Every handler catches its own errors; should one still escape, the process cannot be trusted to
// go on. It stops the embedded PostgreSQL and Temporal server it started on the way out, so none is
// left running without its owner (a kill -9 leaves them, and the next start cleans them up).
const fail = (kind: string) => (error: unknown) => {
  logger.error(kind, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  if (stopping) return;
  stopping = true;
  void product.stop().finally(() => process.exit(1));
};
process.on('uncaughtException', fail('uncaught exception: stopping'));
process.on('unhandledRejection', fail('unhandled rejection: stopping'));

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (product.url) console.log(`\nBaustellen-Protokolle läuft auf ${config.publicUrl} (bereit nach ${seconds} s)\n`);
else console.log(`\nBaustellen-Protokolle worker ready after ${seconds} s\n`);
