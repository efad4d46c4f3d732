import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { deProjects } from '../../i18n/deProjects';
import type { OpenItemsTile_dashboard$key } from './__generated__/OpenItemsTile_dashboard.graphql';
import { TileCount, TileTitle, interactiveTileStyles } from './Tile';

const t = deProjects.tiles.openItems;

/** 'Offene Punkte': open action items across all projects; leads to /action-items. */
export function OpenItemsTile({ dashboard }: { dashboard: OpenItemsTile_dashboard$key }) {
  const data = useFragment(
    graphql`
      fragment OpenItemsTile_dashboard on Dashboard {
        openActionItems
        overdueActionItems
      }
    `,
    dashboard,
  );
  return (
    <Link to="/action-items" className={interactiveTileStyles}>
      <TileTitle>{t.title}</TileTitle>
      <TileCount value={data.openActionItems} />
      {data.overdueActionItems > 0 ? (
        <span className="mt-auto pt-2 text-sm font-semibold text-red-700">{t.overdue(data.overdueActionItems)}</span>
      ) : (
        <span className="mt-auto pt-2 text-sm font-medium text-emerald-700">{t.allCurrent}</span>
      )}
    </Link>
  );
}
