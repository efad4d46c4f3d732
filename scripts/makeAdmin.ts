// `npm run user:make-admin -- someone@firma.de`: the account gets admin rights.
import { makeAdmin } from '../domain/accounts/admin';
import { emailArgument, withDatabase } from './cliDatabase';

const email = emailArgument('npm run user:make-admin -- someone@firma.de');
const done = await withDatabase((db) => makeAdmin(db, email));
console.log(done ? `${email} is an admin now.` : `No account for ${email}.`);
process.exit(done ? 0 : 1);
