import { commitLocalUpdate, type IEnvironment } from 'relay-runtime';

/**
 * Marks everything Relay holds as stale, so no query answers from the store until it fetched again.
 * Called whenever the session changes (sign-in, sign-out, second factor): what the store holds
 * may belong to the previous user or to a session that could see less.
 */
export function invalidateStore(environment: IEnvironment) {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
