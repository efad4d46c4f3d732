import { describe, expect, it } from 'vitest';
import { retryDelay, TELEMETRY_LIMITS, TelemetryQueue, type TelemetryEvent, type Timers } from './telemetryQueue';

/** Timers run by hand: `advance(ms)` runs what is due. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      const id = next++;
      due.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (handle) => due.delete(handle as number),
  };
  const advance = async (ms: number) => {
    now += ms;
    for (const [id, timer] of [...due].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > now) continue;
      due.delete(id);
      timer.run();
      // Let the send's promise settle before the next timer.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { timers, advance, pending: () => [...due.values()].map((t) => t.at - now) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function queueWith(outcomes: ('ok' | 'fail')[] = []) {
  const sent: TelemetryEvent[][] = [];
  const { timers, advance, pending } = manualTimers();
  const queue = new TelemetryQueue(
    async (events) => {
      sent.push([...events]);
      if ((outcomes.shift() ?? 'ok') === 'fail') throw new Error('network');
    },
    timers,
    () => new Date('2026-11-23T10:00:00Z'),
  );
  return { queue, sent, advance, pending };
}

describe('TelemetryQueue', () => {
  it('sends the events 5 s after the first one, in one batch with their time', async () => {
    const { queue, sent, advance } = queueWith();
    queue.record('autosave_success', { protocolId: 'p', operations: 1, bytes: 300, durationMs: 40 });
    queue.record('autosave_error', { protocolId: 'p', error: 'network' });
    await advance(4999);
    expect(sent).toEqual([]);
    await advance(1);
    expect(sent).toEqual([
      [
        { type: 'autosave_success', timestamp: '2026-11-23T10:00:00.000Z', payload: { protocolId: 'p', operations: 1, bytes: 300, durationMs: 40 } },
        { type: 'autosave_error', timestamp: '2026-11-23T10:00:00.000Z', payload: { protocolId: 'p', error: 'network' } },
      ],
    ]);
    expect(queue.isHealthy()).toBe(true);
  });

  it('sends at once when 20 events wait, 20 per batch', async () => {
    const { queue, sent } = queueWith();
    for (let i = 0; i < 25; i++) queue.record('autosave_success', { i });
    await settle();
    expect(sent.map((batch) => batch.length)).toEqual([20]);
  });

  it('keeps at most 200 events, dropping the oldest', async () => {
    const { queue, sent } = queueWith(['fail', 'fail', 'fail', 'fail']);
    for (let i = 0; i < 20; i++) queue.record('autosave_success', { i });
    await settle();
    for (let i = 20; i < 260; i++) queue.record('autosave_success', { i });
    expect(sent).toHaveLength(1);
    expect(queue.waiting).toBe(TELEMETRY_LIMITS.queueCap);
  });

  it('sends a failed batch again after 2, 4 and 8 seconds, then drops it', async () => {
    const { queue, sent, advance, pending } = queueWith(['fail', 'fail', 'fail', 'fail']);
    queue.record('autosave_error', { n: 1 });
    await advance(5000);
    expect(sent).toHaveLength(1);
    expect(pending()).toEqual([2000]);
    await advance(2000);
    expect(pending()).toEqual([4000]);
    await advance(4000);
    expect(pending()).toEqual([8000]);
    await advance(8000);
    expect(sent).toHaveLength(4);
    expect(pending()).toEqual([]);
    expect([1, 2, 3].map(retryDelay)).toEqual([2000, 4000, 8000]);
    // Four failures in a row, none succeeded: not healthy.
    expect(queue.isHealthy()).toBe(false);
    queue.record('autosave_success', { n: 2 });
    await advance(5000);
    expect(sent.at(-1)).toEqual([expect.objectContaining({ payload: { n: 2 } })]);
    expect(queue.isHealthy()).toBe(true);
  });
});
