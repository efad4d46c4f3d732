import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { speakerField } from '../../../common/protocols';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { protocolPath } from '../../features/protocols/protocolPaths';
import { RecordingAudio } from '../../features/protocols/RecordingAudio';
import { TranscriptList } from '../../features/protocols/TranscriptList';
import { useRecordingPlayer } from '../../features/protocols/useRecordingPlayer';
import { deProtocols } from '../../i18n/deProtocols';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast/toast';
import type { SpeakerAssignmentForm_protocol$key } from './__generated__/SpeakerAssignmentForm_protocol.graphql';
import type { SpeakerAssignmentFormMutation, SpeakerAssignmentInput } from './__generated__/SpeakerAssignmentFormMutation.graphql';
import type { ProcessingLocationState } from './ProcessingPage';
import { SpeakerCard, type SpeakerChoice } from './SpeakerCard';
import { SpeakerCountForm } from './SpeakerCountForm';
import { speakerErrors } from './speakerErrors';

const t = deProtocols.speakers;

const assignMutation = graphql`
  mutation SpeakerAssignmentFormMutation($input: AssignSpeakersInput!) {
    assignSpeakers(input: $input) {
      ... on MutationAssignSpeakersSuccess {
        data {
          protocol {
            project {
              participants {
                id
                name
                company
              }
            }
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

/**
 * Every separated voice gets a name: an existing participant or a new one (created by the server).
 * The transcript beside it shows the names as they are chosen.
 */
export function SpeakerAssignmentForm({ protocol }: { protocol: SpeakerAssignmentForm_protocol$key }) {
  const data = useFragment(
    graphql`
      fragment SpeakerAssignmentForm_protocol on Protocol {
        id
        protocolId
        recordingUrl
        project {
          projectId
          permissions {
            canEdit
          }
          participants {
            id
            name
            company
          }
        }
        speakers {
          id
          speakerId
          label
          name
          participant {
            id
          }
          ...SpeakerCard_speaker
        }
        ...TranscriptList_protocol
      }
    `,
    protocol,
  );
  const { project, speakers } = data;
  const [choices, setChoices] = useState<Record<string, SpeakerChoice>>(() =>
    Object.fromEntries(speakers.map((s) => [s.speakerId, { participantId: s.participant?.id ?? '', name: s.name ?? '', company: '' }])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, isInFlight] = useTypedMutation<SpeakerAssignmentFormMutation>(assignMutation);
  const navigate = useNavigate();
  const player = useRecordingPlayer();
  const formRef = useRef<HTMLFormElement>(null);
  const canEdit = project.permissions.canEdit;

  const choiceOf = (speakerId: string): SpeakerChoice => choices[speakerId] ?? { participantId: '', name: '', company: '' };
  const nameOf = (label: number | null | undefined) => {
    const speaker = speakers.find((s) => s.label === label);
    if (!speaker) return null;
    const choice = choiceOf(speaker.speakerId);
    if (choice.participantId) return project.participants.find((p) => p.id === choice.participantId)?.name ?? null;
    return choice.name.trim() || null;
  };

  const change = (speaker: { speakerId: string; label: number }, choice: SpeakerChoice) => {
    setChoices((current) => ({ ...current, [speaker.speakerId]: choice }));
    setErrors(({ [speaker.label]: _fixed, ...rest }) => rest);
  };

  const showErrors = (next: Record<number, string>) => {
    setErrors(next);
    const first = speakers.find((s) => next[s.label] !== undefined);
    const field = first && formRef.current?.elements.namedItem(speakerField(first.label));
    if (field instanceof HTMLElement) field.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight || !canEdit) return;
    const input: SpeakerAssignmentInput[] = speakers.map(({ id, speakerId }) => {
      const choice = choiceOf(speakerId);
      return choice.participantId ? { speakerId: id, participantId: choice.participantId } : { speakerId: id, name: choice.name.trim(), company: choice.company.trim() || null };
    });
    const missing = Object.fromEntries(speakers.filter((s) => !nameOf(s.label)).map((s) => [s.label, t.nameRequired]));
    if (Object.keys(missing).length > 0) return showErrors(missing);
    setFormError(null);
    const participantsBefore = project.participants.length;
    commit({
      variables: { input: { protocolId: data.id, speakers: input } },
      onSuccess: (answer) => {
        if (answer.protocol.project.participants.length > participantsBefore) toast.success(t.participantAdded);
        const state: ProcessingLocationState = { speakersAssigned: true };
        navigate(protocolPath(project.projectId, data.protocolId, 'processing'), { state });
      },
      onRefused: {
        ValidationError: (error) => {
          const { bySpeaker, other } = speakerErrors(error.fields);
          showErrors(bySpeaker);
          if (other) setFormError(other);
        },
        ProtocolNotFoundError: (error) => setFormError(error.message),
        AccessDeniedError: (error) => setFormError(error.message),
      },
      onFailed: () => toast.error(t.saveFailedTitle, t.saveFailed),
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
      <form ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
        {!canEdit && <p className="rounded-lg border border-slate-200 bg-slate-100 p-3 text-sm text-slate-800">{t.readOnly}</p>}
        {data.recordingUrl && <RecordingAudio audioRef={player.audioRef} failed={player.failed} src={data.recordingUrl} />}
        <SpeakerCountForm id={data.id} protocolId={data.protocolId} projectId={project.projectId} found={speakers.length} isDisabled={!canEdit} />
        {speakers.map((speaker) => (
          <SpeakerCard
            key={speaker.speakerId}
            speaker={speaker}
            participants={project.participants}
            choice={choiceOf(speaker.speakerId)}
            onChange={(choice) => change(speaker, choice)}
            error={errors[speaker.label]}
            player={data.recordingUrl ? player : null}
            isDisabled={!canEdit}
          />
        ))}
        {formError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <Button type="submit" isPending={isInFlight} isDisabled={!canEdit} className="sm:self-end">
          {isInFlight ? t.saving : t.save}
        </Button>
      </form>
      <aside className="lg:sticky lg:top-20">
        <TranscriptList protocol={data} player={player} nameOf={nameOf} title={t.previewTitle} />
      </aside>
    </div>
  );
}
