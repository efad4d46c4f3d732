import type { ReactNode } from 'react';
import {
  Menu as RacMenu,
  MenuItem as RacMenuItem,
  MenuTrigger,
  Popover,
  type MenuItemProps as RacMenuItemProps,
} from 'react-aria-components/Menu';
import { Button, type ButtonVariant } from './Button';

export interface MenuProps {
  /** Visible trigger content; give an icon-only trigger an aria-label. */
  trigger: ReactNode;
  'aria-label'?: string;
  triggerVariant?: ButtonVariant;
  /** Where the list opens; by default below the trigger's end, for menus at the right edge. */
  placement?: 'bottom start' | 'bottom end';
  children: ReactNode;
}

/** A button that opens a list of actions or links, navigable with arrow keys and closed with Escape. */
export function Menu({ trigger, 'aria-label': ariaLabel, triggerVariant = 'secondary', placement = 'bottom end', children }: MenuProps) {
  return (
    <MenuTrigger>
      <Button variant={triggerVariant} aria-label={ariaLabel}>
        {trigger}
      </Button>
      <Popover
        placement={placement}
        className="min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none"
      >
        <RacMenu className="outline-none">{children}</RacMenu>
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends Omit<RacMenuItemProps, 'className'> {
  isDestructive?: boolean;
}

/** An action (onAction) or a link (href); destructive actions are shown in red. */
export function MenuItem({ isDestructive = false, ...props }: MenuItemProps) {
  return (
    <RacMenuItem
      {...props}
      className={`flex min-h-11 cursor-default items-center rounded-md px-3 py-2 text-sm data-disabled:opacity-50 data-focused:bg-slate-100 ${isDestructive ? 'text-red-700' : 'text-slate-900'}`}
    />
  );
}
