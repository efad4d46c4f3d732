import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client, type SignalDefinition, type WorkflowIdReusePolicy } from '@temporalio/client';
import type { Logger } from './logger';
import type { KeyedWorkflow } from './workflowDefinition';

/** Starts durable work; starting the same workflow id twice is harmless. */
export interface WorkflowQueue {
  /** Starts `workflow` with its declared arguments, under the id they give. */
  start<Args extends unknown[]>(workflow: KeyedWorkflow<Args>, ...args: NoInfer<Args>): Promise<void>;
  /** Delivers a signal (a human step); false when the workflow is not running. */
  signal<Args extends unknown[]>(workflowId: string, signal: SignalDefinition<Args>, ...args: NoInfer<Args>): Promise<boolean>;
  /** Asks a running workflow to stop; a finished or unknown one is left as it is. */
  cancel(workflowId: string): Promise<void>;
}

/**
 * By default a workflow id runs to success once: a failed run may be started again (by a sweep),
 * a running or completed one is left alone.
 */
export function temporalWorkflowQueue(client: Client, taskQueue: string, workflowIdReusePolicy: WorkflowIdReusePolicy = 'ALLOW_DUPLICATE_FAILED_ONLY'): WorkflowQueue {
  return {
    async start(workflow, ...args) {
      try {
        await client.workflow.start(workflow.type, { taskQueue, workflowId: workflow.idOf(...args), args, workflowIdReusePolicy });
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      }
    },
    async signal(workflowId, signal, ...args) {
      try {
        await client.workflow.getHandle(workflowId).signal(signal, ...args);
        return true;
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return false;
        throw error;
      }
    },
    async cancel(workflowId) {
      try {
        await client.workflow.getHandle(workflowId).cancel();
      } catch (error) {
        if (!(error instanceof WorkflowNotFoundError)) throw error;
      }
    },
  };
}

/**
 * For work whose need is already committed to the database: should Temporal be unreachable now,
 * a sweep over the database starts it later, so the failure is logged and not the caller's.
 */
export async function startAfterCommit(logger: Logger, start: () => Promise<void>, about: Record<string, string>): Promise<void> {
  try {
    await start();
  } catch (error) {
    logger.warn('workflow start failed; left for the sweep', { ...about, error: String(error) });
  }
}
