import type { Db } from '../../api/db';
import { deleteProjectData, pendingProjectDeletions } from '../../api/projects/deletion';
import type { FileStorage } from '../../api/storage/fileStorage';

export function createProjectActivities(deps: { db: Db; storage: FileStorage }) {
  return {
    deleteProjectData: (projectId: string) => deleteProjectData(deps.db, deps.storage, projectId),
    pendingProjectDeletions: (requestedBeforeIso: string) => pendingProjectDeletions(deps.db, new Date(requestedBeforeIso)),
  };
}

export type ProjectActivities = ReturnType<typeof createProjectActivities>;
