// Optimistic changes to the Relay store for the project mutations (spec part 1 §4: create, update,
// archive and delete apply to the list at once). Relay keeps them in a layer of their own and drops
// that layer when the server answers or the request fails; what the answer brings (a new edge, the
// changed project) is then applied by the mutation's selection and its @prependEdge/@deleteEdge.
// An error result carries none of that, so the list is simply back where it was.
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { TEMPORARY_PROJECT_PREFIX } from './projectRules';

export interface ProjectFieldsInput {
  name: string;
  number: string | null;
  address: string | null;
}

let temporaryCount = 0;

function setValues(record: RecordProxy, values: Record<string, string | number | boolean | null>) {
  for (const [field, value] of Object.entries(values)) record.setValue(value, field);
}

/** Adds `by` to an integer field of the viewer's projectLimit (or of the viewer itself). */
function adjustCount(store: RecordSourceSelectorProxy, viewerId: string, field: 'currentCount' | 'archivedProjectCount', by: number) {
  const viewer = store.get(viewerId);
  const record = field === 'archivedProjectCount' ? viewer : viewer?.getLinkedRecord('projectLimit');
  const value = record?.getValue(field);
  if (record && typeof value === 'number') record.setValue(Math.max(0, value + by), field);
}

/**
 * A new project as the list shows it until the server's record replaces it: newest first, full
 * access, no activity yet. It has every field of projectPayload_project (the card with its badges
 * and menu, the project page's figures), so no fragment reading it finds data missing
 * (optimistic.test.ts checks that against the compiled fragments).
 */
export function insertTemporaryProject(store: RecordSourceSelectorProxy, viewerId: string, connections: readonly string[], fields: ProjectFieldsInput) {
  temporaryCount += 1;
  const id = `${TEMPORARY_PROJECT_PREFIX}${temporaryCount}`;
  const now = new Date().toISOString();
  const project = store.create(id, 'Project');
  setValues(project, { id, projectId: id, ...fields, archived: false, accessLevel: 'FULL' });
  const stats = store.create(`${id}:stats`, 'ProjectStats');
  setValues(stats, {
    protocolCount: 0,
    completedProtocols: 0,
    participantCount: 0,
    openActionItems: 0,
    completedActionItems: 0,
    overdueActionItems: 0,
    completionPercentage: 0,
    lastActivity: now,
  });
  project.setLinkedRecord(stats, 'stats');
  for (const connectionId of connections) {
    const connection = store.get(connectionId);
    if (!connection) continue;
    const edge = ConnectionHandler.createEdge(store, connection, project, 'ProjectEdge');
    ConnectionHandler.insertEdgeBefore(connection, edge);
  }
  adjustCount(store, viewerId, 'currentCount', 1);
}

/** The new name, number and address, as the server will store them (trimmed; empty is null). */
export function updateProjectFields(store: RecordSourceSelectorProxy, projectId: string, fields: ProjectFieldsInput) {
  const project = store.get(projectId);
  if (project) setValues(project, { ...fields });
}

/** Archived projects are read-only; the counts of active and archived projects move by one. */
export function setProjectArchived(store: RecordSourceSelectorProxy, viewerId: string, projectId: string, archived: boolean) {
  const project = store.get(projectId);
  if (!project || project.getValue('archived') === archived) return;
  project.setValue(archived, 'archived');
  // Restored projects get their level from the server's answer (the plan may not have room).
  if (archived) project.setValue('READ_ONLY', 'accessLevel');
  adjustCount(store, viewerId, 'currentCount', archived ? -1 : 1);
  adjustCount(store, viewerId, 'archivedProjectCount', archived ? 1 : -1);
}

/** Takes the project out of the lists (its record stays, for a page that still shows it). */
export function removeProject(store: RecordSourceSelectorProxy, viewerId: string, connections: readonly string[], projectId: string) {
  for (const connectionId of connections) {
    const connection = store.get(connectionId);
    if (connection) ConnectionHandler.deleteNode(connection, projectId);
  }
  const archived = store.get(projectId)?.getValue('archived');
  adjustCount(store, viewerId, archived === true ? 'archivedProjectCount' : 'currentCount', -1);
}
