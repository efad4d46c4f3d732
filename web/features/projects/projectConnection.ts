import { ConnectionHandler, type Environment } from 'relay-runtime';

/**
 * The @connection key of the dashboard's project list (web/pages/dashboard/ProjectSection.tsx).
 * Mutations insert into and remove from that list by its id, wherever they are started.
 */
export const PROJECT_LIST_CONNECTION_KEY = 'ProjectSection_projects';

export const projectListConnectionId = (viewerId: string) => ConnectionHandler.getConnectionID(viewerId, PROJECT_LIST_CONNECTION_KEY);

/** Those of `connections` the store holds: a list never loaded (e.g. on a project page opened directly) has nothing to update. */
export const existingConnections = (environment: Environment, connections: readonly string[]): string[] =>
  connections.filter((id) => environment.getStore().getSource().get(id) != null);
