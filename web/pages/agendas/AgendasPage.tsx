import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { AGENDA_LIMITS, AGENDA_STATUS_LABELS, AGENDA_TEXT } from '../../../common/agendas';
import { formatDate } from '../../../common/dates';
import { agendaEditPath } from '../../features/agendas/agendaPaths';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { ProjectNotFound } from '../../features/projects/ProjectNotFound';
import { projectPath } from '../../features/protocols/protocolPaths';
import { AppLayout } from '../../features/shell/AppLayout';
import { deAgendas as t } from '../../i18n/deAgendas';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import { Button } from '../../ui/Button';
import { DatePicker } from '../../ui/DatePicker';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import type { AgendasPageCreateMutation } from './__generated__/AgendasPageCreateMutation.graphql';
import type { AgendasPageGenerateMutation } from './__generated__/AgendasPageGenerateMutation.graphql';
import type { AgendasPageQuery } from './__generated__/AgendasPageQuery.graphql';
import { PrivatePageTitle } from '../../ui/PageHead';

const query = graphql`
  query AgendasPageQuery($projectId: String!) {
    viewer {
      ...AppLayout_viewer
      project(projectId: $projectId) {
        id
        projectId
        name
        permissions {
          canCreateAgenda
        }
        agendas {
          agendaId
          title
          date
          startTime
          status
          items {
            title
          }
        }
      }
    }
  }
`;

const generateMutation = graphql`
  mutation AgendasPageGenerateMutation($input: GenerateAgendaInput!) {
    generateAgenda(input: $input) {
      ... on MutationGenerateAgendaSuccess {
        data {
          agenda {
            agendaId
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const createMutation = graphql`
  mutation AgendasPageCreateMutation($input: CreateAgendaInput!) {
    createAgenda(input: $input) {
      ... on MutationCreateAgendaSuccess {
        data {
          agenda {
            agendaId
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const failed = (reason?: string) => toast.error(t.failed, reason ?? t.connection);

/** /projects/:projectId/agendas: the project's agendas, newest first; one generated or written by hand. */
export default function AgendasPage({ queryRef }: RouteQueryProps<AgendasPageQuery>) {
  const { viewer } = usePreloadedQuery<AgendasPageQuery>(query, queryRef);
  const navigate = useNavigate();
  const [generate, generating] = useTypedMutation<AgendasPageGenerateMutation>(generateMutation);
  const [creating, setCreating] = useState(false);
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;
  const { project } = viewer;
  if (!project) return <ProjectNotFound viewer={viewer} />;
  const canCreate = project.permissions.canCreateAgenda;

  return (
    <AppLayout viewer={viewer} project={{ projectId: project.projectId, name: project.name }} breadcrumbs={[{ label: project.name, to: projectPath(project.projectId) }, { label: t.title }]}>
      <PrivatePageTitle title={t.pageTitle(project.name)} />
      <div className="flex flex-col gap-4">
        <header className="flex flex-col gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-950">{t.title}</h1>
            <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
          </div>
          {canCreate && (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Button
                isPending={generating}
                onPress={() =>
                  generate({
                    variables: { input: { projectId: project.id } },
                    onSuccess: ({ agenda }) => {
                      toast.success(AGENDA_TEXT.generated);
                      navigate(agendaEditPath(project.projectId, agenda.agendaId));
                    },
                    onFailed: failed,
                  })
                }
              >
                {t.generate}
              </Button>
              <Button variant="secondary" onPress={() => setCreating(true)}>
                {t.create}
              </Button>
              <p className="text-sm text-slate-600">{t.generateHint}</p>
            </div>
          )}
        </header>
        {project.agendas.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">{t.empty}</p>
        ) : (
          <ul aria-label={t.title} className="flex flex-col gap-2">
            {project.agendas.map((agenda) => (
              <li key={agenda.agendaId} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={agendaEditPath(project.projectId, agenda.agendaId)} className="font-medium break-words text-slate-950 underline-offset-2 hover:underline">
                    {agenda.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {[agenda.date ? formatDate(agenda.date) : t.noDate, agenda.startTime && `${agenda.startTime} Uhr`, `${agenda.items.length} TOPs`].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <span className="self-start rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-200 sm:self-center">{AGENDA_STATUS_LABELS[agenda.status as keyof typeof AGENDA_STATUS_LABELS]}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {creating && <NewAgendaDialog projectGlobalId={project.id} projectId={project.projectId} onClose={() => setCreating(false)} />}
    </AppLayout>
  );
}

function NewAgendaDialog({ projectGlobalId, projectId, onClose }: { projectGlobalId: string; projectId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [date, setDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, pending] = useTypedMutation<AgendasPageCreateMutation>(createMutation);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) return setErrors({ title: AGENDA_TEXT.titleMissing });
    create({
      variables: { input: { projectId: projectGlobalId, title, date } },
      onSuccess: ({ agenda }) => {
        toast.success(AGENDA_TEXT.created);
        navigate(agendaEditPath(projectId, agenda.agendaId));
      },
      onFieldErrors: (problems) => setErrors(Object.fromEntries(problems.map((f) => [f.field, f.message]))),
      onFailed: failed,
    });
  };
  return (
    <Dialog title={t.createTitle} isOpen onOpenChange={(open) => !open && onClose()}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <TextField name="title" label={t.fields.title} value={title} onChange={setTitle} maxLength={AGENDA_LIMITS.title} isRequired autoFocus errorMessage={errors.title} />
        <DatePicker name="date" label={t.fields.date} value={date} onChange={setDate} errorMessage={errors.date} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" isPending={pending}>
            {t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
