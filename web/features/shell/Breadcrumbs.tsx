import { Link } from 'react-router';
import { deShell } from '../../i18n/deShell';
import { breadcrumbTrail, type Crumb } from './breadcrumbs';

const t = deShell.breadcrumbs;

/** 'Dashboard' > ...crumbs, collapsed beyond 5 segments (breadcrumbTrail); nothing on the dashboard itself. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const trail = breadcrumbTrail({ label: t.home, to: '/dashboard' }, crumbs);
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t.label} className="pt-3">
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-slate-600">
        {trail.map((segment, index) => (
          <li key={index} className="flex min-w-0 items-center gap-1">
            {index > 0 && (
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0 text-slate-400">
                <path d="M7.3 5.3a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 0-1.4z" />
              </svg>
            )}
            {segment.kind === 'ellipsis' ? (
              <>
                <span aria-hidden="true" title={segment.hidden.map((crumb) => crumb.label).join(' › ')} className="px-1">
                  …
                </span>
                <span className="sr-only">{`${t.collapsed} ${segment.hidden.map((crumb) => crumb.label).join(', ')}`}</span>
              </>
            ) : segment.isCurrent ? (
              <span aria-current="page" className="max-w-64 truncate font-medium text-slate-950">
                {segment.label}
              </span>
            ) : segment.to ? (
              <Link to={segment.to} className="inline-flex min-h-11 max-w-48 items-center rounded-md hover:text-slate-950 hover:underline">
                <span className="truncate">{segment.label}</span>
              </Link>
            ) : (
              <span className="max-w-48 truncate">{segment.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
