import { readFileSync } from 'node:fs';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { buildSchema, parse, validate } from 'graphql';
import type { ConcreteRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { armorConfig } from '../../../server/graphql';
import DeleteProjectDialogMutation from '../../features/projects/__generated__/DeleteProjectDialogMutation.graphql';
import ProjectActionsMenuArchiveMutation from '../../features/projects/__generated__/ProjectActionsMenuArchiveMutation.graphql';
import ProjectActionsMenuRestoreMutation from '../../features/projects/__generated__/ProjectActionsMenuRestoreMutation.graphql';
import ProjectDialogCreateMutation from '../../features/projects/__generated__/ProjectDialogCreateMutation.graphql';
import ProjectDialogUpdateMutation from '../../features/projects/__generated__/ProjectDialogUpdateMutation.graphql';
import ProjectPageQuery from '../projects/__generated__/ProjectPageQuery.graphql';
import DeleteProtocolDialogMutation from '../../features/protocols/__generated__/DeleteProtocolDialogMutation.graphql';
import meetingUploadAnnounceMutation from '../../features/uploads/__generated__/meetingUploadAnnounceMutation.graphql';
import meetingUploadCompleteMutation from '../../features/uploads/__generated__/meetingUploadCompleteMutation.graphql';
import processingWatchSubscription from '../../features/uploads/__generated__/processingWatchSubscription.graphql';
import ProtocolFinalizingCorrectMutation from '../../features/protocolVersions/__generated__/ProtocolFinalizingCorrectMutation.graphql';
import ProtocolFinalizingFinalizeMutation from '../../features/protocolVersions/__generated__/ProtocolFinalizingFinalizeMutation.graphql';
import ProjectProtocolListPaginationQuery from '../projects/__generated__/ProjectProtocolListPaginationQuery.graphql';
import NewManualProtocolPageMutation from '../protocols/__generated__/NewManualProtocolPageMutation.graphql';
import NewManualProtocolPageQuery from '../protocols/__generated__/NewManualProtocolPageQuery.graphql';
import NewProtocolPageQuery from '../protocols/__generated__/NewProtocolPageQuery.graphql';
import ProcessingPageQuery from '../protocols/__generated__/ProcessingPageQuery.graphql';
import ProcessingPageSubscription from '../protocols/__generated__/ProcessingPageSubscription.graphql';
import ProtocolPageQuery from '../protocols/__generated__/ProtocolPageQuery.graphql';
import SpeakerAssignmentFormMutation from '../protocols/__generated__/SpeakerAssignmentFormMutation.graphql';
import SpeakerAssignmentPageQuery from '../protocols/__generated__/SpeakerAssignmentPageQuery.graphql';
import DashboardPageQuery from './__generated__/DashboardPageQuery.graphql';
import ProjectSectionPaginationQuery from './__generated__/ProjectSectionPaginationQuery.graphql';

// The API refuses operations whose static cost (graphql-armor: nesting ×1.5, literal `first` as a
// multiplier, fragments counted where they are spread) is above its limit (server/graphql.ts). A page
// of 100 projects is the costly part, so this guards against fields or fragments added per project
// card that would make the dashboard fail. Its depth limit is checked the same way: nested
// fragments of card parts must not push a mutation's payload past it. Both rules run with the
// server's own options.
const { costLimit, maxDepth } = armorConfig;
const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

function costOf(operation: ConcreteRequest): number {
  let cost = Number.NaN;
  const rule = costLimitRule({
    ...costLimit,
    propagateOnRejection: false,
    onAccept: [(_context, { n }) => (cost = n)],
    onReject: [(_context, error) => (cost = Number(/found ([\d.]+)/.exec(error.message)?.[1]))],
  });
  expect(validate(schema, parse(operation.params.text!), [rule])).toEqual([]);
  return cost;
}

function depthOf(operation: ConcreteRequest): number {
  let depth = Number.NaN;
  const rule = maxDepthRule({
    ...maxDepth,
    propagateOnRejection: false,
    onAccept: [(_context, { n }) => (depth = n)],
    onReject: [(_context, error) => (depth = Number(/found (\d+)/.exec(error.message)?.[1]))],
  });
  expect(validate(schema, parse(operation.params.text!), [rule])).toEqual([]);
  return depth;
}

const OPERATIONS: [name: string, operation: ConcreteRequest][] = [
  ['DashboardPageQuery', DashboardPageQuery],
  ['ProjectSectionPaginationQuery', ProjectSectionPaginationQuery],
  ['ProjectPageQuery', ProjectPageQuery],
  ['ProjectDialogCreateMutation', ProjectDialogCreateMutation],
  ['ProjectDialogUpdateMutation', ProjectDialogUpdateMutation],
  ['ProjectActionsMenuArchiveMutation', ProjectActionsMenuArchiveMutation],
  ['ProjectActionsMenuRestoreMutation', ProjectActionsMenuRestoreMutation],
  ['DeleteProjectDialogMutation', DeleteProjectDialogMutation],
  ['ProjectProtocolListPaginationQuery', ProjectProtocolListPaginationQuery],
  ['NewProtocolPageQuery', NewProtocolPageQuery],
  ['meetingUploadAnnounceMutation', meetingUploadAnnounceMutation],
  ['meetingUploadCompleteMutation', meetingUploadCompleteMutation],
  ['processingWatchSubscription', processingWatchSubscription],
  ['ProcessingPageQuery', ProcessingPageQuery],
  ['ProcessingPageSubscription', ProcessingPageSubscription],
  ['SpeakerAssignmentPageQuery', SpeakerAssignmentPageQuery],
  ['SpeakerAssignmentFormMutation', SpeakerAssignmentFormMutation],
  ['ProtocolPageQuery', ProtocolPageQuery],
  ['DeleteProtocolDialogMutation', DeleteProtocolDialogMutation],
  ['NewManualProtocolPageQuery', NewManualProtocolPageQuery],
  ['NewManualProtocolPageMutation', NewManualProtocolPageMutation],
  ['ProtocolFinalizingFinalizeMutation', ProtocolFinalizingFinalizeMutation],
  ['ProtocolFinalizingCorrectMutation', ProtocolFinalizingCorrectMutation],
];

describe('operation cost', () => {
  it.each(OPERATIONS)('%s stays within the API limit, with room to spare', (_name, operation) => {
    expect(costOf(operation)).toBeLessThan(costLimit.maxCost * 0.75);
  });
});

describe('operation depth', () => {
  it.each(OPERATIONS)('%s stays within the API limit, with room to spare', (_name, operation) => {
    expect(depthOf(operation)).toBeLessThanOrEqual(maxDepth.n - 3);
  });
});
