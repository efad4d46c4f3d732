import { Button as RacButton } from 'react-aria-components/Button';
import { Button, buttonBase } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDeletionDialogProps {
  texts: { title: string; text: string; cancel: string; confirm: string; pending: string };
  /** What is deleted, by its name. */
  subject: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'X löschen?' with the name, 'Abbrechen' and the red confirmation, which shows its pending text while the server works. */
export function ConfirmDeletionDialog({ texts, subject, isPending, onConfirm, onClose }: ConfirmDeletionDialogProps) {
  return (
    <Dialog title={texts.title} description={texts.text} isOpen onOpenChange={(open) => !open && onClose()}>
      <p className="text-sm font-semibold break-words text-slate-900">{subject}</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onClose}>
          {texts.cancel}
        </Button>
        <RacButton onPress={onConfirm} isPending={isPending} className={`${buttonBase} bg-red-700 text-white hover:bg-red-600 data-pressed:bg-red-800`}>
          {isPending ? texts.pending : texts.confirm}
        </RacButton>
      </div>
    </Dialog>
  );
}
