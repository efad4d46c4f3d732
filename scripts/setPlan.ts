// `npm run user:set-plan -- someone@firma.de professional`: puts the account on a plan (until billing sells them).
import { TIERS } from '../common/plans';
import { setPlan } from '../domain/plans/subscription';
import { emailArgument, withDatabase } from './cliDatabase';

const usage = `npm run user:set-plan -- someone@firma.de <${TIERS.join('|')}>`;
const email = emailArgument(usage);
const planId = process.argv[3]?.trim() ?? '';
if (!(TIERS as readonly string[]).includes(planId)) {
  console.error(`Usage: ${usage}`);
  process.exit(1);
}
const done = await withDatabase((db) => setPlan(db, email, planId));
console.log(done ? `${email} is on the plan ${planId} now.` : `No account for ${email}.`);
process.exit(done ? 0 : 1);
