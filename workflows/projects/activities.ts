import type { Db } from '../../platform/db';
import { deleteProjectData, pendingProjectDeletions } from '../../domain/projects/deletion';
import type { FileStorage } from '../../platform/files/fileStorage';

export function createProjectActivities(deps: { db: Db; storage: FileStorage }) {
  return {
    deleteProjectData: (projectId: string) => deleteProjectData(deps.db, deps.storage, projectId),
    pendingProjectDeletions: (requestedBeforeIso: string) => pendingProjectDeletions(deps.db, new Date(requestedBeforeIso)),
  };
}

export type ProjectActivities = ReturnType<typeof createProjectActivities>;
