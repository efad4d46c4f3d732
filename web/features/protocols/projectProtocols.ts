import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The @connection key of the project page's protocol list (ProjectProtocolList). */
export const PROJECT_PROTOCOLS_CONNECTION = 'ProjectProtocolList_protocols';

/** Takes a deleted protocol out of its project's list, if that list was loaded: going back shows it gone at once. */
export function removeFromProjectProtocols(store: RecordSourceSelectorProxy, projectGlobalId: string, protocolGlobalId: string) {
  const project = store.get(projectGlobalId);
  const connection = project && ConnectionHandler.getConnection(project, PROJECT_PROTOCOLS_CONNECTION);
  if (connection) ConnectionHandler.deleteNode(connection, protocolGlobalId);
}
