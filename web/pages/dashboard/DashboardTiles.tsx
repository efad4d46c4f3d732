import { graphql, useFragment } from 'react-relay';
import { deProjects } from '../../i18n/deProjects';
import type { DashboardTiles_viewer$key } from './__generated__/DashboardTiles_viewer.graphql';
import { ApprovalTile } from './ApprovalTile';
import { AvailabilityTile } from './AvailabilityTile';
import { OpenItemsTile } from './OpenItemsTile';
import { ProtocolsTile } from './ProtocolsTile';

/**
 * The four summary tiles. On a phone the two counts share a row and the two lists take the full
 * width; on a wide screen all four stand side by side.
 */
export function DashboardTiles({ viewer }: { viewer: DashboardTiles_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment DashboardTiles_viewer on Viewer {
        dashboard {
          ...ProtocolsTile_dashboard
          ...OpenItemsTile_dashboard
          ...ApprovalTile_dashboard
        }
        ...AvailabilityTile_viewer
      }
    `,
    viewer,
  );
  return (
    <section aria-label={deProjects.tiles.label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <ProtocolsTile dashboard={data.dashboard} />
      <OpenItemsTile dashboard={data.dashboard} />
      <div className="col-span-2 flex lg:col-span-1">
        <ApprovalTile dashboard={data.dashboard} />
      </div>
      <div className="col-span-2 flex lg:col-span-1">
        <AvailabilityTile viewer={data} />
      </div>
    </section>
  );
}
