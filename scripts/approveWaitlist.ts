// `npm run waitlist:approve -- someone@firma.de`: the address may register from now on.
import { approveWaitlistEntry } from '../domain/accounts/admin';
import { emailArgument, withDatabase } from './cliDatabase';

const email = emailArgument('npm run waitlist:approve -- someone@firma.de');
const approved = await withDatabase((db) => approveWaitlistEntry(db, email));
console.log(approved ? `${email} is approved and can register now.` : `${email} is not on the waitlist.`);
process.exit(approved ? 0 : 1);
