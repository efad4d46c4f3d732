import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { deProjects } from '../../i18n/deProjects';
import { buttonBase, buttonStyles } from '../../ui/Button';
import type { ReadOnlyBanner_viewer$key } from './__generated__/ReadOnlyBanner_viewer.graphql';

const t = deProjects.dashboard.readOnly;

/** Shown while the plan allows fewer projects than are active: the oldest ones are read-only. */
export function ReadOnlyBanner({ viewer }: { viewer: ReadOnlyBanner_viewer$key }) {
  const { projectLimit } = useFragment(
    graphql`
      fragment ReadOnlyBanner_viewer on Viewer {
        projectLimit {
          restrictedProjects
        }
      }
    `,
    viewer,
  );
  if (projectLimit.restrictedProjects <= 0) return null;
  return (
    <section
      aria-label={t.title}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="mt-0.5 size-5 shrink-0 text-amber-600">
          <path strokeLinecap="round" strokeLinejoin="round" d="M12 9v4m0 3h.01M4.9 19h14.2a1 1 0 0 0 .87-1.5L12.87 5a1 1 0 0 0-1.74 0L4.03 17.5A1 1 0 0 0 4.9 19z" />
        </svg>
        <div>
          <p className="font-semibold">{t.text(projectLimit.restrictedProjects)}</p>
          <p className="mt-1 text-sm">{t.hint}</p>
        </div>
      </div>
      <Link to="/subscription" className={`${buttonBase} ${buttonStyles.primary} shrink-0`}>
        {t.upgrade}
      </Link>
    </section>
  );
}
