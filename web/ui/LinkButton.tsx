import { Button as RacButton, type ButtonProps as RacButtonProps } from 'react-aria-components/Button';

export interface LinkButtonProps extends Omit<RacButtonProps, 'className'> {
  className?: string;
}

/** A secondary action that reads like a link in running text ('Passwort vergessen?'), with a full-size touch target. */
export function LinkButton({ className = '', ...props }: LinkButtonProps) {
  return (
    <RacButton
      {...props}
      className={`inline-flex min-h-11 items-center rounded-md text-sm font-medium text-slate-700 underline underline-offset-4 hover:text-slate-950 disabled:cursor-not-allowed disabled:opacity-60 data-pending:cursor-wait ${className}`}
    />
  );
}
