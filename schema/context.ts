import type { UserActor } from '../domain/access/actor';
import type { ActiveSession } from '../domain/accounts/sessions';
import type { Services } from '../domain/services';

export type { Services } from '../domain/services';

/** What every GraphQL resolver receives. */
export interface Context extends Services {
  request: Request;
  /** The cookie's session, whatever its assurance level; null when signed out. */
  session: ActiveSession | null;
  /** Who acts in this request: the fully signed-in user, or null (signed out, or the second factor still due). */
  actor: UserActor | null;
  client: { ipAddress: string | null; userAgent: string | null };
  /** Adds a Set-Cookie header to this request's response (HTTP only; a no-op on WebSocket). */
  setCookie(cookie: string): void;
}
