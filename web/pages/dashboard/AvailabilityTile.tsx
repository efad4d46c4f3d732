import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { QuotaBars } from '../../features/plans/QuotaBars';
import { deProjects } from '../../i18n/deProjects';
import type { AvailabilityTile_viewer$key } from './__generated__/AvailabilityTile_viewer.graphql';
import { TileTitle, interactiveTileStyles } from './Tile';

const t = deProjects.tiles.availability;

/** 'Verfügbarkeit': meeting hours and AI credits left this month; leads to /subscription. */
export function AvailabilityTile({ viewer }: { viewer: AvailabilityTile_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AvailabilityTile_viewer on Viewer {
        ...QuotaBars_viewer
      }
    `,
    viewer,
  );
  return (
    <Link to="/subscription" className={interactiveTileStyles}>
      <TileTitle>{t.title}</TileTitle>
      <div className="mt-2 min-w-0">
        <QuotaBars viewer={data} compact />
      </div>
      <span className="mt-auto pt-2 text-sm text-slate-600 underline decoration-slate-300 underline-offset-4">{t.more}</span>
    </Link>
  );
}
