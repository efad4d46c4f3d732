// Meeting processing in the API (spec part 2 §2 routes new, processing, speaker-assignment and the
// protocol view; §4 Upload job): announcing and completing an upload, live processing, speakers,
// the generated protocol with its transcript ranges, retrying failed processing, and deleting a protocol.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import {
  DailyProtocolLimitError,
  MediaTooLargeError,
  MediaTooShortError,
  MediaUnreadableError,
  MeetingHoursExceededError,
  ProtocolNotFoundError,
  UnsupportedMediaTypeError,
  UploadIncompleteError,
  UploadNotFoundError,
} from '../domain/protocols/errors';
import { PROCESSING_FAILED_MESSAGE } from '../domain/protocols/processing';
import { assignSpeakers, deleteProtocol, findViewerProtocol, retryProcessing } from '../domain/protocols/protocols';
import { utterancesOf, type StoredSegment } from '../domain/transcripts/transcripts';
import { UPLOAD_PATH } from '../http/uploadRoute';
import { announceUpload, completeUpload } from '../domain/uploads/uploads';
import { ProjectNotFoundError } from '../domain/projects/errors';
import { isUuid } from '../platform/uuid';
import { builder } from './builder';
import { ErrorInterface } from './errors';
import './projects';
import './protocols';
import { Viewer } from './viewer';
import './actionItems';

for (const [error, name] of [
  [MediaTooShortError, 'MediaTooShortError'],
  [MediaUnreadableError, 'MediaUnreadableError'],
  [UnsupportedMediaTypeError, 'UnsupportedMediaTypeError'],
  [MediaTooLargeError, 'MediaTooLargeError'],
  [DailyProtocolLimitError, 'DailyProtocolLimitError'],
  [UploadNotFoundError, 'UploadNotFoundError'],
  [UploadIncompleteError, 'UploadIncompleteError'],
  [ProtocolNotFoundError, 'ProtocolNotFoundError'],
] as const) {
  builder.objectType(error, { name, interfaces: [ErrorInterface] });
}

builder.objectType(MeetingHoursExceededError, {
  name: 'MeetingHoursExceededError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    neededHours: t.exposeInt('neededHours'),
    availableMinutes: t.exposeInt('availableMinutes'),
  }),
});

const ProcessingPhase = builder.enumType('ProcessingPhase', {
  values: ['QUEUED', 'NORMALISING', 'DETECTING_SPEECH', 'TRANSCRIBING', 'SEPARATING_SPEAKERS', 'AWAITING_SPEAKERS', 'GENERATING', 'EXTRACTING_ACTIONS', 'DONE'] as const,
});

const ProtocolEntryType = builder.enumType('ProtocolEntryType', { values: ['INFORMATION', 'FESTLEGUNG', 'AUFGABE'] as const });

const Participant = builder.prismaObject('Participant', {
  fields: (t) => ({
    id: t.id({ resolve: (p) => encodeGlobalID('Participant', p.id) }),
    participantId: t.exposeString('id'),
    name: t.exposeString('name'),
    company: t.exposeString('company', { nullable: true }),
  }),
});

interface TranscriptLine {
  start: number;
  end: number;
  text: string;
  speaker: number | null;
}

const speakerDisplayName = (speaker: { label: number; name: string | null; participant: { name: string } | null } | undefined, label: number | null) =>
  speaker?.participant?.name ?? speaker?.name ?? `Sprecher ${(label ?? 0) + 1}`;

const ProtocolSpeaker = builder.prismaObject('ProtocolSpeaker', {
  fields: (t) => ({
    speakerId: t.exposeString('id'),
    label: t.exposeInt('label', { description: "The diarizer's index, 0-based" }),
    displayName: t.string({
      select: { participant: { select: { name: true } } },
      resolve: (s) => speakerDisplayName(s, s.label),
    }),
    name: t.exposeString('name', { nullable: true, description: 'A typed name not linked to a participant' }),
    participant: t.relation('participant', { nullable: true }),
    samples: t.field({
      type: [builder.objectRef<TranscriptLine>('SpeakerSample').implement({
        fields: (u) => ({ start: u.exposeFloat('start'), end: u.exposeFloat('end'), text: u.exposeString('text') }),
      })],
      description: 'A few of the longest things this voice said, to recognise it by',
      select: { protocol: { select: { transcript: { select: { segments: true } } } } },
      resolve: (s) => {
        const segments = (s.protocol.transcript?.segments ?? []) as unknown as StoredSegment[];
        return utterancesOf(segments)
          .filter((u) => u.speaker === s.label)
          .sort((a, b) => b.end - b.start - (a.end - a.start))
          .slice(0, 3)
          .sort((a, b) => a.start - b.start);
      },
    }),
  }),
});

const TranscriptLineRef = builder.objectRef<TranscriptLine & { speakerName: string }>('TranscriptLine').implement({
  description: "A speaker's contribution with its time range in the recording (seconds)",
  fields: (t) => ({
    start: t.exposeFloat('start'),
    end: t.exposeFloat('end'),
    text: t.exposeString('text'),
    speakerLabel: t.exposeInt('speaker', { nullable: true }),
    speakerName: t.exposeString('speakerName'),
  }),
});

builder.prismaObject('ProtocolEntry', {
  fields: (t) => ({
    entryId: t.exposeString('id'),
    position: t.exposeInt('position'),
    type: t.field({ type: ProtocolEntryType, resolve: (e) => e.type }),
    text: t.exposeString('text'),
    responsiblePerson: t.exposeString('responsiblePerson', { nullable: true }),
    responsibleCompany: t.exposeString('responsibleCompany', { nullable: true }),
    dueDate: t.string({ nullable: true, description: 'YYYY-MM-DD', resolve: (e) => e.dueDate?.toISOString().slice(0, 10) ?? null }),
    sourceStart: t.exposeFloat('sourceStart', { description: 'Seconds into the recording' }),
    sourceEnd: t.exposeFloat('sourceEnd'),
  }),
});

builder.prismaObject('ProtocolTopic', {
  fields: (t) => ({
    topicId: t.exposeString('id'),
    position: t.exposeInt('position'),
    title: t.exposeString('title'),
    entries: t.relation('entries', { query: { orderBy: { position: 'asc' } } }),
  }),
});

builder.prismaObjectFields('Protocol', (t) => ({
  location: t.exposeString('location', { nullable: true }),
  content: t.exposeString('content', { description: 'HTML; the client sanitises it as spec part 2 §5 rules' }),
  fileName: t.exposeString('fileName', { nullable: true }),
  durationMinutes: t.exposeInt('durationMinutes', { nullable: true }),
  consentAt: t.string({ nullable: true, description: 'When the recording consent was confirmed', resolve: (p) => p.consentAt?.toISOString() ?? null }),
  processingPhase: t.field({ type: ProcessingPhase, nullable: true, resolve: (p) => p.processingPhase }),
  processingProgress: t.exposeInt('processingProgress'),
  processingFailure: t.exposeString('processingFailure', {
    nullable: true,
    description: 'Set when processing failed but kept the recording and transcript: why, in German; retryProtocolProcessing starts again from processingPhase',
  }),
  recordingUrl: t.string({ nullable: true, description: 'Plays the recording (signed-in owner only, supports ranges)', resolve: (p) => (p.fileKey ? `/files/protocols/${p.id}/recording` : null) }),
  speakers: t.relation('speakers', { query: { orderBy: { label: 'asc' } } }),
  topics: t.relation('topics', { query: { orderBy: { position: 'asc' } } }),
  actionItems: t.relation('actionItems', { query: { orderBy: [{ dueDate: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }] } }),
  transcript: t.field({
    type: [TranscriptLineRef],
    description: 'Empty until transcription finished',
    select: { transcript: { select: { segments: true } }, speakers: { include: { participant: { select: { name: true } } } } },
    resolve: (p) => {
      const segments = (p.transcript?.segments ?? []) as unknown as StoredSegment[];
      return utterancesOf(segments).map((u) => ({ ...u, speakerName: speakerDisplayName(p.speakers.find((s) => s.label === u.speaker), u.speaker) }));
    },
  }),
}));

builder.prismaObjectField('Project', 'protocols', (t) =>
  t.relatedConnection('protocols', {
    cursor: 'id',
    description: 'Current versions of the project\'s protocols, newest first',
    defaultSize: 50,
    maxSize: 100,
    query: { where: { isCurrentVersion: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  }),
);

builder.prismaObjectField('Project', 'participants', (t) =>
  t.relation('participants', { description: 'Beteiligte, by name', query: { orderBy: { name: 'asc' } } }),
);

builder.objectField(Viewer, 'protocol', (t) =>
  t.prismaField({
    type: 'Protocol',
    nullable: true,
    description: "One of the viewer's protocols by its plain UUID; null for anything else.",
    authScopes: { signedIn: true },
    args: { protocolId: t.arg.string({ required: true }) },
    resolve: (query, session, { protocolId }, ctx) =>
      isUuid(protocolId) ? ctx.db.protocol.findFirst({ ...query, where: { id: protocolId, project: { userId: session.user.id, deletionRequestedAt: null } } }) : null,
  }),
);

const AnnounceMeetingUploadInput = builder.inputType('AnnounceMeetingUploadInput', {
  fields: (t) => ({
    projectId: t.string({ required: true, description: 'Plain UUID' }),
    title: t.string({ required: true }),
    date: t.string({ required: true, description: 'YYYY-MM-DD' }),
    location: t.string(),
    consentConfirmed: t.boolean({ required: true, description: 'Everyone present agreed to the recording' }),
    fileName: t.string({ required: true }),
    fileSize: t.float({ required: true, description: 'Bytes' }),
    mimeType: t.string({ required: true }),
  }),
});

builder.mutationField('announceMeetingUpload', (t) =>
  t.field({
    type: builder.objectRef<{ uploadTicketId: string; uploadEndpoint: string }>('AnnounceMeetingUploadPayload').implement({
      fields: (f) => ({
        uploadTicketId: f.exposeString('uploadTicketId'),
        uploadEndpoint: f.exposeString('uploadEndpoint', { description: 'The tus endpoint; send the ticket id as metadata "ticket"' }),
      }),
    }),
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AnnounceMeetingUploadInput, required: true }) },
    errors: { types: [NotSignedInError, ValidationError, ProjectNotFoundError, AccessDeniedError, UnsupportedMediaTypeError, MediaUnreadableError, MediaTooLargeError, DailyProtocolLimitError] },
    resolve: async (_root, { input }, ctx) => {
      const ticket = await announceUpload(ctx, { ...input, location: input.location ?? null });
      return { uploadTicketId: ticket.id, uploadEndpoint: UPLOAD_PATH };
    },
  }),
);

const ProtocolPayload = builder.objectRef<{ protocolId: string }>('ProtocolPayload').implement({
  fields: (t) => ({
    protocol: t.prismaField({ type: 'Protocol', resolve: (query, p, _args, ctx) => ctx.db.protocol.findUniqueOrThrow({ ...query, where: { id: p.protocolId } }) }),
  }),
});

builder.mutationField('completeMeetingUpload', (t) =>
  t.field({
    type: ProtocolPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: builder.inputType('CompleteMeetingUploadInput', { fields: (f) => ({ uploadTicketId: f.string({ required: true }) }) }), required: true }) },
    errors: {
      types: [NotSignedInError, ProjectNotFoundError, AccessDeniedError, UploadNotFoundError, UploadIncompleteError, MediaUnreadableError, MediaTooShortError, MeetingHoursExceededError],
    },
    resolve: async (_root, { input }, ctx) => ({ protocolId: (await completeUpload(ctx, input.uploadTicketId)).id }),
  }),
);

const SpeakerAssignmentInput = builder.inputType('SpeakerAssignmentInput', {
  fields: (t) => ({
    speakerId: t.string({ required: true }),
    participantId: t.string({ description: 'An existing participant of the project' }),
    name: t.string({ description: 'Or a typed name: becomes a participant of the project' }),
    company: t.string(),
  }),
});

builder.mutationField('assignSpeakers', (t) =>
  t.field({
    type: ProtocolPayload,
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('AssignSpeakersInput', {
          fields: (f) => ({ protocolId: f.string({ required: true }), speakers: f.field({ type: [SpeakerAssignmentInput], required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [NotSignedInError, ValidationError, ProtocolNotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, ctx) => ({ protocolId: (await assignSpeakers(ctx, input.protocolId, input.speakers)).id }),
  }),
);

builder.mutationField('retryProtocolProcessing', (t) =>
  t.field({
    type: ProtocolPayload,
    description: 'Erneut versuchen: processing that failed starts again from the failed step; nothing is charged twice',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: builder.inputType('RetryProtocolProcessingInput', { fields: (f) => ({ protocolId: f.string({ required: true }) }) }), required: true }) },
    errors: { types: [NotSignedInError, ValidationError, ProtocolNotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, ctx) => ({ protocolId: (await retryProcessing(ctx, input.protocolId)).id }),
  }),
);

builder.mutationField('deleteProtocol', (t) =>
  t.field({
    type: builder.objectRef<{ deletedProtocolId: string }>('DeleteProtocolPayload').implement({ fields: (f) => ({ deletedProtocolId: f.exposeString('deletedProtocolId') }) }),
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: builder.inputType('DeleteProtocolInput', { fields: (f) => ({ protocolId: f.string({ required: true }) }) }), required: true }) },
    errors: { types: [NotSignedInError, ProtocolNotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, ctx) => ({ deletedProtocolId: await deleteProtocol(ctx, input.protocolId) }),
  }),
);

interface ProcessingUpdate {
  protocolId: string;
  failed: boolean;
}

builder.subscriptionType({});

builder.subscriptionField('protocolProcessing', (t) =>
  t.field({
    type: builder.objectRef<ProcessingUpdate>('ProtocolProcessingUpdate').implement({
      fields: (f) => ({
        protocol: f.prismaField({
          type: 'Protocol',
          nullable: true,
          description: 'null once the protocol is gone (failed or deleted)',
          resolve: (query, u, _args, ctx) => ctx.db.protocol.findFirst({ ...query, where: { id: u.protocolId, project: { deletionRequestedAt: null } } }),
        }),
        failedMessage: f.string({ nullable: true, resolve: (u) => (u.failed ? PROCESSING_FAILED_MESSAGE : null) }),
      }),
    }),
    description: 'The protocol now, then again at every change of its processing',
    authScopes: { signedIn: true },
    args: { protocolId: t.arg.string({ required: true }) },
    subscribe: async function* (_root, { protocolId }, ctx) {
      const protocol = await findViewerProtocol(ctx, protocolId);
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

export { Participant, ProtocolSpeaker };
