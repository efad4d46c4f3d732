import { Link } from 'react-router';
import { deUploads } from '../../i18n/deUploads';
import { Button } from '../../ui/Button';
import { protocolPath } from '../protocols/protocolPaths';
import { jobControls, removeJob, useBackgroundJobs, type BackgroundJob } from './backgroundJobs';
import { ProgressLine } from './ProgressLine';

const t = deUploads.job;

/**
 * Uploads and processing runs that go on while the user is elsewhere in the app (spec part 2 §3):
 * below the top bar of every signed-in page, until 6 s after each one ended. The job the upload
 * page itself shows is left to that page.
 */
export function BackgroundJobBar() {
  const jobs = useBackgroundJobs().filter((job) => !job.inForeground);
  if (jobs.length === 0) return null;
  return (
    <section aria-label={t.regionLabel} className="sticky top-16 z-20 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <ul className="mx-auto flex w-full max-w-6xl flex-col divide-y divide-slate-100 px-4 sm:px-6">
        {jobs.map((job) => (
          <JobRow key={job.jobId} job={job} />
        ))}
      </ul>
    </section>
  );
}

function JobRow({ job }: { job: BackgroundJob }) {
  const { cancel, retry, dismiss = () => removeJob(job.jobId) } = jobControls(job.jobId);
  const failed = job.step === 'failed';
  const link = job.protocolId ? protocolPath(job.projectId, job.protocolId, 'processing') : null;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
      <div className="flex min-w-0 flex-[1_1_12rem] flex-col gap-1">
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
          <span className="truncate font-medium text-slate-950">{job.fileName}</span>
          <span className={failed ? 'font-medium text-red-700' : 'text-slate-700'}>{statusText(job)}</span>
        </p>
        {failed && job.failure && job.phase === 'upload' && <p className="text-sm text-slate-700">{job.failure.message}</p>}
        {!failed && job.step !== 'ready' && (
          <ProgressLine label={job.fileName} percent={job.step === 'preparing' ? null : job.progress} valueText={statusText(job)} />
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {link && !failed && (
          <Link to={link} className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-slate-900 underline underline-offset-4 hover:text-slate-950">
            {t.open}
          </Link>
        )}
        {cancel && !failed && job.phase === 'upload' && (
          <Button variant="secondary" onPress={cancel}>
            {t.cancel}
          </Button>
        )}
        {retry && failed && (
          <Button variant="primary" onPress={retry}>
            {t.retry}
          </Button>
        )}
        {failed && (
          <Button variant="ghost" onPress={dismiss}>
            {t.dismiss}
          </Button>
        )}
      </div>
    </li>
  );
}

function statusText(job: BackgroundJob): string {
  switch (job.step) {
    case 'preparing':
    case 'uploading':
    case 'finishing':
      return t.uploading(job.progress);
    case 'processing':
      return t.processing;
    case 'ready':
      return t.ready;
    case 'failed':
      return job.phase === 'upload' ? t.uploadFailed : t.processingFailed;
  }
}
