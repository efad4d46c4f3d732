// Editing a protocol (issue 13): its document (header, attendees, TOPs, entries), the versions,
// the edits an autosave sends, a protocol written by hand, finalising and correcting.
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import { DailyProtocolLimitError } from '../domain/plans/dailyLimits';
import { ProjectNotFoundError } from '../domain/projects/errors';
import { isEditableStatus } from '../domain/protocols/currentVersion';
import { editProtocol, type EditResult } from '../domain/protocols/editing';
import { ProtocolFinalizedError, ProtocolInProcessingError, ProtocolNotFoundError } from '../domain/protocols/errors';
import { createManualProtocol } from '../domain/protocols/manualProtocol';
import { mayChangeProject } from '../domain/projects/projectPolicy';
import { loadDocument } from '../domain/protocols/storedDocument';
import { correctProtocol, versionOf, versionsOf, type ProtocolVersionView } from '../domain/protocols/versions';
import { finalizeReviewedProtocol } from '../domain/reviews/reviews';
import { DOCUMENT_LIMITS, entryLabel, type DocumentAttendee, type DocumentEntry, type DocumentTopic, type ProtocolDocument, type ProtocolHeaderFields } from '../common/protocolDocument';
import { ATTENDEE_FIELDS, EDIT_TEXT, ENTRY_FIELDS, HEADER_FIELDS, type EditConflict, type EditOperation } from '../common/protocolEdits';
import { RICH_TEXT_MAX_LENGTH, plainTextOf } from '../common/richText';
import { isUuid } from '../platform/uuid';
import { builder } from './builder';
import { ErrorInterface } from './errors';
import { mutation } from './mutations';
import { Project } from './projects';
import { Protocol, ProtocolEntryType, ProtocolPayload, ProtocolStatus } from './protocols';

builder.objectType(ProtocolFinalizedError, { name: 'ProtocolFinalizedError', interfaces: [ErrorInterface] });
builder.objectType(ProtocolInProcessingError, { name: 'ProtocolInProcessingError', interfaces: [ErrorInterface] });

const AttendanceEnum = builder.enumType('Attendance', { values: ['PRESENT', 'ABSENT', 'EXCUSED'] as const });
const EntryStatusEnum = builder.enumType('EntryStatus', { values: ['OPEN', 'COMPLETED'] as const });

const Header = builder.objectRef<ProtocolHeaderFields>('ProtocolDocumentHeader').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    date: t.string({ description: 'YYYY-MM-DD', resolve: (h) => h.date }),
    startTime: t.exposeString('startTime', { nullable: true, description: 'HH:MM' }),
    location: t.exposeString('location', { nullable: true }),
    meetingNumber: t.exposeInt('meetingNumber', { nullable: true, description: 'The meeting\'s number in its series' }),
    recorder: t.exposeString('recorder', { nullable: true, description: 'Protokollführer' }),
    distribution: t.exposeString('distribution', { nullable: true, description: 'Verteiler, one recipient per line' }),
    nextMeetingDate: t.exposeString('nextMeetingDate', { nullable: true, description: 'YYYY-MM-DD' }),
    nextMeetingTime: t.exposeString('nextMeetingTime', { nullable: true, description: 'HH:MM' }),
    nextMeetingLocation: t.exposeString('nextMeetingLocation', { nullable: true }),
  }),
});

const Attendee = builder.objectRef<DocumentAttendee>('ProtocolAttendee').implement({
  fields: (t) => ({
    attendeeId: t.exposeString('id'),
    participantId: t.exposeString('participantId', { nullable: true, description: 'Plain UUID of the project\'s participant, null for a typed name' }),
    name: t.exposeString('name'),
    company: t.exposeString('company', { nullable: true }),
    attendance: t.field({ type: AttendanceEnum, resolve: (a) => a.attendance }),
  }),
});

type EntryInTopic = DocumentEntry & { topicNumber: number; position: number };

const EntryCheckEnum = builder.enumType('ProtocolEntryCheck', { values: { TYPE: { value: 'type' }, OWNER: { value: 'owner' }, DUE_DATE: { value: 'dueDate' } } as const });

const Entry = builder.objectRef<EntryInTopic>('ProtocolEntry').implement({
  fields: (t) => ({
    entryId: t.exposeString('id', { description: 'Stable through edits and versions' }),
    number: t.exposeInt('number', { description: 'Stable number within its TOP' }),
    label: t.string({ description: "'3.2': TOP number and entry number", resolve: (e) => entryLabel({ number: e.topicNumber }, e) }),
    position: t.exposeInt('position'),
    type: t.field({ type: ProtocolEntryType, resolve: (e) => e.type }),
    html: t.exposeString('html', { description: 'Rich text, sanitised on every save (spec part 2 §5); the client sanitises it again for display' }),
    text: t.string({ description: 'The plain text of html', resolve: (e) => plainTextOf(e.html) }),
    responsiblePerson: t.exposeString('responsiblePerson', { nullable: true }),
    responsibleCompany: t.exposeString('responsibleCompany', { nullable: true }),
    dueDate: t.string({ nullable: true, description: 'YYYY-MM-DD', resolve: (e) => e.dueDate }),
    status: t.field({ type: EntryStatusEnum, nullable: true, description: 'Only an Aufgabe has one', resolve: (e) => e.status }),
    sourceStart: t.exposeFloat('sourceStart', { nullable: true, description: 'Seconds into the recording; null for an entry typed in' }),
    sourceEnd: t.exposeFloat('sourceEnd', { nullable: true }),
    checks: t.field({
      type: [EntryCheckEnum],
      description: "What generation guessed and the user should check: the entry's type, its Verantwortlich, its Termin",
      resolve: (e) => e.checks ?? [],
    }),
    carriedActionItemId: t.string({
      nullable: true,
      description: 'Plain UUID of the open item of an earlier meeting this entry is (carry-over); changing the entry changes the item',
      resolve: (e) => e.carriedActionItemId ?? null,
    }),
  }),
});

const Topic = builder.objectRef<DocumentTopic & { position: number }>('ProtocolTopic').implement({
  fields: (t) => ({
    topicId: t.exposeString('id', { description: 'Stable through edits and versions' }),
    number: t.exposeInt('number', { description: "Stable: 'TOP 3' stays TOP 3 when TOPs are reordered" }),
    position: t.exposeInt('position'),
    title: t.exposeString('title'),
    entries: t.field({ type: [Entry], resolve: (topic) => topic.entries.map((e: DocumentEntry, position: number) => ({ ...e, topicNumber: topic.number, position })) }),
  }),
});

export const DocumentRef = builder.objectRef<ProtocolDocument>('ProtocolDocument').implement({
  fields: (t) => ({
    header: t.field({ type: Header, resolve: (d) => d.header }),
    attendees: t.field({ type: [Attendee], resolve: (d) => d.attendees }),
    topics: t.field({ type: [Topic], resolve: (d) => d.topics.map((topic: DocumentTopic, position: number) => ({ ...topic, position })) }),
  }),
});

const VersionState = builder.enumType('ProtocolVersionState', {
  values: { FROZEN: { description: 'Sent out or replaced: read-only' }, CANDIDATE: { description: 'Generated anew, waiting to be kept or discarded' }, CURRENT: { description: 'Being edited' } } as const,
});
const VersionReason = builder.enumType('ProtocolVersionReason', { values: ['REVIEW', 'EXPORT', 'FINALIZED', 'REGENERATED', 'REPLACED'] as const });

export const Version = builder.objectRef<ProtocolVersionView>('ProtocolVersion').implement({
  fields: (t) => ({
    number: t.exposeInt('number'),
    state: t.field({ type: VersionState, resolve: (v) => v.state }),
    reason: t.field({ type: VersionReason, nullable: true, description: 'Why it was frozen', resolve: (v) => v.reason }),
    isCurrentVersion: t.exposeBoolean('isCurrentVersion'),
    status: t.field({ type: ProtocolStatus, resolve: (v) => v.status }),
    finalizedAt: t.string({ nullable: true, resolve: (v) => v.finalizedAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (v) => v.createdAt.toISOString() }),
    document: t.field({ type: DocumentRef, resolve: (v) => v.document() }),
  }),
});

builder.prismaObjectFields(Protocol, (t) => ({
  revision: t.exposeInt('revision', { description: 'Grows with every saved edit' }),
  versionNumber: t.exposeInt('versionNumber', { description: 'The number of the current version' }),
  isCurrentVersion: t.exposeBoolean('isCurrentVersion'),
  finalizedAt: t.string({ nullable: true, resolve: (p) => p.finalizedAt?.toISOString() ?? null }),
  document: t.field({ type: DocumentRef, description: 'The current version', resolve: (p, _args, ctx) => loadDocument(ctx.db, p.id) }),
  topics: t.field({ type: [Topic], description: 'The current version\'s TOPs', resolve: async (p, _args, ctx) => (await loadDocument(ctx.db, p.id)).topics.map((topic, position) => ({ ...topic, position })) }),
  versions: t.field({ type: [Version], description: 'Oldest first', resolve: (p, _args, ctx) => versionsOf(ctx, p) }),
  version: t.field({
    type: Version,
    nullable: true,
    args: { number: t.arg.int({ required: true }) },
    resolve: (p, { number }, ctx) => versionOf(ctx, p, number),
  }),
  canEdit: t.withAuth({ signedIn: true }).boolean({
    description: 'The viewer may change it now: full access to its project, not in processing, not finalised',
    resolve: async (p, _args, ctx) => isEditableStatus(p.status) && (await mayChangeProject(ctx, ctx.actor, p.projectId)),
  }),
}));

// ---- Edits ------------------------------------------------------------------------------------

const EditKind = builder.enumType('ProtocolEditKind', {
  values: ['SET_HEADER', 'ADD_TOPIC', 'SET_TOPIC_TITLE', 'MOVE_TOPIC', 'DELETE_TOPIC', 'ADD_ENTRY', 'SET_ENTRY', 'MOVE_ENTRY', 'DELETE_ENTRY', 'CONFIRM_ENTRY', 'ADD_ATTENDEE', 'SET_ATTENDEE', 'REMOVE_ATTENDEE'] as const,
});

interface OperationInput {
  kind: (typeof EditKind)['$inferType'];
  topicId?: string | null;
  entryId?: string | null;
  attendeeId?: string | null;
  participantId?: string | null;
  field?: string | null;
  base?: string | null;
  value?: string | null;
  index?: number | null;
  title?: string | null;
  type?: 'INFORMATION' | 'FESTLEGUNG' | 'AUFGABE' | null;
  html?: string | null;
  name?: string | null;
  company?: string | null;
  attendance?: 'PRESENT' | 'ABSENT' | 'EXCUSED' | null;
}

const OperationInputRef = builder.inputRef<OperationInput>('ProtocolEditOperation').implement({
  description:
    'One change. Ids inside the document (topicId, entryId, attendeeId, participantId) are plain UUIDs; new TOPs, entries and attendees get theirs from the client, so an operation sent twice has one effect. SET_* operations carry the value the client saw (base): a field someone else changed meanwhile is a conflict, not overwritten.',
  fields: (f) => ({
    kind: f.field({ type: EditKind, required: true }),
    topicId: f.string(),
    entryId: f.string(),
    attendeeId: f.string(),
    participantId: f.string(),
    field: f.string({ description: 'SET_HEADER: a header field; SET_ENTRY: type, html, responsiblePerson, responsibleCompany, dueDate, status; SET_ATTENDEE: participantId, name, company, attendance' }),
    base: f.string({ description: 'The value the client saw (null: empty)', ...richTextInput }),
    value: f.string({ description: 'The new value (null clears the field)', ...richTextInput }),
    index: f.int({ description: 'Position for ADD_* and MOVE_*' }),
    title: f.string(),
    type: f.field({ type: ProtocolEntryType }),
    html: f.string(richTextInput),
    name: f.string(),
    company: f.string(),
    attendance: f.field({ type: AttendanceEnum }),
  }),
});

// Field values may be an entry's rich text: the field rules (common/protocolEdits) decide what each field takes.
const richTextInput = { extensions: { multiline: true, maxLength: RICH_TEXT_MAX_LENGTH } } as const;

const MALFORMED = 'Diese Änderung ist unvollständig.';

/** The GraphQL shape of an operation as common/protocolEdits reads it; a malformed one is refused with its index. */
function operationOf(input: OperationInput, index: number): EditOperation {
  const fail = (): never => {
    throw ValidationError.onField(EDIT_TEXT.saveFailed, `operations.${index}`, MALFORMED);
  };
  const id = (value: string | null | undefined) => (value && isUuid(value) ? value : fail());
  const pos = () => (Number.isInteger(input.index) ? input.index! : fail());
  const oneOf = <T extends string>(allowed: readonly T[]) => (allowed.includes(input.field as T) ? (input.field as T) : fail());
  const base = input.base ?? null;
  const value = input.value ?? null;
  switch (input.kind) {
    case 'SET_HEADER':
      return { kind: 'setHeader', field: oneOf(HEADER_FIELDS), base, value };
    case 'ADD_TOPIC':
      return { kind: 'addTopic', topicId: id(input.topicId), index: pos(), title: input.title ?? '' };
    case 'SET_TOPIC_TITLE':
      return { kind: 'setTopicTitle', topicId: id(input.topicId), base: base ?? '', value: value ?? '' };
    case 'MOVE_TOPIC':
      return { kind: 'moveTopic', topicId: id(input.topicId), index: pos() };
    case 'DELETE_TOPIC':
      return { kind: 'deleteTopic', topicId: id(input.topicId) };
    case 'ADD_ENTRY':
      return { kind: 'addEntry', topicId: id(input.topicId), entryId: id(input.entryId), index: pos(), type: input.type ?? fail(), html: input.html ?? '' };
    case 'SET_ENTRY':
      return { kind: 'setEntry', entryId: id(input.entryId), field: oneOf(ENTRY_FIELDS), base, value };
    case 'MOVE_ENTRY':
      return { kind: 'moveEntry', entryId: id(input.entryId), topicId: id(input.topicId), index: pos() };
    case 'DELETE_ENTRY':
      return { kind: 'deleteEntry', entryId: id(input.entryId) };
    case 'CONFIRM_ENTRY':
      return { kind: 'confirmEntry', entryId: id(input.entryId) };
    case 'ADD_ATTENDEE':
      return {
        kind: 'addAttendee',
        attendeeId: id(input.attendeeId),
        participantId: input.participantId ? id(input.participantId) : null,
        name: input.name ?? '',
        company: input.company ?? null,
        attendance: input.attendance ?? 'PRESENT',
      };
    case 'SET_ATTENDEE':
      return { kind: 'setAttendee', attendeeId: id(input.attendeeId), field: oneOf(ATTENDEE_FIELDS), base, value };
    case 'REMOVE_ATTENDEE':
      return { kind: 'removeAttendee', attendeeId: id(input.attendeeId) };
  }
}

const ConflictReason = builder.enumType('ProtocolEditConflictReason', {
  values: { CHANGED: { description: 'Someone else changed the field meanwhile' }, GONE: { description: 'The TOP, entry or attendee was deleted meanwhile' } } as const,
});

const Conflict = builder.objectRef<EditConflict>('ProtocolEditConflict').implement({
  fields: (t) => ({
    operation: t.exposeInt('operation', { description: 'Index of the operation in the request' }),
    reason: t.field({ type: ConflictReason, resolve: (c) => (c.reason === 'changed' ? 'CHANGED' : 'GONE') }),
    currentValue: t.exposeString('currentValue', { nullable: true, description: 'For CHANGED: the value the field holds now' }),
  }),
});

const EditPayload = builder.objectRef<EditResult>('EditProtocolPayload').implement({
  fields: (t) => ({
    revision: t.exposeInt('revision', { description: 'More than one above the last revision the client knew: others saved meanwhile' }),
    versionNumber: t.exposeInt('versionNumber'),
    conflicts: t.field({ type: [Conflict], resolve: (r) => r.conflicts }),
    protocol: t.prismaField({ type: 'Protocol', resolve: (query, r, _args, ctx) => ctx.db.protocol.findUniqueOrThrow({ ...query, where: { id: r.protocolId } }) }),
  }),
});

const EditInput = builder.inputType('EditProtocolInput', {
  fields: (f) => ({
    protocolId: f.globalID({ required: true, for: Protocol, description: 'Global id of the protocol (Protocol.id)' }),
    operations: f.field({ type: [OperationInputRef], required: true, extensions: { maxItems: DOCUMENT_LIMITS.operationsPerSave } }),
  }),
});

const editErrors = [NotSignedInError, ValidationError, ProtocolNotFoundError, AccessDeniedError, ProtocolFinalizedError, ProtocolInProcessingError];

mutation('editProtocol', {
  scope: 'signedIn',
  input: EditInput,
  payload: EditPayload,
  errors: editErrors,
  description: 'Saves changes of the current version (autosave and Speichern); conflicts come back instead of overwriting',
  resolve: (ctx, input) => editProtocol(ctx, ctx.actor, input.protocolId.id, input.operations.map(operationOf)),
});

const ManualInput = builder.inputType('CreateManualProtocolInput', {
  fields: (f) => ({
    projectId: f.globalID({ required: true, for: Project, description: 'Global id of the project (Project.id)' }),
    title: f.string({ required: true }),
    date: f.string({ required: true, description: 'YYYY-MM-DD' }),
    startTime: f.string({ description: 'HH:MM' }),
    location: f.string(),
    carryDecisions: f.boolean({ description: "Also carry the previous protocol's Festlegungen; the open items are always carried" }),
  }),
});

mutation('createManualProtocol', {
  scope: 'signedIn',
  input: ManualInput,
  payload: ProtocolPayload,
  errors: [NotSignedInError, ValidationError, ProjectNotFoundError, AccessDeniedError, DailyProtocolLimitError],
  description: "Neues Protokoll ohne Aufnahme: a draft with the project's participants as attendees, starting with the open items of earlier meetings",
  resolve: async (ctx, input) => ({ protocolId: (await createManualProtocol(ctx, ctx.actor, { ...input, projectId: input.projectId.id })).id }),
});

const protocolOnlyInput = (name: string) =>
  builder.inputType(name, { fields: (f) => ({ protocolId: f.globalID({ required: true, for: Protocol, description: 'Global id of the protocol (Protocol.id)' }) }) });

mutation('finalizeProtocol', {
  scope: 'signedIn',
  input: protocolOnlyInput('FinalizeProtocolInput'),
  payload: ProtocolPayload,
  errors: [NotSignedInError, ValidationError, ProtocolNotFoundError, AccessDeniedError, ProtocolInProcessingError],
  description: 'Abschließen: the current version becomes final and immutable',
  resolve: async (ctx, input) => ({ protocolId: (await finalizeReviewedProtocol(ctx, ctx.actor, input.protocolId.id)).id }),
});

mutation('correctProtocol', {
  scope: 'signedIn',
  input: protocolOnlyInput('CorrectProtocolInput'),
  payload: ProtocolPayload,
  errors: [NotSignedInError, ValidationError, ProtocolNotFoundError, AccessDeniedError],
  description: 'Korrigieren: a finalised protocol gets a new version to edit; the finalised one stays',
  resolve: async (ctx, input) => ({ protocolId: (await correctProtocol(ctx, ctx.actor, input.protocolId.id)).id }),
});
