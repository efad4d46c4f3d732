import { graphql, useFragment } from 'react-relay';
import { deProjects } from '../../i18n/deProjects';
import type { ApprovalTile_dashboard$key } from './__generated__/ApprovalTile_dashboard.graphql';
import { TileCount, TileTitle, tileStyles } from './Tile';

const t = deProjects.tiles.approval;

/** 'Warten auf Freigabe': protocols in review, each with its invitations and approvals so far. */
export function ApprovalTile({ dashboard }: { dashboard: ApprovalTile_dashboard$key }) {
  const { awaitingApproval } = useFragment(
    graphql`
      fragment ApprovalTile_dashboard on Dashboard {
        awaitingApproval {
          id
          title
          reviewInviteCount
          approvalCount
          project {
            name
          }
        }
      }
    `,
    dashboard,
  );
  return (
    <section aria-label={t.title} className={tileStyles}>
      <TileTitle>{t.title}</TileTitle>
      <TileCount value={awaitingApproval.length} />
      {awaitingApproval.length === 0 ? (
        <p className="mt-auto pt-2 text-sm text-slate-600">{t.empty}</p>
      ) : (
        <ul className="mt-2 flex max-h-48 flex-col divide-y divide-slate-100 overflow-y-auto">
          {awaitingApproval.map((protocol) => (
            <li key={protocol.id} className="py-1.5">
              <p className="text-sm font-medium break-words text-slate-950">{protocol.title}</p>
              <p className="text-xs text-slate-600">
                {protocol.project.name} · {t.invites(protocol.reviewInviteCount)} · {t.approvals(protocol.approvalCount)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
