import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastContent {
  variant: ToastVariant;
  title: string;
  description?: string;
}

/** Display time per variant; errors stay longest because they usually ask the user to act. */
export const TOAST_TIMEOUTS: Record<ToastVariant, number> = {
  success: 3000,
  error: 6000,
  info: 4000,
  warning: 5000,
};

export const MAX_VISIBLE_TOASTS = 5;

/** Module-level so that code outside React (mutations, network callbacks) can raise toasts. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });

function show(variant: ToastVariant) {
  return (title: string, description?: string): string =>
    toastQueue.add(
      description === undefined ? { variant, title } : { variant, title, description },
      { timeout: TOAST_TIMEOUTS[variant] },
    );
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  dismiss: (key: string) => toastQueue.close(key),
};
