import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastContent {
  variant: ToastVariant;
  title: string;
  description?: string;
  /** One button in the toast, e.g. 'Erneut versuchen' after a failed upload; it closes the toast. */
  action?: ToastAction;
}

/** Display time per variant; errors stay longest because they usually ask the user to act. */
export const TOAST_TIMEOUTS: Record<ToastVariant, number> = {
  success: 3000,
  error: 6000,
  info: 4000,
  warning: 5000,
};

/**
 * Toasts that stay longer than their variant (spec part 2 §4, §8): 'Protokoll bereit!' is news the
 * user waited for, and a failed upload asks the user to act (try again or pick another file).
 */
export const EVENT_TOAST_TIMEOUTS = { ready: 5000, uploadError: 10000 } as const;

export const MAX_VISIBLE_TOASTS = 5;

/** Module-level so that code outside React (mutations, network callbacks) can raise toasts. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });

function show(variant: ToastVariant, timeout = TOAST_TIMEOUTS[variant]) {
  return (title: string, description?: string, action?: ToastAction): string =>
    toastQueue.add({ variant, title, ...(description === undefined ? {} : { description }), ...(action ? { action } : {}) }, { timeout });
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  ready: show('success', EVENT_TOAST_TIMEOUTS.ready),
  uploadError: show('error', EVENT_TOAST_TIMEOUTS.uploadError),
  dismiss: (key: string) => toastQueue.close(key),
};
