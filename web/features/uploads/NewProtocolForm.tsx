import { today } from '@internationalized/date';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import { DateField, DateInput, DateSegment, FieldError, Label, type DateValue } from 'react-aria-components/DateField';
import { useNavigate } from 'react-router';
import { TIME_ZONE } from '../../../common/dates';
import { SPEAKER_COUNTS } from '../../../common/protocols';
import { isLargeFile, UPLOAD_LIMITS } from '../../../common/uploads';
import { de } from '../../i18n/de';
import { deUploads } from '../../i18n/deUploads';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import { useSessionEnded } from '../auth/useSessionEnded';
import { protocolPath } from '../protocols/protocolPaths';
import { useBackgroundJob, type BackgroundJob, type UploadField } from './backgroundJobs';
import { FileDropZone } from './FileDropZone';
import { cancelMeetingUpload, releaseMeetingUpload, retryMeetingUpload, startMeetingUpload, type MeetingUploadInput } from './meetingUpload';
import { ProgressLine } from './ProgressLine';
import { formatBytes } from './uploadRules';

const t = deUploads.form;

const IN_FLIGHT: ReadonlySet<BackgroundJob['step']> = new Set(['preparing', 'uploading', 'finishing', 'processing']);

export interface NewProtocolFormProps {
  projectId: string;
  /** The project's global id (Project.id), by which the announcement names it. */
  projectGlobalId: string;
  /** false for a read-only project: the form shows but cannot be sent. */
  canCreate: boolean;
}

/**
 * Titel, Datum, Ort, the recording and the consent (spec part 2 §2 'new'). Sending starts a job
 * (meetingUpload.ts) that this form follows while it is open; once the protocol exists the
 * processing page takes over. Refusals show in place, the form's problems at their fields.
 */
export function NewProtocolForm({ projectId, projectGlobalId, canCreate }: NewProtocolFormProps) {
  const navigate = useNavigate();
  const sessionEnded = useSessionEnded();
  const formRef = useRef<HTMLFormElement>(null);
  const dropZoneRef = useRef<HTMLButtonElement>(null);
  const [title, setTitle] = useState('');
  const [location, setLocation] = useState('');
  const [speakerCount, setSpeakerCount] = useState<number | null>(null);
  const [date, setDate] = useState<DateValue | null>(() => today(TIME_ZONE));
  const [consent, setConsent] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  // Fields changed since the last refusal: their server error no longer applies.
  const [edited, setEdited] = useState<ReadonlySet<UploadField>>(new Set());
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useBackgroundJob(jobId);
  const failure = job?.step === 'failed' ? job.failure : null;
  const isBusy = job !== undefined && IN_FLIGHT.has(job.step);
  const isLocked = !canCreate || isBusy;

  // Leaving the page hands a running upload to the job bar.
  useEffect(() => {
    if (!jobId) return;
    return () => releaseMeetingUpload(jobId);
  }, [jobId]);

  const protocolId = job?.step === 'processing' ? job.protocolId : null;
  useEffect(() => {
    if (protocolId) navigate(protocolPath(projectId, protocolId, 'processing'), { replace: true });
  }, [navigate, projectId, protocolId]);

  useEffect(() => {
    if (failure?.signedOut) sessionEnded(failure);
  }, [failure, sessionEnded]);

  // After a refusal, focus goes to the first field the server named.
  useEffect(() => {
    const field = (['title', 'location', 'consentConfirmed'] as const).find((name) => failure?.fields[name]);
    const element = field && formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }, [failure]);

  const fieldError = (field: UploadField) => (edited.has(field) ? undefined : failure?.fields[field]);
  const markEdited = (field: UploadField) => setEdited((current) => new Set(current).add(field));

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFileMissing(false);
    if (isLargeFile(chosen)) toast.warning(deUploads.toasts.largeFile);
  };

  const send = () => {
    if (isLocked) return;
    if (!file) {
      setFileMissing(true);
      dropZoneRef.current?.focus();
      return;
    }
    const input: MeetingUploadInput = { projectId, projectGlobalId, title, date: date?.toString() ?? '', location, speakerCount, consentConfirmed: consent, file };
    setEdited(new Set());
    if (jobId && failure) retryMeetingUpload(jobId, input);
    else setJobId(startMeetingUpload(input));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex max-w-2xl flex-col gap-5">
      {/* Disables the text fields natively; the react-aria controls get isDisabled themselves. */}
      <fieldset disabled={isLocked} className="m-0 flex min-w-0 flex-col gap-5 border-0 p-0">
        <TextField
          name="title"
          label={t.title}
          value={title}
          onChange={(value) => {
            setTitle(value);
            markEdited('title');
          }}
          maxLength={UPLOAD_LIMITS.title}
          isRequired
          placeholder={t.titlePlaceholder}
          autoComplete="off"
          errorMessage={fieldError('title')}
        />
        <DateField
          name="date"
          value={date}
          onChange={(value) => {
            setDate(value);
            markEdited('date');
          }}
          granularity="day"
          shouldForceLeadingZeros
          isRequired
          isDisabled={isLocked}
          isInvalid={fieldError('date') !== undefined}
          validationBehavior="aria"
          className="flex flex-col gap-1.5"
        >
          <span className="text-sm font-medium text-slate-800">
            <Label>{t.date}</Label>
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              {de.ui.requiredMark}
            </span>
          </span>
          <DateInput className="flex w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 data-disabled:opacity-60 data-focus-within:outline-2 data-focus-within:outline-amber-500 data-invalid:border-red-600 sm:w-48">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums outline-none data-focused:bg-amber-100 data-placeholder:text-slate-400 data-[type=literal]:px-0"
              />
            )}
          </DateInput>
          <FieldError className="text-sm text-red-700">{fieldError('date')}</FieldError>
        </DateField>
        <TextField
          name="location"
          label={t.location}
          value={location}
          onChange={(value) => {
            setLocation(value);
            markEdited('location');
          }}
          maxLength={UPLOAD_LIMITS.location}
          placeholder={t.locationPlaceholder}
          autoComplete="off"
          errorMessage={fieldError('location')}
        />
        <SelectField
          name="speakerCount"
          label={t.speakerCount}
          value={speakerCount ?? ''}
          isDisabled={isLocked}
          description={t.speakerCountHint}
          errorMessage={fieldError('speakerCount')}
          onChange={(value) => {
            setSpeakerCount(value === '' ? null : Number(value));
            markEdited('speakerCount');
          }}
        >
          <option value="">{t.speakerCountAuto}</option>
          {SPEAKER_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
        <FileDropZone
          file={file}
          onFile={chooseFile}
          isDisabled={isLocked}
          errorMessage={fileMissing ? t.fileMissing : undefined}
          buttonRef={dropZoneRef}
        />
        <ConsentCheckbox
          isSelected={consent}
          onChange={(value) => {
            setConsent(value);
            markEdited('consentConfirmed');
          }}
          isDisabled={isLocked}
          errorMessage={fieldError('consentConfirmed')}
        />
      </fieldset>

      {job && isBusy && <UploadProgress job={job} onCancel={() => cancelMeetingUpload(job.jobId)} />}

      {failure && !failure.signedOut && (
        <div role="alert" className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-950">
          <div>
            <p className="font-semibold">{failure.title}</p>
            <p className="mt-1">{failure.message}</p>
          </div>
          <Button variant="secondary" className="self-start" onPress={send} isDisabled={!canCreate}>
            {t.retry}
          </Button>
        </div>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" isDisabled={isLocked} isPending={isBusy} className="w-full sm:w-auto">
          {isBusy ? t.uploading : t.submit}
        </Button>
      </div>
    </form>
  );
}

interface ConsentCheckboxProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled: boolean;
  errorMessage?: string;
}

/** Recording spoken words needs everyone's consent (§ 201 StGB); the server records who confirmed it, and when. */
function ConsentCheckbox({ isSelected, onChange, isDisabled, errorMessage }: ConsentCheckboxProps) {
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Checkbox
        name="consentConfirmed"
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled}
        isInvalid={errorMessage !== undefined}
        isRequired
        aria-describedby={errorMessage ? `${hintId} ${errorId}` : hintId}
        className="group flex min-h-11 cursor-pointer items-start gap-3 text-base text-slate-900 data-disabled:cursor-not-allowed data-disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded border-2 border-slate-400 bg-white group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-amber-500 group-data-invalid:border-red-600 group-data-selected:border-amber-500 group-data-selected:bg-amber-500"
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" className="size-4 text-slate-950 opacity-0 group-data-selected:opacity-100">
            <path d="M5 13l4 4L19 7" />
          </svg>
        </span>
        <span className="font-medium">
          {deUploads.form.consent}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            {de.ui.requiredMark}
          </span>
        </span>
      </Checkbox>
      <p id={hintId} className="pl-9 text-sm text-slate-600">
        {deUploads.form.consentHint}
      </p>
      {errorMessage && (
        <p id={errorId} className="pl-9 text-sm text-red-700">
          {errorMessage}
        </p>
      )}
    </div>
  );
}

function UploadProgress({ job, onCancel }: { job: BackgroundJob; onCancel: () => void }) {
  const p = deUploads.progress;
  const isUploading = job.step === 'uploading';
  const status = job.step === 'preparing' ? p.preparing : isUploading ? p.uploading(job.progress) : p.finishing;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      {/* Announces the steps, not every percent. */}
      <p role="status" className="sr-only">
        {isUploading ? t.uploading : status}
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-medium text-slate-950 tabular-nums">{status}</p>
        {isUploading && <p className="text-slate-600 tabular-nums">{p.bytes(formatBytes(job.bytesSent), formatBytes(job.bytesTotal))}</p>}
      </div>
      <ProgressLine label={p.label} percent={job.step === 'preparing' ? null : job.progress} valueText={status} />
      {job.step !== 'finishing' && (
        <Button variant="secondary" className="self-start" onPress={onCancel}>
          {t.cancel}
        </Button>
      )}
    </div>
  );
}
