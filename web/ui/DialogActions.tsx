import { Button } from './Button';

export interface DialogActionsProps {
  /** The label of the button that closes the dialog without doing anything. */
  cancel: string;
  /** The label of the dialog's action (its pending text while the server works). */
  label: string;
  isPending: boolean;
  /** What the action does; without it, the action submits the dialog's form. */
  onPress?: () => void;
  /** Extra classes for the row, e.g. a margin below a form's last field. */
  className?: string;
}

/** The buttons at the foot of a dialog: cancel and the action, the action on top on phones and on the right elsewhere. */
export function DialogActions({ cancel, label, isPending, onPress, className = '' }: DialogActionsProps) {
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`}>
      <Button slot="close" variant="secondary">
        {cancel}
      </Button>
      {onPress ? (
        <Button onPress={onPress} isPending={isPending}>
          {label}
        </Button>
      ) : (
        <Button type="submit" isPending={isPending}>
          {label}
        </Button>
      )}
    </div>
  );
}
