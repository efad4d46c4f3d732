// The product as `npm start` runs it (production build, everything embedded) with a test SMTP
// server, once for all specs. Specs read mails from E2E_MAIL_DIR.
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../server/embedded/ports';
import { startTestSmtp } from '../../tests/support/smtp';
import { startProductProcess } from '../../tests/support/startProcess';

export default async function globalSetup() {
  const dir = await mkdtemp(path.join(tmpdir(), 'baustellen-e2e-'));
  await chmod(dir, 0o755); // the embedded PostgreSQL runs as another user when we are root
  const mailDir = path.join(dir, 'mail');
  await mkdir(mailDir);
  const smtp = await startTestSmtp({ saveTo: mailDir });
  const port = await findFreePort();
  const product = await startProductProcess({
    // E2E_NODE_ENV=development serves the sources through Vite: no build needed while working on a spec.
    NODE_ENV: process.env.E2E_NODE_ENV ?? 'production',
    PORT: String(port),
    DATA_DIR: path.join(dir, 'data'),
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
  });
  process.env.E2E_BASE_URL = product.url;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DATA_DIR = path.join(dir, 'data');
  return async () => {
    const code = await product.stop();
    await smtp.close();
    await rm(dir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`the product exited with ${code}:\n${product.output()}`);
  };
}
