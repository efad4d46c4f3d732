import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Heading } from 'react-aria-components/Heading';
import { Popover } from 'react-aria-components/Popover';
import { PreviewTrigger } from 'react-aria-components/PreviewTrigger';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { protocolPathForStatus } from '../../features/protocols/protocolPaths';
import { deProjects } from '../../i18n/deProjects';
import { formatDate } from '../../../common/dates';
import type { ProtocolsTile_dashboard$key } from './__generated__/ProtocolsTile_dashboard.graphql';
import { ProtocolStatusBadge } from '../../features/protocols/ProtocolStatusBadge';
import { TileCount, TileTitle, interactiveTileStyles } from './Tile';

const t = deProjects.tiles.protocols;

/**
 * 'Protokolle': the total, and the latest 10 in a preview that opens on hover and keyboard focus
 * (after a short delay), on a tap and on a long press; each opens where it is worked on.
 */
export function ProtocolsTile({ dashboard }: { dashboard: ProtocolsTile_dashboard$key }) {
  const data = useFragment(
    graphql`
      fragment ProtocolsTile_dashboard on Dashboard {
        protocolCount
        recentProtocols {
          id
          protocolId
          title
          status
          date
          project {
            projectId
            name
          }
        }
      }
    `,
    dashboard,
  );
  const [isOpen, setOpen] = useState(false);

  return (
    <PreviewTrigger isOpen={isOpen} onOpenChange={setOpen} delay={300}>
      {/* A mouse click keeps the preview that hovering opened; a tap or Enter toggles it. */}
      <Button
        className={interactiveTileStyles}
        onPress={(event) => setOpen((open) => (event.pointerType === 'mouse' ? true : !open))}
      >
        <TileTitle>{t.title}</TileTitle>
        <TileCount value={data.protocolCount} />
        <span className="mt-auto pt-2 text-sm text-slate-600 underline decoration-slate-300 underline-offset-4">{t.showRecent}</span>
      </Button>
      <Popover
        aria-label={t.recentTitle}
        placement="bottom start"
        className="w-[min(24rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-xl outline-none"
      >
        <Heading level={3} className="text-sm font-semibold text-slate-950">
          {t.recentTitle}
        </Heading>
        {data.recentProtocols.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t.recentEmpty}</p>
        ) : (
          <ul className="mt-2 flex max-h-[60vh] flex-col divide-y divide-slate-100 overflow-y-auto">
            {data.recentProtocols.map((protocol) => (
              <li key={protocol.id}>
                <Link
                  to={protocolPathForStatus(protocol.project.projectId, protocol.protocolId, protocol.status)}
                  className="flex min-h-11 flex-col gap-1 rounded-md px-1 py-2 hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="min-w-0 text-sm font-medium break-words text-slate-950">{protocol.title}</span>
                    <ProtocolStatusBadge status={protocol.status} />
                  </span>
                  <span className="text-xs text-slate-600">
                    {formatDate(protocol.date)} · {protocol.project.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Popover>
    </PreviewTrigger>
  );
}
