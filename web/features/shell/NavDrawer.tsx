import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { de } from '../../i18n/de';
import { deShell } from '../../i18n/deShell';
import { useEdgeSwipe } from '../../lib/useSwipe';
import { AppLogo } from '../../ui/AppLogo';
import { Drawer } from '../../ui/Drawer';
import { useIsDesktop } from '../../ui/useIsDesktop';
import { NavLinks } from './NavLinks';
import type { NavItem } from './navigation';

const t = deShell.drawer;

/**
 * The navigation below 768 px: a menu button, and a drawer from the left with the same entries as
 * the top bar. It also opens by an edge swipe, and closes after an entry was followed.
 */
export function NavDrawer({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const isDesktop = useIsDesktop();
  const [isOpen, setOpen] = useState(false);
  // Closed when the window grows to 768 px: there the top bar shows the entries.
  if (isOpen && isDesktop) setOpen(false);
  useEdgeSwipe(() => setOpen(true), !isDesktop && !isOpen);

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        aria-label={t.open}
        className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-950 md:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="size-6">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Button>
      <Drawer
        aria-label={t.title}
        closeLabel={t.close}
        header={
          <span className="flex items-center gap-2">
            <AppLogo showName={false} />
            <span className="truncate font-bold tracking-tight text-slate-950">{de.app.name}</span>
          </span>
        }
      >
        {({ close }) => (
          <nav aria-label={deShell.nav.label}>
            <NavLinks items={items} pathname={pathname} variant="list" onNavigate={close} />
          </nav>
        )}
      </Drawer>
    </DialogTrigger>
  );
}
