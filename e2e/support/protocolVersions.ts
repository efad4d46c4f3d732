import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { ProtocolDocument } from '../../common/protocolDocument';
import { gql } from './graphql';

// Protocols written by hand and their versions made through the API, as another tab or device
// would: for tests of how versions are listed, opened, compared, finalised and corrected, without
// clicking each entry into the editor.

/** One operation of editProtocol (ProtocolEditOperation: kind and the fields it needs). */
export type EditOperation = { kind: string } & Record<string, unknown>;

export interface CreatedProtocol {
  /** Protocol.id, as mutations take it */
  id: string;
  /** The plain UUID, as in URLs */
  protocolId: string;
}

/** createManualProtocol; `projectId` is the project's global id. */
export async function createManualProtocolViaApi(
  request: APIRequestContext,
  projectId: string,
  input: { title: string; date: string; startTime?: string; location?: string },
): Promise<CreatedProtocol> {
  const { createManualProtocol } = await gql<{ createManualProtocol: { __typename: string; data?: { protocol: CreatedProtocol } } }>(
    request,
    `mutation($i: CreateManualProtocolInput!) { createManualProtocol(input: $i) {
      __typename ... on MutationCreateManualProtocolSuccess { data { protocol { id protocolId } } } } }`,
    { i: { projectId, ...input } },
  );
  expect(createManualProtocol.__typename).toBe('MutationCreateManualProtocolSuccess');
  return createManualProtocol.data!.protocol;
}

/** editProtocol's answer: its type name (the success or a refusal), the German message of a refusal, the conflicts of a success. */
export interface EditOutcome {
  __typename: string;
  message?: string;
  data?: { revision: number; versionNumber: number; conflicts: { operation: number; reason: string }[] };
}

/** One save of at most 500 operations, answered as it comes (a refusal included). */
export async function editProtocolViaApi(request: APIRequestContext, protocolId: string, operations: EditOperation[]): Promise<EditOutcome> {
  const { editProtocol } = await gql<{ editProtocol: EditOutcome }>(
    request,
    `mutation($i: EditProtocolInput!) { editProtocol(input: $i) {
      __typename ... on Error { message } ... on MutationEditProtocolSuccess { data { revision versionNumber conflicts { operation reason } } } } }`,
    { i: { protocolId, operations } },
  );
  return editProtocol;
}

/** Saves `operations` in batches of 500, each of which must apply without conflicts. */
export async function applyEditsViaApi(request: APIRequestContext, protocolId: string, operations: EditOperation[]) {
  for (let start = 0; start < operations.length; start += 500) {
    const outcome = await editProtocolViaApi(request, protocolId, operations.slice(start, start + 500));
    expect(outcome.__typename, outcome.message).toBe('MutationEditProtocolSuccess');
    expect(outcome.data!.conflicts).toEqual([]);
  }
}

/** finalizeProtocol or correctProtocol; returns the protocol's version number afterwards. */
export async function versionStepViaApi(request: APIRequestContext, step: 'finalizeProtocol' | 'correctProtocol', protocolId: string): Promise<number> {
  const input = step === 'finalizeProtocol' ? 'FinalizeProtocolInput' : 'CorrectProtocolInput';
  const success = step === 'finalizeProtocol' ? 'MutationFinalizeProtocolSuccess' : 'MutationCorrectProtocolSuccess';
  const result = await gql<Record<string, { __typename: string; message?: string; data?: { protocol: { versionNumber: number } } }>>(
    request,
    `mutation($i: ${input}!) { ${step}(input: $i) { __typename ... on Error { message } ... on ${success} { data { protocol { versionNumber } } } } }`,
    { i: { protocolId } },
  );
  const outcome = result[step]!;
  expect(outcome.__typename, outcome.message).toBe(success);
  return outcome.data!.protocol.versionNumber;
}

/** The current document's TOPs and entries (plain UUIDs) with the values a SET operation names as its base. */
export async function documentViaApi(request: APIRequestContext, protocolId: string) {
  const { viewer } = await gql<{
    viewer: { protocol: { document: { topics: { topicId: string; title: string; entries: { entryId: string; html: string; dueDate: string | null }[] }[] } } };
  }>(request, 'query($p: String!) { viewer { protocol(protocolId: $p) { document { topics { topicId title entries { entryId html dueDate } } } } } }', { p: protocolId });
  return viewer.protocol.document;
}

/**
 * The operations that turn a new manual protocol (its one TOP `firstTopicId`) into `document`:
 * its TOPs, entries with their fields and attendees. Document ids become fresh UUIDs (`ids` maps them).
 */
export function operationsToWrite(document: ProtocolDocument, firstTopicId: string) {
  const ids = new Map<string, string>();
  const uuidOf = (id: string) => ids.get(id) ?? (ids.set(id, randomUUID()), ids.get(id)!);
  const operations: EditOperation[] = [];
  document.topics.forEach((topic, index) => {
    if (index === 0) {
      ids.set(topic.id, firstTopicId);
      operations.push({ kind: 'SET_TOPIC_TITLE', topicId: firstTopicId, base: 'Allgemeines', value: topic.title });
    } else {
      operations.push({ kind: 'ADD_TOPIC', topicId: uuidOf(topic.id), index, title: topic.title });
    }
  });
  for (const topic of document.topics) {
    topic.entries.forEach((entry, index) => {
      const entryId = uuidOf(entry.id);
      operations.push({ kind: 'ADD_ENTRY', topicId: ids.get(topic.id), entryId, index, type: entry.type, html: entry.html });
      for (const field of ['responsiblePerson', 'responsibleCompany', 'dueDate'] as const) {
        if (entry[field] !== null) operations.push({ kind: 'SET_ENTRY', entryId, field, base: null, value: entry[field] });
      }
      if (entry.status === 'COMPLETED') operations.push({ kind: 'SET_ENTRY', entryId, field: 'status', base: 'OPEN', value: 'COMPLETED' });
    });
  }
  for (const attendee of document.attendees) {
    operations.push({ kind: 'ADD_ATTENDEE', attendeeId: uuidOf(attendee.id), name: attendee.name, company: attendee.company, attendance: attendee.attendance });
  }
  return { operations, ids };
}
