import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addJob, findJob, finishJob, jobControls, removeJob, updateJob, type BackgroundJob } from './backgroundJobs';
import { JOB_CLEAR_DELAY_MS } from './uploadRules';

const job = (jobId: string): BackgroundJob => ({
  jobId,
  protocolId: null,
  projectId: 'p1',
  fileName: 'besprechung.mp3',
  progress: 0,
  phase: 'upload',
  step: 'preparing',
  startedAt: 0,
  bytesSent: 0,
  bytesTotal: 100,
  failure: null,
  inForeground: true,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  removeJob('a');
  removeJob('b');
  vi.useRealTimers();
});

describe('background jobs', () => {
  it('publishes a new snapshot on every change and leaves other jobs alone', () => {
    addJob(job('a'));
    addJob(job('b'));
    const before = findJob('b');
    updateJob('a', { step: 'uploading', progress: 40 });
    expect(findJob('a')).toMatchObject({ step: 'uploading', progress: 40 });
    expect(findJob('b')).toBe(before);
  });

  it('ignores updates of a job that is gone (cancelled)', () => {
    updateJob('a', { progress: 10 });
    expect(findJob('a')).toBeUndefined();
  });

  it('shows a finished job for 6 s, without its controls', () => {
    const cancel = vi.fn();
    addJob(job('a'), { cancel });
    expect(jobControls('a').cancel).toBe(cancel);
    finishJob('a', { phase: 'processing', step: 'ready', progress: 100 });
    expect(jobControls('a')).toEqual({});
    vi.advanceTimersByTime(JOB_CLEAR_DELAY_MS - 1);
    expect(findJob('a')?.step).toBe('ready');
    vi.advanceTimersByTime(1);
    expect(findJob('a')).toBeUndefined();
  });
});
