// Who acts: every domain function takes one, and each resource's policy decides from it what may be
// seen and changed. A reviewer with a token link and an API token become further kinds here.
import { isAdmin } from '../accounts/admin';
import { isFullySignedIn, type ActiveSession } from '../accounts/sessions';

/** A user signed in completely (second factor included); an admin is a user with `isAdmin`. */
export interface UserActor {
  readonly kind: 'user';
  readonly userId: string;
  readonly isAdmin: boolean;
}

/** The product itself: a workflow, the worker's sweep, an operator's command line. */
export interface SystemActor {
  readonly kind: 'system';
}

export type Actor = UserActor | SystemActor;

export const SYSTEM: SystemActor = Object.freeze({ kind: 'system' });

export const userActor = (user: { id: string; accountType: string; adminLevel: string }): UserActor =>
  Object.freeze({ kind: 'user', userId: user.id, isAdmin: isAdmin(user) });

// One actor per session object, so that what is memoised for an actor lives as long as the request.
const actorsBySession = new WeakMap<ActiveSession, UserActor>();

/** The actor of a session: null when signed out or while the second factor is still due. */
export function actorOfSession(session: ActiveSession | null): UserActor | null {
  if (!isFullySignedIn(session)) return null;
  let actor = actorsBySession.get(session);
  if (!actor) actorsBySession.set(session, (actor = userActor(session.user)));
  return actor;
}
