import { useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime } from '../../../common/dates';
import { entryLabel, type ProtocolDocument } from '../../../common/protocolDocument';
import { AUDIT_EVENT_LABELS, type AuditEventType } from '../../../common/reviewTexts';
import { deReviews as t } from '../../i18n/deReviews';
import { Button } from '../../ui/Button';
import { PageSection } from '../../ui/PageSection';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import { SendForReviewDialog } from './SendForReviewDialog';
import type { ReviewPanel_protocol$data, ReviewPanel_protocol$key } from './__generated__/ReviewPanel_protocol.graphql';
import type { ReviewPanelCancelMutation } from './__generated__/ReviewPanelCancelMutation.graphql';
import type { ReviewPanelReplyMutation } from './__generated__/ReviewPanelReplyMutation.graphql';
import type { ReviewPanelRevokeMutation } from './__generated__/ReviewPanelRevokeMutation.graphql';

const fragment = graphql`
  fragment ReviewPanel_protocol on Protocol {
    id
    status
    canEdit
    project {
      objectionDays
      permissions {
        canInvite
      }
      participants {
        participantId
        name
        company
        email
        onDistribution
      }
    }
    reviews {
      id
      reviewId
      versionNumber
      state
      deadline
      message
      createdAt
      invites {
        inviteId
        name
        company
        email
        status
        sentAt
        mailAcceptedAt
        mailFailed
        firstOpenedAt
        answeredAt
        remindedAt
        revokedAt
      }
      comments {
        commentId
        kind
        entryId
        text
        createdAt
        authorName
        authorCompany
        replies {
          text
          createdAt
        }
      }
    }
    auditTrail {
      intact
      firstBrokenSequence
      events {
        sequence
        type
        occurredAt
        actorKind
        actorName
        actorCompany
        actorEmail
        clientAddress
        versionNumber
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation ReviewPanelRevokeMutation($input: RevokeReviewInviteInput!) {
    revokeReviewInvite(input: $input) {
      ... on MutationRevokeReviewInviteSuccess {
        data {
          protocol {
            ...ReviewPanel_protocol
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const cancelMutation = graphql`
  mutation ReviewPanelCancelMutation($input: CancelReviewInput!) {
    cancelReview(input: $input) {
      ... on MutationCancelReviewSuccess {
        data {
          protocol {
            status
            ...ReviewPanel_protocol
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const replyMutation = graphql`
  mutation ReviewPanelReplyMutation($input: ReplyToReviewCommentInput!) {
    replyToReviewComment(input: $input) {
      ... on MutationReplyToReviewCommentSuccess {
        data {
          review {
            id
            comments {
              commentId
              replies {
                text
                createdAt
              }
            }
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

type Review = ReviewPanel_protocol$data['reviews'][number];

const failed = (reason?: string) => toast.error(t.failed, reason ?? t.connection);

/** 'Freigabe' on the protocol page: send for review, each recipient's state, comments with replies, and the audit trail. */
export function ReviewPanel({ protocol: key, document }: { protocol: ReviewPanel_protocol$key; document: ProtocolDocument }) {
  const protocol = useFragment(fragment, key);
  const [sending, setSending] = useState<'send' | 'add' | null>(null);
  const [latest, ...earlier] = protocol.reviews;
  const open = latest?.state === 'OPEN' ? latest : undefined;
  const labels = useMemo(() => new Map(document.topics.flatMap((topic) => topic.entries.map((entry) => [entry.id, entryLabel(topic, entry)] as const))), [document]);
  const canSend = protocol.canEdit && protocol.project.permissions.canInvite;
  const previousEmails = new Set(latest?.invites.filter((i) => !i.revokedAt).map((i) => i.email.toLowerCase()) ?? []);
  const invitedEmails = new Set(open?.invites.map((i) => i.email.toLowerCase()) ?? []);
  const candidates = protocol.project.participants.flatMap((p) =>
    p.email ? [{ participantId: p.participantId, name: p.name, company: p.company ?? null, email: p.email, preselected: previousEmails.size > 0 ? previousEmails.has(p.email.toLowerCase()) : p.onDistribution }] : [],
  );
  const participantEmails = new Set(candidates.map((c) => c.email.toLowerCase()));
  const previousTyped = (latest?.invites ?? []).filter((i) => !i.revokedAt && !participantEmails.has(i.email.toLowerCase())).map((i) => ({ name: i.name, company: i.company ?? '', email: i.email }));

  if (!latest && !canSend) return null;
  return (
    <PageSection headingId="protocol-review" title={t.section}>
      {canSend && (
        <div className="flex flex-wrap gap-2">
          <Button onPress={() => setSending('send')}>{open ? t.sendAgain : t.send}</Button>
          {open && (
            <Button variant="secondary" onPress={() => setSending('add')}>
              {t.addRecipients}
            </Button>
          )}
        </div>
      )}
      {sending && (
        <SendForReviewDialog
          protocolGlobalId={protocol.id}
          candidates={sending === 'add' ? candidates.filter((c) => !invitedEmails.has(c.email.toLowerCase())).map((c) => ({ ...c, preselected: false })) : candidates}
          previous={sending === 'add' ? [] : previousTyped}
          objectionDays={protocol.project.objectionDays}
          isOpen
          onOpenChange={(isOpen) => !isOpen && setSending(null)}
          again={open !== undefined}
          addTo={sending === 'add' ? open?.id : undefined}
        />
      )}
      {latest && <ReviewCard review={latest} labels={labels} canChange={canSend} />}
      {earlier.length > 0 && (
        <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">{t.earlier(earlier.length)}</summary>
          <div className="mt-3 flex flex-col gap-3">
            {earlier.map((review) => (
              <ReviewCard key={review.id} review={review} labels={labels} canChange={false} />
            ))}
          </div>
        </details>
      )}
      {protocol.auditTrail.events.length > 0 && <AuditTrail trail={protocol.auditTrail} />}
    </PageSection>
  );
}

function ReviewCard({ review, labels, canChange }: { review: Review; labels: ReadonlyMap<string, string>; canChange: boolean }) {
  const [revoke] = useTypedMutation<ReviewPanelRevokeMutation>(revokeMutation);
  const [cancel, cancelling] = useTypedMutation<ReviewPanelCancelMutation>(cancelMutation);
  const isOpen = review.state === 'OPEN';
  const times = (invite: Review['invites'][number]) =>
    [
      `${t.sentAt} ${formatDateTime(invite.sentAt)}`,
      invite.mailAcceptedAt && `${t.mailAccepted} ${formatDateTime(invite.mailAcceptedAt)}`,
      invite.firstOpenedAt && `${t.opened} ${formatDateTime(invite.firstOpenedAt)}`,
      invite.answeredAt && `${t.answered} ${formatDateTime(invite.answeredAt)}`,
      invite.remindedAt && `${t.reminded} ${formatDateTime(invite.remindedAt)}`,
    ].filter(Boolean);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">
          {t.current(review.versionNumber, review.deadline)} · {t.states[review.state] ?? review.state}
        </p>
        {isOpen && canChange && (
          <Button variant="ghost" isPending={cancelling} onPress={() => cancel({ variables: { input: { reviewId: review.id } }, onSuccess: () => toast.success(t.reviewCancelled), onFailed: failed })}>
            {t.cancelReview}
          </Button>
        )}
      </div>
      {review.message && <p className="text-sm whitespace-pre-line text-slate-700">{review.message}</p>}
      <ul aria-label={t.section} className="flex flex-col divide-y divide-slate-100">
        {review.invites.map((invite) => (
          <li key={invite.inviteId} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words text-slate-950">
                {invite.company ? `${invite.name} (${invite.company})` : invite.name} <span className="font-normal text-slate-600">{invite.email}</span>
              </p>
              <p className="text-xs text-slate-600">{times(invite).join(' · ')}</p>
              {invite.mailFailed && <p className="text-xs font-semibold text-red-700">{t.mailFailed}</p>}
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800" data-testid="invite-status">
                {t.status(invite.status)}
              </span>
              {isOpen && canChange && invite.status === 'pending' && (
                <Button variant="ghost" onPress={() => revoke({ variables: { input: { inviteId: invite.inviteId } }, onSuccess: () => toast.success(t.revoked), onFailed: failed })}>
                  {t.revoke}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {review.comments.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t.comments}</h3>
          {review.comments.map((comment) => (
            <CommentItem key={comment.commentId} comment={comment} label={comment.entryId ? (labels.get(comment.entryId) ?? null) : null} canReply={canChange} />
          ))}
        </div>
      )}
    </div>
  );
}

function CommentItem({ comment, label, canReply }: { comment: Review['comments'][number]; label: string | null; canReply: boolean }) {
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reply, sending] = useTypedMutation<ReviewPanelReplyMutation>(replyMutation);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reply({
      variables: { input: { commentId: comment.commentId, text } },
      onSuccess: () => {
        toast.success(t.replySent);
        setText('');
        setReplying(false);
      },
      onFieldErrors: (fields) => setError(fields[0]?.message),
      onFailed: failed,
    });
  };
  const objection = comment.kind === 'OBJECTION';
  return (
    <div className={`rounded-md border p-3 text-sm ${objection ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-slate-50'}`}>
      <p className="text-xs text-slate-600">
        {[objection ? t.objection : null, comment.authorCompany ? `${comment.authorName} (${comment.authorCompany})` : comment.authorName, label ? t.onEntry(label) : t.wholeProtocol, formatDateTime(comment.createdAt)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-950">{comment.text}</p>
      {comment.replies.map((r, index) => (
        <p key={index} className="mt-2 rounded bg-white p-2 whitespace-pre-line text-slate-900">
          <span className="block text-xs text-slate-600">{`${t.yourReply} · ${formatDateTime(r.createdAt)}`}</span>
          {r.text}
        </p>
      ))}
      {canReply &&
        (replying ? (
          <form noValidate onSubmit={submit} className="mt-2 flex flex-col gap-2">
            <TextField name="reply" label={t.replyLabel} value={text} onChange={setText} maxLength={5000} multiline autoFocus errorMessage={error} />
            <div className="flex gap-2 self-end">
              <Button variant="secondary" onPress={() => setReplying(false)}>
                {t.cancel}
              </Button>
              <Button type="submit" isPending={sending}>
                {t.reply}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="ghost" className="mt-1" onPress={() => setReplying(true)}>
            {t.reply}
          </Button>
        ))}
    </div>
  );
}

function AuditTrail({ trail }: { trail: ReviewPanel_protocol$data['auditTrail'] }) {
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">{t.trail}</summary>
      <p role="status" className={`mt-2 text-sm font-semibold ${trail.intact ? 'text-emerald-800' : 'text-red-700'}`}>
        {trail.intact ? t.intact : t.broken(trail.firstBrokenSequence ?? 0)}
      </p>
      <ol className="mt-2 flex flex-col divide-y divide-slate-100">
        {trail.events.map((event) => (
          <li key={event.sequence} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
            <time dateTime={event.occurredAt} className="shrink-0 text-xs text-slate-600 tabular-nums sm:w-44">
              {formatDateTime(event.occurredAt)}
            </time>
            <span className="text-slate-950">
              {AUDIT_EVENT_LABELS[event.type as AuditEventType] ?? event.type}
              <span className="block text-xs text-slate-600">
                {[event.actorName && (event.actorCompany ? `${event.actorName} (${event.actorCompany})` : event.actorName), event.actorEmail, `Version ${event.versionNumber}`, event.clientAddress]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
