// The database and storage of the product under test, reached from the test worker itself: a
// process per step (node --import tsx, as the operator commands run) took 1.4 s each, together
// 3.4 of the e2e run's 18.3 minutes. One connection per worker, opened on first use.
import { execFileSync } from 'node:child_process';
import { loadConfig, type Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { openProductDatabase } from '../../scripts/cliDatabase';

const productEnv = () => ({ ...process.env, DATA_DIR: process.env.E2E_DATA_DIR! });

let opened: Promise<{ db: Db; config: Config }> | undefined;

export function productDatabase(): Promise<{ db: Db; config: Config }> {
  opened ??= (async () => {
    const config = loadConfig(productEnv());
    return { db: (await openProductDatabase(config)).db, config };
  })();
  return opened;
}

/** An operator command of the README (`scripts/<name>.ts`), run as the operator runs it. */
export function operatorCommand(script: 'approveWaitlist' | 'setPlan', ...args: string[]) {
  execFileSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env: productEnv(), stdio: 'pipe' });
}
