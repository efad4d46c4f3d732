import type { Actor } from '../access/actor';
import { emailKey } from '../accounts/emailAddress';
import { AccessDeniedError } from '../accounts/errors';
import type { Services } from '../services';

/**
 * Lets the address register: an admin's decision (the admin mutation) or the operator's
 * (`npm run waitlist:approve`). False when the address is not on the waitlist.
 */
export async function approveWaitlistEntry(deps: Pick<Services, 'db'>, actor: Actor, email: string): Promise<boolean> {
  if (actor.kind === 'user' && !actor.isAdmin) throw new AccessDeniedError();
  const updated = await deps.db.waitlistSignup.updateMany({ where: { emailKey: emailKey(email) }, data: { status: 'APPROVED' } });
  return updated.count === 1;
}
