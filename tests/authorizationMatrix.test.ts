// A generated authorisation matrix: every operation of the schema that takes an id (Query,
// Viewer, Mutation and Subscription fields; ID arguments, and String ones named id or …Id, in
// input objects too) is called by a second signed-in user and by an anonymous client with the
// first user's ids of every type. Nobody but the owner may read or change anything: no answer
// shows the owner's data, no answer is a server error, and every row of the owner is the same
// afterwards. A new id-taking operation fails the coverage check until it is added here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { base32Decode, matchTotp, totpCode, totpStep } from '../domain/accounts/totp';
import { GRAPHQL_TEXT } from '../server/graphql';
import { setPlan } from '../domain/plans/subscription';
import { schema } from '../schema';
import { MEETING_SCRIPT } from './fixtures/meetingScript';
import { speechFixture } from './fixtures/speech';
import { startTestApi, type TestApi } from './support/api';
import type { BrowserSession } from './support/browserSession';
import { uploadFile } from './support/tus';
import { callableFields, operationFor, type OperationKind } from './support/schemaOperations';
import { signedInUser } from './support/users';

/**
 * The id-taking operations the matrix knows how to call. A new one in the schema fails the
 * coverage test below: add it here, and make sure it follows the access policy (only the owner
 * reads or changes a row; anyone else gets null or a not-found answer, never the row).
 */
const KNOWN_OPERATIONS = [
  'Mutation.activateTotp',
  'Mutation.addParticipant',
  'Mutation.addReviewRecipients',
  'Mutation.announceMeetingUpload',
  'Mutation.archiveProject',
  'Mutation.assignSpeakers',
  'Mutation.cancelReview',
  'Mutation.chooseSpeakerCount',
  // Public by token: the entry id is looked up only in the version the token's own invite was sent.
  'Mutation.commentOnReview',
  'Mutation.completeMeetingUpload',
  'Mutation.correctProtocol',
  'Mutation.createActionItem',
  'Mutation.createAgenda',
  'Mutation.createManualProtocol',
  'Mutation.deleteAgenda',
  'Mutation.deleteProject',
  'Mutation.deleteProtocol',
  'Mutation.discardRegeneratedProtocolVersion',
  // Its topic, entry, attendee and participant ids are the document's own: another protocol's are not found in it.
  'Mutation.editProtocol',
  'Mutation.finalizeProtocol',
  'Mutation.generateAgenda',
  // Both projects are checked: the one copied into must be changeable, the one copied from visible.
  'Mutation.importParticipants',
  'Mutation.keepRegeneratedProtocolVersion',
  'Mutation.objectToReview',
  // sessionId names the caller's browser session; the events are recorded as the caller's.
  'Mutation.recordTelemetryEvents',
  'Mutation.regenerateProtocol',
  'Mutation.removeParticipant',
  'Mutation.replyToReviewComment',
  'Mutation.restoreProject',
  'Mutation.retryProtocolProcessing',
  'Mutation.saveAgenda',
  'Mutation.revokeReviewInvite',
  'Mutation.sendAgenda',
  'Mutation.sendProtocolForReview',
  'Mutation.setObjectionClause',
  'Mutation.startBulkExport',
  'Mutation.startProtocolFromAgenda',
  'Mutation.unenrollTotp',
  'Mutation.updateActionItem',
  'Mutation.updateParticipant',
  // ustId is a VAT number, not a reference; it matches the naming rule (…Id) and is called like
  // the others: the caller's own profile may change, nothing of the owner's.
  'Mutation.updateProfile',
  'Mutation.updateProject',
  'Query.node',
  'Query.nodes',
  'Subscription.protocolProcessing',
  // Filters of the viewer's own items: another user's project or participant filters them down to nothing.
  'Viewer.actionItems',
  'Viewer.agenda',
  'Viewer.project',
  'Viewer.protocol',
];

/** Operations that act on the caller's own account only: a signed-in caller may succeed (its own row changes, the owner's do not). */
const OWN_ACCOUNT_ONLY = new Set(['Mutation.updateProfile', 'Mutation.recordTelemetryEvents']);

// ---------------------------------------------------------------------------------------------
// The schema's id-taking operations and their id slots

type PathStep = string | number;

interface IdSlot {
  /** Where the id goes in the variables, e.g. ['input', 'speakers', 0, 'speakerId']. */
  path: PathStep[];
  name: string;
  scalar: 'ID' | 'String';
}

interface Operation {
  name: string;
  kind: OperationKind;
  /** Fields around the call, e.g. ['viewer']. */
  around: string[];
  field: GraphQLField<unknown, unknown>;
  slots: IdSlot[];
}

const isIdName = (name: string) => name === 'id' || name.endsWith('Id') || name === 'ids';

/** The id slots of a value of `type` (lists hold one item, so a slot inside a list is index 0). */
function slotsOf(type: GraphQLInputType, name: string, at: PathStep[], depth = 0): IdSlot[] {
  if (depth > 6) return [];
  if (isNonNullType(type)) return slotsOf(type.ofType, name, at, depth);
  if (isListType(type)) return slotsOf(type.ofType, name, [...at, 0], depth + 1);
  if (isInputObjectType(type)) return Object.values(type.getFields()).flatMap((field) => slotsOf(field.type, field.name, [...at, field.name], depth + 1));
  if (isScalarType(type) && (type.name === 'ID' || (type.name === 'String' && isIdName(name)))) return [{ path: at, name, scalar: type.name }];
  return [];
}

function idTakingOperations(): Operation[] {
  return callableFields(schema)
    .map(({ typeName, kind, around, field }) => ({ name: `${typeName}.${field.name}`, kind, around, field, slots: field.args.flatMap((arg) => slotsOf(arg.type, arg.name, [arg.name])) }))
    .filter((operation) => operation.slots.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One call of the field with every argument as a variable, selecting only __typename on objects (as in graphqlFuzz). */
const documentFor = (operation: Operation) => operationFor(operation.kind, operation.around, operation.field);

// ---------------------------------------------------------------------------------------------
// The owner's data

const PRIVATE = {
  email: 'eigentuemerin-a7731@bau-geheim.de',
  projectName: 'Geheimprojekt Kranbahn A7731',
  protocolTitle: 'Vertrauliche Baubesprechung A7731',
  failedProtocolTitle: 'Abgebrochene Besprechung A7731',
  participantName: 'Hildegard Verschwiegen',
  speakerName: 'Bartholomäus Diskret',
  factorName: 'Diensthandy A7731',
  actionItemTitle: 'Tresorraum abdichten bis Freitag A7731',
  transcriptText: 'Der Schlüssel zum Tresor liegt unter der Fußmatte A7731',
  topicTitle: 'Sicherheitskonzept Tresorraum A7731',
  reviewMessage: 'Bitte vertraulich prüfen A7731',
  reviewerEmail: 'pruefer-a7731@bau-geheim.de',
  commentText: 'Der Tresor ist zu klein A7731',
  agendaTitle: 'Tagesordnung Tresorbesprechung A7731',
};

interface OwnerIds {
  userId: string;
  /** The secret of the owner's (not yet activated) factor: activateTotp gets a code valid for it, so only the caller's identity can refuse it. */
  factorSecret: string;
  plain: Record<string, string>;
  global: Record<string, string>;
}

let api: TestApi;
let owner: { browser: BrowserSession; userId: string };
let intruder: { browser: BrowserSession; userId: string };
let ids: OwnerIds;
let before: Awaited<ReturnType<typeof snapshotOfOwner>>;

const db = () => api.database.db;

const M = {
  createProject: `mutation($input: CreateProjectInput!) { createProject(input: $input) { __typename ... on MutationCreateProjectSuccess { data { project { id projectId } } } } }`,
  announce: `mutation($input: AnnounceMeetingUploadInput!) { announceMeetingUpload(input: $input) { __typename ... on MutationAnnounceMeetingUploadSuccess { data { uploadTicketId } } } }`,
  complete: `mutation($id: String!) { completeMeetingUpload(input: { uploadTicketId: $id }) { __typename ... on MutationCompleteMeetingUploadSuccess { data { protocol { id protocolId } } } } }`,
  enroll: `mutation($name: String!) { enrollTotp(input: { friendlyName: $name }) { __typename ... on MutationEnrollTotpSuccess { data { factorId } } } }`,
  viewerId: `{ viewer { id } }`,
};

/** Announce and send a recording over tus; completes it (a protocol in processing, queued: no worker runs) unless told not to. */
async function upload(projectGlobalId: string, complete: boolean): Promise<{ ticketId: string; protocol?: { id: string; protocolId: string } }> {
  const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 1) });
  const body = await readFile(file);
  const fileName = path.basename(file);
  const announced = (
    await owner.browser.gql(M.announce, {
      input: { projectId: projectGlobalId, title: PRIVATE.protocolTitle, date: '2026-11-23', consentConfirmed: true, fileName, fileSize: body.length, mimeType: 'audio/wav' },
    })
  ).body.data!.announceMeetingUpload;
  expect(announced.__typename).toBe('MutationAnnounceMeetingUploadSuccess');
  const ticketId = announced.data.uploadTicketId as string;
  expect((await uploadFile(api.url, owner.browser.cookie, body, { ticket: ticketId, filename: fileName })).status).toBe(201);
  if (!complete) return { ticketId };
  const completed = (await owner.browser.gql(M.complete, { id: ticketId })).body.data!.completeMeetingUpload;
  expect(completed.__typename).toBe('MutationCompleteMeetingUploadSuccess');
  return { ticketId, protocol: completed.data.protocol };
}

async function seedOwner(): Promise<OwnerIds> {
  owner = await signedInUser(api.url, db(), PRIVATE.email);
  await setPlan(db(), PRIVATE.email, 'starter');
  const created = (await owner.browser.gql(M.createProject, { input: { name: PRIVATE.projectName, number: 'A7731', address: 'Geheimweg 7, 12345 Verborgen' } })).body.data!.createProject;
  expect(created.__typename).toBe('MutationCreateProjectSuccess');
  const project = created.data.project as { id: string; projectId: string };

  // A protocol from a real upload, then put where only the models could take it: transcript
  // ready, voices waiting for their names (so assignSpeakers would go through for the owner).
  const uploaded = await upload(project.id, true);
  const protocol = uploaded.protocol!;
  // A second upload, sent but not completed: its ticket is still open.
  const pending = await upload(project.id, false);
  await db().protocol.update({ where: { id: protocol.protocolId }, data: { status: 'TRANSCRIPT_READY', processingPhase: 'AWAITING_SPEAKERS', processingProgress: 100 } });
  await db().transcript.create({
    data: { protocolId: protocol.protocolId, regions: [{ start: 0, end: 4 }], segments: [{ start: 0, end: 4, text: PRIVATE.transcriptText, speaker: 0, words: [] }] },
  });
  const participant = await db().participant.create({ data: { projectId: project.projectId, name: PRIVATE.participantName, company: 'Diskret GmbH' } });
  const speaker = await db().protocolSpeaker.create({ data: { protocolId: protocol.protocolId, label: 0, name: PRIVATE.speakerName } });
  await db().protocolSpeaker.create({ data: { protocolId: protocol.protocolId, label: 1, participantId: participant.id } });
  await db().protocolTopic.create({
    data: {
      protocolId: protocol.protocolId,
      position: 1,
      number: 1,
      title: PRIVATE.topicTitle,
      entries: { create: { position: 1, number: 1, type: 'AUFGABE', html: `<p>${PRIVATE.actionItemTitle}</p>`, text: PRIVATE.actionItemTitle, responsiblePerson: PRIVATE.participantName, sourceStart: 0, sourceEnd: 4 } },
    },
  });
  const actionItem = await db().actionItem.create({
    data: { projectId: project.projectId, number: 1, protocolId: protocol.protocolId, title: PRIVATE.actionItemTitle, responsible: PRIVATE.participantName, dueDate: new Date('2026-11-27') },
  });
  const agenda = await db().agenda.create({
    data: { projectId: project.projectId, title: PRIVATE.agendaTitle, items: { create: { position: 0, title: PRIVATE.topicTitle } }, invitees: { create: { participantId: participant.id } } },
  });
  // A protocol whose processing failed after the transcript was begun: the one retryProtocolProcessing starts again.
  const failed = await db().protocol.create({
    data: {
      projectId: project.projectId,
      title: PRIVATE.failedProtocolTitle,
      date: new Date('2026-11-20'),
      status: 'PROCESSING',
      processingPhase: 'TRANSCRIBING',
      processingFailure: 'Die Transkription ist fehlgeschlagen.',
    },
  });

  // A review of the protocol with one recipient and their comment.
  const review = await db().review.create({
    data: { protocolId: protocol.protocolId, versionNumber: 1, versionHash: 'a'.repeat(64), senderId: owner.userId, message: PRIVATE.reviewMessage, objectionDays: 5, deadline: new Date('2099-12-01'), deadlineAt: new Date('2099-12-01T23:00:00Z') },
  });
  const invite = await db().reviewInvite.create({
    data: { protocolId: protocol.protocolId, reviewId: review.id, name: PRIVATE.participantName, email: PRIVATE.reviewerEmail, emailKey: PRIVATE.reviewerEmail, tokenHash: 'b'.repeat(64), expiresAt: new Date('2100-01-01') },
  });
  const comment = await db().reviewComment.create({ data: { protocolId: protocol.protocolId, reviewId: review.id, inviteId: invite.id, text: PRIVATE.commentText } });

  const enrolled = (await owner.browser.gql(M.enroll, { name: PRIVATE.factorName })).body.data!.enrollTotp;
  expect(enrolled.__typename).toBe('MutationEnrollTotpSuccess');
  const factor = await db().totpFactor.findFirstOrThrow({ where: { userId: owner.userId } });
  const viewerId = (await owner.browser.gql(M.viewerId)).body.data!.viewer.id as string;
  expect(viewerId).toBe(encodeGlobalID('Viewer', owner.userId));
  expect(enrolled.data.factorId).toBe(encodeGlobalID('TotpFactor', factor.id));
  expect(protocol.id).toBe(encodeGlobalID('Protocol', protocol.protocolId));

  return {
    userId: owner.userId,
    factorSecret: factor.secret,
    plain: {
      project: project.projectId,
      protocol: protocol.protocolId,
      failedProtocol: failed.id,
      speaker: speaker.id,
      participant: participant.id,
      actionItem: actionItem.id,
      uploadTicket: uploaded.ticketId,
      pendingUploadTicket: pending.ticketId,
      factor: factor.id,
      user: owner.userId,
      review: review.id,
      invite: invite.id,
      comment: comment.id,
      agenda: agenda.id,
    },
    global: {
      Project: project.id,
      Protocol: protocol.id,
      FailedProtocol: encodeGlobalID('Protocol', failed.id),
      ActionItem: encodeGlobalID('ActionItem', actionItem.id),
      ProtocolSpeaker: encodeGlobalID('ProtocolSpeaker', speaker.id),
      Participant: encodeGlobalID('Participant', participant.id),
      TotpFactor: encodeGlobalID('TotpFactor', factor.id),
      Review: encodeGlobalID('Review', review.id),
      Agenda: encodeGlobalID('Agenda', agenda.id),
      Viewer: viewerId,
    },
  };
}

/** Every row of the owner, to compare before and after the matrix. */
async function snapshotOfOwner() {
  const userId = ids.userId;
  const mine = { project: { userId } };
  const [user, projects, protocols, speakers, participants, actionItems, totpFactors, recoveryCodes, sessions, quotaCharges, quotaAccounts, uploadTickets] = await Promise.all([
    db().user.findUniqueOrThrow({ where: { id: userId }, include: { profile: true, subscription: true } }),
    db().project.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    db().protocol.findMany({ where: mine, orderBy: { id: 'asc' }, include: { transcript: true, topics: { include: { entries: true } } } }),
    db().protocolSpeaker.findMany({ where: { protocol: mine }, orderBy: { id: 'asc' } }),
    db().participant.findMany({ where: mine, orderBy: { id: 'asc' } }),
    db().actionItem.findMany({ where: mine, orderBy: { id: 'asc' } }),
    db().totpFactor.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    db().recoveryCode.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    db().session.findMany({ where: { userId }, orderBy: { id: 'asc' }, select: { id: true, aal: true, revokedAt: true, expiresAt: true } }),
    db().quotaCharge.findMany({ where: { userId }, orderBy: { idempotencyKey: 'asc' } }),
    db().quotaAccount.findMany({ where: { userId }, orderBy: { kind: 'asc' } }),
    // Tickets of the owner, and anyone's tickets for the owner's projects.
    db().uploadTicket.findMany({ where: { OR: [{ userId }, mine] }, orderBy: { id: 'asc' } }),
  ]);
  const reviews = await db().review.findMany({ where: { protocol: mine }, orderBy: { id: 'asc' }, include: { invites: true, comments: true, approvals: true, auditEvents: true } });
  const agendas = await db().agenda.findMany({ where: mine, orderBy: { id: 'asc' }, include: { items: true, invitees: true } });
  const actionItemEvents = await db().actionItemEvent.findMany({ where: { actionItem: mine }, orderBy: { id: 'asc' } });
  return { user, projects, protocols, speakers, participants, actionItems, actionItemEvents, totpFactors, recoveryCodes, sessions, sessionCount: sessions.length, quotaCharges, quotaAccounts, uploadTickets, reviews, agendas };
}

// ---------------------------------------------------------------------------------------------
// Variables: an id in one slot, valid-looking values everywhere else

/** The owner's right id for a slot by its name (what the owner would send there). */
function ownersIdFor(slot: Pick<IdSlot, 'name' | 'scalar'>, typeName: string): string {
  if (slot.scalar === 'ID') {
    if (slot.name === 'factorId') return ids.global.TotpFactor!;
    if (slot.name === 'speakerId') return ids.global.ProtocolSpeaker!;
    if (slot.name === 'participantId') return ids.global.Participant!;
    if (slot.name === 'reviewId') return ids.global.Review!;
    if (slot.name === 'agendaId') return ids.global.Agenda!;
    if (slot.name === 'actionItemId') return ids.global.ActionItem!;
    if (slot.name === 'protocolId' || typeName.includes('Protocol')) return ids.global.Protocol!;
    return ids.global.Project!;
  }
  const byName: Record<string, string | undefined> = {
    projectId: ids.plain.project,
    protocolId: ids.plain.protocol,
    speakerId: ids.plain.speaker,
    participantId: ids.plain.participant,
    uploadTicketId: ids.plain.uploadTicket,
    factorId: ids.plain.factor,
    actionItemId: ids.plain.actionItem,
    userId: ids.plain.user,
    reviewId: ids.plain.review,
    inviteId: ids.plain.invite,
    commentId: ids.plain.comment,
    agendaId: ids.plain.agenda,
  };
  return byName[slot.name] ?? ids.plain.project!;
}

const STRINGS: Record<string, () => string> = {
  date: () => '2026-11-23',
  dueDate: () => '2026-11-23',
  mimeType: () => 'audio/wav',
  fileName: () => 'aufnahme.wav',
  email: () => 'test@example.de',
  // The code the owner's authenticator shows right now.
  code: () => totpCode(base32Decode(ids.factorSecret), totpStep(Date.now())),
};

/** A valid-looking value of `type`: required fields always, optional ones only where they hold an id. */
function valueFor(type: GraphQLInputType, name: string, parentType: string, depth = 0): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, name, parentType, depth);
  if (isListType(type)) return [valueFor(type.ofType, name, parentType, depth + 1)];
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const isId = slotsOf(field.type, field.name, []).length > 0;
      if (isNonNullType(field.type) || isId) value[field.name] = depth > 5 ? null : valueFor(field.type, field.name, type.name, depth + 1);
    }
    return value;
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) {
    if (type.name === 'ID' || (type.name === 'String' && isIdName(name))) return ownersIdFor({ name, scalar: type.name === 'ID' ? 'ID' : 'String' }, parentType);
    switch (type.name) {
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      default:
        return STRINGS[name]?.() ?? 'Test';
    }
  }
  return null;
}

function setAt(target: Record<string, unknown>, at: PathStep[], value: unknown) {
  let here: Record<string | number, unknown> = target;
  for (const step of at.slice(0, -1)) here = here[step] as Record<string | number, unknown>;
  here[at[at.length - 1]!] = value;
}

function variablesFor(operation: Operation, slot: IdSlot, id: string): Record<string, unknown> {
  const variables: Record<string, unknown> = Object.fromEntries(operation.field.args.map((arg) => [arg.name, valueFor(arg.type, arg.name, operation.name)]));
  setAt(variables, slot.path, id);
  return variables;
}

/** Every id of the owner to try in a slot: those of its kind first, then those of the other kind (crossing kinds must fail too). */
function idsToTry(slot: IdSlot): { label: string; id: string }[] {
  const plain = Object.entries(ids.plain).map(([label, id]) => ({ label: `uuid:${label}`, id }));
  const global = Object.entries(ids.global).map(([label, id]) => ({ label: `global:${label}`, id }));
  return slot.scalar === 'ID' ? [...global, ...plain] : [...plain, ...global];
}

// ---------------------------------------------------------------------------------------------
// Sending, as the second user and anonymously

type Actor = 'intruder' | 'anonymous' | 'owner';

const cookieOf = (actor: Actor) => (actor === 'intruder' ? intruder.browser.cookie : actor === 'owner' ? owner.browser.cookie : undefined);

interface Answer {
  status: number;
  text: string;
  /** The value of the called field (null if none), or undefined when the answer had no data for it. */
  result: unknown;
}

function resultOf(operation: Operation, data: unknown): unknown {
  let here = data as Record<string, unknown> | null | undefined;
  for (const step of operation.around) {
    if (here == null) return here;
    here = here[step] as Record<string, unknown> | null | undefined;
  }
  return here == null ? here : here[operation.field.name];
}

async function sendHttp(operation: Operation, actor: Actor, variables: Record<string, unknown>): Promise<Answer> {
  const cookie = cookieOf(actor);
  const response = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'x-graphql-yoga-csrf': '1', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: documentFor(operation), variables }),
  });
  const text = await response.text();
  let result: unknown;
  try {
    result = resultOf(operation, (JSON.parse(text) as { data?: unknown }).data);
  } catch {
    result = undefined;
  }
  return { status: response.status, text, result };
}

function describeError(error: unknown): string {
  if (Array.isArray(error)) return JSON.stringify(error);
  if (error && typeof error === 'object' && 'code' in error) {
    const close = error as { code: unknown; reason?: unknown };
    return JSON.stringify({ closeCode: close.code, reason: String(close.reason ?? '') });
  }
  return error instanceof Error ? error.message : String(error);
}

/** The first message of a subscription (or its error, or its end), over a graphql-ws connection of its own. */
async function sendSubscription(operation: Operation, actor: Actor, variables: Record<string, unknown>): Promise<Answer> {
  const cookie = cookieOf(actor);
  const client = createClient({
    url: `${api.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, cookie ? { headers: { cookie } } : {});
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
  try {
    return await new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => resolve({ status: 200, text: 'no message within 5 s', result: undefined }), 5_000);
      client.subscribe(
        { query: documentFor(operation), variables },
        {
          next: (value) => {
            clearTimeout(timer);
            resolve({ status: 200, text: JSON.stringify(value), result: resultOf(operation, value.data) });
          },
          error: (error) => {
            clearTimeout(timer);
            const text = describeError(error);
            // 1011: the server's internal error, the WebSocket's 5xx.
            resolve({ status: text.includes('"closeCode":1011') ? 500 : 200, text, result: undefined });
          },
          complete: () => {
            clearTimeout(timer);
            resolve({ status: 200, text: 'complete', result: undefined });
          },
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

const send = (operation: Operation, actor: Actor, variables: Record<string, unknown>) =>
  operation.kind === 'subscription' ? sendSubscription(operation, actor, variables) : sendHttp(operation, actor, variables);

/** Everything wrong with an answer, as lines a developer can act on (empty: the answer is fine). */
function problemsWith(operation: Operation, actor: Actor, variables: Record<string, unknown>, answer: Answer): string[] {
  const problems: string[] = [];
  const sent = JSON.stringify(variables);
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.text.includes(GRAPHQL_TEXT.unexpected) || answer.text.includes('INTERNAL_SERVER_ERROR')) problems.push('an unexpected (internal) error');
  for (const [what, text] of Object.entries(PRIVATE)) if (answer.text.includes(text)) problems.push(`shows the owner's ${what}`);
  for (const [what, id] of [...Object.entries(ids.plain), ...Object.entries(ids.global)]) {
    // Echoing an id the caller sent is no leak; any other id of the owner is.
    if (answer.text.includes(id) && !sent.includes(id)) problems.push(`shows the owner's id ${what} (${id}), which it was not sent`);
  }
  // The called field must give nothing: null (or a list of nulls) for reads, no success for changes.
  const result = answer.result;
  if (operation.kind === 'mutation') {
    const typename = (result as { __typename?: string } | null | undefined)?.__typename ?? '';
    if (typename.endsWith('Success') && !(actor === 'intruder' && OWN_ACCOUNT_ONLY.has(operation.name))) problems.push(`succeeded (${typename})`);
  } else if (Array.isArray(result) ? result.some((item) => item !== null) : result != null) {
    problems.push(`returned something: ${JSON.stringify(result)}`);
  }
  return problems.map((problem) => `${operation.name} as ${actor} with ${sent}: ${problem}\n  answer: ${answer.text.slice(0, 600)}`);
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  api = await startTestApi({}, { worker: false });
  ids = await seedOwner();
  intruder = await signedInUser(api.url, db(), 'eindringling@example.de');
  // The intruder has a plan and a project of its own: a refusal must be about whose the ids are, not about a missing plan.
  await setPlan(db(), 'eindringling@example.de', 'starter');
  expect((await intruder.browser.gql(M.createProject, { input: { name: 'Eigenes Projekt' } })).body.data!.createProject.__typename).toBe('MutationCreateProjectSuccess');
  // The generated activation code is one the owner's factor would accept.
  expect(matchTotp(ids.factorSecret, STRINGS.code!(), Date.now(), null)).not.toBeNull();
  before = await snapshotOfOwner();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const operations = idTakingOperations();
const ACTORS: Actor[] = ['intruder', 'anonymous'];
/** The reads, which the owner may repeat without changing anything: their right ids must get the owner's rows. */
const OWNER_READS: Record<string, () => string> = {
  'Query.node': () => ids.global.Protocol!,
  'Query.nodes': () => ids.global.Project!,
  'Viewer.project': () => ids.plain.project!,
  'Viewer.protocol': () => ids.plain.protocol!,
  'Subscription.protocolProcessing': () => ids.plain.protocol!,
};

describe('authorisation matrix: a second user and an anonymous client with the owner’s ids', () => {
  it('knows every id-taking operation of the schema', () => {
    const inSchema = operations.map((operation) => operation.name).sort();
    const unknown = inSchema.filter((name) => !KNOWN_OPERATIONS.includes(name));
    const gone = KNOWN_OPERATIONS.filter((name) => !inSchema.includes(name));
    expect(
      { unknown, gone },
      `New id-taking operations in the schema: ${unknown.join(', ') || 'none'}; gone: ${gone.join(', ') || 'none'}. ` +
        'Add a new operation to KNOWN_OPERATIONS in tests/authorizationMatrix.test.ts (remove a gone one), and make sure it follows ' +
        'the access policy: only the owner may read or change a row; anyone else gets null or a not-found answer.',
    ).toEqual({ unknown: [], gone: [] });
    expect(inSchema).toEqual([...KNOWN_OPERATIONS].sort());
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))('%s gives nothing of the owner to anyone else and changes nothing', async (_name, operation) => {
    const problems: string[] = [];
    let requests = 0;
    for (const slot of operation.slots) {
      for (const { id } of idsToTry(slot)) {
        const variables = variablesFor(operation, slot, id);
        for (const actor of ACTORS) {
          const answer = await send(operation, actor, variables);
          requests++;
          problems.push(...problemsWith(operation, actor, variables, answer));
        }
      }
    }
    const idCount = Object.keys(ids.plain).length + Object.keys(ids.global).length;
    console.log(`${operation.name}: ${operation.slots.length} id slot(s) × ${idCount} ids × ${ACTORS.length} actors = ${requests} requests`);
    expect(problems).toEqual([]);
    // Each case's own check of the owner's rows, so a change is pinned to the operation that made it.
    expect(await snapshotOfOwner()).toEqual(before);
  });

  it.each(Object.keys(OWNER_READS))('%s gives the owner the row with the same generated call (so the matrix would see a leak)', async (name) => {
    const operation = operations.find((candidate) => candidate.name === name)!;
    const variables = variablesFor(operation, operation.slots[0]!, OWNER_READS[name]!());
    const answer = await send(operation, 'owner', variables);
    expect(answer.status).toBeLessThan(500);
    const result = answer.result;
    expect(Array.isArray(result) ? result[0] : result, answer.text).toMatchObject({ __typename: expect.any(String) });
  });

  it('left every row of the owner as it was', async () => {
    const idCount = Object.keys(ids.plain).length + Object.keys(ids.global).length;
    const slots = operations.reduce((sum, operation) => sum + operation.slots.length, 0);
    console.log(
      `authorisation matrix: ${operations.length} operations (${slots} id slots) × ${idCount} id types × ${ACTORS.length} actors = ${slots * idCount * ACTORS.length} requests`,
    );
    expect(await snapshotOfOwner()).toEqual(before);
    // The owner still sees everything: the matrix's refusals were about who asked.
    const own = await owner.browser.gql(`query($id: String!) { viewer { email protocol(protocolId: $id) { title } } }`, { id: ids.plain.protocol });
    expect(own.body.data).toEqual({ viewer: { email: PRIVATE.email, protocol: { title: PRIVATE.protocolTitle } } });
  });
});
