import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { deleteProjectWorkflow, projectDeletionSweep } from '../../domain/projects/deletionWorkflows';
import type { WorkflowOf } from '../../platform/workflowDefinition';
import type { ProjectActivities } from './activities';

// Storage or database may be away for a while; keep trying for about a day. Should every attempt
// fail, the project keeps its deletion mark and a sweep finishes it (worker start, hourly schedule).
const { deleteProjectData } = proxyActivities<ProjectActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 hour', maximumAttempts: 30 },
});

/** Removes a deleted project's files and rows (workflow id project-delete-<projectId>). */
export const deleteProject = (async (projectId) => deleteProjectData(projectId)) satisfies WorkflowOf<typeof deleteProjectWorkflow>;

// In the sweep a project gets a few attempts; what still fails waits for the next hour.
const sweep = proxyActivities<ProjectActivities>({ startToCloseTimeout: '10 minutes', retry: { maximumAttempts: 3 } });

/** Deletions younger than this are left to their own workflow, which may still be running. */
const SWEEP_GRACE_MS = 10 * 60 * 1000;

/**
 * Finishes deletions whose own workflow never started (the API could not reach Temporal while the
 * worker kept running) or gave up. Runs hourly on a schedule; returns how many it finished.
 */
export const finishPendingProjectDeletions = (async () => {
  const requestedBefore = new Date(workflowInfo().startTime.getTime() - SWEEP_GRACE_MS).toISOString();
  let finished = 0;
  for (const projectId of await sweep.pendingProjectDeletions(requestedBefore)) {
    try {
      if ((await sweep.deleteProjectData(projectId)) === 'deleted') finished++;
    } catch {
      // Left marked: the next run tries again, and one stuck project does not hold up the others.
    }
  }
  return finished;
}) satisfies WorkflowOf<typeof projectDeletionSweep>;
