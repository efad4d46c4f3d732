import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, type DialogProps } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useSwipe } from '../lib/useSwipe';
import { CloseIcon } from './CloseIcon';

export interface DrawerProps {
  /** The dialog's name for screen readers. */
  'aria-label': string;
  closeLabel: string;
  /** Shown at the top, beside the close button. */
  header?: ReactNode;
  /** Content, or a function of `close` (e.g. to close after a link was followed). */
  children: DialogProps['children'];
}

/**
 * A panel that slides in from the left, for the navigation on small screens. Place it inside a
 * DialogTrigger (which opens it). Focus stays inside while open and returns to the trigger; it
 * closes on Escape, a tap on the backdrop, the close button and a swipe to the left (useSwipe).
 */
export function Drawer(props: DrawerProps) {
  return (
    <ModalOverlay
      isDismissable
      className="fixed inset-0 z-40 bg-slate-950/50 transition-opacity duration-200 data-entering:opacity-0 data-exiting:opacity-0 motion-reduce:transition-none"
    >
      <Modal className="fixed inset-y-0 left-0 w-80 max-w-[85vw] transition-transform duration-200 ease-out data-entering:-translate-x-full data-exiting:-translate-x-full motion-reduce:transition-none">
        <Dialog aria-label={props['aria-label']} className="h-full outline-none">
          {({ close }) => (
            <DrawerPanel closeLabel={props.closeLabel} header={props.header} onSwipe={close}>
              {typeof props.children === 'function' ? props.children({ close }) : props.children}
            </DrawerPanel>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The visible panel; mounted only while open, so a finished swipe leaves no offset behind for the next opening. */
function DrawerPanel({ closeLabel, header, onSwipe, children }: Pick<DrawerProps, 'closeLabel' | 'header'> & { onSwipe: () => void; children: ReactNode }) {
  const { ref, dragDistance, isDragging } = useSwipe({ direction: 'left', onSwipe });
  return (
    <div
      ref={ref}
      // The panel follows the finger to the left; it goes back (or out) with a transition.
      style={{ transform: dragDistance ? `translateX(${-dragDistance}px)` : undefined }}
      // pan-y: sideways movements are the swipe's alone, so the browser delivers every one of them.
      className={`flex h-full touch-pan-y flex-col overflow-y-auto overscroll-contain bg-white shadow-2xl ${isDragging ? '' : 'transition-transform duration-200 motion-reduce:transition-none'}`}
    >
      <div className="flex min-h-16 items-center justify-between gap-2 border-b border-slate-200 px-4">
        <div className="min-w-0">{header}</div>
        <Button
          slot="close"
          aria-label={closeLabel}
          className="flex size-11 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <CloseIcon className="size-5" />
        </Button>
      </div>
      <div className="flex-1 p-3">{children}</div>
    </div>
  );
}
