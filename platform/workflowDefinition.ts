// A workflow as its starters and its implementation both know it: the Temporal type name, the
// arguments and the result, declared once beside the domain noun that starts it. Plain values
// only: the workflow sandbox imports declarations too (a workflow's signals sit beside them).

declare const signature: unique symbol;

/** A workflow by its Temporal type name; its arguments and result exist for type checks only. */
export interface WorkflowDefinition<Args extends unknown[] = unknown[], Result = unknown> {
  readonly type: string;
  readonly [signature]?: (...args: Args) => Promise<Result>;
}

/** A workflow started once per id (see temporalWorkflowQueue); the id follows from its arguments. */
export interface KeyedWorkflow<Args extends unknown[] = unknown[], Result = unknown> extends WorkflowDefinition<Args, Result> {
  readonly idOf: (...args: Args) => string;
}

/** A workflow without arguments that a Temporal schedule starts `every` so often (see the worker). */
export interface ScheduledWorkflow<Result = unknown> extends WorkflowDefinition<[], Result> {
  /** Unique per task queue: the schedule's id is `<scheduleId>-<taskQueue>`. */
  readonly scheduleId: string;
  readonly every: '1 hour' | '1 day';
  /** For a daily one: the hour of the day in Germany (Europe/Berlin) it runs at, instead of every 24 hours from its creation. */
  readonly atGermanHour?: number;
}

/** What implements a declared workflow: checked with `satisfies WorkflowOf<typeof declared>`. */
export type WorkflowOf<W> = W extends WorkflowDefinition<infer Args, infer Result> ? (...args: Args) => Promise<Result> : never;

export const defineWorkflow = <Args extends unknown[], Result>(type: string, idOf: (...args: Args) => string): KeyedWorkflow<Args, Result> => ({ type, idOf });

export const defineScheduledWorkflow = <Result>(type: string, schedule: Pick<ScheduledWorkflow, 'scheduleId' | 'every' | 'atGermanHour'>): ScheduledWorkflow<Result> => ({
  type,
  ...schedule,
});
