import type { Db } from '../../platform/db';
import { emailKey } from './emailAddress';

/** The server's admin check (spec part 1 §6): from the user's account type and admin level. */
export const isAdmin = (user: { accountType: string; adminLevel: string }) => user.accountType === 'admin' && user.adminLevel !== 'none';

/** Operator command behind `npm run user:make-admin`. */
export async function makeAdmin(db: Db, email: string, level = 'full'): Promise<boolean> {
  const updated = await db.user.updateMany({ where: { emailKey: emailKey(email) }, data: { accountType: 'admin', adminLevel: level } });
  return updated.count === 1;
}
