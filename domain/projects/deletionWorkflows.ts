// The workflows that remove deleted projects, as the domain starts them and the worker schedules
// them. Plain values only, like every workflow declaration (platform/workflowDefinition.ts).
import { defineScheduledWorkflow, defineWorkflow } from '../../platform/workflowDefinition';
import type { DeletionOutcome } from './deletion';

/** Removes one deleted project's files and rows (workflow id project-delete-<projectId>). */
export const deleteProjectWorkflow = defineWorkflow<[projectId: string], DeletionOutcome>('deleteProject', (projectId) => `project-delete-${projectId}`);

/** Hourly, finishes the deletions whose own workflow never started or gave up; returns how many it finished. */
export const projectDeletionSweep = defineScheduledWorkflow<number>('finishPendingProjectDeletions', { scheduleId: 'project-deletions-hourly', every: '1 hour' });
