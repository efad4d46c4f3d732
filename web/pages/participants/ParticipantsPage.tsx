import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { PARTICIPANT_LIMITS, PARTICIPANT_ROLES, PARTICIPANT_TEXT } from '../../../common/participants';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { ProjectNotFound } from '../../features/projects/ProjectNotFound';
import { projectPath } from '../../features/protocols/protocolPaths';
import { AppLayout } from '../../features/shell/AppLayout';
import { deShell } from '../../i18n/deShell';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import { Button } from '../../ui/Button';
import { ConfirmDeletionDialog } from '../../ui/ConfirmDeletionDialog';
import { Dialog } from '../../ui/Dialog';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import { IMPORT_TEXT, ImportParticipantsDialog } from './ImportParticipantsDialog';
import type { ParticipantsPageAddMutation } from './__generated__/ParticipantsPageAddMutation.graphql';
import type { ParticipantsPageQuery, ParticipantsPageQuery$data } from './__generated__/ParticipantsPageQuery.graphql';
import type { ParticipantsPageRemoveMutation } from './__generated__/ParticipantsPageRemoveMutation.graphql';
import type { ParticipantsPageUpdateMutation } from './__generated__/ParticipantsPageUpdateMutation.graphql';

// What the page shows of a Beteiligter, the same after loading, adding, editing and importing
// (spread unmasked, so each operation's data carries the fields). Relay's compiler reads it from here.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions
graphql`
  fragment ParticipantsPage_participant on Participant {
    id
    participantId
    name
    company
    role
    email
    phone
    onDistribution
  }
`;

const query = graphql`
  query ParticipantsPageQuery($projectId: String!) {
    viewer {
      ...AppLayout_viewer
      project(projectId: $projectId) {
        id
        projectId
        name
        permissions {
          canEdit
        }
        participants {
          ...ParticipantsPage_participant @relay(mask: false)
        }
      }
    }
  }
`;

const addMutation = graphql`
  mutation ParticipantsPageAddMutation($input: AddParticipantInput!) {
    addParticipant(input: $input) {
      ... on MutationAddParticipantSuccess {
        data {
          project {
            participants {
              ...ParticipantsPage_participant @relay(mask: false)
            }
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const updateMutation = graphql`
  mutation ParticipantsPageUpdateMutation($input: UpdateParticipantInput!) {
    updateParticipant(input: $input) {
      ... on MutationUpdateParticipantSuccess {
        data {
          project {
            participants {
              ...ParticipantsPage_participant @relay(mask: false)
            }
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const removeMutation = graphql`
  mutation ParticipantsPageRemoveMutation($input: RemoveParticipantInput!) {
    removeParticipant(input: $input) {
      ... on MutationRemoveParticipantSuccess {
        data {
          project {
            participants {
              id
            }
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const t = {
  title: deShell.nav.participants,
  pageTitle: (project: string) => `${deShell.nav.participants} – ${project}`,
  add: 'Beteiligten hinzufügen',
  edit: 'Bearbeiten',
  editTitle: 'Beteiligten bearbeiten',
  remove: 'Entfernen',
  search: 'Suchen nach Name oder Firma',
  empty: 'Noch keine Beteiligten. Fügen Sie die Personen hinzu, die in den Protokollen vorkommen.',
  noMatch: 'Niemand passt zu dieser Suche.',
  name: 'Name',
  company: 'Firma',
  role: 'Gewerk oder Rolle',
  roleHint: `z. B. ${PARTICIPANT_ROLES.join(', ')}`,
  email: 'E-Mail-Adresse',
  phone: 'Telefon',
  distribution: 'Im Verteiler',
  onDistribution: 'Verteiler',
  save: 'Speichern',
  cancel: 'Abbrechen',
  saved: 'Beteiligter wurde gespeichert',
  removed: 'Beteiligter wurde entfernt',
  failed: 'Das hat nicht geklappt',
  connection: 'Keine Verbindung zum Server. Bitte versuchen Sie es erneut.',
  removeTexts: {
    title: 'Beteiligten entfernen?',
    text: 'Protokolle, in denen er vorkommt, behalten den Namen.',
    cancel: 'Abbrechen',
    confirm: 'Entfernen',
    pending: 'Wird entfernt …',
  },
};

type Project = NonNullable<NonNullable<ParticipantsPageQuery$data['viewer']>['project']>;
type Participant = Project['participants'][number];
const failed = (reason?: string) => toast.error(t.failed, reason ?? t.connection);

/** /projects/:projectId/participants: the project's Beteiligte, found by name or company, added, changed and removed. */
export default function ParticipantsPage({ queryRef }: RouteQueryProps<ParticipantsPageQuery>) {
  const { viewer } = usePreloadedQuery<ParticipantsPageQuery>(query, queryRef);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Participant | 'new' | null>(null);
  const [removing, setRemoving] = useState<Participant | null>(null);
  const [importing, setImporting] = useState(false);
  const [remove, removePending] = useTypedMutation<ParticipantsPageRemoveMutation>(removeMutation);
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;
  const { project } = viewer;
  if (!project) return <ProjectNotFound viewer={viewer} />;
  const term = search.trim().toLocaleLowerCase('de');
  const shown = project.participants.filter((p) => !term || p.name.toLocaleLowerCase('de').includes(term) || (p.company ?? '').toLocaleLowerCase('de').includes(term));
  const canEdit = project.permissions.canEdit;

  return (
    <AppLayout
      viewer={viewer}
      project={{ projectId: project.projectId, name: project.name }}
      breadcrumbs={[{ label: project.name, to: projectPath(project.projectId) }, { label: t.title }]}
    >
      <title>{t.pageTitle(project.name)}</title>
      <div className="flex flex-col gap-4">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold text-slate-950">{t.title}</h1>
          {canEdit && (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onPress={() => setEditing('new')}>{t.add}</Button>
              <Button variant="secondary" onPress={() => setImporting(true)}>
                {IMPORT_TEXT.open}
              </Button>
            </div>
          )}
        </header>
        {project.participants.length > 0 && (
          <div className="max-w-md">
            <TextField name="search" label={t.search} value={search} onChange={setSearch} maxLength={PARTICIPANT_LIMITS.search} />
          </div>
        )}
        {project.participants.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">{t.empty}</p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-slate-600">{t.noMatch}</p>
        ) : (
          <ul aria-label={t.title} className="grid gap-2 md:grid-cols-2">
            {shown.map((p) => (
              <li key={p.participantId} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-950">{p.name}</p>
                  <p className="text-sm break-words text-slate-700">{[p.company, p.role].filter(Boolean).join(' · ')}</p>
                  <p className="text-sm break-words text-slate-600">{[p.email, p.phone, p.onDistribution ? t.onDistribution : null].filter(Boolean).join(' · ')}</p>
                </div>
                {canEdit && (
                  <div className="flex gap-2">
                    <Button variant="secondary" aria-label={`${p.name} ${t.edit.toLowerCase()}`} onPress={() => setEditing(p)}>
                      {t.edit}
                    </Button>
                    <Button variant="ghost" aria-label={`${p.name} ${t.remove.toLowerCase()}`} onPress={() => setRemoving(p)}>
                      {t.remove}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {importing && <ImportParticipantsDialog projectGlobalId={project.id} onClose={() => setImporting(false)} />}
      {editing && <ParticipantDialog projectGlobalId={project.id} participant={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDeletionDialog
          texts={t.removeTexts}
          subject={removing.name}
          isPending={removePending}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove({
              variables: { input: { participantId: removing.id } },
              onSuccess: () => {
                toast.success(t.removed);
                setRemoving(null);
              },
              onFailed: failed,
            })
          }
        />
      )}
    </AppLayout>
  );
}

function ParticipantDialog({ projectGlobalId, participant, onClose }: { projectGlobalId: string; participant: Participant | null; onClose: () => void }) {
  const [fields, setFields] = useState({
    name: participant?.name ?? '',
    company: participant?.company ?? '',
    role: participant?.role ?? '',
    email: participant?.email ?? '',
    phone: participant?.phone ?? '',
    onDistribution: participant?.onDistribution ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [add, adding] = useTypedMutation<ParticipantsPageAddMutation>(addMutation);
  const [update, updating] = useTypedMutation<ParticipantsPageUpdateMutation>(updateMutation);
  const set = (key: keyof typeof fields) => (value: string) => setFields((before) => ({ ...before, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.name.trim()) return setErrors({ name: PARTICIPANT_TEXT.nameMissing });
    const outcome = {
      onSuccess: () => {
        toast.success(participant ? t.saved : PARTICIPANT_TEXT.added);
        onClose();
      },
      onFieldErrors: (problems: readonly { field: string; message: string }[]) => setErrors(Object.fromEntries(problems.map((f) => [f.field, f.message]))),
      onFailed: failed,
    };
    if (participant) update({ variables: { input: { participantId: participant.id, ...fields } }, ...outcome });
    else add({ variables: { input: { projectId: projectGlobalId, ...fields } }, ...outcome });
  };
  return (
    <Dialog title={participant ? t.editTitle : t.add} isOpen onOpenChange={(open) => !open && onClose()}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <TextField name="name" label={t.name} value={fields.name} onChange={set('name')} maxLength={PARTICIPANT_LIMITS.name} isRequired autoFocus errorMessage={errors.name} />
        <TextField name="company" label={t.company} value={fields.company} onChange={set('company')} maxLength={PARTICIPANT_LIMITS.company} errorMessage={errors.company} />
        <TextField name="role" label={t.role} description={t.roleHint} value={fields.role} onChange={set('role')} maxLength={PARTICIPANT_LIMITS.role} errorMessage={errors.role} />
        <TextField name="email" type="email" inputMode="email" label={t.email} value={fields.email} onChange={set('email')} maxLength={254} errorMessage={errors.email} />
        <TextField name="phone" label={t.phone} value={fields.phone} onChange={set('phone')} maxLength={PARTICIPANT_LIMITS.phone} errorMessage={errors.phone} />
        <Switch isSelected={fields.onDistribution} onChange={(onDistribution) => setFields((before) => ({ ...before, onDistribution }))}>
          {t.distribution}
        </Switch>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" isPending={adding || updating}>
            {t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
