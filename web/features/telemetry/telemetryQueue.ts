// The telemetry queue of spec part 2 §4 and §9: events are collected and sent in batches (after
// 5 s or at 20 events), at most 200 wait (the oldest go first), and a batch that fails is sent
// again after 2000 ms · 2^(attempt − 1), three times at most, then dropped. Telemetry must never
// get in the user's way: nothing here throws or shows anything.

export type TelemetryType = 'autosave_success' | 'autosave_error';

export interface TelemetryEvent {
  type: TelemetryType;
  /** ISO time in the browser */
  timestamp: string;
  payload: Record<string, unknown>;
}

export const TELEMETRY_LIMITS = {
  flushAfterMs: 5000,
  batchSize: 20,
  queueCap: 200,
  retryLimit: 3,
  retryBaseMs: 2000,
  /** Unhealthy from this many failed sends in a row. */
  unhealthyAfter: 5,
} as const;

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Resolves when the server took the batch; rejects to have it sent again. */
export type SendBatch = (events: readonly TelemetryEvent[]) => Promise<void>;

export const retryDelay = (attempt: number) => TELEMETRY_LIMITS.retryBaseMs * 2 ** (attempt - 1);

export class TelemetryQueue {
  private queue: TelemetryEvent[] = [];
  private timer: unknown = null;
  private sending = false;
  private failuresInRow = 0;
  private successes = 0;

  constructor(
    private readonly send: SendBatch,
    private readonly timers: Timers = { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (handle) => clearTimeout(handle as number) },
    private readonly now: () => Date = () => new Date(),
  ) {}

  record(type: TelemetryType, payload: Record<string, unknown>) {
    this.queue.push({ type, timestamp: this.now().toISOString(), payload });
    if (this.queue.length > TELEMETRY_LIMITS.queueCap) this.queue.splice(0, this.queue.length - TELEMETRY_LIMITS.queueCap);
    if (this.queue.length >= TELEMETRY_LIMITS.batchSize) this.flush();
    else this.schedule(TELEMETRY_LIMITS.flushAfterMs);
  }

  /** Sends what waits now (e.g. when the tab is hidden); a send already under way finishes first. */
  flush() {
    this.cancelTimer();
    if (this.sending || this.queue.length === 0) return;
    void this.sendBatch(this.queue.splice(0, TELEMETRY_LIMITS.batchSize), 1);
  }

  /** Spec part 2 §4: fewer than 5 failures in a row and at least one success. */
  isHealthy(): boolean {
    return this.failuresInRow < TELEMETRY_LIMITS.unhealthyAfter && this.successes > 0;
  }

  get waiting(): number {
    return this.queue.length;
  }

  private async sendBatch(batch: TelemetryEvent[], attempt: number): Promise<void> {
    this.sending = true;
    try {
      await this.send(batch);
      this.successes++;
      this.failuresInRow = 0;
    } catch {
      this.failuresInRow++;
      if (attempt <= TELEMETRY_LIMITS.retryLimit) {
        this.timers.setTimeout(() => void this.sendBatch(batch, attempt + 1), retryDelay(attempt));
        return;
      }
      // Given up on this batch; the next one starts afresh.
    }
    this.sending = false;
    if (this.queue.length >= TELEMETRY_LIMITS.batchSize) this.flush();
    else if (this.queue.length > 0) this.schedule(TELEMETRY_LIMITS.flushAfterMs);
  }

  private schedule(ms: number) {
    if (this.timer !== null || this.sending) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.flush();
    }, ms);
  }

  private cancelTimer() {
    if (this.timer === null) return;
    this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
