import { proxyActivities } from '@temporalio/workflow';
import type { ProjectActivities } from './activities/projects';

// Storage or database may be away for a while; keep trying for about a day. Should every attempt
// fail, the project keeps its deletion mark and the worker's start-up sweep starts it again.
const { deleteProjectData } = proxyActivities<ProjectActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 hour', maximumAttempts: 30 },
});

/** Removes a deleted project's files and rows (workflow id project-delete-<projectId>). */
export async function deleteProject(projectId: string): Promise<string> {
  return deleteProjectData(projectId);
}
