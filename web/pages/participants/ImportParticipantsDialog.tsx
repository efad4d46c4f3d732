import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast/toast';
import type { ImportParticipantsDialogMutation } from './__generated__/ImportParticipantsDialogMutation.graphql';
import type { ImportParticipantsDialogProjectsQuery } from './__generated__/ImportParticipantsDialogProjectsQuery.graphql';
import type { ImportParticipantsDialogSourceQuery } from './__generated__/ImportParticipantsDialogSourceQuery.graphql';

const importMutation = graphql`
  mutation ImportParticipantsDialogMutation($input: ImportParticipantsInput!) {
    importParticipants(input: $input) {
      ... on MutationImportParticipantsSuccess {
        data {
          imported
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

export const IMPORT_TEXT = {
  open: 'Aus anderem Projekt übernehmen',
  title: 'Beteiligte übernehmen',
  from: 'Aus Projekt',
  choose: 'Projekt wählen …',
  noProjects: 'Sie haben kein anderes Projekt mit Beteiligten.',
  loading: 'Wird geladen …',
  who: 'Wen übernehmen?',
  already: 'Wer schon dabei ist (gleicher Name und gleiche Firma), wird nicht doppelt angelegt.',
  submit: 'Übernehmen',
  cancel: 'Abbrechen',
  done: (n: number) => (n === 0 ? 'Alle waren schon dabei' : n === 1 ? '1 Beteiligter übernommen' : `${n} Beteiligte übernommen`),
  failed: 'Das hat nicht geklappt',
  connection: 'Keine Verbindung zum Server. Bitte versuchen Sie es erneut.',
} as const;

/** Copies Beteiligte of another of the user's projects into this one: a project, then whom. */
export function ImportParticipantsDialog({ projectGlobalId, onClose }: { projectGlobalId: string; onClose: () => void }) {
  const [from, setFrom] = useState('');
  return (
    <Dialog title={IMPORT_TEXT.title} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className="mt-4 flex flex-col gap-3">
        <Suspense fallback={<p role="status" className="text-sm text-slate-600">{IMPORT_TEXT.loading}</p>}>
          <ProjectChoice projectGlobalId={projectGlobalId} value={from} onChange={setFrom} />
          {from && <SourceParticipants key={from} projectGlobalId={projectGlobalId} fromGlobalId={from} onClose={onClose} />}
        </Suspense>
        {!from && (
          <Button variant="secondary" className="self-end" onPress={onClose}>
            {IMPORT_TEXT.cancel}
          </Button>
        )}
      </div>
    </Dialog>
  );
}

function ProjectChoice({ projectGlobalId, value, onChange }: { projectGlobalId: string; value: string; onChange: (id: string) => void }) {
  const { viewer } = useLazyLoadQuery<ImportParticipantsDialogProjectsQuery>(
    graphql`
      query ImportParticipantsDialogProjectsQuery {
        viewer {
          projects(first: 100) {
            edges {
              node {
                id
                name
                stats {
                  participantCount
                }
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const others = (viewer?.projects.edges ?? []).map((e) => e.node).filter((p) => p.id !== projectGlobalId && p.stats.participantCount > 0);
  if (others.length === 0) return <p className="text-sm text-slate-600">{IMPORT_TEXT.noProjects}</p>;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="import-from" className="text-sm font-medium text-slate-800">
        {IMPORT_TEXT.from}
      </label>
      <select id="import-from" value={value} onChange={(e) => onChange(e.target.value)} className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-950">
        <option value="">{IMPORT_TEXT.choose}</option>
        {others.map((p) => (
          <option key={p.id} value={p.id}>
            {`${p.name} (${p.stats.participantCount})`}
          </option>
        ))}
      </select>
    </div>
  );
}

function SourceParticipants({ projectGlobalId, fromGlobalId, onClose }: { projectGlobalId: string; fromGlobalId: string; onClose: () => void }) {
  const data = useLazyLoadQuery<ImportParticipantsDialogSourceQuery>(
    graphql`
      query ImportParticipantsDialogSourceQuery($id: ID!) {
        node(id: $id) {
          ... on Project {
            participants {
              id
              name
              company
              role
            }
          }
        }
      }
    `,
    { id: fromGlobalId },
  );
  const participants = data.node?.participants ?? [];
  const [chosen, setChosen] = useState(() => new Set(participants.map((p) => p.id)));
  const [commit, pending] = useTypedMutation<ImportParticipantsDialogMutation>(importMutation);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        commit({
          variables: { input: { projectId: projectGlobalId, fromProjectId: fromGlobalId, participantIds: [...chosen] } },
          onSuccess: ({ imported }) => {
            toast.success(IMPORT_TEXT.done(imported));
            onClose();
          },
          onFailed: (reason) => toast.error(IMPORT_TEXT.failed, reason ?? IMPORT_TEXT.connection),
        });
      }}
    >
      <fieldset className="flex max-h-72 flex-col gap-2 overflow-y-auto">
        <legend className="mb-1 text-sm font-medium text-slate-800">{IMPORT_TEXT.who}</legend>
        {participants.map((p) => (
          <label key={p.id} className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 px-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-slate-900"
              checked={chosen.has(p.id)}
              onChange={(event) =>
                setChosen((before) => {
                  const next = new Set(before);
                  if (event.target.checked) next.add(p.id);
                  else next.delete(p.id);
                  return next;
                })
              }
            />
            <span className="break-words">{[p.name, p.company, p.role].filter(Boolean).join(' · ')}</span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">{IMPORT_TEXT.already}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onClose}>
          {IMPORT_TEXT.cancel}
        </Button>
        <Button type="submit" isPending={pending} isDisabled={chosen.size === 0}>
          {IMPORT_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
