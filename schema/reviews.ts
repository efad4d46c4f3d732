// Review by token link (issue 15). The owner's side (signed in): send a protocol version for
// review, see each recipient's state, the comments and the audit trail, revoke, add, cancel, reply.
// The recipient's side (public, by token): the review page and its three answers. The token-side
// types carry nothing of the project but the version sent.
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import { ProtocolFinalizedError, ProtocolInProcessingError, ProtocolNotFoundError } from '../domain/protocols/errors';
import { visibleProtocols } from '../domain/protocols/protocolPolicy';
import { auditEventsOf, verifyAuditEvents } from '../domain/reviews/auditTrail';
import { AlreadyAnsweredError, ReviewClosedError, ReviewLinkError, ReviewNotFoundError, ReviewRateLimitError } from '../domain/reviews/errors';
import { approveReview, commentOnReview, objectToReview, reviewPage, type ReviewPageComment, type ReviewPageView } from '../domain/reviews/reviewerAccess';
import { addReviewRecipients, cancelReview, replyToReviewComment, revokeReviewInvite, sendForReview } from '../domain/reviews/reviews';
import type { Review as ReviewRow, ReviewAuditEvent } from '../platform/generated/prisma/client';
import { uuidOrNil } from '../platform/uuid';
import { builder, nodeLookupActor } from './builder';
import { multilineText } from './clientInputPlugin';
import { ErrorInterface } from './errors';
import { mutation } from './mutations';
import { DocumentRef } from './protocolEditing';
import { Protocol } from './protocols';
import './participants';

for (const error of [ReviewNotFoundError, ReviewClosedError, AlreadyAnsweredError, ReviewRateLimitError]) {
  builder.objectType(error, { name: error.name, interfaces: [ErrorInterface] });
}
const LinkProblem = builder.enumType('ReviewLinkProblem', { values: ['UNKNOWN', 'REVOKED', 'EXPIRED', 'CANCELLED'] as const });
builder.objectType(ReviewLinkError, {
  name: 'ReviewLinkError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ reason: t.field({ type: LinkProblem, resolve: (e) => e.reason }) }),
});

const ReviewState = builder.enumType('ReviewState', { values: ['OPEN', 'COMPLETED', 'CANCELLED', 'SUPERSEDED'] as const });
const CommentKind = builder.enumType('ReviewCommentKind', { values: ['COMMENT', 'OBJECTION'] as const });
const iso = (value: Date | null) => value?.toISOString() ?? null;

builder.prismaObject('ReviewInvite', {
  description: 'One recipient of a review and what became of their link',
  fields: (t) => ({
    inviteId: t.exposeString('id'),
    name: t.exposeString('name'),
    company: t.exposeString('company', { nullable: true }),
    email: t.exposeString('email'),
    status: t.exposeString('status', { description: 'pending, approved, objected, no_objection or revoked' }),
    sentAt: t.string({ resolve: (i) => i.createdAt.toISOString() }),
    mailAcceptedAt: t.string({ nullable: true, description: 'When the mail server accepted the invitation', select: { mailMessage: true }, resolve: (i) => iso(i.mailMessage?.status === 'SENT' ? i.mailMessage.sentAt : null) }),
    mailFailed: t.boolean({ select: { mailMessage: true }, resolve: (i) => i.mailMessage?.status === 'FAILED' }),
    firstOpenedAt: t.string({ nullable: true, resolve: (i) => iso(i.firstOpenedAt) }),
    lastOpenedAt: t.string({ nullable: true, resolve: (i) => iso(i.lastOpenedAt) }),
    answeredAt: t.string({ nullable: true, resolve: (i) => iso(i.answeredAt) }),
    remindedAt: t.string({ nullable: true, resolve: (i) => iso(i.remindedAt) }),
    revokedAt: t.string({ nullable: true, resolve: (i) => iso(i.revokedAt) }),
  }),
});

builder.prismaObject('ReviewComment', {
  fields: (t) => ({
    commentId: t.exposeString('id'),
    kind: t.field({ type: CommentKind, resolve: (c) => c.kind }),
    entryId: t.exposeString('entryId', { nullable: true, description: "The version document's entry, null: the whole protocol" }),
    text: t.exposeString('text'),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    byOwner: t.boolean({ resolve: (c) => c.authorUserId !== null }),
    authorName: t.string({ nullable: true, select: { invite: true }, resolve: (c) => c.invite?.name ?? null }),
    authorCompany: t.string({ nullable: true, select: { invite: true }, resolve: (c) => c.invite?.company ?? null }),
    replies: t.relation('replies', { query: { orderBy: { createdAt: 'asc' } } }),
  }),
});

export const Review = builder.prismaNode('Review', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), protocol: visibleProtocols(nodeLookupActor(ctx)) }),
  nullable: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    reviewId: t.exposeString('id'),
    versionNumber: t.exposeInt('versionNumber'),
    versionHash: t.exposeString('versionHash', { description: 'SHA-256 of the version as sent' }),
    message: t.exposeString('message', { nullable: true }),
    objectionDays: t.exposeInt('objectionDays'),
    deadline: t.string({ description: 'The last day for objections, YYYY-MM-DD', resolve: (r) => r.deadline.toISOString().slice(0, 10) }),
    deadlineAt: t.string({ resolve: (r) => r.deadlineAt.toISOString() }),
    state: t.field({ type: ReviewState, resolve: (r) => r.state }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    completedAt: t.string({ nullable: true, resolve: (r) => iso(r.completedAt) }),
    invites: t.relation('invites', { query: { orderBy: { createdAt: 'asc' } } }),
    comments: t.relation('comments', { description: 'Comments and objections with their replies', query: { where: { parentId: null }, orderBy: { createdAt: 'asc' } } }),
  }),
});

const AuditEvent = builder.objectRef<ReviewAuditEvent>('ReviewAuditEvent').implement({
  fields: (t) => ({
    sequence: t.exposeInt('sequence'),
    type: t.exposeString('type'),
    occurredAt: t.string({ resolve: (e) => e.occurredAt.toISOString() }),
    actorKind: t.exposeString('actorKind', { description: 'owner, recipient or system' }),
    actorName: t.exposeString('actorName', { nullable: true }),
    actorCompany: t.exposeString('actorCompany', { nullable: true }),
    actorEmail: t.exposeString('actorEmail', { nullable: true }),
    clientAddress: t.exposeString('clientAddress', { nullable: true }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    versionNumber: t.exposeInt('versionNumber'),
    versionHash: t.exposeString('versionHash'),
    details: t.string({ description: 'JSON', resolve: (e) => JSON.stringify(e.details) }),
    hash: t.exposeString('hash'),
  }),
});

const AuditTrail = builder.objectRef<{ events: ReviewAuditEvent[] }>('ReviewAuditTrail').implement({
  fields: (t) => ({
    events: t.field({ type: [AuditEvent], resolve: (a) => a.events }),
    intact: t.boolean({ description: 'Every event in its place, unaltered', resolve: (a) => verifyAuditEvents(a.events).intact }),
    firstBrokenSequence: t.int({ nullable: true, resolve: (a) => verifyAuditEvents(a.events).firstBrokenSequence }),
  }),
});

builder.prismaObjectFields(Protocol, (t) => ({
  reviews: t.relation('reviews', { description: 'Sendings for review, newest first', query: { orderBy: { createdAt: 'desc' } } }),
  auditTrail: t.field({ type: AuditTrail, resolve: async (p, _args, ctx) => ({ events: await auditEventsOf(ctx, p.id) }) }),
}));

// ---- the recipient's page, by token

const PageComment = builder.objectRef<ReviewPageComment>('ReviewPageComment');
PageComment.implement({
  fields: (t) => ({
    commentId: t.exposeString('id'),
    kind: t.field({ type: CommentKind, resolve: (c) => c.kind }),
    entryId: t.exposeString('entryId', { nullable: true }),
    entryLabel: t.exposeString('entryLabel', { nullable: true, description: "'3.2', null: the whole protocol" }),
    text: t.exposeString('text'),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    byOwner: t.exposeBoolean('byOwner'),
    replies: t.field({ type: [PageComment], resolve: (c) => c.replies }),
  }),
});

const PageState = builder.enumType('ReviewPageState', { values: ['OPEN', 'COMPLETED', 'SUPERSEDED'] as const });

const ReviewPage = builder.objectRef<ReviewPageView>('ReviewPage').implement({
  description: 'A protocol version as sent to one recipient, and what they answered',
  fields: (t) => ({
    state: t.field({ type: PageState, resolve: (p) => p.state }),
    title: t.exposeString('title'),
    versionNumber: t.exposeInt('versionNumber'),
    document: t.field({ type: DocumentRef, resolve: (p) => p.document }),
    senderName: t.exposeString('senderName', { nullable: true }),
    senderCompany: t.exposeString('senderCompany', { nullable: true }),
    message: t.exposeString('message', { nullable: true }),
    deadline: t.exposeString('deadline', { description: 'YYYY-MM-DD' }),
    deadlineAt: t.string({ resolve: (p) => p.deadlineAt.toISOString() }),
    deadlinePassed: t.exposeBoolean('deadlinePassed'),
    recipientName: t.exposeString('recipientName'),
    recipientStatus: t.exposeString('recipientStatus'),
    answeredAt: t.string({ nullable: true, resolve: (p) => iso(p.answeredAt) }),
    supersededByVersion: t.exposeInt('supersededByVersion', { nullable: true }),
    canViewCurrent: t.exposeBoolean('canViewCurrent'),
    comments: t.field({ type: [PageComment], resolve: (p) => p.comments }),
  }),
});

const clientOf = (ctx: { client: { ipAddress: string | null; userAgent: string | null } }) => ctx.client;
const tokenErrors = [ReviewLinkError, ReviewRateLimitError];

builder.queryField('reviewPage', (t) =>
  t.field({
    type: ReviewPage,
    description: 'The review page of a personal link (no sign-in); opening it is recorded in the audit trail',
    args: { token: t.arg.string({ required: true }), current: t.arg.boolean({ required: false, description: 'The newest version the recipient was invited to' }) },
    errors: { types: tokenErrors },
    resolve: (_root, args, ctx) => reviewPage(ctx, args.token, clientOf(ctx), { current: args.current ?? false }),
  }),
);

const ReviewPagePayload = builder.objectRef<{ page: ReviewPageView }>('ReviewPagePayload').implement({
  fields: (t) => ({ page: t.field({ type: ReviewPage, resolve: (p) => p.page }) }),
});
const answerErrors = [...tokenErrors, ReviewClosedError, AlreadyAnsweredError, ValidationError];

const TokenInput = builder.inputType('ReviewTokenInput', { fields: (t) => ({ token: t.string({ required: true }) }) });
const ObjectionInput = builder.inputType('ObjectToReviewInput', {
  fields: (t) => ({ token: t.string({ required: true }), reason: t.string({ required: true, ...multilineText }), entryId: t.string({ required: false }) }),
});
const CommentInput = builder.inputType('CommentOnReviewInput', {
  fields: (t) => ({ token: t.string({ required: true }), text: t.string({ required: true, ...multilineText }), entryId: t.string({ required: false }) }),
});

mutation('approveReview', {
  scope: 'public',
  description: "'Freigeben' by the recipient's personal link",
  input: TokenInput,
  payload: ReviewPagePayload,
  errors: answerErrors,
  resolve: async (ctx, input) => ({ page: await approveReview(ctx, input.token, clientOf(ctx)) }),
});

mutation('objectToReview', {
  scope: 'public',
  description: "'Widerspruch einlegen' with its reason, on the whole protocol or one entry",
  input: ObjectionInput,
  payload: ReviewPagePayload,
  errors: answerErrors,
  resolve: async (ctx, input) => ({ page: await objectToReview(ctx, input.token, clientOf(ctx), { reason: input.reason, entryId: input.entryId }) }),
});

mutation('commentOnReview', {
  scope: 'public',
  description: "'Kommentieren', on the whole protocol or one entry",
  input: CommentInput,
  payload: ReviewPagePayload,
  errors: answerErrors,
  resolve: async (ctx, input) => ({ page: await commentOnReview(ctx, input.token, clientOf(ctx), { text: input.text, entryId: input.entryId }) }),
});

// ---- the owner's operations

const RecipientInput = builder.inputType('ReviewRecipientInput', {
  fields: (t) => ({
    participantId: t.string({ required: false, description: 'A participant of the project (plain UUID); their e-mail is used unless one is given' }),
    name: t.string({ required: false }),
    company: t.string({ required: false }),
    email: t.string({ required: false }),
  }),
});

const SendInput = builder.inputType('SendProtocolForReviewInput', {
  fields: (t) => ({
    protocolId: t.globalID({ required: true, for: Protocol }),
    recipients: t.field({ type: [RecipientInput], required: true }),
    message: t.string({ required: false, ...multilineText }),
    objectionDays: t.int({ required: false, description: "Working days for objections; default: the project's" }),
  }),
});

const ReviewPayload = builder.objectRef<{ review: ReviewRow }>('ReviewPayload').implement({
  fields: (t) => ({
    review: t.prismaField({ type: 'Review', resolve: (query, p, _args, ctx) => ctx.db.review.findUniqueOrThrow({ ...query, where: { id: p.review.id } }) }),
    protocol: t.prismaField({ type: 'Protocol', resolve: (query, p, _args, ctx) => ctx.db.protocol.findUniqueOrThrow({ ...query, where: { id: p.review.protocolId } }) }),
  }),
});

const ownerErrors = [NotSignedInError, ValidationError, ProtocolNotFoundError, AccessDeniedError, ReviewNotFoundError, ReviewClosedError];

mutation('sendProtocolForReview', {
  scope: 'signedIn',
  description: "Freezes the current version and sends it for review: a personal link by mail to each recipient; the protocol becomes 'In Freigabe'",
  input: SendInput,
  payload: ReviewPayload,
  errors: [...ownerErrors, ProtocolFinalizedError, ProtocolInProcessingError],
  resolve: async (ctx, input) => ({
    review: await sendForReview(ctx, ctx.actor, { protocolId: input.protocolId.id, recipients: input.recipients, message: input.message, objectionDays: input.objectionDays }),
  }),
});

mutation('addReviewRecipients', {
  scope: 'signedIn',
  input: builder.inputType('AddReviewRecipientsInput', {
    fields: (t) => ({ reviewId: t.globalID({ required: true, for: Review }), recipients: t.field({ type: [RecipientInput], required: true }) }),
  }),
  payload: ReviewPayload,
  errors: ownerErrors,
  resolve: async (ctx, input) => ({ review: await addReviewRecipients(ctx, ctx.actor, input.reviewId.id, input.recipients) }),
});

mutation('revokeReviewInvite', {
  scope: 'signedIn',
  description: "'Link zurückziehen': the recipient's link stops working at once",
  input: builder.inputType('RevokeReviewInviteInput', { fields: (t) => ({ inviteId: t.string({ required: true }) }) }),
  payload: ReviewPayload,
  errors: ownerErrors,
  resolve: async (ctx, input) => ({ review: await revokeReviewInvite(ctx, ctx.actor, input.inviteId) }),
});

mutation('cancelReview', {
  scope: 'signedIn',
  description: "'Freigabe abbrechen': every link stops working; the protocol is a draft again",
  input: builder.inputType('CancelReviewInput', { fields: (t) => ({ reviewId: t.globalID({ required: true, for: Review }) }) }),
  payload: ReviewPayload,
  errors: ownerErrors,
  resolve: async (ctx, input) => ({ review: await cancelReview(ctx, ctx.actor, input.reviewId.id) }),
});

const ReplyPayload = builder.objectRef<{ reviewId: string; commentId: string }>('ReviewReplyPayload').implement({
  fields: (t) => ({
    review: t.prismaField({ type: 'Review', resolve: (query, p, _args, ctx) => ctx.db.review.findUniqueOrThrow({ ...query, where: { id: p.reviewId } }) }),
    reply: t.prismaField({ type: 'ReviewComment', resolve: (query, p, _args, ctx) => ctx.db.reviewComment.findUniqueOrThrow({ ...query, where: { id: p.commentId } }) }),
  }),
});

mutation('replyToReviewComment', {
  scope: 'signedIn',
  description: "The owner's answer to a recipient's comment or objection",
  input: builder.inputType('ReplyToReviewCommentInput', { fields: (t) => ({ commentId: t.string({ required: true }), text: t.string({ required: true, ...multilineText }) }) }),
  payload: ReplyPayload,
  errors: ownerErrors,
  resolve: async (ctx, input) => {
    const reply = await replyToReviewComment(ctx, ctx.actor, input.commentId, input.text);
    return { reviewId: reply.reviewId, commentId: reply.id };
  },
});

