import { memo, useMemo, useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { formatDate } from '../../../common/dates';
import type { DocumentEntry, ProtocolDocument } from '../../../common/protocolDocument';
import { diffProtocols, type AttendeeRow, type DiffRow, type EntryRow, type TextPart, type TopicRow } from '../../../common/protocolDiff';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { RichText } from '../../ui/RichText';
import { Switch } from '../../ui/Switch';
import { useIsDesktop } from '../../ui/useIsDesktop';
import { attendeeFieldChange, entryFieldChange, headerFieldChange, summaryText } from './compareTexts';
import { EntryHead, responsibleOf } from './ProtocolDocumentView';

const t = deProtocolVersions.compare;
const doc = deProtocolVersions.document;

type Layout = 'side' | 'inline';
type Side = 'before' | 'after';

export interface CompareViewProps {
  older: ProtocolDocument;
  newer: ProtocolDocument;
  olderNumber: number;
  newerNumber: number;
}

/**
 * Two versions of a protocol compared (spec part 2 §2), matched by the ids of TOPs, entries and
 * attendees (common/protocolDiff): what was added (green), removed (red, struck through), moved,
 * retyped, and which words and fields changed. Side by side on wide screens, one below the other on
 * narrow ones; 'Nur Änderungen' hides what stayed the same. Changes are marked with <ins> and <del>
 * and named for screen readers, never by colour alone.
 */
export function CompareView({ older, newer, olderNumber, newerNumber }: CompareViewProps) {
  const diff = useMemo(() => diffProtocols(older, newer), [older, newer]);
  const isDesktop = useIsDesktop();
  const [chosenLayout, setLayout] = useState<Layout>('side');
  const [onlyChanges, setOnlyChanges] = useState(false);
  const layout: Layout = isDesktop ? chosenLayout : 'inline';
  const rows = useMemo(() => (onlyChanges ? changedRows(diff.rows) : diff.rows), [diff.rows, onlyChanges]);
  const attendees = onlyChanges ? diff.attendees.filter((row) => row.status !== 'same') : diff.attendees;
  const columns = useMemo(() => ({ before: t.column(olderNumber), after: t.column(newerNumber) }), [olderNumber, newerNumber]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <section aria-label={t.summaryLabel} className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-900 shadow-sm">
          {summaryText(diff.summary)}
        </section>
        <div className="flex flex-wrap items-center gap-4">
          <Switch isSelected={onlyChanges} onChange={setOnlyChanges}>
            {t.onlyChanges}
          </Switch>
          {isDesktop && <LayoutToggle value={chosenLayout} onChange={setLayout} />}
        </div>
      </div>

      {diff.header.length > 0 && (
        <section aria-labelledby="compare-header" className="flex flex-col gap-2">
          <h2 id="compare-header" className="text-lg font-semibold text-slate-950">
            {doc.header}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-amber-300 bg-white p-4 text-sm shadow-sm sm:grid-cols-[auto_1fr]">
            {diff.header.map((change) => {
              const { label, before, after } = headerFieldChange(change);
              return (
                <div key={change.field} className="contents">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="break-words whitespace-pre-wrap text-slate-950">{change.parts ? <Parts parts={change.parts} /> : <BeforeAfter before={before} after={after} />}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      )}

      {attendees.length > 0 && (
        <section aria-labelledby="compare-attendees" className="flex flex-col gap-2">
          <h2 id="compare-attendees" className="text-lg font-semibold text-slate-950">
            {doc.attendees}
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {attendees.map((row) => (
              <AttendeeLine key={row.id} row={row} />
            ))}
          </ul>
        </section>
      )}

      {layout === 'side' && (
        <div aria-hidden="true" className="sticky top-16 z-10 grid grid-cols-2 gap-3 border-b border-slate-200 bg-slate-50/95 py-2 text-sm font-semibold text-slate-700 backdrop-blur">
          <span>{columns.before}</span>
          <span>{columns.after}</span>
        </div>
      )}
      <ol className="flex flex-col gap-2">
        {rows.map((row) => (
          <li key={`${row.kind}-${row.id}`} className={row.kind === 'topic' ? 'mt-4 first:mt-0' : ''}>
            {row.kind === 'topic' ? <TopicLine row={row} layout={layout} columns={columns} /> : <EntryLine row={row} layout={layout} columns={columns} />}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The rows that changed, each under its TOP's row (kept for orientation even where the TOP itself did not change). */
export function changedRows(rows: readonly DiffRow[]): DiffRow[] {
  const topicsWithChanges = new Set(rows.filter((row): row is EntryRow => row.kind === 'entry' && row.status !== 'same').map((row) => row.topicId));
  return rows.filter((row) => row.status !== 'same' || (row.kind === 'topic' && topicsWithChanges.has(row.id)));
}

function LayoutToggle({ value, onChange }: { value: Layout; onChange: (layout: Layout) => void }) {
  const styles =
    'flex min-h-11 items-center justify-center px-3 text-sm font-medium text-slate-700 outline-none first:rounded-l-md last:rounded-r-md hover:bg-slate-50 data-focus-visible:ring-2 data-focus-visible:ring-amber-500 data-selected:bg-slate-900 data-selected:text-white';
  return (
    <ToggleButtonGroup
      aria-label={t.layout}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (next === 'side' || next === 'inline') onChange(next);
      }}
      className="flex shrink-0 rounded-md border border-slate-300 bg-white"
    >
      <ToggleButton id="side" className={styles}>
        {t.sideBySide}
      </ToggleButton>
      <ToggleButton id="inline" className={styles}>
        {t.inline}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

const statusStyles: Record<DiffRow['status'], string> = {
  same: 'border-slate-200 bg-white',
  added: 'border-emerald-300 bg-emerald-50',
  removed: 'border-red-300 bg-red-50',
  changed: 'border-amber-300 bg-white',
  moved: 'border-sky-300 bg-white',
};

const badgeStyles = {
  added: 'bg-emerald-100 text-emerald-900',
  removed: 'bg-red-100 text-red-900',
  changed: 'bg-amber-100 text-amber-900',
  moved: 'bg-sky-100 text-sky-900',
} as const;

function Badge({ kind, children }: { kind: keyof typeof badgeStyles; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeStyles[kind]}`}>{children}</span>;
}

/** 'Neu', 'Entfernt', 'Geändert' and where an entry came from ('verschoben von 2.3'). */
function RowBadges({ row }: { row: DiffRow }) {
  const move = row.kind === 'entry' ? row.move : row.moved ? 'position' : null;
  return (
    <>
      {row.status === 'added' && <Badge kind="added">{t.added}</Badge>}
      {row.status === 'removed' && <Badge kind="removed">{t.removed}</Badge>}
      {row.status === 'changed' && <Badge kind="changed">{t.changed}</Badge>}
      {move === 'topic' && row.labelBefore && <Badge kind="moved">{t.moved(row.labelBefore)}</Badge>}
      {move === 'position' && <Badge kind="moved">{t.reordered}</Badge>}
    </>
  );
}

/** A piece of text that only the newer version has: underlined and tinted, and named for screen readers. */
function Ins({ children }: { children: ReactNode }) {
  return (
    <ins className="rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-700 decoration-2 underline-offset-2">
      <span className="sr-only">{`${t.inserted} `}</span>
      {children}
    </ins>
  );
}

/** A piece of text that only the older version has: struck through and tinted, and named for screen readers. */
function Del({ children }: { children: ReactNode }) {
  return (
    <del className="rounded-sm bg-red-100 text-red-950 line-through decoration-red-700 decoration-2">
      <span className="sr-only">{`${t.deleted} `}</span>
      {children}
    </del>
  );
}

/** A word diff; with `side` only that version's words (side by side), else both interleaved. */
function Parts({ parts, side }: { parts: readonly TextPart[]; side?: Side }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        if (part.kind === 'added') return side === 'before' ? null : <Ins key={index}>{part.text}</Ins>;
        return side === 'after' ? null : <Del key={index}>{part.text}</Del>;
      })}
    </>
  );
}

function BeforeAfter({ before, after }: { before: string; after: string }) {
  return (
    <>
      <Del>{before}</Del>
      {' → '}
      <Ins>{after}</Ins>
    </>
  );
}

function AttendeeLine({ row }: { row: AttendeeRow }) {
  const attendee = (row.after ?? row.before)!;
  const name = attendee.company ? `${attendee.name} (${attendee.company})` : attendee.name;
  return (
    <li className={`flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 ${statusStyles[row.status]}`}>
      {row.status === 'added' && <Badge kind="added">{t.added}</Badge>}
      {row.status === 'removed' && <Badge kind="removed">{t.removed}</Badge>}
      {row.status === 'changed' && <Badge kind="changed">{t.changed}</Badge>}
      {row.status === 'removed' ? <Del>{name}</Del> : row.status === 'added' ? <Ins>{name}</Ins> : <span className="text-slate-950">{name}</span>}
      {row.status === 'changed' ? (
        row.fieldChanges.map((change) => {
          const { label, before, after } = attendeeFieldChange(change);
          return (
            <span key={change.field} className="text-slate-700">
              {`${label}: `}
              <BeforeAfter before={before} after={after} />
            </span>
          );
        })
      ) : (
        <span className="text-slate-600">{doc.attendance[attendee.attendance]}</span>
      )}
    </li>
  );
}

interface LineProps<Row> {
  row: Row;
  layout: Layout;
  columns: Record<Side, string>;
}

// Rows are memoised: switching 'Nur Änderungen' or the layout keeps the hundreds of rows that stay.
const TopicLine = memo(function TopicLine({ row, layout, columns }: LineProps<TopicRow>) {
  const heading = (side: Side | undefined) => {
    const topic = side ? row[side] : (row.after ?? row.before);
    if (!topic) return null;
    const title = row.titleParts ? <Parts parts={row.titleParts} side={side} /> : topic.title;
    const text = (
      <>
        {`TOP ${topic.number}: `}
        {title}
      </>
    );
    return row.status === 'removed' ? <Del>{text}</Del> : row.status === 'added' ? <Ins>{text}</Ins> : text;
  };
  const badges = (
    <span className="flex flex-wrap gap-1">
      <RowBadges row={row} />
    </span>
  );
  if (layout === 'inline') {
    return (
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words text-slate-950">
        {heading(undefined)}
        {badges}
      </h2>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3">
      {(['before', 'after'] as const).map((side) => (
        <div key={side} className="flex min-w-0 flex-col gap-1">
          <span className="sr-only">{columns[side]}</span>
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words text-slate-950">
            {heading(side)}
            {side === 'after' && badges}
          </h2>
        </div>
      ))}
    </div>
  );
});

const EntryLine = memo(function EntryLine({ row, layout, columns }: LineProps<EntryRow>) {
  if (layout === 'inline') {
    const entry = (row.after ?? row.before)!;
    return (
      <article className={`flex flex-col gap-2 rounded-xl border p-4 shadow-sm ${statusStyles[row.status]}`}>
        <EntryHead label={(row.labelAfter ?? row.labelBefore)!} type={entry.type}>
          {row.retyped && <Retyped row={row} />}
          <RowBadges row={row} />
        </EntryHead>
        <EntryText row={row} entry={entry} />
        <ComparedFields row={row} />
      </article>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3">
      {(['before', 'after'] as const).map((side) => {
        const entry = row[side];
        const label = side === 'before' ? row.labelBefore : row.labelAfter;
        if (!entry || !label) return <div key={side} aria-hidden="true" className="rounded-xl border border-dashed border-slate-200" />;
        return (
          <article key={side} className={`flex min-w-0 flex-col gap-2 rounded-xl border p-4 shadow-sm ${statusStyles[row.status]}`}>
            <span className="sr-only">{columns[side]}</span>
            <EntryHead label={label} type={entry.type}>
              {side === 'after' && <RowBadges row={row} />}
              {side === 'before' && row.status === 'removed' && <RowBadges row={row} />}
            </EntryHead>
            <EntryText row={row} entry={entry} side={side} />
            <ComparedFields row={row} side={side} />
          </article>
        );
      })}
    </div>
  );
});

/** 'Festlegung → Aufgabe' */
function Retyped({ row }: { row: EntryRow }) {
  const { before, after } = row.retyped!;
  return (
    <span className="text-xs font-semibold text-slate-800">
      <BeforeAfter before={doc.entryTypes[before]} after={doc.entryTypes[after]} />
    </span>
  );
}

function EntryText({ row, entry, side }: { row: EntryRow; entry: DocumentEntry; side?: Side }) {
  if (row.textParts) {
    return (
      <p className="break-words whitespace-pre-wrap text-slate-900">
        <Parts parts={row.textParts} side={side} />
      </p>
    );
  }
  return (
    <>
      <RichText html={entry.html} className={row.status === 'removed' ? 'line-through decoration-red-700' : ''} />
      {row.formattingChanged && side !== 'before' && <p className="text-xs font-medium text-amber-900">{t.formattingChanged}</p>}
    </>
  );
}

/** Verantwortlich, Termin and status: a changed one as before → after inline, or on its own side. */
function ComparedFields({ row, side }: { row: EntryRow; side?: Side }) {
  const entry = (side ? row[side] : (row.after ?? row.before))!;
  const changes = new Map(row.fieldChanges.map((change) => [change.field, entryFieldChange(change)]));
  // Person and company are one 'Verantwortlich' line, as in the minutes.
  const responsibleChanged = changes.has('responsiblePerson') || changes.has('responsibleCompany');
  const fields: { key: string; label: string; value: string; changed: { before: string; after: string } | null }[] = [];
  const responsible = responsibleOf(entry);
  if (responsible || responsibleChanged) {
    const before = row.before ? responsibleOf(row.before) || doc.none : doc.none;
    const after = row.after ? responsibleOf(row.after) || doc.none : doc.none;
    fields.push({ key: 'responsible', label: doc.responsible, value: responsible || doc.none, changed: responsibleChanged ? { before, after } : null });
  }
  const dueDate = changes.get('dueDate');
  if (entry.dueDate || dueDate) fields.push({ key: 'dueDate', label: doc.dueDate, value: entry.dueDate ? formatDate(entry.dueDate) : doc.none, changed: dueDate ?? null });
  const status = changes.get('status');
  if (entry.status || status) fields.push({ key: 'status', label: doc.status, value: entry.status ? doc.entryStatus[entry.status] : doc.none, changed: status ?? null });
  if (fields.length === 0) return null;

  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {fields.map(({ key, label, value, changed }) => (
        <div key={key} className="flex flex-wrap gap-1">
          <dt className="text-slate-600">{`${label}:`}</dt>
          <dd className="break-words text-slate-950">
            {!changed ? value : side === 'before' ? <Del>{changed.before}</Del> : side === 'after' ? <Ins>{changed.after}</Ins> : <BeforeAfter {...changed} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
