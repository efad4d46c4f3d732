import { Link } from 'react-router';
import { isCurrentItem, type NavItem } from './navigation';

const styles = {
  // Top bar (768 px and wider): pills; the current one is dark.
  pills: {
    list: 'flex min-w-0 items-center gap-1',
    link: 'inline-flex min-h-11 max-w-56 items-center rounded-full px-4 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white',
  },
  // Drawer: full-width rows.
  list: {
    list: 'flex flex-col gap-1',
    link: 'flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-amber-100 aria-[current=page]:text-slate-950',
  },
};

export interface NavLinksProps {
  items: NavItem[];
  pathname: string;
  variant: keyof typeof styles;
  /** Called when an entry is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The navigation's entries as a list of links; the current page's entry has aria-current="page". */
export function NavLinks({ items, pathname, variant, onNavigate }: NavLinksProps) {
  return (
    <ul className={styles[variant].list}>
      {items.map((item) => (
        <li key={item.to} className="min-w-0">
          <Link
            to={item.to}
            onClick={onNavigate}
            aria-current={isCurrentItem(item, pathname) ? 'page' : undefined}
            className={styles[variant].link}
          >
            <span className="truncate">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
