// The deleteProject workflow's side effects. Idempotent: run again after a crash halfway, it
// removes what is left and finishes.
import type { Db } from '../../platform/db';
import type { FileStorage } from '../../platform/files/fileStorage';

export type DeletionOutcome = 'deleted' | 'already-gone' | 'not-requested';

export async function deleteProjectData(db: Db, storage: FileStorage, projectId: string): Promise<DeletionOutcome> {
  const project = await db.project.findUnique({
    where: { id: projectId },
    select: { deletionRequestedAt: true, protocols: { where: { fileKey: { not: null } }, select: { fileKey: true } } },
  });
  if (!project) return 'already-gone';
  // Only ever for a project its owner deleted: a stray start must not destroy anything.
  if (!project.deletionRequestedAt) return 'not-requested';
  // Files first: were the rows gone first, a crash now would leave files nobody knows of.
  for (const { fileKey } of project.protocols) await storage.delete(fileKey!);
  // Protocols, action items, participants, invites and approvals go with it (ON DELETE CASCADE).
  await db.project.deleteMany({ where: { id: projectId } });
  return 'deleted';
}

/** Projects whose deletion was requested (before `requestedBefore`, if given) but is not finished yet. */
export async function pendingProjectDeletions(db: Db, requestedBefore?: Date): Promise<string[]> {
  const rows = await db.project.findMany({ where: { deletionRequestedAt: requestedBefore ? { lt: requestedBefore } : { not: null } }, select: { id: true } });
  return rows.map((row) => row.id);
}
