import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo, useState, type CSSProperties } from 'react';
import { DOCUMENT_LIMITS, ENTRY_CHECK_LABELS, entryLabel, type DocumentEntry, type DocumentTopic } from '../../../common/protocolDocument';
import { EDIT_TEXT, type EditOperation } from '../../../common/protocolEdits';
import { ENTRY_TYPE_LABELS, type EntryType } from '../../../common/protocols';
import { isBlankRichText } from '../../../common/richText';
import { deProtocols } from '../../i18n/deProtocols';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DialogActions } from '../../ui/DialogActions';
import { Menu, MenuItem } from '../../ui/Menu';
import { RichText } from '../../ui/RichText';
import { TextField } from '../../ui/TextField';
import { EntryFields, EntryHead } from '../protocolVersions/ProtocolDocumentView';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { entryCardStyles, PlayFromButton } from './DocumentDisplay';
import { EntryForm } from './EntryForm';
import type { Person } from './PersonComboBox';

const t = deProtocols.editor;
const topicHeading = (topic: Pick<DocumentTopic, 'number' | 'title'>) => deProtocolVersions.document.topic(topic.number, topic.title);

type Edit = (op: EditOperation) => string | null;
type Kind = 'topic' | 'entry';
interface DragData {
  kind: Kind;
  /** For entries (and the drop area of an empty TOP): their TOP. */
  topicId?: string;
  /** The drop area of a TOP without entries. */
  emptyList?: boolean;
}

const kindOf = (data: unknown) => (data as DragData | undefined)?.kind;

// TOPs are dropped among TOPs, entries among entries (of any TOP).
const sameKind: CollisionDetection = (args) => {
  const kind = kindOf(args.active.data.current);
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => kindOf(c.data.current) === kind) });
};

// The arrow keys move a picked-up TOP or entry to the place of the one above or below (entries
// cross into the neighbouring TOP): dnd-kit's sortable rule, among TOPs or among entries only.
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, droppableContainers } = args.context;
  const kind = kindOf(active?.data.current);
  const sameKind = droppableContainers.getEnabled().filter((c) => kindOf(c.data.current) === kind);
  const onlySameKind = { getEnabled: () => sameKind, get: (id: UniqueIdentifier) => droppableContainers.get(id) } as unknown as typeof droppableContainers;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: onlySameKind } });
};

// Module constants: new options on every render would give every sortable TOP and entry a new
// context, and typing in one entry would render all of them.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: keyboardCoordinates };

export interface TopicsEditorProps {
  topics: readonly DocumentTopic[];
  participants: readonly Person[];
  edit: Edit;
  /** Plays the recording from a second; null without a recording. */
  onPlay: ((start: number) => void) | null;
}

/** The TOPs and their entries, each editable, reordered by drag (pointer, touch, keyboard) or by their menus. */
export function TopicsEditor({ topics, participants, edit, onPlay }: TopicsEditorProps) {
  const [activeEntry, setActiveEntry] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ entryId: string; label: string; topicId: string } | null>(null);
  const [deleting, setDeleting] = useState<DocumentTopic | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

  const actions = useMemo<TopicActions>(
    () => ({
      edit,
      activate: setActiveEntry,
      requestMove: (entryId, label, topicId) => setMoving({ entryId, label, topicId }),
      requestDelete: (topic) => {
        if (topic.entries.length === 0) edit({ kind: 'deleteTopic', topicId: topic.id });
        else setDeleting(topic);
      },
    }),
    [edit],
  );

  const nameOf = (id: string | number) => {
    for (const topic of topics) {
      if (topic.id === id) return t.conflicts.topic(topic.number);
      const entry = topic.entries.find((e) => e.id === id);
      if (entry) return t.conflicts.entry(entryLabel(topic, entry));
      if (`list:${topic.id}` === id) return topicHeading(topic);
    }
    return String(id);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.drag.picked(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over && over.id !== active.id ? t.drag.over(nameOf(active.id), nameOf(over.id)) : undefined),
    onDragEnd: ({ active }) => t.drag.dropped(nameOf(active.id)),
    onDragCancel: ({ active }) => t.drag.cancelled(nameOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const current = topics;
    if (kindOf(active.data.current) === 'topic') {
      const index = current.findIndex((topic) => topic.id === over.id);
      if (index >= 0) edit({ kind: 'moveTopic', topicId: String(active.id), index });
      return;
    }
    const target = over.data.current as DragData | undefined;
    const topic = current.find((candidate) => candidate.id === target?.topicId);
    if (!topic) return;
    const index = target?.emptyList ? 0 : topic.entries.findIndex((entry) => entry.id === over.id);
    if (index >= 0) edit({ kind: 'moveEntry', entryId: String(active.id), topicId: topic.id, index });
  };

  const topicIds = useIds(topics);
  const moveTargets = moving ? topics.filter((topic) => topic.id !== moving.topicId) : [];

  return (
    <div className="flex flex-col gap-6">
      <DndContext
        sensors={sensors}
        collisionDetection={sameKind}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t.drag.instructions } }}
      >
        <SortableContext items={topicIds} strategy={verticalListSortingStrategy}>
          {topics.length === 0 && <p className="text-sm text-slate-600">{t.topics.noTopics}</p>}
          {topics.map((topic, index) => (
            <TopicCard
              key={topic.id}
              topic={topic}
              index={index}
              count={topics.length}
              activeEntry={topic.entries.some((e) => e.id === activeEntry) ? activeEntry : null}
              canMoveElsewhere={topics.length > 1}
              participants={participants}
              actions={actions}
              onPlay={onPlay}
            />
          ))}
        </SortableContext>
      </DndContext>
      <AddTopic count={topics.length} edit={edit} />
      <MoveEntryDialog
        moving={moving}
        targets={moveTargets}
        onClose={() => setMoving(null)}
        onMove={(topicId) => {
          const target = topics.find((topic) => topic.id === topicId);
          if (moving && target) edit({ kind: 'moveEntry', entryId: moving.entryId, topicId, index: target.entries.length });
          setMoving(null);
        }}
      />
      <Dialog
        title={deleting ? t.topics.deleteTitle(deleting.number) : ''}
        description={deleting ? t.topics.deleteText(deleting.title, deleting.entries.length) : undefined}
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
      >
        <DialogActions
          cancel={t.topics.cancel}
          label={t.topics.delete}
          isPending={false}
          onPress={() => {
            if (deleting) edit({ kind: 'deleteTopic', topicId: deleting.id });
            setDeleting(null);
          }}
        />
      </Dialog>
    </div>
  );
}

/**
 * The ids of a list, the same array as long as they are the same ids: a new array would make
 * every sortable item of the context render again (typing in one entry would render all 300).
 */
function useIds(items: readonly { id: string }[]): string[] {
  const key = items.map((item) => item.id).join(' ');
  return useMemo(() => (key ? key.split(' ') : []), [key]);
}

interface TopicActions {
  edit: Edit;
  /** Opens an entry for editing (null: none). */
  activate: (entryId: string | null) => void;
  requestMove: (entryId: string, label: string, topicId: string) => void;
  requestDelete: (topic: DocumentTopic) => void;
}

/** The grip that drags a TOP or an entry (a button: the keyboard picks it up with Space). */
function DragHandle({ label, attributes, listeners }: { label: string; attributes: DraggableAttributes; listeners: DraggableSyntheticListeners }) {
  return (
    <button
      type="button"
      {...attributes}
      {...listeners}
      aria-roledescription={undefined}
      aria-label={label}
      className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 active:cursor-grabbing"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
        <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z" />
      </svg>
    </button>
  );
}

const sortableStyle = (transform: Parameters<typeof CSS.Translate.toString>[0], transition: string | undefined, isDragging: boolean): CSSProperties => ({
  transform: CSS.Translate.toString(transform),
  transition,
  position: 'relative',
  zIndex: isDragging ? 20 : undefined,
});

const MenuDots = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
    <path d="M10 6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm0 5.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm0 5.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z" />
  </svg>
);

interface TopicCardProps {
  topic: DocumentTopic;
  index: number;
  count: number;
  /** The entry of this TOP open for editing, if any. */
  activeEntry: string | null;
  canMoveElsewhere: boolean;
  participants: readonly Person[];
  actions: TopicActions;
  onPlay: ((start: number) => void) | null;
}

// Re-renders only when its TOP changed (the document keeps unchanged TOPs as they are), so typing
// in one entry does not render the 300 others.
const TopicCard = memo(function TopicCard({ topic, index, count, activeEntry, canMoveElsewhere, participants, actions, onPlay }: TopicCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: topic.id, data: { kind: 'topic' } satisfies DragData });
  const [renaming, setRenaming] = useState(false);
  const entryIds = useIds(topic.entries);
  const headingId = `top-${topic.id}`;
  const { edit } = actions;
  const add = (type: EntryType) => {
    const entryId = crypto.randomUUID();
    if (!edit({ kind: 'addEntry', topicId: topic.id, entryId, index: topic.entries.length, type, html: '' })) actions.activate(entryId);
  };
  return (
    <section ref={setNodeRef} style={sortableStyle(transform, transition, isDragging)} aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-start gap-1">
        <DragHandle label={t.topics.drag(topic.number)} attributes={attributes} listeners={listeners} />
        {renaming ? (
          <RenameTopic topic={topic} edit={edit} onDone={() => setRenaming(false)} />
        ) : (
          <h2 id={headingId} className="min-w-0 flex-1 py-2 text-lg font-semibold break-words text-slate-950">
            {topicHeading(topic)}
          </h2>
        )}
        <Menu trigger={<MenuDots />} aria-label={t.topics.actions(topic.number)} triggerVariant="ghost">
          <MenuItem onAction={() => setRenaming(true)}>{t.topics.rename}</MenuItem>
          <MenuItem isDisabled={index === 0} onAction={() => edit({ kind: 'moveTopic', topicId: topic.id, index: index - 1 })}>
            {t.topics.up}
          </MenuItem>
          <MenuItem isDisabled={index === count - 1} onAction={() => edit({ kind: 'moveTopic', topicId: topic.id, index: index + 1 })}>
            {t.topics.down}
          </MenuItem>
          <MenuItem isDestructive onAction={() => actions.requestDelete(topic)}>
            {t.topics.delete}
          </MenuItem>
        </Menu>
      </div>
      <SortableContext items={entryIds} strategy={verticalListSortingStrategy}>
        {topic.entries.length === 0 ? (
          <EmptyTopic topicId={topic.id} />
        ) : (
          <ol aria-labelledby={headingId} className="flex flex-col gap-2">
            {topic.entries.map((entry, entryIndex) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                topicId={topic.id}
                label={entryLabel(topic, entry)}
                index={entryIndex}
                count={topic.entries.length}
                isActive={entry.id === activeEntry}
                canMoveElsewhere={canMoveElsewhere}
                participants={participants}
                actions={actions}
                onPlay={onPlay}
              />
            ))}
          </ol>
        )}
      </SortableContext>
      <div role="group" aria-label={t.entries.addLabel} className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="text-sm text-slate-600">
          {t.entries.addLabel}
        </span>
        {(Object.keys(ENTRY_TYPE_LABELS) as EntryType[]).map((type) => (
          <Button key={type} variant="secondary" aria-label={`${t.entries.add(ENTRY_TYPE_LABELS[type])} (${topicHeading(topic)})`} onPress={() => add(type)} className="px-3">
            {`+ ${ENTRY_TYPE_LABELS[type]}`}
          </Button>
        ))}
      </div>
    </section>
  );
});

/** A TOP without entries still takes an entry dragged onto it. */
function EmptyTopic({ topicId }: { topicId: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: `list:${topicId}`, data: { kind: 'entry', topicId, emptyList: true } satisfies DragData });
  return (
    <p ref={setNodeRef} className={`rounded-xl border border-dashed px-4 py-4 text-center text-sm text-slate-600 ${isOver ? 'border-amber-500 bg-amber-50' : 'border-slate-300'}`}>
      {t.topics.empty}
    </p>
  );
}

interface TopicTitleFormProps {
  initial: string;
  submit: string;
  /** The title typed (not blank); returns the rules' refusal, or null when done. */
  onSubmit: (title: string) => string | null;
  onCancel: () => void;
  className: string;
  'aria-label'?: string;
}

/** A TOP's title typed in: Enter takes it, Escape or 'Abbrechen' leaves it. */
function TopicTitleForm({ initial, submit, onSubmit, onCancel, className, 'aria-label': ariaLabel }: TopicTitleFormProps) {
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <form
      aria-label={ariaLabel}
      className={`flex flex-col gap-2 sm:flex-row sm:items-end ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        setError((title.trim() ? onSubmit(title) : EDIT_TEXT.topicTitleRequired) ?? undefined);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <div className="min-w-0 flex-1">
        <TextField label={t.topics.titleLabel} name="topicTitle" value={title} onChange={setTitle} maxLength={DOCUMENT_LIMITS.topicTitleLength} errorMessage={error} autoFocus />
      </div>
      <div className="flex gap-2">
        <Button type="submit">{submit}</Button>
        <Button variant="secondary" onPress={onCancel}>
          {t.topics.cancel}
        </Button>
      </div>
    </form>
  );
}

function RenameTopic({ topic, edit, onDone }: { topic: DocumentTopic; edit: Edit; onDone: () => void }) {
  return (
    <TopicTitleForm
      initial={topic.title}
      submit={t.topics.renameDone}
      className="min-w-0 flex-1"
      onCancel={onDone}
      onSubmit={(title) => {
        const refusal = title.trim() === topic.title ? null : edit({ kind: 'setTopicTitle', topicId: topic.id, base: topic.title, value: title });
        if (!refusal) onDone();
        return refusal;
      }}
    />
  );
}

interface EntryCardProps {
  entry: DocumentEntry;
  topicId: string;
  label: string;
  index: number;
  count: number;
  isActive: boolean;
  canMoveElsewhere: boolean;
  participants: readonly Person[];
  actions: TopicActions;
  onPlay: ((start: number) => void) | null;
}

// Shows the stored text until opened: only the entry being edited mounts a rich text editor.
const EntryCard = memo(function EntryCard({ entry, topicId, label, index, count, isActive, canMoveElsewhere, participants, actions, onPlay }: EntryCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id, data: { kind: 'entry', topicId } satisfies DragData });
  const { edit } = actions;
  const open = () => actions.activate(entry.id);
  return (
    <li ref={setNodeRef} style={sortableStyle(transform, transition, isDragging)} className={`${entryCardStyles} ${isActive ? 'border-amber-400 ring-1 ring-amber-300' : 'border-slate-200'}`}>
      <div className="flex items-start gap-1">
        <DragHandle label={t.entries.drag(label)} attributes={attributes} listeners={listeners} />
        <div className="min-w-0 flex-1 py-1.5">
          <EntryHead label={label} type={entry.type}>
            {onPlay && entry.sourceStart !== null && <PlayFromButton start={entry.sourceStart} end={entry.sourceEnd} onPlay={onPlay} />}
          </EntryHead>
          {entry.checks && (
            <div role="note" className="mt-2 flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
              <span>
                <strong className="font-semibold">{t.entries.check(entry.checks.map((check) => ENTRY_CHECK_LABELS[check]).join(', '))}</strong>
                <span className="sr-only sm:not-sr-only">{` – ${t.entries.checkHint}`}</span>
              </span>
              <Button variant="ghost" aria-label={t.entries.confirmLabel(label)} onPress={() => edit({ kind: 'confirmEntry', entryId: entry.id })} className="min-h-9 px-2">
                {t.entries.confirm}
              </Button>
            </div>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {isActive ? (
            <Button variant="secondary" onPress={() => actions.activate(null)} className="px-3">
              {t.entries.done}
            </Button>
          ) : (
            <Button variant="ghost" aria-label={t.entries.edit(label)} onPress={open} className="px-3">
              {t.entries.editShort}
            </Button>
          )}
          <Menu trigger={<MenuDots />} aria-label={t.entries.actions(label)} triggerVariant="ghost">
            <MenuItem isDisabled={index === 0} onAction={() => edit({ kind: 'moveEntry', entryId: entry.id, topicId, index: index - 1 })}>
              {t.entries.up}
            </MenuItem>
            <MenuItem isDisabled={index === count - 1} onAction={() => edit({ kind: 'moveEntry', entryId: entry.id, topicId, index: index + 1 })}>
              {t.entries.down}
            </MenuItem>
            <MenuItem isDisabled={!canMoveElsewhere} onAction={() => actions.requestMove(entry.id, label, topicId)}>
              {t.entries.moveToTopic}
            </MenuItem>
            <MenuItem isDestructive onAction={() => edit({ kind: 'deleteEntry', entryId: entry.id })}>
              {t.entries.delete}
            </MenuItem>
          </Menu>
        </div>
      </div>
      {isActive ? (
        <EntryForm entry={entry} label={label} participants={participants} edit={edit} onDone={() => actions.activate(null)} />
      ) : (
        <>
          {/* A click into the text opens it for editing (the keyboard uses 'Bearbeiten'). */}
          <div onClick={open} className="cursor-text">
            {isBlankRichText(entry.html) ? <p className="text-sm text-slate-500 italic">{t.entries.emptyText}</p> : <RichText html={entry.html} />}
          </div>
          <EntryFields entry={entry} />
        </>
      )}
    </li>
  );
});

function AddTopic({ count, edit }: { count: number; edit: Edit }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="secondary" onPress={() => setOpen(true)} className="self-start">
        {`+ ${t.topics.add}`}
      </Button>
    );
  }
  return (
    <TopicTitleForm
      aria-label={t.topics.add}
      initial=""
      submit={t.topics.add}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onCancel={() => setOpen(false)}
      onSubmit={(title) => {
        const refusal = edit({ kind: 'addTopic', topicId: crypto.randomUUID(), index: count, title });
        if (!refusal) setOpen(false);
        return refusal;
      }}
    />
  );
}

function MoveEntryDialog({
  moving,
  targets,
  onClose,
  onMove,
}: {
  moving: { label: string } | null;
  targets: readonly DocumentTopic[];
  onClose: () => void;
  onMove: (topicId: string) => void;
}) {
  const [target, setTarget] = useState<string>('');
  const chosen = targets.some((topic) => topic.id === target) ? target : (targets[0]?.id ?? '');
  return (
    <Dialog title={moving ? t.entries.moveTitle(moving.label) : ''} isOpen={moving !== null} onOpenChange={(open) => !open && onClose()}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onMove(chosen);
        }}
        className="flex flex-col gap-5"
      >
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          {t.entries.moveTarget}
          <select value={chosen} onChange={(event) => setTarget(event.target.value)} className="min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base font-normal text-slate-900">
            {targets.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topicHeading(topic)}
              </option>
            ))}
          </select>
        </label>
        <DialogActions cancel={t.entries.cancel} label={t.entries.move} isPending={false} />
      </form>
    </Dialog>
  );
}
