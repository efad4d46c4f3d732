import { graphql, useFragment } from 'react-relay';
import { deProtocols } from '../../i18n/deProtocols';
import { PageSection } from '../../ui/PageSection';
import { formatDate } from '../../../common/dates';
import type { ProtocolActionItems_protocol$key } from './__generated__/ProtocolActionItems_protocol.graphql';

const t = deProtocols.actionItems;

/** The action items made from the protocol's Aufgaben, by due date: title, Verantwortlich, Termin, 'überfällig'. */
export function ProtocolActionItems({ protocol }: { protocol: ProtocolActionItems_protocol$key }) {
  const { actionItems } = useFragment(
    graphql`
      fragment ProtocolActionItems_protocol on Protocol {
        actionItems {
          actionItemId
          title
          responsible
          status
          dueDate
          isOverdue
        }
      }
    `,
    protocol,
  );

  return (
    <PageSection headingId="protocol-action-items" title={t.title}>
      {actionItems.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">{t.empty}</p>
      ) : (
        <ul aria-labelledby="protocol-action-items" className="flex flex-col gap-2">
          {actionItems.map((item) => {
            const completed = item.status === 'COMPLETED';
            return (
              <li
                key={item.actionItemId}
                className={`flex flex-col gap-2 rounded-lg border bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4 ${item.isOverdue ? 'border-red-200' : 'border-slate-200'}`}
              >
                <div className="min-w-0">
                  <p className={`font-medium break-words text-slate-950 ${completed ? 'line-through decoration-slate-400' : ''}`}>{item.title}</p>
                  {item.responsible && <p className="mt-1 text-sm break-words text-slate-700">{`${t.responsible}: ${item.responsible}`}</p>}
                </div>
                <p className="flex shrink-0 flex-wrap items-center gap-2 text-sm whitespace-nowrap">
                  {item.dueDate ? (
                    <span className={item.isOverdue ? 'font-semibold text-red-700' : 'text-slate-700'}>{`${t.due}: ${formatDate(item.dueDate)}`}</span>
                  ) : (
                    <span className="text-slate-500">{t.noDueDate}</span>
                  )}
                  {item.isOverdue && <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">{t.overdue}</span>}
                  {completed && <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">{t.completed}</span>}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </PageSection>
  );
}
