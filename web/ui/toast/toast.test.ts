import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_TOAST_TIMEOUTS, MAX_VISIBLE_TOASTS, TOAST_TIMEOUTS, toast, toastQueue } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
  toastQueue.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('sets the spec durations per variant', () => {
    expect(TOAST_TIMEOUTS).toEqual({ success: 3000, error: 6000, info: 4000, warning: 5000 });
    toast.success('A');
    toast.error('B');
    toast.info('C');
    toast.warning('D');
    expect(toastQueue.visibleToasts.map((t) => [t.content.variant, t.timeout])).toEqual([
      ['warning', 5000],
      ['info', 4000],
      ['error', 6000],
      ['success', 3000],
    ]);
  });

  it('keeps the ready and upload-error toasts longer than their variants', () => {
    expect(EVENT_TOAST_TIMEOUTS).toEqual({ ready: 5000, uploadError: 10000 });
    toast.ready('Protokoll bereit!');
    toast.uploadError('Upload-Fehler: x');
    expect(toastQueue.visibleToasts.map((t) => [t.content.variant, t.timeout])).toEqual([
      ['error', 10000],
      ['success', 5000],
    ]);
  });

  it('keeps title and optional description', () => {
    toast.info('Titel', 'Beschreibung');
    toast.info('Nur Titel');
    expect(toastQueue.visibleToasts.map((t) => t.content)).toEqual([
      { variant: 'info', title: 'Nur Titel' },
      { variant: 'info', title: 'Titel', description: 'Beschreibung' },
    ]);
  });

  it.each(Object.entries(TOAST_TIMEOUTS))('closes a %s toast after %i ms once shown', (variant, timeout) => {
    toast[variant as keyof typeof TOAST_TIMEOUTS]('Titel');
    // The timer starts when the toast is rendered; resumeAll is what the region calls after a hover.
    toastQueue.resumeAll();
    vi.advanceTimersByTime(timeout - 1);
    expect(toastQueue.visibleToasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('shows at most five toasts, newest first, and reveals queued ones as others close', () => {
    const keys = Array.from({ length: 7 }, (_, i) => toast.info(`Toast ${i + 1}`));
    expect(MAX_VISIBLE_TOASTS).toBe(5);
    expect(toastQueue.visibleToasts.map((t) => t.content.title)).toEqual([
      'Toast 7',
      'Toast 6',
      'Toast 5',
      'Toast 4',
      'Toast 3',
    ]);
    toast.dismiss(keys[6]!);
    expect(toastQueue.visibleToasts.map((t) => t.content.title)).toEqual([
      'Toast 6',
      'Toast 5',
      'Toast 4',
      'Toast 3',
      'Toast 2',
    ]);
  });

  it('carries an action, such as retrying a failed upload', () => {
    const retry = vi.fn();
    toast.uploadError('Upload-Fehler: Verbindung unterbrochen', undefined, { label: 'Erneut versuchen', onAction: retry });
    const [shown] = toastQueue.visibleToasts;
    expect(shown?.content).toMatchObject({ variant: 'error', title: 'Upload-Fehler: Verbindung unterbrochen', action: { label: 'Erneut versuchen' } });
    shown?.content.action?.onAction();
    expect(retry).toHaveBeenCalledOnce();
  });
});
