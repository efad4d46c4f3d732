import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ACTION_ITEM_LIMITS, ACTION_ITEM_TEXT } from '../../../common/actionItems';
import { deActionItems as t } from '../../i18n/deActionItems';
import { Button } from '../../ui/Button';
import { DatePicker } from '../../ui/DatePicker';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import { failed } from './failedToast';
import { updateActionItemMutation } from './updateActionItem';
import type { ActionItemEditFormCreateMutation } from './__generated__/ActionItemEditFormCreateMutation.graphql';
import type { ActionItemEditFormParticipantsQuery } from './__generated__/ActionItemEditFormParticipantsQuery.graphql';
import type { updateActionItemMutation as UpdateActionItemMutation } from './__generated__/updateActionItemMutation.graphql';


const createMutation = graphql`
  mutation ActionItemEditFormCreateMutation($input: CreateActionItemInput!, $connections: [ID!]!) {
    createActionItem(input: $input) {
      ... on MutationCreateActionItemSuccess {
        data {
          actionItem @prependNode(connections: $connections, edgeTypeName: "ActionItemEdge") {
            ...ActionItemCard_actionItem
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

export interface ItemFields {
  title: string;
  responsible?: string | null;
  participant?: { readonly id: string } | null;
  dueDate?: string | null;
}

/** '' for nobody, a participant's global id, or OTHER for a name or company typed in. */
const OTHER = 'other';

type EditTarget = { actionItemId: string; number: number } | { projectGlobalId: string; connections: readonly string[] };

export interface ActionItemEditFormProps {
  projectId: string;
  initial: ItemFields | null;
  onDone: () => void;
}

/** Changes an item in place (title, Verantwortlich from the Beteiligte or typed in, Termin). */
export function ActionItemEditForm(props: ActionItemEditFormProps & { actionItemId: string; number: number }) {
  return <ItemForm {...props} target={{ actionItemId: props.actionItemId, number: props.number }} />;
}

/** 'Neue Maßnahme' of the project itself, put at the top of the list. */
export function NewActionItemForm(props: ActionItemEditFormProps & { projectGlobalId: string; connections: readonly string[] }) {
  return <ItemForm {...props} target={{ projectGlobalId: props.projectGlobalId, connections: props.connections }} />;
}

function ItemForm({ projectId, initial, onDone, target }: ActionItemEditFormProps & { target: EditTarget }) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [owner, setOwner] = useState(initial?.participant ? initial.participant.id : initial?.responsible ? OTHER : '');
  const [ownerText, setOwnerText] = useState(initial?.participant ? '' : (initial?.responsible ?? ''));
  const [dueDate, setDueDate] = useState<string | null>(initial?.dueDate ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, updating] = useTypedMutation<UpdateActionItemMutation>(updateActionItemMutation);
  const [create, creating] = useTypedMutation<ActionItemEditFormCreateMutation>(createMutation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) return setErrors({ title: ACTION_ITEM_TEXT.titleMissing });
    const fields = {
      title,
      dueDate,
      participantId: owner && owner !== OTHER ? owner : null,
      responsible: owner === OTHER ? ownerText : null,
    };
    const outcome = {
      onSuccess: () => {
        toast.success('actionItemId' in target ? ACTION_ITEM_TEXT.updated : ACTION_ITEM_TEXT.created);
        onDone();
      },
      onFieldErrors: (problems: readonly { field: string; message: string }[]) => setErrors(Object.fromEntries(problems.map((f) => [f.field, f.message]))),
      onFailed: failed,
    };
    if ('actionItemId' in target) update({ variables: { input: { actionItemId: target.actionItemId, ...fields } }, ...outcome });
    else create({ variables: { input: { projectId: target.projectGlobalId, ...fields }, connections: [...target.connections] }, ...outcome });
  };

  const prefix = 'actionItemId' in target ? `massnahme-${target.number}` : 'neue-massnahme';
  return (
    <form noValidate onSubmit={submit} aria-label={'actionItemId' in target ? t.editTitle(target.number) : t.newItem} className="flex flex-col gap-3">
      <TextField name="title" label={t.title} value={title} onChange={setTitle} maxLength={ACTION_ITEM_LIMITS.title} isRequired autoFocus errorMessage={errors.title} />
      <Suspense fallback={<p role="status" className="text-sm text-slate-600">{t.loadingParticipants}</p>}>
        <OwnerSelect projectId={projectId} id={`${prefix}-owner`} value={owner} onChange={setOwner} error={errors.participantId} />
      </Suspense>
      {owner === OTHER && (
        <TextField name="responsible" label={t.responsibleText} value={ownerText} onChange={setOwnerText} maxLength={ACTION_ITEM_LIMITS.responsible} errorMessage={errors.responsible} />
      )}
      <DatePicker name="dueDate" label={t.dueDate} value={dueDate} onChange={setDueDate} errorMessage={errors.dueDate} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" isPending={updating || creating}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

/** Verantwortlich: nobody, one of the project's Beteiligte, or someone typed in. Loaded when a form opens, so long lists carry no participants. */
function OwnerSelect({ projectId, id, value, onChange, error }: { projectId: string; id: string; value: string; onChange: (value: string) => void; error?: string }) {
  const { viewer } = useLazyLoadQuery<ActionItemEditFormParticipantsQuery>(
    graphql`
      query ActionItemEditFormParticipantsQuery($projectId: String!) {
        viewer {
          project(projectId: $projectId) {
            participants {
              id
              name
              company
            }
          }
        }
      }
    `,
    { projectId },
    { fetchPolicy: 'store-or-network' },
  );
  const participants = viewer?.project?.participants ?? [];
  return (
    <SelectField id={id} label={t.responsible} value={value} onChange={onChange} errorMessage={error}>
      <option value="">{t.nobody}</option>
      {participants.map((p) => (
        <option key={p.id} value={p.id}>
          {p.company ? `${p.name} (${p.company})` : p.name}
        </option>
      ))}
      <option value={OTHER}>{t.otherPerson}</option>
    </SelectField>
  );
}
