import { useEffect } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { formatDateTime } from '../../../common/dates';
import { EXPORT_FORMAT_LABELS, EXPORT_TEXT } from '../../../common/protocolExport';
import { PageSection } from '../../ui/PageSection';
import type { ExportHistory_protocol$key } from './__generated__/ExportHistory_protocol.graphql';

const FORMATS = { PDF: EXPORT_FORMAT_LABELS.pdf, DOCX: EXPORT_FORMAT_LABELS.docx } as const;

/**
 * 'Exportverlauf': which version went out when, as what. A download is a plain GET outside Relay,
 * so the list is fetched again whenever `exported` counts another one.
 */
export function ExportHistory({ protocol, exported }: { protocol: ExportHistory_protocol$key; exported: number }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ExportHistory_protocol on Protocol @refetchable(queryName: "ExportHistoryRefetchQuery") {
        exports {
          id
          createdAt
          format
          versionNumber
        }
      }
    `,
    protocol,
  );
  useEffect(() => {
    if (exported > 0) refetch({}, { fetchPolicy: 'network-only' });
  }, [exported, refetch]);

  return (
    <PageSection headingId="protocol-exports" title={EXPORT_TEXT.history}>
      {data.exports.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-4 text-center text-sm text-slate-600">{EXPORT_TEXT.historyEmpty}</p>
      ) : (
        <ul aria-labelledby="protocol-exports" className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
          {data.exports.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-2 sm:flex-row sm:justify-between sm:gap-4">
              <span className="text-slate-900">{EXPORT_TEXT.historyEntry(FORMATS[entry.format as keyof typeof FORMATS] ?? entry.format, entry.versionNumber)}</span>
              <time dateTime={entry.createdAt} className="text-slate-600 tabular-nums">
                {formatDateTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
