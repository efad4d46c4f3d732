import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { SPEAKER_NAME_MAX, speakerField } from '../../../common/protocols';
import { formatTimeRange } from '../../features/protocols/timecode';
import type { RecordingPlayer } from '../../features/protocols/useRecordingPlayer';
import { deProtocols } from '../../i18n/deProtocols';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { SpeakerCard_speaker$key } from './__generated__/SpeakerCard_speaker.graphql';

const t = deProtocols.speakers;

/** A speaker's choice: an existing participant, or (participantId '') a new name with an optional company. */
export interface SpeakerChoice {
  /** The participant's global id (Participant.id). */
  participantId: string;
  name: string;
  company: string;
}

export interface SpeakerCardProps {
  speaker: SpeakerCard_speaker$key;
  participants: readonly { id: string; name: string; company?: string | null }[];
  choice: SpeakerChoice;
  onChange: (choice: SpeakerChoice) => void;
  error?: string;
  /** null: the recording is not available, so the samples show as text only. */
  player: RecordingPlayer | null;
  isDisabled: boolean;
}

/** 'Sprecher N': what the voice said (each sample playable) and who it is. */
export function SpeakerCard({ speaker, participants, choice, onChange, error, player, isDisabled }: SpeakerCardProps) {
  const { label, samples } = useFragment(
    graphql`
      fragment SpeakerCard_speaker on ProtocolSpeaker {
        label
        samples {
          start
          end
          text
        }
      }
    `,
    speaker,
  );
  const headingId = useId();
  const isNew = choice.participantId === '';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-950">
        {t.speaker(label)}
      </h2>

      {samples.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noSamples}</p>
      ) : (
        <ul aria-label={t.samplesLabel(label)} className="flex flex-col gap-2">
          {samples.map((sample) => {
            const range = formatTimeRange(sample.start, sample.end);
            const isPlaying = player?.playing?.start === sample.start && player.playing.end === sample.end;
            return (
              <li key={sample.start} className="flex items-start gap-3 rounded-lg bg-slate-50 p-2">
                {player && (
                  <Button
                    variant="secondary"
                    onPress={() => (isPlaying ? player.stop() : player.play(sample.start, sample.end))}
                    aria-label={isPlaying ? t.stopSample : t.playSample(range)}
                    className="shrink-0 px-3"
                  >
                    <PlayIcon isPlaying={isPlaying} />
                  </Button>
                )}
                <div className="min-w-0">
                  <p className="font-mono text-xs text-slate-600 tabular-nums">{range}</p>
                  <p className="text-sm break-words text-slate-900">„{sample.text}“</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <div className="flex flex-col gap-3">
        {participants.length > 0 && (
          <SelectField
            label={t.participant}
            value={choice.participantId}
            isDisabled={isDisabled}
            errorMessage={isNew ? undefined : error}
            onChange={(participantId) => onChange({ ...choice, participantId })}
          >
            <option value="">{t.newParticipant}</option>
            {participants.map((participant) => (
              <option key={participant.id} value={participant.id}>
                {participant.company ? `${participant.name} (${participant.company})` : participant.name}
              </option>
            ))}
          </SelectField>
        )}
        {isNew && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t.name}
              name={speakerField(label)}
              value={choice.name}
              onChange={(name) => onChange({ ...choice, name })}
              maxLength={SPEAKER_NAME_MAX}
              isRequired
              errorMessage={error}
              autoComplete="off"
            />
            <TextField
              label={t.company}
              name={`${speakerField(label)}-company`}
              value={choice.company}
              onChange={(company) => onChange({ ...choice, company })}
              maxLength={SPEAKER_NAME_MAX}
              autoComplete="organization"
            />
          </div>
        )}
      </div>
    </section>
  );
}

function PlayIcon({ isPlaying }: { isPlaying: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
      {isPlaying ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M4 2.5v11l9-5.5z" />}
    </svg>
  );
}
