import type { ReactNode } from 'react';
import { Dialog, type DialogProps } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { SHEET_DRAG_CAP_PX, useSwipe } from '../lib/useSwipe';

export interface BottomSheetProps {
  /** The dialog's name for screen readers. */
  'aria-label': string;
  /** Content, or a function of `close` (e.g. to close after a link was followed). */
  children: DialogProps['children'];
}

/**
 * A panel that rises from the bottom, for menus on small screens. Place it inside a DialogTrigger
 * (which opens it). Focus stays inside while open and returns to the trigger; it closes on Escape,
 * a tap on the backdrop and a downward drag of more than SWIPE_THRESHOLD_PX, during which it
 * follows the finger by up to SHEET_DRAG_CAP_PX.
 */
export function BottomSheet({ 'aria-label': ariaLabel, children }: BottomSheetProps) {
  return (
    <ModalOverlay
      isDismissable
      className="fixed inset-0 z-40 bg-slate-950/50 transition-opacity duration-200 data-entering:opacity-0 data-exiting:opacity-0 motion-reduce:transition-none"
    >
      <Modal className="fixed inset-x-0 bottom-0 transition-transform duration-200 ease-out data-entering:translate-y-full data-exiting:translate-y-full motion-reduce:transition-none">
        <Dialog aria-label={ariaLabel} className="outline-none">
          {({ close }) => <SheetPanel onSwipe={close}>{typeof children === 'function' ? children({ close }) : children}</SheetPanel>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The visible panel; mounted only while open, so a finished drag leaves no offset behind for the next opening. */
function SheetPanel({ onSwipe, children }: { onSwipe: () => void; children: ReactNode }) {
  const { ref, dragDistance, isDragging } = useSwipe({
    direction: 'down',
    onSwipe,
    // Dragging down scrolled content scrolls it back up first.
    canStart: (element) => element.scrollTop <= 0,
  });
  const offset = Math.min(dragDistance, SHEET_DRAG_CAP_PX);
  return (
    <div
      ref={ref}
      style={{ transform: offset ? `translateY(${offset}px)` : undefined }}
      className={`max-h-[85dvh] overflow-y-auto overscroll-contain rounded-t-2xl bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl ${isDragging ? '' : 'transition-transform duration-200 motion-reduce:transition-none'}`}
    >
      <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-10 rounded-full bg-slate-300" />
      <div className="p-4">{children}</div>
    </div>
  );
}
