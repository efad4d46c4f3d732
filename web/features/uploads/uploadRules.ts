import { ACCEPTED_EXTENSIONS } from '../../../common/uploads';
import { deUploads } from '../../i18n/deUploads';

// The rules of the upload page and the job bar that need neither React nor the network.

/** The picker's filter: any audio or video, plus the accepted extensions, for systems that type files by name only. */
export const ACCEPTED_FILES = ['audio/*', 'video/*', ...ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

/** Bytes per tus PATCH: a dropped connection on site loses at most this much. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 ** 2;

/** tus retries a failed request after these pauses (ms), resuming at the offset the server reports. */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

/** A lost answer of completeMeetingUpload is asked again (same ticket, same protocol) after these pauses (ms). */
export const COMPLETE_RETRY_DELAYS = [1000, 3000, 10000];

/** Spec §3: a finished job leaves the job bar after 6 s. */
export const JOB_CLEAR_DELAY_MS = 6000;

const oneDecimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** File sizes for people: '512 KB', '3,4 MB', '1,2 GB' (binary units, as the upload limits). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${oneDecimal.format(bytes / 1024 ** 3)} GB`;
  if (bytes >= 1024 ** 2) return `${oneDecimal.format(bytes / 1024 ** 2)} MB`;
  return `${oneDecimal.format(Math.ceil(bytes / 1024))} KB`;
}

/** Whole percent, never 100 before every byte arrived. */
export function uploadPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  if (sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}

export interface UploadIdentity {
  projectId: string;
  title: string;
  date: string;
  location: string;
  speakerCount: number | null;
  file: { name: string; type: string; size: number; lastModified: number };
}

/**
 * The key under which tus-js-client keeps an unfinished upload in localStorage. It names the form
 * too: the upload belongs to a ticket that was announced with this title, date, place and speaker count, so only
 * the same file sent with the same details continues it after a reload.
 */
export function uploadFingerprint({ projectId, title, date, location, speakerCount, file }: UploadIdentity): string {
  return ['meeting-upload', projectId, title.trim(), date, location.trim(), speakerCount ?? '', file.name, file.type, file.size, file.lastModified].join('|');
}

/** What tus-js-client's errors carry of the answer (DetailedError). */
export interface TusFailure {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
}

/**
 * The reason a tus upload failed, for 'Upload-Fehler: {message}': the server's own sentence for a
 * refusal (its tus hooks answer in German), the connection when no answer came, else a general one.
 */
export function tusFailureMessage(error: TusFailure): string {
  const response = error.originalResponse;
  if (!response) return deUploads.toasts.connectionFailed;
  const status = response.getStatus();
  const body = response.getBody().trim();
  const isRefusal = status >= 400 && status < 500 && body !== '' && body.length < 500;
  return isRefusal ? body : deUploads.toasts.createFailed;
}

