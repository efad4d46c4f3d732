import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { germanDay } from '../../../common/dates';
import { DOCUMENT_LIMITS } from '../../../common/protocolDocument';
import { EDIT_TEXT } from '../../../common/protocolEdits';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { ProjectNotFound } from '../../features/projects/ProjectNotFound';
import { projectPath, protocolPath } from '../../features/protocols/protocolPaths';
import { AppLayout } from '../../features/shell/AppLayout';
import { deProtocols } from '../../i18n/deProtocols';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { Redirect } from '../../lib/Redirect';
import { hasErrors, useFormFields, type FieldErrors } from '../../lib/useFormFields';
import type { RouteQueryProps } from '../../relay/routeQuery';
import type { ServerError } from '../../relay/typedMutation';
import { Button } from '../../ui/Button';
import { DatePicker } from '../../ui/DatePicker';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { TimeField } from '../../ui/TimeField';
import { toast } from '../../ui/toast/toast';
import type { NewManualProtocolPageMutation } from './__generated__/NewManualProtocolPageMutation.graphql';
import type { NewManualProtocolPageQuery } from './__generated__/NewManualProtocolPageQuery.graphql';
import { PrivatePageTitle } from '../../ui/PageHead';

// The page's one query (preloaded by its route). Another user's project, a deleted one or a
// malformed id all come back as null.
const newManualProtocolPageQuery = graphql`
  query NewManualProtocolPageQuery($projectId: String!) {
    viewer {
      ...AppLayout_viewer
      project(projectId: $projectId) {
        id
        projectId
        name
        permissions {
          canCreateProtocol
        }
        participants {
          participantId
          name
          company
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation NewManualProtocolPageMutation($input: CreateManualProtocolInput!) {
    createManualProtocol(input: $input) {
      ... on MutationCreateManualProtocolSuccess {
        data {
          protocol {
            protocolId
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const t = deProtocolVersions.manual;

interface ManualValues {
  title: string;
  /** YYYY-MM-DD, '' while the date is incomplete */
  date: string;
  /** HH:MM, '' when not given */
  startTime: string;
  location: string;
}
type Field = keyof ManualValues;
const FIELDS: readonly Field[] = ['title', 'date', 'startTime', 'location'];
const MAX_LENGTH: Record<Field, number> = { title: DOCUMENT_LIMITS.titleLength, date: 10, startTime: 5, location: DOCUMENT_LIMITS.locationLength };

/** /projects/:projectId/protocols/new-manual: a protocol without a recording (spec part 2 §2 'Create a protocol manually'). */
export default function NewManualProtocolPage({ queryRef }: RouteQueryProps<NewManualProtocolPageQuery>) {
  const { viewer } = usePreloadedQuery<NewManualProtocolPageQuery>(newManualProtocolPageQuery, queryRef);
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;
  const { project } = viewer;
  if (!project) return <ProjectNotFound viewer={viewer} />;

  const canCreate = project.permissions.canCreateProtocol;
  const attendees = project.participants.map(({ name, company }) => (company ? `${name} (${company})` : name));
  return (
    <AppLayout
      viewer={viewer}
      project={{ projectId: project.projectId, name: project.name }}
      breadcrumbs={[{ label: project.name, to: projectPath(project.projectId) }, { label: deProtocols.crumbs.newProtocol }]}
    >
      <PrivatePageTitle title={t.pageTitle} />
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold text-slate-950">{t.title}</h1>
          <p className="max-w-2xl text-slate-600">{t.intro}</p>
        </header>
        {canCreate ? (
          <ManualProtocolForm projectId={project.projectId} projectGlobalId={project.id} attendees={attendees} />
        ) : (
          <div role="status" className="max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <p className="font-semibold">{t.readOnly.title}</p>
            <p className="mt-1 text-sm">{t.readOnly.text}</p>
          </div>
        )}
      </div>
    </AppLayout>
  );
}

interface ManualProtocolFormProps {
  projectId: string;
  /** Project.id, by which the mutation names the project. */
  projectGlobalId: string;
  /** The project's Beteiligte as the new protocol lists them. */
  attendees: readonly string[];
}

/** Titel, Datum (today in Germany), Uhrzeit and Ort; the new protocol then opens in the editor. */
function ManualProtocolForm({ projectId, projectGlobalId, attendees }: ManualProtocolFormProps) {
  const navigate = useNavigate();
  const [commit, isInFlight] = useTypedMutation<NewManualProtocolPageMutation>(createMutation);
  const form = useFormFields<ManualValues>(() => ({ title: '', date: germanDay(Date.now()), startTime: '', location: '' }), { order: FIELDS, maxLength: MAX_LENGTH });
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const [carryDecisions, setCarryDecisions] = useState(false);
  const { formRef, values, field, fieldErrors } = form;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    // The server checks the same; these two need no round trip.
    const errors: FieldErrors<Field> = {
      ...(values.title.trim() === '' ? { title: EDIT_TEXT.titleRequired } : {}),
      ...(values.date === '' ? { date: EDIT_TEXT.invalidDate } : {}),
    };
    if (hasErrors(errors)) return form.showErrors(errors);
    setRefusal(null);
    const refused = (error: ServerError) => setRefusal({ title: error.title, message: error.message });
    commit({
      variables: {
        input: { projectId: projectGlobalId, title: values.title, date: values.date, startTime: values.startTime || null, location: values.location || null, carryDecisions },
      },
      onSuccess: ({ protocol }) => {
        toast.success(t.created);
        navigate(protocolPath(projectId, protocol.protocolId), { replace: true });
      },
      onFieldErrors: form.showServerErrors,
      onRefused: { DailyProtocolLimitError: refused, AccessDeniedError: refused, ProjectNotFoundError: refused },
      onFailed: (reason) => setRefusal({ title: t.failedTitle, message: reason ?? t.failed }),
    });
  };

  const date = field('date');
  const startTime = field('startTime');
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex max-w-2xl flex-col gap-5">
      <TextField {...field('title')} label={t.titleField} isRequired placeholder={t.titlePlaceholder} autoComplete="off" autoFocus />
      <div className="flex flex-col gap-5 sm:flex-row sm:gap-6">
        <DatePicker label={t.date} name="date" value={date.value || null} onChange={(day) => date.onChange(day ?? '')} errorMessage={fieldErrors.date} isRequired />
        <TimeField label={t.startTime} name="startTime" value={startTime.value || null} onChange={(time) => startTime.onChange(time ?? '')} errorMessage={fieldErrors.startTime} />
      </div>
      <TextField {...field('location')} label={t.location} placeholder={t.locationPlaceholder} autoComplete="off" />
      <section aria-labelledby="manual-attendees" className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <h2 id="manual-attendees" className="font-semibold text-slate-950">
          {t.attendeesTitle}
        </h2>
        <p className="mt-1">{t.attendees(attendees)}</p>
      </section>
      <section aria-labelledby="manual-carry" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <h2 id="manual-carry" className="font-semibold text-slate-950">
          {t.carryTitle}
        </h2>
        <p>{t.carryItems}</p>
        <Switch isSelected={carryDecisions} onChange={setCarryDecisions}>
          {t.carryDecisions}
        </Switch>
      </section>
      {refusal && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-950">
          <p className="font-semibold">{refusal.title}</p>
          <p className="mt-1">{refusal.message}</p>
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" isPending={isInFlight} className="w-full sm:w-auto">
          {isInFlight ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
