import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { de } from '../../i18n/de';
import { Button, type ButtonVariant } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { preloadToastRegion } from '../../ui/toast/Toaster';
import type { WaitlistSource } from './__generated__/WaitlistFormMutation.graphql';

const loadWaitlistDialog = () => import('./WaitlistDialog');
const WaitlistDialog = lazyWithRetry(loadWaitlistDialog);

/**
 * Start the downloads as soon as the user shows intent, so the dialog usually opens without a wait
 * and its result toast can show even if the connection drops meanwhile.
 */
function prefetchWaitlistDialog() {
  loadWaitlistDialog().catch(() => {
    // Opening the dialog imports again and reports a failure there.
  });
  preloadToastRegion();
}

export interface WaitlistButtonProps {
  /** Where the dialog was opened; stored with the signup. */
  source: WaitlistSource;
  variant?: ButtonVariant;
  className?: string;
}

export function WaitlistButton({ source, variant = 'primary', className }: WaitlistButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        className={className}
        onHoverStart={prefetchWaitlistDialog}
        onFocus={prefetchWaitlistDialog}
        onPressStart={prefetchWaitlistDialog}
        onPress={() => setOpen(true)}
      >
        {de.waitlist.open}
      </Button>
      {isOpen && (
        <Suspense fallback={<Spinner className="fixed inset-0 z-40 bg-slate-950/60 text-white" />}>
          <WaitlistDialog source={source} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
