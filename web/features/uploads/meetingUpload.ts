// One meeting upload from the form to a protocol in processing (spec part 2 §4 Upload job):
// announce (the server checks the form and the file's name and size, and answers with a ticket),
// send the file with tus (resumable, real progress), then turn the upload into a protocol. It runs
// outside React so that leaving the page does not stop it; the job store holds its state.
import { graphql } from 'react-relay';
import { Upload, type PreviousUpload } from 'tus-js-client';
import { deUploads, uploadErrorToast } from '../../i18n/deUploads';
import { pickFieldErrors } from '../../lib/useFormFields';
import { environment } from '../../relay/environment';
import { commitTypedMutation, type Outcome } from '../../relay/typedMutation';
import { toast } from '../../ui/toast/toast';
import type { meetingUploadAnnounceMutation } from './__generated__/meetingUploadAnnounceMutation.graphql';
import type { meetingUploadCompleteMutation } from './__generated__/meetingUploadCompleteMutation.graphql';
import { addJob, findJob, removeJob, setJobControls, updateJob, type JobFailure, type UploadField } from './backgroundJobs';
import { watchProcessing } from './processingWatch';
import {
  COMPLETE_RETRY_DELAYS,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_RETRY_DELAYS,
  tusFailureMessage,
  uploadFingerprint,
  uploadPercent,
  type TusFailure,
} from './uploadRules';

export interface MeetingUploadInput {
  projectId: string;
  /** The project's global id (Project.id), by which the announcement names it. */
  projectGlobalId: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  location: string;
  /** How many people speak, when the user said so; null: counted from the recording. */
  speakerCount: number | null;
  consentConfirmed: boolean;
  file: File;
}

const announceMutation = graphql`
  mutation meetingUploadAnnounceMutation($input: AnnounceMeetingUploadInput!) {
    announceMeetingUpload(input: $input) {
      ... on MutationAnnounceMeetingUploadSuccess {
        data {
          uploadTicketId
          uploadEndpoint
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const completeMutation = graphql`
  mutation meetingUploadCompleteMutation($input: CompleteMeetingUploadInput!) {
    completeMeetingUpload(input: $input) {
      ... on MutationCompleteMeetingUploadSuccess {
        data {
          protocol {
            id
            protocolId
            status
            processingProgress
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const t = deUploads;
const FORM_FIELDS: readonly UploadField[] = ['title', 'date', 'location', 'speakerCount', 'consentConfirmed'];

/** The newest input of each running job and, once its file is on the server, the ticket that still awaits completion. */
const runs = new Map<string, { input: MeetingUploadInput; upload: Upload | null; completableTicket: string | null }>();
let jobCount = 0;

/** Starts uploading; the returned id follows the job in the store (useBackgroundJob). */
export function startMeetingUpload(input: MeetingUploadInput): string {
  const jobId = `upload-${++jobCount}`;
  addJob({
    jobId,
    protocolId: null,
    projectId: input.projectId,
    fileName: input.file.name,
    progress: 0,
    phase: 'upload',
    step: 'preparing',
    startedAt: Date.now(),
    bytesSent: 0,
    bytesTotal: input.file.size,
    failure: null,
    inForeground: true,
  });
  runs.set(jobId, { input, upload: null, completableTicket: null });
  void run(jobId, input, true);
  return jobId;
}

/**
 * 'Erneut versuchen' after a failure: asks again for the protocol when only that answer was lost,
 * else starts over from the announcement (with `input`, the form as it is now, if given), which
 * continues a half-sent file of the same form instead of sending it again.
 */
export function retryMeetingUpload(jobId: string, input?: MeetingUploadInput) {
  const state = runs.get(jobId);
  const job = findJob(jobId);
  if (!state || job?.step !== 'failed') return;
  if (input) state.input = input;
  updateJob(jobId, {
    failure: null,
    projectId: state.input.projectId,
    fileName: state.input.file.name,
    bytesSent: 0,
    bytesTotal: state.input.file.size,
    progress: 0,
    step: state.completableTicket ? 'finishing' : 'preparing',
  });
  if (state.completableTicket) void complete(jobId, state.completableTicket);
  else void run(jobId, state.input, true);
}

/** 'Abbrechen': stops sending and deletes what arrived on the server. */
export function cancelMeetingUpload(jobId: string) {
  const upload = runs.get(jobId)?.upload;
  runs.delete(jobId);
  removeJob(jobId);
  toast.info(t.toasts.cancelled);
  if (upload) {
    upload.abort(true).catch(() => {
      // The server drops unfinished uploads after a day anyway.
    });
    void forgetStoredUploads(upload);
  }
}

/**
 * The page that started the job goes away: a running upload carries on in the job bar, a failed
 * one the user has seen is dropped.
 */
export function releaseMeetingUpload(jobId: string) {
  const job = findJob(jobId);
  if (!job) return;
  if (job.step === 'failed') return dropRun(jobId);
  updateJob(jobId, { inForeground: false });
  if (job.phase === 'upload') toast.info(t.toasts.inBackground);
}

function dropRun(jobId: string) {
  runs.delete(jobId);
  removeJob(jobId);
}

const isRunning = (jobId: string) => runs.has(jobId) && findJob(jobId)?.step !== 'failed';

async function run(jobId: string, input: MeetingUploadInput, mayResume: boolean): Promise<void> {
  const upload = new Upload(input.file, {
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: UPLOAD_RETRY_DELAYS,
    fingerprint: () => Promise.resolve(uploadFingerprint(input)),
    // Kept until the protocol exists: after a reload between the last byte and the protocol, the
    // stored entry still leads to the ticket.
    removeFingerprintOnSuccess: false,
    onProgress: (sent, total) => updateJob(jobId, { step: 'uploading', bytesSent: sent, bytesTotal: total, progress: uploadPercent(sent, total) }),
  });
  const state = runs.get(jobId);
  if (!state) return;
  state.upload = upload;
  setJobControls(jobId, {
    cancel: () => cancelMeetingUpload(jobId),
    retry: () => retryMeetingUpload(jobId),
    dismiss: () => dropRun(jobId),
  });

  // The same file with the same form sent before (a reload, a lost connection): its ticket and
  // the bytes already on the server are reused. Consent is confirmed with the ticket, so it must
  // be ticked now too.
  const previous = mayResume && input.consentConfirmed ? await storedUpload(upload) : null;
  if (!isRunning(jobId)) return;
  let ticketId: string;
  if (previous) {
    ticketId = previous.metadata.ticket!;
    upload.resumeFromPreviousUpload(previous);
  } else {
    const ticket = await announce(jobId, input);
    if (!ticket || !isRunning(jobId)) return;
    await forgetStoredUploads(upload);
    ticketId = ticket.uploadTicketId;
    upload.options.endpoint = ticket.uploadEndpoint;
    upload.options.metadata = { ticket: ticketId, filename: input.file.name };
  }

  try {
    await send(upload);
  } catch (error) {
    if (!isRunning(jobId)) return;
    const failure = error as TusFailure;
    const refused = Boolean(failure.originalResponse);
    // A stored upload the server no longer has: it became a protocol (whose answer was lost before
    // a reload), or it was refused or expired, and then the form starts afresh.
    if (previous && refused) {
      await forgetStoredUploads(upload);
      const protocol = await protocolOfTicket(ticketId);
      if (!isRunning(jobId)) return;
      return protocol ? processing(jobId, protocol) : run(jobId, input, false);
    }
    // A refused upload cannot be continued; a broken connection can, with 'Erneut versuchen'.
    if (refused) await forgetStoredUploads(upload);
    const message = tusFailureMessage(failure);
    toast.uploadError(uploadErrorToast(message), undefined, { label: t.job.retry, onAction: () => retryMeetingUpload(jobId) });
    return fail(jobId, { title: t.job.uploadFailed, message });
  }
  if (!isRunning(jobId)) return;
  state.completableTicket = ticketId;
  await complete(jobId, ticketId);
}

async function announce(jobId: string, input: MeetingUploadInput) {
  let outcome: Outcome<meetingUploadAnnounceMutation>;
  try {
    outcome = await commitTypedMutation<meetingUploadAnnounceMutation>(environment, announceMutation, {
      input: {
        projectId: input.projectGlobalId,
        title: input.title,
        date: input.date,
        location: input.location,
        speakerCount: input.speakerCount,
        consentConfirmed: input.consentConfirmed,
        fileName: input.file.name,
        fileSize: input.file.size,
        mimeType: input.file.type,
      },
    });
  } catch {
    toast.error(t.toasts.connectionFailed);
    fail(jobId, { title: t.job.uploadFailed, message: t.toasts.connectionFailed });
    return null;
  }
  const { data, error } = outcome;
  if (!error) return data;
  const signedOut = error.__typename === 'NotSignedInError';
  if (!signedOut) toast.error(error.title, error.message);
  fail(jobId, { title: error.title, message: error.message, fields: pickFieldErrors(error.fields, FORM_FIELDS), signedOut });
  return null;
}

async function complete(jobId: string, ticketId: string): Promise<void> {
  updateJob(jobId, { step: 'finishing', progress: 100 });
  for (let attempt = 0; ; attempt++) {
    try {
      const { data, error } = await completeTicket(ticketId);
      if (!isRunning(jobId)) return;
      if (!error) return processing(jobId, data.protocol);
      if (error.__typename === 'NotSignedInError') {
        // The ticket and the file stay: after signing in, the same form continues them.
        return fail(jobId, { title: error.title, message: error.message, signedOut: true });
      }
      // Any other refusal: the server removed ticket, file and record.
      forgetRun(jobId);
      toast.uploadError(uploadErrorToast(error.message));
      return fail(jobId, { title: error.title, message: error.message });
    } catch {
      // No answer: the server may have created the protocol all the same, and returns that one
      // when asked again with the same ticket.
      const pause = COMPLETE_RETRY_DELAYS[attempt];
      if (pause === undefined) {
        toast.error(t.toasts.createFailed, t.toasts.connectionFailed);
        return fail(jobId, { title: t.toasts.createFailed, message: t.toasts.connectionFailed });
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
      if (!isRunning(jobId)) return;
    }
  }
}

const completeTicket = (ticketId: string) =>
  commitTypedMutation<meetingUploadCompleteMutation>(environment, completeMutation, { input: { uploadTicketId: ticketId } });

/** The protocol a ticket already became, if any: completing a ticket without its upload creates nothing. */
async function protocolOfTicket(ticketId: string) {
  try {
    return (await completeTicket(ticketId)).data?.protocol ?? null;
  } catch {
    return null;
  }
}

function processing(jobId: string, protocol: { protocolId: string; status: string; processingProgress: number }) {
  forgetRun(jobId);
  runs.delete(jobId);
  setJobControls(jobId, {});
  updateJob(jobId, { protocolId: protocol.protocolId, phase: 'processing', step: 'processing', progress: protocol.processingProgress });
  watchProcessing(jobId, protocol.protocolId, protocol.status);
}

/** The job ended for good on the server's side: nothing to resume any more. */
function forgetRun(jobId: string) {
  const state = runs.get(jobId);
  if (!state) return;
  state.completableTicket = null;
  if (state.upload) void forgetStoredUploads(state.upload);
}

function fail(jobId: string, failure: Partial<JobFailure> & Pick<JobFailure, 'title' | 'message'>) {
  updateJob(jobId, { step: 'failed', failure: { fields: {}, signedOut: false, ...failure } });
}

function send(upload: Upload): Promise<void> {
  return new Promise((resolve, reject) => {
    upload.options.onSuccess = () => resolve();
    upload.options.onError = reject;
    upload.start();
  });
}

/** The newest stored upload of this file and form that names its ticket. */
async function storedUpload(upload: Upload): Promise<PreviousUpload | null> {
  try {
    const previous = (await upload.findPreviousUploads()).filter((entry) => entry.uploadUrl && entry.metadata.ticket);
    return previous.sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0] ?? null;
  } catch {
    return null; // no localStorage (private mode): the upload starts from the beginning
  }
}

async function forgetStoredUploads(upload: Upload) {
  const storage = upload.options.urlStorage;
  if (!storage) return;
  try {
    for (const entry of await upload.findPreviousUploads()) await storage.removeUpload(entry.urlStorageKey);
  } catch {
    // Without localStorage nothing was stored.
  }
}
