import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../common/dates';
import { HeaderCard, HeaderSummary } from '../../features/protocolEditor/DocumentDisplay';
import { versionDocumentOf } from '../../features/protocolVersions/versionDocument';
import { ReviewActions, type ReviewDialog } from '../../features/review/ReviewActions';
import { deReviewPage as t } from '../../i18n/deReviewPage';
import { RelayProvider } from '../../relay/RelayProvider';
import { AppLogo } from '../../ui/AppLogo';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { ProtocolTopics } from '../protocols/ProtocolTopics';
import type { ReviewPageQuery, ReviewPageQuery$data } from './__generated__/ReviewPageQuery.graphql';
import { PrivatePageTitle } from '../../ui/PageHead';

const reviewPageQuery = graphql`
  query ReviewPageQuery($token: String!, $current: Boolean!) {
    reviewPage(token: $token, current: $current) {
      __typename
      ... on QueryReviewPageSuccess {
        data {
          state
          title
          versionNumber
          senderName
          senderCompany
          message
          deadline
          deadlinePassed
          recipientName
          recipientStatus
          answeredAt
          supersededByVersion
          canViewCurrent
          document {
            ...versionDocument_document
          }
          comments {
            commentId
            kind
            entryLabel
            text
            createdAt
            replies {
              text
              createdAt
            }
          }
        }
      }
      ... on Error {
        title
        message
      }
    }
  }
`;

/** /review/{token}: a protocol version sent for review, for its recipient, without signing in. */
export default function ReviewPage() {
  return (
    <RelayProvider>
      <PrivatePageTitle title={t.heading} />
      <div className="min-h-dvh bg-slate-50">
        <header className="border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
          <AppLogo />
        </header>
        <main className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
          <Suspense fallback={<Spinner className="py-16 text-slate-600" />}>
            <ReviewContent />
          </Suspense>
        </main>
      </div>
    </RelayProvider>
  );
}

type Page = NonNullable<ReviewPageQuery$data['reviewPage']['data']>;

function ReviewContent() {
  const { token = '' } = useParams();
  const [current, setCurrent] = useState(false);
  const [fetchKey, setFetchKey] = useState(0);
  const { reviewPage } = useLazyLoadQuery<ReviewPageQuery>(reviewPageQuery, { token, current }, { fetchKey, fetchPolicy: 'network-only' });
  if (!reviewPage.data) {
    return (
      <section role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
        <h1 className="text-lg font-semibold">{reviewPage.title ?? t.unavailableTitle}</h1>
        <p className="mt-2 text-sm">{reviewPage.message ?? t.connection}</p>
      </section>
    );
  }
  return <ReviewView token={token} page={reviewPage.data} showingCurrent={current} onShowCurrent={setCurrent} onReload={() => setFetchKey((key) => key + 1)} />;
}

function ReviewView({ token, page, showingCurrent, onShowCurrent, onReload }: { token: string; page: Page; showingCurrent: boolean; onShowCurrent: (current: boolean) => void; onReload: () => void }) {
  const document = useMemo(() => versionDocumentOf(page.document), [page.document]);
  const [dialog, setDialog] = useState<ReviewDialog>(null);
  const canAnswer = page.state === 'OPEN' && !page.deadlinePassed && page.recipientStatus === 'pending';
  const canComment = page.state === 'OPEN';
  const answer = page.recipientStatus === 'approved' || page.recipientStatus === 'objected' ? t.answer[page.recipientStatus](page.answeredAt ?? '') : page.recipientStatus === 'no_objection' ? t.answer.no_objection : null;

  return (
    <>
      <title>{t.pageTitle(page.title)}</title>
      <section className="flex flex-col gap-2">
        <p className="text-sm font-medium text-amber-700">{t.heading}</p>
        <h1 className="text-2xl font-semibold break-words text-slate-950">{page.title}</h1>
        <p className="text-sm text-slate-700">
          {[t.version(page.versionNumber), t.greeting(page.recipientName), page.senderName && t.from(page.senderName, page.senderCompany ?? null)].filter(Boolean).join(' · ')}
        </p>
        <p className={`text-sm font-semibold ${page.deadlinePassed ? 'text-slate-700' : 'text-slate-950'}`}>{page.deadlinePassed ? t.deadlinePassed(page.deadline) : t.deadline(page.deadline)}</p>
        {page.message && (
          <blockquote className="rounded-lg border-l-4 border-amber-400 bg-white p-3 text-sm whitespace-pre-line text-slate-800">
            <span className="sr-only">{t.message}: </span>
            {page.message}
          </blockquote>
        )}
      </section>

      {page.state === 'SUPERSEDED' && page.supersededByVersion != null && (
        <div role="status" className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{t.superseded(page.supersededByVersion)}</p>
          {page.canViewCurrent && <Button onPress={() => onShowCurrent(true)}>{t.viewCurrent}</Button>}
        </div>
      )}
      {showingCurrent && (
        <Button variant="ghost" className="self-start" onPress={() => onShowCurrent(false)}>
          {t.viewSent}
        </Button>
      )}
      {page.state === 'COMPLETED' && <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">{t.completed}</p>}
      {answer && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
          {answer}
        </p>
      )}

      {(canAnswer || canComment) && (
        <div className="sticky top-0 z-10 -mx-4 flex flex-wrap gap-2 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-4">
          {canAnswer && <Button onPress={() => setDialog({ kind: 'approve' })}>{t.approve}</Button>}
          {canComment && (
            <Button variant="secondary" onPress={() => setDialog({ kind: 'comment', entryId: null, label: null })}>
              {t.comment}
            </Button>
          )}
          {canAnswer && (
            <Button variant="secondary" onPress={() => setDialog({ kind: 'object' })}>
              {t.object}
            </Button>
          )}
        </div>
      )}

      <HeaderCard>
        <HeaderSummary project={null} header={document.header} attendees={document.attendees} />
      </HeaderCard>
      <ProtocolTopics
        topics={document.topics}
        onPlay={null}
        entryExtra={
          canComment
            ? (entry, label) => (
                <Button variant="ghost" className="self-start" onPress={() => setDialog({ kind: 'comment', entryId: entry.id, label })}>
                  {t.commentOnEntry(label)}
                </Button>
              )
            : undefined
        }
      />

      {page.comments.length > 0 && (
        <section aria-labelledby="review-comments" className="flex flex-col gap-3">
          <h2 id="review-comments" className="text-lg font-semibold text-slate-950">
            {t.yourComments}
          </h2>
          <ul className="flex flex-col gap-3">
            {page.comments.map((comment) => (
              <li key={comment.commentId} className={`rounded-lg border bg-white p-3 text-sm ${comment.kind === 'OBJECTION' ? 'border-red-200' : 'border-slate-200'}`}>
                <p className="text-xs text-slate-600">
                  {[comment.kind === 'OBJECTION' ? t.objection : null, comment.entryLabel ? t.onEntry(comment.entryLabel) : t.wholeProtocol, formatDateTime(comment.createdAt)].filter(Boolean).join(' · ')}
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-950">{comment.text}</p>
                {comment.replies.map((reply, index) => (
                  <div key={index} className="mt-2 rounded-md bg-slate-50 p-2">
                    <p className="text-xs text-slate-600">{`${t.reply} · ${formatDateTime(reply.createdAt)}`}</p>
                    <p className="whitespace-pre-line text-slate-900">{reply.text}</p>
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}

      <ReviewActions token={token} dialog={dialog} onDialog={setDialog} attendees={document.attendees.map((a) => a.name)} onDone={onReload} />
    </>
  );
}
