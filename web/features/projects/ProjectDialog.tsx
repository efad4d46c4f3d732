import { useState, type FormEvent } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField as RacTextField } from 'react-aria-components/TextField';
import { graphql, useFragment } from 'react-relay';
import { PROJECT_LIMITS, projectLimitReached } from '../../../common/projects';
import { deProjects } from '../../i18n/deProjects';
import { hasErrors, useFormFields, type FieldErrors } from '../../lib/useFormFields';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import type { ProjectDialog_viewer$key } from './__generated__/ProjectDialog_viewer.graphql';
import type { ProjectDialogCreateMutation } from './__generated__/ProjectDialogCreateMutation.graphql';
import type { ProjectDialogUpdateMutation } from './__generated__/ProjectDialogUpdateMutation.graphql';
import { insertTemporaryProject, updateProjectFields, type ProjectFieldsInput } from './optimistic';
import { toProjectInput } from './projectRules';

const t = deProjects.dialog;
const toasts = deProjects.toasts;

interface ProjectValues {
  name: string;
  number: string;
  address: string;
}
type Field = keyof ProjectValues;
const FIELDS: readonly Field[] = ['name', 'number', 'address'];

/** The project as the edit dialog starts from it. */
export interface ProjectSnapshot {
  id: string;
  name: string;
  number: string | null;
  address: string | null;
}

export type ProjectDialogProps =
  | {
      mode: 'create';
      /** Limits and the viewer whose counts move with the new project. */
      viewer: ProjectDialog_viewer$key;
      /** The lists the new project is added to (first). */
      connections: readonly string[];
      /** After the server refused at the limit: the caller reloads what it shows. */
      onLimitReached?: () => void;
      onClose: () => void;
    }
  | { mode: 'edit'; project: ProjectSnapshot; onClose: () => void };

/**
 * 'Neues Projekt erstellen' / 'Projekt bearbeiten'. The list changes at once (optimistically);
 * the dialog stays open with 'Speichere...' until the server answered, and shows a refusal in place.
 * Mount it to open it; onClose unmounts it, so every opening starts from fresh values.
 */
export function ProjectDialog(props: ProjectDialogProps) {
  return props.mode === 'create' ? <CreateProjectDialog {...props} /> : <EditProjectDialog {...props} />;
}

const createMutation = graphql`
  mutation ProjectDialogCreateMutation($input: CreateProjectInput!, $connections: [ID!]!) {
    createProject(input: $input) {
      ... on MutationCreateProjectSuccess {
        data {
          projectEdge @prependEdge(connections: $connections) {
            cursor
            node {
              ...projectPayload_project
            }
          }
          viewer {
            ...projectPayload_viewer
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const updateMutation = graphql`
  mutation ProjectDialogUpdateMutation($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      ... on MutationUpdateProjectSuccess {
        data {
          project {
            ...projectPayload_project
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

/** A refusal shown inside the dialog: the spec's sentence, then the server's reason. */
interface DialogError {
  headline: string;
  reason: string;
}

function CreateProjectDialog({ viewer, connections, onLimitReached, onClose }: Extract<ProjectDialogProps, { mode: 'create' }>) {
  const data = useFragment(
    graphql`
      fragment ProjectDialog_viewer on Viewer {
        id
        projectLimit {
          canCreateNew
          maxAllowed
        }
      }
    `,
    viewer,
  );
  const [commit, isInFlight] = useTypedMutation<ProjectDialogCreateMutation>(createMutation);
  const form = useProjectForm({ name: '', number: '', address: '' }, { headline: t.createFailed, toast: toasts.createFailed });
  // The server's word wins over the (possibly older) limit in the store.
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const { canCreateNew, maxAllowed } = data.projectLimit;
  const atLimit = limitMessage !== null || !canCreateNew;
  const shownLimitMessage = limitMessage ?? (maxAllowed != null ? projectLimitReached(maxAllowed) : t.limit.fallback);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight || atLimit) return;
    const input = form.validate();
    if (!input) return;
    commit({
      variables: { input, connections: [...connections] },
      optimisticUpdater: (store) => insertTemporaryProject(store, data.id, connections, input),
      onSuccess: () => {
        toast.success(toasts.created.title, toasts.created.message);
        onClose();
      },
      onFieldErrors: form.showServerErrors,
      onRefused: {
        ProjectLimitReachedError: (error) => {
          setLimitMessage(error.message);
          toast.error(error.title, error.message);
          onLimitReached?.();
        },
      },
      onFailed: form.fail,
    });
  };

  return (
    <Dialog title={t.createTitle} description={t.createDescription} isOpen onOpenChange={(open) => !open && onClose()}>
      {atLimit && <LimitBox message={shownLimitMessage} />}
      <ProjectForm
        form={form}
        submitLabel={t.create}
        isSaving={isInFlight}
        isSubmitDisabled={atLimit}
        onSubmit={handleSubmit}
        onCancel={onClose}
      />
    </Dialog>
  );
}

function EditProjectDialog({ project, onClose }: Extract<ProjectDialogProps, { mode: 'edit' }>) {
  const [commit, isInFlight] = useTypedMutation<ProjectDialogUpdateMutation>(updateMutation);
  const form = useProjectForm(
    { name: project.name, number: project.number ?? '', address: project.address ?? '' },
    { headline: t.updateFailed, toast: toasts.updateFailed },
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const input = form.validate();
    if (!input) return;
    commit({
      variables: { input: { id: project.id, ...input } },
      optimisticUpdater: (store) => updateProjectFields(store, project.id, input),
      onSuccess: () => {
        toast.success(toasts.updated.title, toasts.updated.message);
        onClose();
      },
      onFieldErrors: form.showServerErrors,
      onFailed: form.fail,
    });
  };

  return (
    <Dialog title={t.editTitle} description={t.editDescription} isOpen onOpenChange={(open) => !open && onClose()}>
      <ProjectForm
        form={form}
        submitLabel={t.update}
        isSaving={isInFlight}
        isSubmitDisabled={false}
        onSubmit={handleSubmit}
        onCancel={onClose}
      />
    </Dialog>
  );
}

/** How the dialog words a failed save: its sentence in the dialog, and the toast's text. */
interface FailureTexts {
  headline: string;
  toast: (reason?: string | null) => string;
}

/** The form's values, the one rule checked before any request (a name), and the refusal shown in the dialog. */
function useProjectForm(initial: ProjectValues, failure: FailureTexts) {
  const fields = useFormFields<ProjectValues>(initial, { order: FIELDS, maxLength: PROJECT_LIMITS });
  const [error, setError] = useState<DialogError | null>(null);
  const validate = (): ProjectFieldsInput | null => {
    const input = toProjectInput(fields.values);
    const errors: FieldErrors<Field> = input.name === '' ? { name: t.nameMissing.message } : {};
    if (hasErrors(errors)) {
      fields.showErrors(errors);
      toast.error(t.nameMissing.title, t.nameMissing.message);
      return null;
    }
    setError(null);
    return input;
  };
  const fail = (reason?: string) => {
    setError({ headline: failure.headline, reason: reason ?? toasts.connectionFailed });
    toast.error(toasts.failedTitle, failure.toast(reason));
  };
  return { ...fields, validate, error, fail };
}

interface ProjectFormProps {
  form: ReturnType<typeof useProjectForm>;
  submitLabel: string;
  isSaving: boolean;
  isSubmitDisabled: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

function ProjectForm({ form, submitLabel, isSaving, isSubmitDisabled, onSubmit, onCancel }: ProjectFormProps) {
  const { formRef, field, error } = form;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField {...field('name')} label={t.name} isRequired placeholder={t.namePlaceholder} autoComplete="off" autoFocus />
      <TextField {...field('number')} label={t.number} placeholder={t.numberPlaceholder} autoComplete="off" />
      <AddressField {...field('address')} />
      {error && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{error.headline}</p>
          <p className="mt-1">{error.reason}</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" isPending={isSaving} isDisabled={isSubmitDisabled}>
          {isSaving ? t.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}

const controlStyles =
  'w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 data-invalid:border-red-600';

/** The address spans lines (street, postcode and town): three rows, as the spec has it. */
function AddressField(props: { name: string; value: string; onChange: (value: string) => void; maxLength: number; errorMessage?: string }) {
  const { errorMessage, ...rest } = props;
  return (
    <RacTextField {...rest} isInvalid={errorMessage !== undefined} validationBehavior="aria" className="flex flex-col gap-1.5">
      <Label className="text-sm font-medium text-slate-800">{t.address}</Label>
      <TextArea rows={3} autoComplete="street-address" className={controlStyles} />
      <FieldError className="text-sm text-red-700">{errorMessage}</FieldError>
    </RacTextField>
  );
}

/** The amber box at the project limit; upgrading is not for sale yet. */
function LimitBox({ message }: { message: string }) {
  return (
    <div role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t.limit.title}</p>
      <p className="mt-1 text-sm">{message}</p>
      <Button
        variant="primary"
        className="mt-3 w-full sm:w-auto"
        onPress={() => toast.info(t.limit.comingSoon.title, t.limit.comingSoon.message)}
      >
        {t.limit.upgrade}
      </Button>
    </div>
  );
}
