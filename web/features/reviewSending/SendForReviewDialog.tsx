import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { OBJECTION_LIMITS } from '../../../common/protocolExport';
import { reviewDeadline } from '../../../common/workingDays';
import { deReviews as t } from '../../i18n/deReviews';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import { parseObjectionDays } from '../objectionClause/ObjectionClauseSection';
import type { SendForReviewDialogAddMutation } from './__generated__/SendForReviewDialogAddMutation.graphql';
import type { SendForReviewDialogMutation } from './__generated__/SendForReviewDialogMutation.graphql';

const sendMutation = graphql`
  mutation SendForReviewDialogMutation($input: SendProtocolForReviewInput!) {
    sendProtocolForReview(input: $input) {
      ... on MutationSendProtocolForReviewSuccess {
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

const addMutation = graphql`
  mutation SendForReviewDialogAddMutation($input: AddReviewRecipientsInput!) {
    addReviewRecipients(input: $input) {
      ... on MutationAddReviewRecipientsSuccess {
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

export interface Candidate {
  participantId: string;
  name: string;
  company: string | null;
  email: string;
  preselected: boolean;
}

interface Typed {
  name: string;
  company: string;
  email: string;
}

interface SendForReviewDialogProps {
  protocolGlobalId: string;
  candidates: readonly Candidate[];
  /** Recipients typed in for an earlier sending (not participants): offered again. */
  previous: readonly Typed[];
  objectionDays: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  again: boolean;
  /** 'Empfänger hinzufügen' to this open review (same version and deadline) instead of a new sending. */
  addTo?: string;
}

/** 'Zur Freigabe senden': recipients (participants with an address, or typed), message, working days for objections. */
export function SendForReviewDialog({ protocolGlobalId, candidates, previous, objectionDays, isOpen, onOpenChange, again, addTo }: SendForReviewDialogProps) {
  const [chosen, setChosen] = useState(() => new Set(candidates.filter((c) => c.preselected).map((c) => c.participantId)));
  const [typed, setTyped] = useState<Typed[]>(() => [...previous]);
  const [draft, setDraft] = useState<Typed>({ name: '', company: '', email: '' });
  const [message, setMessage] = useState('');
  const [days, setDays] = useState(String(objectionDays));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [send, sending] = useTypedMutation<SendForReviewDialogMutation>(sendMutation);
  const [add, adding] = useTypedMutation<SendForReviewDialogAddMutation>(addMutation);
  const parsedDays = parseObjectionDays(days);

  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const addTyped = () => {
    if (!draft.email.trim()) return setErrors({ draftEmail: t.email });
    setTyped((before) => [...before, { ...draft, email: draft.email.trim() }]);
    setDraft({ name: '', company: '', email: '' });
    setErrors({});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const recipients = [
      ...candidates.filter((c) => chosen.has(c.participantId)).map((c) => ({ participantId: c.participantId })),
      ...typed.map((r) => ({ name: r.name || null, company: r.company || null, email: r.email })),
    ];
    const outcome = {
      onSuccess: () => {
        toast.success(addTo ? t.added : t.sent);
        onOpenChange(false);
      },
      onFieldErrors: (fields: readonly { field: string; message: string }[]) => setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message]))),
      onFailed: (reason?: string) => toast.error(t.failed, reason ?? t.connection),
    };
    if (addTo) add({ variables: { input: { reviewId: addTo, recipients } }, ...outcome });
    else send({ variables: { input: { protocolId: protocolGlobalId, recipients, message: message || null, objectionDays: parsedDays ?? Number(days) } }, ...outcome });
  };
  const recipientsError = Object.entries(errors).find(([field]) => field.startsWith('recipients'))?.[1];

  return (
    <Dialog
      title={addTo ? t.addRecipients : again ? t.sendAgain : t.dialogTitle}
      description={addTo ? t.addRecipientsNote : again ? t.sendAgainNote : t.dialogText}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t.participants}</legend>
          {candidates.length === 0 && <p className="text-sm text-slate-600">{t.noParticipants}</p>}
          {candidates.map((c) => (
            <label key={c.participantId} className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
              <input type="checkbox" className="size-5 accent-amber-600" checked={chosen.has(c.participantId)} onChange={() => toggle(c.participantId)} />
              <span>
                {c.company ? `${c.name} (${c.company})` : c.name}
                <span className="block text-xs text-slate-600">{c.email}</span>
              </span>
            </label>
          ))}
          {typed.map((r, index) => (
            <div key={`${r.email}-${index}`} className="flex min-h-11 items-center justify-between gap-3 text-sm">
              <span>
                {r.name || r.email}
                {r.company && ` (${r.company})`}
                <span className="block text-xs text-slate-600">{r.email}</span>
              </span>
              <Button variant="ghost" aria-label={t.remove(r.name || r.email)} onPress={() => setTyped((before) => before.filter((_, i) => i !== index))}>
                ✕
              </Button>
            </div>
          ))}
          {recipientsError && (
            <p role="alert" className="text-sm text-red-700">
              {recipientsError}
            </p>
          )}
        </fieldset>
        <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-medium text-slate-800">{t.more}</legend>
          <TextField name="recipientName" label={t.name} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} maxLength={200} />
          <TextField name="recipientCompany" label={t.company} value={draft.company} onChange={(company) => setDraft({ ...draft, company })} maxLength={200} />
          <TextField name="recipientEmail" type="email" inputMode="email" label={t.email} value={draft.email} onChange={(email) => setDraft({ ...draft, email })} maxLength={254} />
          <Button variant="secondary" className="sm:col-span-3 sm:justify-self-end" onPress={addTyped}>
            {t.add}
          </Button>
        </fieldset>
        {!addTo && (
          <>
            <TextField name="message" label={t.message} value={message} onChange={setMessage} maxLength={2000} multiline errorMessage={errors.message} />
            <div className="flex flex-wrap items-end gap-3">
              <div className="max-w-48">
                <TextField name="objectionDays" label={t.days} value={days} onChange={setDays} maxLength={2} inputMode="numeric" errorMessage={errors.objectionDays} />
              </div>
              {parsedDays !== null && parsedDays <= OBJECTION_LIMITS.maxDays && <p className="pb-2 text-sm font-medium text-slate-900">{t.deadline(reviewDeadline(new Date(), parsedDays).deadline)}</p>}
            </div>
          </>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" isPending={sending || adding}>
            {t.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
