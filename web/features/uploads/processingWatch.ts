// Follows a protocol's processing on the server for the job bar and raises the toasts of spec
// part 2 §4 and §8 on its status changes, wherever in the app the user is by then.
import { graphql, requestSubscription } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import { deUploads } from '../../i18n/deUploads';
import { environment } from '../../relay/environment';
import { toast } from '../../ui/toast/toast';
import type { processingWatchSubscription } from './__generated__/processingWatchSubscription.graphql';
import { findJob, finishJob, removeJob, updateJob } from './backgroundJobs';

const subscription = graphql`
  subscription processingWatchSubscription($protocolId: String!) {
    protocolProcessing(protocolId: $protocolId) {
      protocol {
        id
        status
        processingPhase
        processingProgress
        processingFailure
      }
      failedMessage
    }
  }
`;

/** A dropped socket (a dead spot on site) is reopened after these pauses (ms); the first answer is the protocol as it is now. */
const RECONNECT_DELAYS = [1000, 3000, 10000, 30000, 60000, 60000, 60000];

const t = deUploads.toasts;

/** Statuses before the draft: anything else means the protocol was generated. */
const IN_PROGRESS = new Set(['PROCESSING', 'TRANSCRIPT_READY']);

export function watchProcessing(jobId: string, protocolId: string, initialStatus: string) {
  let status = initialStatus;
  let connection: Disposable | null = null;
  let reconnects = 0;
  let ended = false;

  const end = () => {
    ended = true;
    connection?.dispose();
  };

  const reconnect = () => {
    const pause = RECONNECT_DELAYS[reconnects++];
    if (ended || !findJob(jobId)) return;
    // Out of patience: the job bar stops claiming to follow it; the protocol stays in its project.
    if (pause === undefined) return removeJob(jobId);
    setTimeout(connect, pause);
  };

  const connect = () => {
    if (ended || !findJob(jobId)) return;
    connection = requestSubscription<processingWatchSubscription>(environment, {
      subscription,
      variables: { protocolId },
      onNext: (response) => {
        const update = response?.protocolProcessing;
        if (!update || ended) return;
        reconnects = 0;
        if (update.failedMessage) {
          toast.error(t.processingFailed);
          finishJob(jobId, { step: 'failed', failure: { title: deUploads.job.processingFailed, message: t.processingFailed, fields: {}, signedOut: false } });
          return end();
        }
        const protocol = update.protocol;
        // Deleted (here or in another tab): nothing to report.
        if (!protocol) {
          removeJob(jobId);
          return end();
        }
        // Failed, but kept: the message says what is kept; the processing page offers the retry.
        if (protocol.processingFailure) {
          toast.error(deUploads.job.processingFailed, protocol.processingFailure);
          finishJob(jobId, { step: 'failed', failure: { title: deUploads.job.processingFailed, message: protocol.processingFailure, fields: {}, signedOut: false } });
          return end();
        }
        updateJob(jobId, { progress: protocol.processingProgress });
        if (protocol.status === status) return;
        status = protocol.status;
        if (status === 'TRANSCRIPT_READY') toast.success(t.transcriptReady);
        if (!IN_PROGRESS.has(status)) {
          toast.success(t.protocolCreated);
          toast.ready(t.ready);
          finishJob(jobId, { step: 'ready', progress: 100 });
          end();
        }
      },
      onError: reconnect,
      onCompleted: reconnect,
    });
  };

  connect();
}
