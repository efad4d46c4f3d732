// The uploads and processing runs of this tab (spec part 2 §3 upload tracking), outside React so
// that they outlive the page that started them: the job bar of every signed-in page reads them.
import { useSyncExternalStore } from 'react';
import { JOB_CLEAR_DELAY_MS } from './uploadRules';

export type JobPhase = 'upload' | 'processing';

/**
 * Where a job stands: announcing the upload, sending bytes, turning the upload into a protocol,
 * processing on the server, and the two ends.
 */
export type JobStep = 'preparing' | 'uploading' | 'finishing' | 'processing' | 'ready' | 'failed';

export type UploadField = 'title' | 'date' | 'location' | 'speakerCount' | 'consentConfirmed';

export interface JobFailure {
  title: string;
  message: string;
  /** Server problems per form field (ValidationError.fields). */
  fields: Partial<Record<UploadField, string>>;
  /** The session ended: the page sends the user to sign in. */
  signedOut: boolean;
}

export interface BackgroundJob {
  /** Of this tab only: the protocol has no id before the upload is complete. */
  jobId: string;
  protocolId: string | null;
  projectId: string;
  fileName: string;
  /** Percent: of the bytes while uploading, of the server's processing afterwards. */
  progress: number;
  phase: JobPhase;
  step: JobStep;
  startedAt: number;
  bytesSent: number;
  bytesTotal: number;
  failure: JobFailure | null;
  /** The page that started the job shows it itself; the job bar shows the others. */
  inForeground: boolean;
}

/** What the job bar and the page can do with a job; set by whoever runs it. */
export interface JobControls {
  cancel?: () => void;
  retry?: () => void;
  /** Drops a failed job (removeJob when not set). */
  dismiss?: () => void;
}

let jobs: readonly BackgroundJob[] = [];
const listeners = new Set<() => void>();
const controls = new Map<string, JobControls>();
const clearTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly BackgroundJob[]) {
  jobs = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getJobs = () => jobs;

export const findJob = (jobId: string): BackgroundJob | undefined => jobs.find((job) => job.jobId === jobId);

export function addJob(job: BackgroundJob, jobControls: JobControls = {}) {
  controls.set(job.jobId, jobControls);
  publish([...jobs, job]);
}

export function updateJob(jobId: string, patch: Partial<Omit<BackgroundJob, 'jobId'>>) {
  if (!findJob(jobId)) return;
  publish(jobs.map((job) => (job.jobId === jobId ? { ...job, ...patch } : job)));
}

export const setJobControls = (jobId: string, jobControls: JobControls) => controls.set(jobId, jobControls);
export const jobControls = (jobId: string): JobControls => controls.get(jobId) ?? {};

export function removeJob(jobId: string) {
  clearTimeout(clearTimers.get(jobId));
  clearTimers.delete(jobId);
  controls.delete(jobId);
  if (findJob(jobId)) publish(jobs.filter((job) => job.jobId !== jobId));
}

/** The job reached its end: it shows the outcome, then leaves the bar (spec §3: after 6 s). */
export function finishJob(jobId: string, patch: Partial<Omit<BackgroundJob, 'jobId'>>) {
  updateJob(jobId, patch);
  controls.delete(jobId);
  clearTimeout(clearTimers.get(jobId));
  clearTimers.set(
    jobId,
    setTimeout(() => removeJob(jobId), JOB_CLEAR_DELAY_MS),
  );
}

/** Every job, oldest first. */
export const useBackgroundJobs = (): readonly BackgroundJob[] => useSyncExternalStore(subscribe, getJobs);

/** One job, or undefined once it is gone. */
export const useBackgroundJob = (jobId: string | null): BackgroundJob | undefined =>
  useSyncExternalStore(subscribe, () => (jobId ? findJob(jobId) : undefined));
