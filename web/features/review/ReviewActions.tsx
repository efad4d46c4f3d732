import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { deReviewPage as t } from '../../i18n/deReviewPage';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import type { ReviewActionsApproveMutation } from './__generated__/ReviewActionsApproveMutation.graphql';
import type { ReviewActionsCommentMutation } from './__generated__/ReviewActionsCommentMutation.graphql';
import type { ReviewActionsObjectMutation } from './__generated__/ReviewActionsObjectMutation.graphql';
import { insertMention, mentionOptions, mentionQuery } from './mentions';

const approveMutation = graphql`
  mutation ReviewActionsApproveMutation($input: ReviewTokenInput!) {
    approveReview(input: $input) {
      ... on MutationApproveReviewSuccess {
        data {
          page {
            recipientStatus
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const commentMutation = graphql`
  mutation ReviewActionsCommentMutation($input: CommentOnReviewInput!) {
    commentOnReview(input: $input) {
      ... on MutationCommentOnReviewSuccess {
        data {
          page {
            recipientStatus
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const objectMutation = graphql`
  mutation ReviewActionsObjectMutation($input: ObjectToReviewInput!) {
    objectToReview(input: $input) {
      ... on MutationObjectToReviewSuccess {
        data {
          page {
            recipientStatus
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

/** Which dialog is open: the approval, a comment (on the whole protocol or one entry) or the objection. */
export type ReviewDialog = { kind: 'approve' } | { kind: 'comment'; entryId: string | null; label: string | null } | { kind: 'object' } | null;

interface ReviewActionsProps {
  token: string;
  dialog: ReviewDialog;
  onDialog: (dialog: ReviewDialog) => void;
  /** Names of the version's attendees, offered after '@'. */
  attendees: readonly string[];
  /** After an answer or comment was taken: the page loads again. */
  onDone: () => void;
}

/** The dialogs behind 'Freigeben', 'Kommentieren' and 'Widerspruch einlegen'. */
export function ReviewActions({ token, dialog, onDialog, attendees, onDone }: ReviewActionsProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [approve, approving] = useTypedMutation<ReviewActionsApproveMutation>(approveMutation);
  const [comment, commenting] = useTypedMutation<ReviewActionsCommentMutation>(commentMutation);
  const [object, objecting] = useTypedMutation<ReviewActionsObjectMutation>(objectMutation);
  const close = () => {
    onDialog(null);
    setText('');
    setError(undefined);
  };
  const done = (message: string) => {
    toast.success(message);
    close();
    onDone();
  };
  const failed = (reason?: string) => toast.error(t.failed, reason ?? t.connection);
  const onFieldErrors = (fields: readonly { message: string }[]) => setError(fields[0]?.message);
  const query = dialog?.kind === 'comment' ? mentionQuery(text) : null;
  const options = query === null ? [] : mentionOptions(attendees, query);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dialog?.kind === 'comment') {
      comment({ variables: { input: { token, text, entryId: dialog.entryId } }, onSuccess: () => done(t.commented), onFieldErrors, onFailed: failed });
    } else if (dialog?.kind === 'object') {
      object({ variables: { input: { token, reason: text } }, onSuccess: () => done(t.objected), onFieldErrors, onFailed: failed });
    }
  };

  return (
    <>
      <Dialog title={t.approveTitle} description={t.approveText} isOpen={dialog?.kind === 'approve'} onOpenChange={(open) => !open && close()}>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={close}>
            {t.cancel}
          </Button>
          <Button isPending={approving} onPress={() => approve({ variables: { input: { token } }, onSuccess: () => done(t.approved), onFailed: failed })}>
            {t.approveConfirm}
          </Button>
        </div>
      </Dialog>
      <Dialog
        title={dialog?.kind === 'object' ? t.objectTitle : t.commentTitle(dialog?.kind === 'comment' ? dialog.label : null)}
        description={dialog?.kind === 'object' ? t.objectText : t.commentHint}
        isOpen={dialog?.kind === 'comment' || dialog?.kind === 'object'}
        onOpenChange={(open) => !open && close()}
      >
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
          <TextField
            name={dialog?.kind === 'object' ? 'reason' : 'text'}
            label={dialog?.kind === 'object' ? t.objectLabel : t.commentLabel}
            value={text}
            onChange={setText}
            maxLength={5000}
            multiline
            isRequired
            autoFocus
            errorMessage={error}
          />
          {options.length > 0 && (
            <div role="group" aria-label={t.mentions} className="flex flex-wrap gap-2">
              {options.map((name) => (
                <Button key={name} variant="secondary" onPress={() => setText(insertMention(text, name))}>
                  {`@${name}`}
                </Button>
              ))}
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={close}>
              {t.cancel}
            </Button>
            <Button type="submit" isPending={commenting || objecting}>
              {dialog?.kind === 'object' ? t.objectSend : t.commentSend}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
