// Review by token link (issue 15) through GraphQL against the real API, PostgreSQL and the test
// SMTP server: the owner sends a frozen version, each recipient gets a personal link by mail and
// answers on the public review page without signing in; comments, objections, replies, a new
// version sent again, completion; revoked, expired and unknown links; the audit trail's chain and
// its tamper detection.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { usageMonthKey } from '../domain/plans/rules';
import { graphql, useTestApi } from './support/api';
import type { BrowserSession } from './support/browserSession';
import { signedInUser } from './support/users';
import { payload, type Any } from './support/responses';

const api = useTestApi();
const db = () => api.database.db;

const ERROR = '... on Error { __typename title message } ... on ValidationError { fields { field message } }';
const LINK_ERROR = `${ERROR} ... on ReviewLinkError { reason }`;
const CREATE = `mutation($input: CreateManualProtocolInput!) { createManualProtocol(input: $input) { __typename ... on MutationCreateManualProtocolSuccess { data { protocol { id protocolId document { topics { topicId } } } } } ${ERROR} } }`;
const EDIT = `mutation($input: EditProtocolInput!) { editProtocol(input: $input) { __typename ... on MutationEditProtocolSuccess { data { versionNumber } } ${ERROR} } }`;
const SEND = `mutation($input: SendProtocolForReviewInput!) { sendProtocolForReview(input: $input) { __typename ... on MutationSendProtocolForReviewSuccess { data { review { id reviewId versionNumber deadline state invites { inviteId name company email status } } protocol { status } } } ${ERROR} } }`;
const OWNER_VIEW = `query($id: String!) { viewer { protocol(protocolId: $id) { status versions { number reason }
  reviews { reviewId versionNumber state completedAt invites { inviteId name email status firstOpenedAt answeredAt mailAcceptedAt revokedAt }
    comments { commentId kind entryId text authorName byOwner replies { text byOwner } } }
  auditTrail { intact firstBrokenSequence events { sequence type actorKind actorName actorEmail clientAddress userAgent versionNumber versionHash } } } } }`;
const PAGE = `query($token: String!, $current: Boolean) { reviewPage(token: $token, current: $current) { __typename
  ... on QueryReviewPageSuccess { data { state title versionNumber deadline deadlinePassed recipientName recipientStatus senderName message supersededByVersion canViewCurrent
    document { topics { title entries { entryId label text } } }
    comments { kind entryLabel text byOwner replies { text byOwner } } } } ... on Error { __typename title message } ... on ReviewLinkError { reason } } }`;
const PAGE_FIELDS = `page { state versionNumber recipientStatus comments { kind entryLabel text } }`;
const APPROVE = `mutation($input: ReviewTokenInput!) { approveReview(input: $input) { __typename ... on MutationApproveReviewSuccess { data { ${PAGE_FIELDS} } } ${LINK_ERROR} } }`;
const OBJECT = `mutation($input: ObjectToReviewInput!) { objectToReview(input: $input) { __typename ... on MutationObjectToReviewSuccess { data { ${PAGE_FIELDS} } } ${LINK_ERROR} } }`;
const COMMENT = `mutation($input: CommentOnReviewInput!) { commentOnReview(input: $input) { __typename ... on MutationCommentOnReviewSuccess { data { ${PAGE_FIELDS} } } ${LINK_ERROR} } }`;
const REPLY = `mutation($input: ReplyToReviewCommentInput!) { replyToReviewComment(input: $input) { __typename ... on MutationReplyToReviewCommentSuccess { data { reply { text byOwner } } } ${ERROR} } }`;
const REVOKE = `mutation($input: RevokeReviewInviteInput!) { revokeReviewInvite(input: $input) { __typename ... on MutationRevokeReviewInviteSuccess { data { review { invites { email status } } } } ${ERROR} } }`;

/** A recipient's browser: no session, its own user agent. */
const reviewer = (agent: string) => ({ gql: (query: string, variables: Record<string, unknown>) => graphql(api.url, query, variables, { 'user-agent': agent }) });

/** The personal link in the invitation mail to `to` (newest first). */
async function mailedToken(to: string, subject: RegExp): Promise<string> {
  const mail = await api.smtp.waitFor((m) => m.to !== undefined && JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? '') && !usedMails.has(m));
  usedMails.add(mail);
  const token = /\/review\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
  expect(token, mail.text).toBeDefined();
  return token!;
}
const usedMails = new Set<unknown>();

async function protocolWithEntries(browser: BrowserSession, userId: string) {
  const project = await db().project.create({ data: { userId, name: 'Neubau Kita Sonnenschein', number: 'P-15' } });
  const bauleiter = await db().participant.create({ data: { projectId: project.id, name: 'Bernd Bauleiter', company: 'Hochbau Süd GmbH', email: 'bernd@hochbau-sued.de', role: 'Bauleitung' } });
  const created = payload(await browser.gql(CREATE, { input: { projectId: encodeGlobalID('Project', project.id), title: 'Jour fixe 7', date: '2026-11-24' } }));
  const topicId = created.protocol.document.topics[0].topicId as string;
  const entryIds = [randomUUID(), randomUUID()];
  payload(
    await browser.gql(EDIT, {
      input: {
        protocolId: created.protocol.id,
        operations: [
          { kind: 'ADD_ENTRY', topicId, entryId: entryIds[0], index: 0, type: 'FESTLEGUNG', html: '<p>Die Decke über dem EG wird am Freitag betoniert.</p>' },
          { kind: 'ADD_ENTRY', topicId, entryId: entryIds[1], index: 1, type: 'AUFGABE', html: '<p>Statik schickt die Bewehrungspläne.</p>' },
        ],
      },
    }),
  );
  return { project, bauleiter, protocolGlobalId: created.protocol.id as string, protocolId: created.protocol.protocolId as string, topicId, entryIds };
}

describe('review by token link', () => {
  it('goes the whole round: send, open, comment, object, reply, a new version sent again, approve, complete; the audit trail holds', async () => {
    const { browser: owner, userId } = await signedInUser(api.url, db(), 'bauleitung@review.de');
    // The Bauleiter uses the product too: his invitations and mentions reach him as notifications.
    const { userId: berndUserId } = await signedInUser(api.url, db(), 'bernd@hochbau-sued.de');
    const setup = await protocolWithEntries(owner, userId);
    const recipients = [{ participantId: setup.bauleiter.id }, { name: 'Petra Prüfer', company: 'Statik Groß', email: 'petra@statik-gross.de' }];

    // Refusals first, in German at the field.
    const twice = payload(await owner.gql(SEND, { input: { protocolId: setup.protocolGlobalId, recipients: [...recipients, { email: 'PETRA@statik-gross.de' }] } }));
    expect(twice).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'recipients.2.email', message: 'Diese E-Mail-Adresse ist bereits eingeladen.' }] });
    const none = payload(await owner.gql(SEND, { input: { protocolId: setup.protocolGlobalId, recipients: [] } }));
    expect(none).toMatchObject({ __typename: 'ValidationError', message: 'Bitte wählen Sie mindestens einen Empfänger.' });
    const badDays = payload(await owner.gql(SEND, { input: { protocolId: setup.protocolGlobalId, recipients, objectionDays: 31 } }));
    expect(badDays).toMatchObject({ __typename: 'ValidationError', message: 'Die Einspruchsfrist muss zwischen 1 und 30 Werktagen liegen.' });

    const sent = payload(await owner.gql(SEND, { input: { protocolId: setup.protocolGlobalId, recipients, message: 'Bitte bis Freitag prüfen.', objectionDays: 5 } }));
    expect(sent.protocol.status).toBe('REVIEW');
    expect(sent.review).toMatchObject({ versionNumber: 1, state: 'OPEN' });
    expect(sent.review.invites.map((i: Any) => [i.name, i.company, i.email, i.status])).toEqual([
      ['Bernd Bauleiter', 'Hochbau Süd GmbH', 'bernd@hochbau-sued.de', 'pending'],
      ['Petra Prüfer', 'Statik Groß', 'petra@statik-gross.de', 'pending'],
    ]);
    const bernd = await mailedToken('bernd@hochbau-sued.de', /^Protokoll zur Freigabe: Jour fixe 7$/);
    const petra = await mailedToken('petra@statik-gross.de', /^Protokoll zur Freigabe: Jour fixe 7$/);
    expect(bernd).not.toBe(petra);
    // Only hashes are stored.
    expect(await db().reviewInvite.count({ where: { OR: [{ tokenHash: bernd }, { tokenHash: petra }] } })).toBe(0);

    // Petra opens her link without signing in.
    const petraBrowser = reviewer('Mozilla/5.0 (iPhone) Petra');
    const page = payload(await petraBrowser.gql(PAGE, { token: petra }));
    expect(page).toMatchObject({ state: 'OPEN', title: 'Jour fixe 7', versionNumber: 1, recipientName: 'Petra Prüfer', recipientStatus: 'pending', message: 'Bitte bis Freitag prüfen.', deadlinePassed: false });
    expect(page.document.topics[0].entries.map((e: Any) => [e.label, e.text])).toEqual([
      ['1.1', 'Die Decke über dem EG wird am Freitag betoniert.'],
      ['1.2', 'Statik schickt die Bewehrungspläne.'],
    ]);
    payload(await petraBrowser.gql(PAGE, { token: petra }));

    // A comment on entry 1.2 mentioning the Bauleiter; an objection needs its reason; then one answer only.
    const commented = payload(await petraBrowser.gql(COMMENT, { input: { token: petra, entryId: setup.entryIds[1], text: '@Bernd Bauleiter Die Pläne kommen erst Montag.' } }));
    expect(commented.page.comments).toEqual([{ kind: 'COMMENT', entryLabel: '1.2', text: '@Bernd Bauleiter Die Pläne kommen erst Montag.' }]);
    const noReason = payload(await petraBrowser.gql(OBJECT, { input: { token: petra, reason: '  ' } }));
    expect(noReason).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'reason', message: 'Bitte begründen Sie Ihren Widerspruch.' }] });
    const wrongEntry = payload(await petraBrowser.gql(OBJECT, { input: { token: petra, reason: 'Falsch', entryId: randomUUID() } }));
    expect(wrongEntry).toMatchObject({ __typename: 'ValidationError', message: 'Diesen Eintrag gibt es in der versendeten Version nicht.' });
    const objected = payload(await petraBrowser.gql(OBJECT, { input: { token: petra, reason: 'Betoniert wird erst nächste Woche.', entryId: setup.entryIds[0] } }));
    expect(objected.page.recipientStatus).toBe('objected');
    expect(payload(await petraBrowser.gql(APPROVE, { input: { token: petra } }))).toMatchObject({ __typename: 'AlreadyAnsweredError', message: 'Sie haben bereits geantwortet.' });

    // The owner sees who did what, and replies to the objection.
    let view = payload(await owner.gql(OWNER_VIEW, { id: setup.protocolId })).protocol;
    const [review] = view.reviews;
    expect(review.invites.map((i: Any) => [i.email, i.status, i.firstOpenedAt !== null, i.answeredAt !== null])).toEqual([
      ['bernd@hochbau-sued.de', 'pending', false, false],
      ['petra@statik-gross.de', 'objected', true, true],
    ]);
    expect(review.invites.every((i: Any) => i.mailAcceptedAt !== null)).toBe(true);
    const objection = review.comments.find((c: Any) => c.kind === 'OBJECTION');
    expect(objection).toMatchObject({ entryId: setup.entryIds[0], text: 'Betoniert wird erst nächste Woche.', authorName: 'Petra Prüfer', byOwner: false });
    expect(payload(await owner.gql(REPLY, { input: { commentId: objection.commentId, text: 'Danke, wir korrigieren den Termin.' } }))).toMatchObject({ reply: { text: 'Danke, wir korrigieren den Termin.', byOwner: true } });
    const withReply = payload(await petraBrowser.gql(PAGE, { token: petra }));
    expect(withReply.comments.find((c: Any) => c.kind === 'OBJECTION')).toMatchObject({ entryLabel: '1.1', replies: [{ text: 'Danke, wir korrigieren den Termin.', byOwner: true }] });
    const notifications = await db().notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
    expect(notifications.map((n) => [n.type, n.title])).toEqual([
      ['review_comment', 'Kommentar von Petra Prüfer'],
      ['review_comment', 'Widerspruch von Petra Prüfer'],
    ]);

    expect((await db().notification.findMany({ where: { userId: berndUserId }, orderBy: { createdAt: 'asc' } })).map((n) => [n.type, n.title])).toEqual([
      ['review_invite', 'Protokoll zur Freigabe'],
      ['mention', 'Petra Prüfer hat Sie erwähnt'],
    ]);

    // The objection is answered by a new version, sent again to everyone.
    payload(await owner.gql(EDIT, { input: { protocolId: setup.protocolGlobalId, operations: [{ kind: 'SET_ENTRY', entryId: setup.entryIds[0], field: 'html', base: '<p>Die Decke über dem EG wird am Freitag betoniert.</p>', value: '<p>Die Decke über dem EG wird nächste Woche betoniert.</p>' }] } }));
    const resent = payload(await owner.gql(SEND, { input: { protocolId: setup.protocolGlobalId, recipients } }));
    expect(resent.review.versionNumber).toBe(2);
    const petra2 = await mailedToken('petra@statik-gross.de', /^Protokoll zur Freigabe/);
    const bernd2 = await mailedToken('bernd@hochbau-sued.de', /^Protokoll zur Freigabe/);
    const old = payload(await petraBrowser.gql(PAGE, { token: petra }));
    expect(old).toMatchObject({ state: 'SUPERSEDED', versionNumber: 1, supersededByVersion: 2, canViewCurrent: true });
    const current = payload(await petraBrowser.gql(PAGE, { token: petra, current: true }));
    expect(current).toMatchObject({ state: 'OPEN', versionNumber: 2, recipientStatus: 'pending' });
    expect(current.document.topics[0].entries[0].text).toBe('Die Decke über dem EG wird nächste Woche betoniert.');

    // Petra approves through her old link (it acts on her invite to version 2), Bernd through his new one: complete.
    expect(payload(await petraBrowser.gql(APPROVE, { input: { token: petra } })).page).toMatchObject({ versionNumber: 2, recipientStatus: 'approved' });
    expect(petra2).not.toBe(petra);
    expect(payload(await reviewer('Bernd Desktop').gql(APPROVE, { input: { token: bernd2 } })).page).toMatchObject({ state: 'COMPLETED', recipientStatus: 'approved' });
    expect(payload(await reviewer('Bernd Desktop').gql(APPROVE, { input: { token: bernd } }))).toMatchObject({ __typename: 'AlreadyAnsweredError' });

    view = payload(await owner.gql(OWNER_VIEW, { id: setup.protocolId })).protocol;
    expect(view.status).toBe('COMPLETED');
    expect(view.versions).toEqual([{ number: 1, reason: 'REVIEW' }, { number: 2, reason: 'REVIEW' }]);
    expect(view.reviews.map((r: Any) => [r.versionNumber, r.state])).toEqual([[2, 'COMPLETED'], [1, 'SUPERSEDED']]);
    expect(await db().notification.findFirst({ where: { userId, type: 'review_completed' } })).toMatchObject({ title: 'Freigabe abgeschlossen', message: '„Jour fixe 7“, Version 2: 2 freigegeben, 0 Widerspruch.' });
    expect(await db().usageCounter.findMany({ where: { userId, period: usageMonthKey(new Date()), usageType: { in: ['protocols_reviewed', 'comments_created'] } }, select: { usageType: true, amount: true }, orderBy: { usageType: 'asc' } })).toEqual([
      { usageType: 'comments_created', amount: 3 },
      { usageType: 'protocols_reviewed', amount: 2 },
    ]);

    // The audit trail: every step with who, from where, which version; the chain intact.
    // The mail server's acceptance of each of the four invitations arrives from the mail workflow.
    const auditTrail = async () => payload(await owner.gql(OWNER_VIEW, { id: setup.protocolId })).protocol.auditTrail;
    await expect.poll(async () => (await auditTrail()).events.filter((e: Any) => e.type === 'mail_accepted').length).toBe(4);
    const trail = await auditTrail();
    expect(trail.intact).toBe(true);
    expect(trail.events.map((e: Any) => e.type).filter((type: string) => type !== 'mail_accepted')).toEqual([
      'sent', 'sent', 'opened', 'commented', 'objected', 'replied', 'sent', 'sent', 'superseded', 'opened', 'approved', 'approved', 'completed',
    ]);
    const opened = trail.events.find((e: Any) => e.type === 'opened');
    expect(opened).toMatchObject({ actorKind: 'recipient', actorName: 'Petra Prüfer', actorEmail: 'petra@statik-gross.de', clientAddress: '127.0.0.1', userAgent: 'Mozilla/5.0 (iPhone) Petra', versionNumber: 1 });
    expect(opened.versionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(trail.events.filter((e: Any) => e.type === 'opened' && e.actorName === 'Petra Prüfer' && e.versionNumber === 1)).toHaveLength(1);
    expect(trail.events.at(-1)).toMatchObject({ type: 'completed', actorKind: 'system', versionNumber: 2 });
    expect(trail.events.filter((e: Any) => e.type === 'sent').map((e: Any) => [e.actorKind, e.versionNumber])).toEqual([
      ['owner', 1], ['owner', 1], ['owner', 2], ['owner', 2],
    ]);

    // The PDF and the Word file carry the trail as an appendix, with the chain's check.
    const exported = async (format: 'pdf' | 'docx') => {
      const response = await fetch(`${api.url}/files/protocols/${setup.protocolId}/export?format=${format}&version=2`, { headers: { cookie: owner.cookie! } });
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.status, body.toString()).toBe(200);
      return body;
    };
    const dir = mkdtempSync(path.join(os.tmpdir(), 'review-export-'));
    writeFileSync(path.join(dir, 'p.pdf'), await exported('pdf'));
    const pdfText = execFileSync('pdftotext', ['-layout', path.join(dir, 'p.pdf'), '-']).toString().replaceAll('\u00AD', '');
    expect(pdfText).toContain('Anhang: Prüfprotokoll der Freigabe');
    expect(pdfText).toContain('Prüfkette vollständig und unverändert');
    for (const shown of ['Link geöffnet', 'Petra Prüfer (Statik Groß)', 'petra@statik-gross.de', '127.0.0.1']) expect(pdfText).toContain(shown);
    const docx = strFromU8(unzipSync(new Uint8Array(await exported('docx')))['word/document.xml']!);
    expect(docx).toContain('Anhang: Prüfprotokoll der Freigabe');
    expect(docx).toContain('Freigabe abgeschlossen');

    // Altering one stored event, or removing one, is detected at its place.
    const third = await db().reviewAuditEvent.findFirstOrThrow({ where: { protocolId: setup.protocolId, sequence: 3 } });
    expect(third.clientAddress).not.toBe('10.0.0.9');
    await db().$executeRaw`UPDATE review_audit_events SET client_address = '10.0.0.9' WHERE id = ${third.id}::uuid`;
    expect(payload(await owner.gql(OWNER_VIEW, { id: setup.protocolId })).protocol.auditTrail).toMatchObject({ intact: false, firstBrokenSequence: 3 });
    await db().$executeRaw`UPDATE review_audit_events SET client_address = ${third.clientAddress} WHERE id = ${third.id}::uuid`;
    expect(payload(await owner.gql(OWNER_VIEW, { id: setup.protocolId })).protocol.auditTrail.intact).toBe(true);
    await db().$executeRaw`DELETE FROM review_audit_events WHERE protocol_id = ${setup.protocolId}::uuid AND sequence = 5`;
    expect(payload(await owner.gql(OWNER_VIEW, { id: setup.protocolId })).protocol.auditTrail).toMatchObject({ intact: false, firstBrokenSequence: 5 });
  });

  it('answers revoked, expired and unknown links with their German message, and a token opens nothing else', async () => {
    const { browser: owner, userId } = await signedInUser(api.url, db(), 'links@review.de');
    const setup = await protocolWithEntries(owner, userId);
    const sent = payload(await owner.gql(SEND, { input: { protocolId: setup.protocolGlobalId, recipients: [{ email: 'eins@links.de' }, { email: 'zwei@links.de' }] } }));
    const eins = await mailedToken('eins@links.de', /^Protokoll zur Freigabe/);
    const zwei = await mailedToken('zwei@links.de', /^Protokoll zur Freigabe/);
    const browser = reviewer('Test');

    const revoked = payload(await owner.gql(REVOKE, { input: { inviteId: sent.review.invites[0].inviteId } }));
    expect(revoked.review.invites.map((i: Any) => i.status)).toEqual(['revoked', 'pending']);
    expect(payload(await browser.gql(PAGE, { token: eins }))).toMatchObject({ __typename: 'ReviewLinkError', reason: 'REVOKED', message: 'Dieser Link wurde zurückgezogen.' });
    expect(payload(await browser.gql(APPROVE, { input: { token: eins } }))).toMatchObject({ __typename: 'ReviewLinkError', reason: 'REVOKED' });

    await db().reviewInvite.updateMany({ where: { reviewId: sent.review.reviewId, email: 'zwei@links.de' }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(payload(await browser.gql(PAGE, { token: zwei }))).toMatchObject({ __typename: 'ReviewLinkError', reason: 'EXPIRED', message: 'Dieser Link ist abgelaufen.' });
    for (const token of ['x', 'A'.repeat(43), `${eins.slice(0, 42)}!`]) {
      expect(payload(await browser.gql(PAGE, { token }))).toMatchObject({ __typename: 'ReviewLinkError', reason: 'UNKNOWN', message: 'Dieser Link ist ungültig.' });
    }

    // The token as a cookie or bearer token signs nobody in: the signed-in API stays closed.
    const asCredential = await graphql(api.url, `{ viewer { protocol(protocolId: "${setup.protocolId}") { title } } }`, {}, { cookie: `session=${zwei}`, authorization: `Bearer ${zwei}` });
    expect(asCredential.body.data).toEqual({ viewer: null });
  });
});
