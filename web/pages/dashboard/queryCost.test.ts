import { readFileSync } from 'node:fs';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { buildSchema, parse, validate } from 'graphql';
import type { ConcreteRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import DeleteProjectDialogMutation from '../../features/projects/__generated__/DeleteProjectDialogMutation.graphql';
import ProjectActionsMenuArchiveMutation from '../../features/projects/__generated__/ProjectActionsMenuArchiveMutation.graphql';
import ProjectActionsMenuRestoreMutation from '../../features/projects/__generated__/ProjectActionsMenuRestoreMutation.graphql';
import ProjectDialogCreateMutation from '../../features/projects/__generated__/ProjectDialogCreateMutation.graphql';
import ProjectDialogUpdateMutation from '../../features/projects/__generated__/ProjectDialogUpdateMutation.graphql';
import ProjectPageQuery from '../projects/__generated__/ProjectPageQuery.graphql';
import DashboardPageQuery from './__generated__/DashboardPageQuery.graphql';
import ProjectSectionPaginationQuery from './__generated__/ProjectSectionPaginationQuery.graphql';

// The API refuses operations whose static cost (graphql-armor: nesting ×1.5, literal `first` as a
// multiplier) is above its limit (api/graphql.ts). A page of 100 projects is the costly part, so
// this guards against a fragment added per project card that would make the dashboard fail.
const API_MAX_COST = 40_000;
const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

function costOf(operation: ConcreteRequest): number {
  let cost = Number.NaN;
  const rule = costLimitRule({
    maxCost: API_MAX_COST,
    propagateOnRejection: false,
    onAccept: [(_context, { n }) => (cost = n)],
    onReject: [(_context, error) => (cost = Number(/found ([\d.]+)/.exec(error.message)?.[1]))],
  });
  expect(validate(schema, parse(operation.params.text!), [rule])).toEqual([]);
  return cost;
}

describe('operation cost', () => {
  it.each([
    ['DashboardPageQuery', DashboardPageQuery],
    ['ProjectSectionPaginationQuery', ProjectSectionPaginationQuery],
    ['ProjectPageQuery', ProjectPageQuery],
    ['ProjectDialogCreateMutation', ProjectDialogCreateMutation],
    ['ProjectDialogUpdateMutation', ProjectDialogUpdateMutation],
    ['ProjectActionsMenuArchiveMutation', ProjectActionsMenuArchiveMutation],
    ['ProjectActionsMenuRestoreMutation', ProjectActionsMenuRestoreMutation],
    ['DeleteProjectDialogMutation', DeleteProjectDialogMutation],
  ])('%s stays within the API limit, with room to spare', (_name, operation) => {
    expect(costOf(operation)).toBeLessThan(API_MAX_COST * 0.75);
  });
});
