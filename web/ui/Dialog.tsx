import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog as RacDialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Text } from 'react-aria-components/Text';
import { de } from '../i18n/de';
import { CloseIcon } from './CloseIcon';

export interface DialogProps {
  title: string;
  description?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

/**
 * Modal dialog: focus stays inside while open, Escape and a click on the backdrop close it,
 * and focus returns to the element that opened it.
 */
export function Dialog({ title, description, isOpen, onOpenChange, children }: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-slate-950/60 p-3 sm:items-center sm:p-6"
    >
      <Modal className="w-full max-w-lg rounded-xl bg-white shadow-2xl">
        <RacDialog className="relative p-5 outline-none sm:p-6">
          <div className="pr-10">
            <Heading slot="title" className="text-xl font-semibold text-slate-950">
              {title}
            </Heading>
            {description && (
              <Text slot="description" className="mt-2 block text-sm text-slate-600">
                {description}
              </Text>
            )}
          </div>
          <Button
            slot="close"
            aria-label={de.ui.close}
            className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon className="size-5" />
          </Button>
          <div className="mt-5">{children}</div>
        </RacDialog>
      </Modal>
    </ModalOverlay>
  );
}
