// Protocols (spec part 2 §2 routes processing and the protocol view): the protocol with its TOPs
// and entries, its live processing, retrying failed processing, and deleting it.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import { reviewCountsLoader } from '../domain/projects/dashboard';
import { ProtocolNotFoundError } from '../domain/protocols/errors';
import { PROCESSING_FAILED_MESSAGE } from '../common/protocols';
import { findVisibleProtocol, visibleProtocols } from '../domain/protocols/protocolPolicy';
import { deleteProtocol, retryProcessing } from '../domain/protocols/protocols';
import { isUuid, uuidOrNil } from '../platform/uuid';
import { builder, nodeLookupActor } from './builder';
import { ErrorInterface } from './errors';
import { Viewer } from './viewer';
import './projects';

builder.objectType(ProtocolNotFoundError, { name: 'ProtocolNotFoundError', interfaces: [ErrorInterface] });

export const ProtocolStatus = builder.enumType('ProtocolStatus', {
  values: ['DRAFT', 'REVIEW', 'PROCESSING', 'TRANSCRIPT_READY', 'FINALIZED', 'COMPLETED'] as const,
});

const ProcessingPhase = builder.enumType('ProcessingPhase', {
  values: ['QUEUED', 'NORMALISING', 'DETECTING_SPEECH', 'TRANSCRIBING', 'SEPARATING_SPEAKERS', 'AWAITING_SPEAKERS', 'GENERATING', 'EXTRACTING_ACTIONS', 'DONE'] as const,
});

export const ProtocolEntryType = builder.enumType('ProtocolEntryType', { values: ['INFORMATION', 'FESTLEGUNG', 'AUFGABE'] as const });

export const Protocol = builder.prismaNode('Protocol', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ ...visibleProtocols(nodeLookupActor(ctx)), id: uuidOrNil(id) }),
  nullable: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    protocolId: t.exposeString('id', { description: 'The plain UUID, as in URLs' }),
    title: t.exposeString('title'),
    date: t.string({ description: 'YYYY-MM-DD', resolve: (p) => p.date.toISOString().slice(0, 10) }),
    status: t.field({ type: ProtocolStatus, resolve: (p) => p.status }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    project: t.relation('project'),
    projectGlobalId: t.id({ resolve: (p) => encodeGlobalID('Project', p.projectId) }),
    reviewInviteCount: t.withAuth({ signedIn: true }).int({ resolve: async (p, _args, ctx) => (await reviewCountsLoader(ctx, ctx.actor).load(p.id)).reviewInvites }),
    approvalCount: t.withAuth({ signedIn: true }).int({ resolve: async (p, _args, ctx) => (await reviewCountsLoader(ctx, ctx.actor).load(p.id)).approvals }),
    location: t.exposeString('location', { nullable: true }),
    content: t.exposeString('content', { description: 'HTML; the client sanitises it as spec part 2 §5 rules' }),
    fileName: t.exposeString('fileName', { nullable: true }),
    durationMinutes: t.exposeInt('durationMinutes', { nullable: true }),
    consentAt: t.string({ nullable: true, description: 'When the recording consent was confirmed', resolve: (p) => p.consentAt?.toISOString() ?? null }),
    speakerCount: t.exposeInt('speakerCount', { nullable: true, description: 'How many people spoke, when the user said so (the voices are separated into that many)' }),
    processingPhase: t.field({ type: ProcessingPhase, nullable: true, resolve: (p) => p.processingPhase }),
    processingProgress: t.exposeInt('processingProgress'),
    processingFailure: t.exposeString('processingFailure', {
      nullable: true,
      description: 'Set when processing failed but kept the recording and transcript: why, in German; retryProtocolProcessing starts again from processingPhase',
    }),
    recordingUrl: t.string({ nullable: true, description: 'Plays the recording (signed-in owner only, supports ranges)', resolve: (p) => (p.fileKey ? `/files/protocols/${p.id}/recording` : null) }),
    actionItems: t.relation('actionItems', { query: { orderBy: [{ dueDate: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }] } }),
  }),
});

builder.prismaObjectField('Project', 'protocols', (t) =>
  t.relatedConnection('protocols', {
    cursor: 'id',
    description: 'Current versions of the project\'s protocols, newest first',
    defaultSize: 50,
    maxSize: 100,
    query: { where: { isCurrentVersion: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  }),
);

builder.objectField(Viewer, 'protocol', (t) =>
  t.withAuth({ signedIn: true }).prismaField({
    type: 'Protocol',
    nullable: true,
    description: "One of the viewer's protocols by its plain UUID; null for anything else.",
    args: { protocolId: t.arg.string({ required: true }) },
    resolve: (query, _session, { protocolId }, ctx) => (isUuid(protocolId) ? ctx.db.protocol.findFirst({ ...query, where: { id: protocolId, ...visibleProtocols(ctx.actor) } }) : null),
  }),
);

/** The protocol a mutation changed or created, as its page reads it next. */
export const ProtocolPayload = builder.objectRef<{ protocolId: string }>('ProtocolPayload').implement({
  fields: (t) => ({
    protocol: t.prismaField({ type: 'Protocol', resolve: (query, p, _args, ctx) => ctx.db.protocol.findUniqueOrThrow({ ...query, where: { id: p.protocolId } }) }),
  }),
});

/** The input of a mutation on one protocol: its global id, as every mutation takes ids. */
const protocolIdInput = (name: string) =>
  builder.inputType(name, { fields: (f) => ({ protocolId: f.globalID({ required: true, for: Protocol, description: 'Global id of the protocol (Protocol.id)' }) }) });

builder.mutationField('retryProtocolProcessing', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ProtocolPayload,
    description: 'Erneut versuchen: processing that failed starts again from the failed step; nothing is charged twice',
    args: { input: t.arg({ type: protocolIdInput('RetryProtocolProcessingInput'), required: true }) },
    errors: { types: [NotSignedInError, ValidationError, ProtocolNotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, ctx) => ({ protocolId: (await retryProcessing(ctx, ctx.actor, input.protocolId.id)).id }),
  }),
);

builder.mutationField('deleteProtocol', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: builder.objectRef<{ deletedProtocolId: string }>('DeleteProtocolPayload').implement({ fields: (f) => ({ deletedProtocolId: f.exposeString('deletedProtocolId') }) }),
    args: { input: t.arg({ type: protocolIdInput('DeleteProtocolInput'), required: true }) },
    errors: { types: [NotSignedInError, ProtocolNotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, ctx) => ({ deletedProtocolId: await deleteProtocol(ctx, ctx.actor, input.protocolId.id) }),
  }),
);

interface ProcessingUpdate {
  protocolId: string;
  failed: boolean;
}

builder.subscriptionField('protocolProcessing', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: builder.objectRef<ProcessingUpdate>('ProtocolProcessingUpdate').implement({
      fields: (f) => ({
        protocol: f.prismaField({
          type: 'Protocol',
          nullable: true,
          description: 'null once the protocol is gone (failed or deleted)',
          resolve: (query, u, _args, ctx) => ctx.db.protocol.findFirst({ ...query, where: { id: u.protocolId, ...visibleProtocols(ctx.actor) } }),
        }),
        failedMessage: f.string({ nullable: true, resolve: (u) => (u.failed ? PROCESSING_FAILED_MESSAGE : null) }),
      }),
    }),
    description: 'The protocol now, then again at every change of its processing',
    args: { protocolId: t.arg.string({ required: true }) },
    subscribe: async function* (_root, { protocolId }, ctx) {
      const protocol = await findVisibleProtocol(ctx, ctx.actor, protocolId);
      const abort = new AbortController();
      try {
        yield { protocolId: protocol.id, failed: false };
        for await (const event of ctx.events.watch(protocol.id, abort.signal)) {
          yield { protocolId: protocol.id, failed: event.failed === true };
        }
      } finally {
        abort.abort();
      }
    },
    resolve: (update) => update,
  }),
);
