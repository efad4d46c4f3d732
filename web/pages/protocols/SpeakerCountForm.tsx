import { useId, useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import { SPEAKER_COUNT, SPEAKER_COUNTS } from '../../../common/protocols';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { protocolPath } from '../../features/protocols/protocolPaths';
import { deProtocols } from '../../i18n/deProtocols';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { toast } from '../../ui/toast/toast';
import type { SpeakerCountFormMutation } from './__generated__/SpeakerCountFormMutation.graphql';

const t = deProtocols.speakers.count;

const chooseMutation = graphql`
  mutation SpeakerCountFormMutation($input: ChooseSpeakerCountInput!) {
    chooseSpeakerCount(input: $input) {
      ... on MutationChooseSpeakerCountSuccess {
        data {
          protocol {
            status
            processingPhase
            processingProgress
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

export interface SpeakerCountFormProps {
  /** Global id of the protocol. */
  id: string;
  protocolId: string;
  projectId: string;
  found: number;
  isDisabled: boolean;
}

/**
 * Splitting and merging voices: the user says how many people spoke, and processing separates the
 * voices again into that many; the processing page follows it and comes back here.
 */
export function SpeakerCountForm({ id, protocolId, projectId, found, isDisabled }: SpeakerCountFormProps) {
  const [count, setCount] = useState(Math.min(SPEAKER_COUNT.max, Math.max(SPEAKER_COUNT.min, found)));
  const [error, setError] = useState<string | null>(null);
  const [commit, isInFlight] = useTypedMutation<SpeakerCountFormMutation>(chooseMutation);
  const navigate = useNavigate();
  const headingId = useId();

  const choose = () => {
    if (isInFlight || isDisabled || count === found) return;
    setError(null);
    commit({
      variables: { input: { protocolId: id, speakerCount: count } },
      onSuccess: () => {
        toast.success(t.started);
        navigate(protocolPath(projectId, protocolId, 'processing'));
      },
      // A refusal (not waiting for names, not the user's, processing unreachable) is said at the field; no answer at all as a toast.
      onFailed: (reason) => (reason ? setError(reason) : toast.error(t.failedTitle, t.failed)),
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-950">
        {t.title}
      </h2>
      <p className="text-sm text-slate-800">{t.found(found)}</p>
      <p className="text-sm text-slate-600">{t.hint}</p>
      {/* Inside the assignment form (forms do not nest): the button acts, Enter there submits the names. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={t.label}
          value={count}
          isDisabled={isDisabled}
          className="sm:w-72"
          onChange={(value) => {
            setCount(Number(value));
            setError(null);
          }}
        >
          {SPEAKER_COUNTS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onPress={choose} isPending={isInFlight} isDisabled={isDisabled || count === found}>
          {isInFlight ? t.submitting : t.submit}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
