import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { deShell } from '../../i18n/deShell';
import { BottomSheet } from '../../ui/BottomSheet';
import { useIsDesktop } from '../../ui/useIsDesktop';
import { useSignOut } from '../auth/useSignOut';
import { QuotaBars } from '../plans/QuotaBars';
import type { UserMenu_viewer$data, UserMenu_viewer$key } from './__generated__/UserMenu_viewer.graphql';
import { initials, userDisplayName } from './navigation';

const t = deShell.userMenu;

const planBadgeStyles: Record<UserMenu_viewer$data['subscription']['tier'], string> = {
  FREE: 'bg-slate-100 text-slate-800',
  STARTER: 'bg-sky-100 text-sky-900',
  PROFESSIONAL: 'bg-amber-100 text-amber-900',
  ENTERPRISE: 'bg-violet-100 text-violet-900',
  // Relay's guard for enum values added to the schema later.
  '%future added value': 'bg-slate-100 text-slate-800',
};

const entryStyles =
  'flex min-h-11 w-full cursor-pointer items-center rounded-md px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-slate-950 data-pending:cursor-wait data-pending:opacity-70';

/**
 * The user menu (spec "Navigation"): a button with the user's name or e-mail that opens the name,
 * the plan badge, the account's quota bars and 'Abonnement verwalten', 'Kontoeinstellungen',
 * 'Abmelden'. A popover from 768 px, below that a bottom sheet.
 */
export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        email
        profile {
          firstName
          lastName
        }
        subscription {
          planName
          tier
        }
        ...QuotaBars_viewer
      }
    `,
    viewer,
  );
  const isDesktop = useIsDesktop();
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  const [signOut, isSigningOut] = useSignOut({ onSignedOut: close });
  const name = userDisplayName(data);

  const content = (
    <div className="flex flex-col gap-4">
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-950">{name}</p>
        {name !== data.email && <p className="truncate text-sm text-slate-600">{data.email}</p>}
        <p className="mt-2 flex items-center gap-2 text-xs text-slate-600">
          {t.plan}
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${planBadgeStyles[data.subscription.tier]}`}>
            {data.subscription.planName}
          </span>
        </p>
      </div>
      <QuotaBars viewer={data} compact />
      <ul className="-mx-1 flex flex-col gap-0.5 border-t border-slate-200 pt-2">
        <li>
          <Link to="/subscription" onClick={close} className={entryStyles}>
            {t.subscription}
          </Link>
        </li>
        <li>
          <Link to="/settings" onClick={close} className={entryStyles}>
            {t.settings}
          </Link>
        </li>
        <li>
          <Button onPress={signOut} isPending={isSigningOut} className={entryStyles}>
            {t.signOut}
          </Button>
        </li>
      </ul>
    </div>
  );

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        aria-label={name}
        className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full text-slate-800 hover:bg-slate-100 md:rounded-md md:pr-2 md:pl-1"
      >
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-amber-400">
          {initials(name)}
        </span>
        {/* From 1024 px: between 768 and 1024 px the room goes to the pills. */}
        <span aria-hidden="true" className="hidden max-w-48 truncate text-sm font-medium lg:block">
          {name}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="hidden size-4 shrink-0 text-slate-500 md:block">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </Button>
      {isDesktop ? (
        <Popover placement="bottom end" offset={8} className="w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-lg outline-none">
          <Dialog aria-label={t.label} className="outline-none">
            {content}
          </Dialog>
        </Popover>
      ) : (
        <BottomSheet aria-label={t.label}>{content}</BottomSheet>
      )}
    </DialogTrigger>
  );
}
