// A worker in a process of its own, so that a test can kill it (SIGKILL) in the middle of work,
// as a crash or a pulled plug would. Configured by the environment like the product's worker.
import { Client, Connection } from '@temporalio/client';
import { loadConfig } from '../../platform/config';
import { createDb } from '../../platform/db';
import { createLogger } from '../../platform/logger';
import { startWorker } from '../../server/worker';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const address = config.TEMPORAL_ADDRESS!;
const db = createDb(config.DATABASE_URL!);
const connection = await Connection.connect({ address });
await startWorker({ config, db, logger, address, client: new Client({ connection, namespace: config.TEMPORAL_NAMESPACE }) });
console.log('worker ready');
