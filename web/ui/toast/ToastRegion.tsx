import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as RacToastRegion,
} from 'react-aria-components/Toast';
import { de } from '../../i18n/de';
import { toastQueue, type ToastVariant } from './toast';
import { CloseIcon } from '../CloseIcon';

const variantStyles: Record<ToastVariant, { accent: string; icon: string }> = {
  success: { accent: 'border-l-emerald-600', icon: 'text-emerald-600' },
  error: { accent: 'border-l-red-600', icon: 'text-red-600' },
  info: { accent: 'border-l-sky-600', icon: 'text-sky-600' },
  warning: { accent: 'border-l-amber-500', icon: 'text-amber-600' },
};

// One SVG path per variant keeps the region free of an icon library.
const variantIcons: Record<ToastVariant, string> = {
  success: 'M5 13l4 4L19 7',
  error: 'M12 8v5m0 3h.01M4.9 19h14.2a1 1 0 0 0 .87-1.5L12.87 5a1 1 0 0 0-1.74 0L4.03 17.5A1 1 0 0 0 4.9 19z',
  info: 'M12 16v-5m0-3h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  warning: 'M12 9v4m0 3h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
};

/** Top-right stack of toasts; the queue (see toast.ts) decides how many are visible and for how long. */
export function ToastRegion() {
  return (
    <RacToastRegion
      queue={toastQueue}
      aria-label={de.ui.toastRegion}
      className="fixed top-4 right-4 left-4 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96"
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          className={`flex w-full items-start gap-3 rounded-lg border border-l-4 border-slate-200 bg-white p-4 text-slate-900 shadow-lg ${variantStyles[toast.content.variant].accent}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            className={`mt-0.5 size-5 shrink-0 ${variantStyles[toast.content.variant].icon}`}
          >
            <path d={variantIcons[toast.content.variant]} />
          </svg>
          <ToastContent className="min-w-0 flex-1">
            <Text slot="title" className="block font-semibold">
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className="mt-1 block text-sm text-slate-600">
                {toast.content.description}
              </Text>
            )}
            {toast.content.action && (
              <Button
                onPress={() => {
                  toastQueue.close(toast.key);
                  toast.content.action!.onAction();
                }}
                className="mt-2 rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
              >
                {toast.content.action.label}
              </Button>
            )}
          </ToastContent>
          <Button
            slot="close"
            aria-label={de.ui.close}
            className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon className="size-4" />
          </Button>
        </Toast>
      )}
    </RacToastRegion>
  );
}
