import { useState, type FormEvent } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { AGENDA_LIMITS, AGENDA_STATUS_LABELS, AGENDA_TEXT } from '../../../common/agendas';
import { agendasPath } from '../../features/agendas/agendaPaths';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { projectPath, protocolPath } from '../../features/protocols/protocolPaths';
import { AppLayout } from '../../features/shell/AppLayout';
import { deAgendas as t } from '../../i18n/deAgendas';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import { Button } from '../../ui/Button';
import { ConfirmDeletionDialog } from '../../ui/ConfirmDeletionDialog';
import { DatePicker } from '../../ui/DatePicker';
import { TextField } from '../../ui/TextField';
import { TimeField } from '../../ui/TimeField';
import { toast } from '../../ui/toast/toast';
import type { AgendaEditPageDeleteMutation } from './__generated__/AgendaEditPageDeleteMutation.graphql';
import type { AgendaEditPage_agenda$key } from './__generated__/AgendaEditPage_agenda.graphql';
import type { AgendaEditPageQuery } from './__generated__/AgendaEditPageQuery.graphql';
import type { AgendaEditPageSaveMutation } from './__generated__/AgendaEditPageSaveMutation.graphql';
import type { AgendaEditPageSendMutation } from './__generated__/AgendaEditPageSendMutation.graphql';
import type { AgendaEditPageStartMutation } from './__generated__/AgendaEditPageStartMutation.graphql';
import { PrivatePageTitle } from '../../ui/PageHead';

const query = graphql`
  query AgendaEditPageQuery($agendaId: String!) {
    viewer {
      ...AppLayout_viewer
      agenda(agendaId: $agendaId) {
        agendaId
        title
        project {
          projectId
          name
        }
        ...AgendaEditPage_agenda
      }
    }
  }
`;

const agendaFragment = graphql`
  fragment AgendaEditPage_agenda on Agenda {
    id
    agendaId
    title
    date
    startTime
    location
    status
    items {
      title
      notes
      durationMinutes
      openItems
    }
    invitees {
      id
    }
    protocol {
      protocolId
    }
    project {
      projectId
      permissions {
        canCreateAgenda
      }
      participants {
        id
        name
        company
        email
      }
    }
  }
`;

const saveMutation = graphql`
  mutation AgendaEditPageSaveMutation($input: SaveAgendaInput!) {
    saveAgenda(input: $input) {
      ... on MutationSaveAgendaSuccess {
        data {
          agenda {
            ...AgendaEditPage_agenda
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const sendMutation = graphql`
  mutation AgendaEditPageSendMutation($input: SendAgendaInput!) {
    sendAgenda(input: $input) {
      ... on MutationSendAgendaSuccess {
        data {
          sent
          agenda {
            status
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const startMutation = graphql`
  mutation AgendaEditPageStartMutation($input: StartProtocolFromAgendaInput!) {
    startProtocolFromAgenda(input: $input) {
      ... on MutationStartProtocolFromAgendaSuccess {
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

const deleteMutation = graphql`
  mutation AgendaEditPageDeleteMutation($input: DeleteAgendaInput!) {
    deleteAgenda(input: $input) {
      ... on MutationDeleteAgendaSuccess {
        data {
          project {
            agendas {
              agendaId
            }
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;


interface TopicDraft {
  key: number;
  title: string;
  notes: string;
  duration: string;
  openItems: boolean;
}

const failed = (reason?: string) => toast.error(t.failed, reason ?? t.connection);
let nextKey = 1;

/** /projects/:projectId/agendas/:agendaId/edit: title, date, place, invited, TOPs; saved, sent, turned into a protocol. */
export default function AgendaEditPage({ queryRef }: RouteQueryProps<AgendaEditPageQuery>) {
  const { viewer } = usePreloadedQuery<AgendaEditPageQuery>(query, queryRef);
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;
  const { agenda } = viewer;
  if (!agenda) {
    return (
      <AppLayout viewer={viewer} breadcrumbs={[{ label: t.title }]}>
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">{t.notFound}</p>
      </AppLayout>
    );
  }
  return (
    <AppLayout
      viewer={viewer}
      project={{ projectId: agenda.project.projectId, name: agenda.project.name }}
      breadcrumbs={[{ label: agenda.project.name, to: projectPath(agenda.project.projectId) }, { label: t.title, to: agendasPath(agenda.project.projectId) }, { label: agenda.title }]}
    >
      <PrivatePageTitle title={`${agenda.title} – ${agenda.project.name}`} />
      <AgendaForm key={agenda.agendaId} agenda={agenda} />
    </AppLayout>
  );
}

function AgendaForm({ agenda: key }: { agenda: AgendaEditPage_agenda$key }) {
  const agenda = useFragment(agendaFragment, key);
  const navigate = useNavigate();
  const canEdit = agenda.project.permissions.canCreateAgenda;
  const [title, setTitle] = useState(agenda.title);
  const [date, setDate] = useState<string | null>(agenda.date ?? null);
  const [startTime, setStartTime] = useState<string | null>(agenda.startTime ?? null);
  const [location, setLocation] = useState(agenda.location ?? '');
  const [invitees, setInvitees] = useState(new Set(agenda.invitees.map((p) => p.id)));
  const [topics, setTopics] = useState<TopicDraft[]>(() =>
    agenda.items.map((item) => ({ key: nextKey++, title: item.title, notes: item.notes ?? '', duration: item.durationMinutes?.toString() ?? '', openItems: item.openItems })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState(false);
  const [save, saving] = useTypedMutation<AgendaEditPageSaveMutation>(saveMutation);
  const [send, sending] = useTypedMutation<AgendaEditPageSendMutation>(sendMutation);
  const [start, starting] = useTypedMutation<AgendaEditPageStartMutation>(startMutation);
  const [remove, removePending] = useTypedMutation<AgendaEditPageDeleteMutation>(deleteMutation);

  const setTopic = (key: number, change: Partial<TopicDraft>) => setTopics((all) => all.map((topic) => (topic.key === key ? { ...topic, ...change } : topic)));
  const move = (index: number, by: number) =>
    setTopics((all) => {
      const next = [...all];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });
  const total = topics.reduce((sum, topic) => sum + (Number.parseInt(topic.duration, 10) || 0), 0);

  /** Saves, then `then` (sending and starting a protocol work on the saved agenda). */
  const saveThen = (then?: () => void) => {
    if (!title.trim()) return setErrors({ title: AGENDA_TEXT.titleMissing });
    save({
      variables: {
        input: {
          agendaId: agenda.id,
          title,
          date,
          startTime,
          location,
          inviteeIds: [...invitees],
          items: topics.map((topic) => ({ title: topic.title, notes: topic.notes || null, durationMinutes: topic.duration ? Number.parseInt(topic.duration, 10) : null, openItems: topic.openItems })),
        },
      },
      onSuccess: () => {
        setErrors({});
        if (then) then();
        else toast.success(AGENDA_TEXT.saved);
      },
      onFieldErrors: (problems) => setErrors(Object.fromEntries(problems.map((f) => [f.field, f.message]))),
      onFailed: failed,
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveThen();
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t.editTitle} className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold break-words text-slate-950">{agenda.title}</h1>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-200">{AGENDA_STATUS_LABELS[agenda.status as keyof typeof AGENDA_STATUS_LABELS]}</span>
      </header>
      <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField name="title" label={t.fields.title} value={title} onChange={setTitle} maxLength={AGENDA_LIMITS.title} isRequired errorMessage={errors.title} />
        </div>
        <DatePicker name="date" label={t.fields.date} value={date} onChange={setDate} errorMessage={errors.date} />
        <TimeField name="startTime" label={t.fields.startTime} value={startTime} onChange={setStartTime} errorMessage={errors.startTime} />
        <div className="sm:col-span-2">
          <TextField name="location" label={t.fields.location} value={location} onChange={setLocation} maxLength={AGENDA_LIMITS.location} errorMessage={errors.location} />
        </div>
      </fieldset>

      <fieldset disabled={!canEdit} className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold text-slate-950">{t.fields.invitees}</legend>
        {agenda.project.participants.length === 0 ? (
          <p className="text-sm text-slate-600">{t.fields.noParticipants}</p>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2">
            {agenda.project.participants.map((p) => (
              <label key={p.id} className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 bg-white px-3 text-sm text-slate-900">
                <input
                  type="checkbox"
                  className="size-5 accent-slate-900"
                  checked={invitees.has(p.id)}
                  onChange={(event) =>
                    setInvitees((before) => {
                      const next = new Set(before);
                      if (event.target.checked) next.add(p.id);
                      else next.delete(p.id);
                      return next;
                    })
                  }
                />
                <span className="min-w-0 break-words">{[p.name, p.company].filter(Boolean).join(', ')}</span>
                {p.email && <span className="ml-auto text-xs text-slate-500">{p.email}</span>}
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <section aria-labelledby="agenda-topics" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="agenda-topics" className="text-lg font-semibold text-slate-950">
            {t.fields.topics}
          </h2>
          <p className="text-sm text-slate-600">{t.total(total)}</p>
        </div>
        <ol aria-labelledby="agenda-topics" className="flex flex-col gap-3">
          {topics.map((topic, index) => (
            <li key={topic.key} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
              <div className="grid gap-2 sm:grid-cols-[1fr_10rem]">
                <TextField
                  name={`topic-${topic.key}`}
                  label={t.fields.topicTitle(index + 1)}
                  value={topic.title}
                  onChange={(value) => setTopic(topic.key, { title: value })}
                  maxLength={AGENDA_LIMITS.itemTitle}
                  isRequired
                  errorMessage={errors[`items.${index}.title`]}
                />
                <TextField
                  name={`duration-${topic.key}`}
                  label={t.fields.duration(index + 1)}
                  inputMode="numeric"
                  value={topic.duration}
                  onChange={(value) => setTopic(topic.key, { duration: value.replace(/\D/g, '') })}
                  maxLength={3}
                  errorMessage={errors[`items.${index}.durationMinutes`]}
                />
              </div>
              <TextField
                name={`notes-${topic.key}`}
                label={t.fields.notes(index + 1)}
                multiline
                value={topic.notes}
                onChange={(value) => setTopic(topic.key, { notes: value })}
                maxLength={AGENDA_LIMITS.notes}
                errorMessage={errors[`items.${index}.notes`]}
                {...(topic.openItems ? { description: t.fields.openItems } : {})}
              />
              {canEdit && (
                <div className="flex flex-wrap gap-2">
                  <Button variant="ghost" aria-label={t.moveUp(index + 1)} isDisabled={index === 0} onPress={() => move(index, -1)}>
                    ↑
                  </Button>
                  <Button variant="ghost" aria-label={t.moveDown(index + 1)} isDisabled={index === topics.length - 1} onPress={() => move(index, 1)}>
                    ↓
                  </Button>
                  <Button variant="ghost" aria-label={t.removeTopic(index + 1)} onPress={() => setTopics((all) => all.filter((other) => other.key !== topic.key))}>
                    ✕
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
        {canEdit && (
          <Button variant="secondary" className="self-start" onPress={() => setTopics((all) => [...all, { key: nextKey++, title: '', notes: '', duration: '', openItems: false }])}>
            {t.addTopic}
          </Button>
        )}
      </section>

      {canEdit && (
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap">
          <Button type="submit" isPending={saving}>
            {t.save}
          </Button>
          <Button
            variant="secondary"
            isPending={sending}
            onPress={() =>
              saveThen(() =>
                send({
                  variables: { input: { agendaId: agenda.id } },
                  onSuccess: ({ sent }) => toast.success(AGENDA_TEXT.sent(sent)),
                  onFailed: failed,
                }),
              )
            }
          >
            {t.send}
          </Button>
          {agenda.protocol ? (
            <Link to={protocolPath(agenda.project.projectId, agenda.protocol.protocolId)} className="inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold text-slate-900 underline underline-offset-2">
              {t.openProtocol}
            </Link>
          ) : (
            <Button
              variant="secondary"
              isPending={starting}
              onPress={() =>
                saveThen(() =>
                  start({
                    variables: { input: { agendaId: agenda.id } },
                    onSuccess: ({ protocol }) => navigate(protocolPath(agenda.project.projectId, protocol.protocolId)),
                    onFailed: failed,
                  }),
                )
              }
            >
              {t.startProtocol}
            </Button>
          )}
          <Button variant="ghost" className="sm:ml-auto" onPress={() => setRemoving(true)}>
            {t.remove}
          </Button>
        </div>
      )}
      {removing && (
        <ConfirmDeletionDialog
          texts={t.removeTexts}
          subject={agenda.title}
          isPending={removePending}
          onClose={() => setRemoving(false)}
          onConfirm={() =>
            remove({
              variables: { input: { agendaId: agenda.id } },
              onSuccess: () => {
                toast.success(AGENDA_TEXT.deleted);
                navigate(agendasPath(agenda.project.projectId));
              },
              onFailed: failed,
            })
          }
        />
      )}
    </form>
  );
}
