// `npm run waitlist:approve -- someone@firma.de`: the address may register from now on.
import { SYSTEM } from '../domain/access/actor';
import { approveWaitlistEntry } from '../domain/waitlist/approveWaitlistEntry';
import { emailArgument, withDatabase } from './cliDatabase';

const email = emailArgument('npm run waitlist:approve -- someone@firma.de');
const approved = await withDatabase((db) => approveWaitlistEntry({ db }, SYSTEM, email));
console.log(approved ? `${email} is approved and can register now.` : `${email} is not on the waitlist.`);
process.exit(approved ? 0 : 1);
