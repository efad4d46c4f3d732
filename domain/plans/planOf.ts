// The plan an actor works under, loaded once per actor (so once per request).
import type { UserActor } from '../access/actor';
import { memoForActor } from '../access/memo';
import type { Db } from '../../platform/db';
import { loadSubscription, type EffectiveSubscription } from './subscription';

/** The user's plan; the system (a workflow, a sweep) acts for the protocol's owner and passes the owner here. */
export const subscriptionOf = (deps: { db: Db }, actor: UserActor): Promise<EffectiveSubscription> =>
  memoForActor(actor, 'subscription', () => loadSubscription(deps.db, { id: actor.userId, isAdmin: actor.isAdmin }));
