import { de } from '../../i18n/de';
import { RelayProvider } from '../../relay/RelayProvider';
import { Dialog } from '../../ui/Dialog';
import type { WaitlistSource } from './__generated__/WaitlistFormMutation.graphql';
import { WaitlistForm } from './WaitlistForm';

export interface WaitlistDialogProps {
  source: WaitlistSource;
  onClose: () => void;
}

/** Loaded on demand by WaitlistButton; brings Relay and the form controls with it. */
export default function WaitlistDialog({ source, onClose }: WaitlistDialogProps) {
  return (
    <RelayProvider>
      <Dialog
        isOpen
        onOpenChange={(isOpen) => !isOpen && onClose()}
        title={de.waitlist.title}
        description={de.waitlist.description}
      >
        <WaitlistForm source={source} onDone={onClose} />
      </Dialog>
    </RelayProvider>
  );
}
