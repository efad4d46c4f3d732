import { Button as RacButton, type ButtonProps as RacButtonProps } from 'react-aria-components/Button';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export const buttonStyles: Record<ButtonVariant, string> = {
  primary: 'bg-amber-500 text-slate-950 hover:bg-amber-400 data-pressed:bg-amber-600',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 data-pressed:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-950 data-pressed:bg-slate-200',
};

/** Shared by buttons and button-styled links so both look and focus alike. */
export const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-pending:cursor-wait data-pending:opacity-80';

export interface ButtonProps extends Omit<RacButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
}

export function Button({ variant = 'primary', className = '', ...props }: ButtonProps) {
  return <RacButton {...props} className={`${buttonBase} ${buttonStyles[variant]} ${className}`} />;
}
