import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { deProtocols } from '../../i18n/deProtocols';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ConflictDialog } from './ConflictDialog';
import { ProtocolFrame } from './DocumentDisplay';
import type { EditorState } from './editSession';
import { loadRichTextEditor } from './EntryForm';
import { HeaderEditor } from './HeaderEditor';
import type { Person } from './PersonComboBox';
import { TopicsEditor } from './TopicsEditor';
import { useProtocolEditor, type EditorProtocol, type ProtocolEditor as Editor } from './useProtocolEditor';

const t = deProtocols.editor;

export interface ProtocolEditorProps {
  protocol: EditorProtocol;
  project: { name: string; number: string | null };
  /** The project's Beteiligte: attendees and Verantwortliche are picked from them. */
  participants: readonly Person[];
  /** Plays the recording from a second; null without a recording. */
  onPlay: ((start: number) => void) | null;
  /** Next to the title: the status badge, the versions. */
  badge?: ReactNode;
  /** Under the save state: notices of the page (finalised, regenerated). */
  notices?: ReactNode;
  /** Beside the TOPs on wide screens: the transcript. */
  aside?: ReactNode;
  /** After the TOPs: the action items. */
  children?: ReactNode;
}

/**
 * The protocol page of a protocol the user may change: the same layout as the read-only view,
 * every part editable, saved by itself a moment after typing stops.
 */
export function ProtocolEditor({ protocol, project, participants, onPlay, badge, notices, aside, children }: ProtocolEditorProps) {
  const editor = useProtocolEditor(protocol);
  const { document } = editor.state;
  // The rich text editor comes with the first entry opened; fetching it now makes that instant.
  useEffect(() => {
    void loadRichTextEditor();
  }, []);

  return (
    <ProtocolFrame
      title={document.header.title}
      badge={badge}
      notices={
        <>
          <SaveBar state={editor.state} onSave={() => editor.save()} />
          {notices}
        </>
      }
      header={<HeaderEditor project={project} header={document.header} attendees={document.attendees} participants={participants} edit={editor.edit} />}
      aside={aside}
    >
      <TopicsEditor topics={document.topics} participants={participants} edit={editor.edit} onPlay={onPlay} />
      {children}
      <ConflictDialog conflicts={editor.state.conflicts} resolve={editor.resolve} />
      <LeaveGuard editor={editor} />
    </ProtocolFrame>
  );
}

function statusText({ saveState, savedBy }: EditorState): string {
  switch (saveState) {
    case 'saving':
      return t.status.saving;
    case 'failed':
      return t.status.failed;
    case 'unsaved':
      return t.status.unsaved;
    case 'saved':
      return savedBy === 'auto' ? t.autosaved : savedBy === 'explicit' ? t.status.saved : t.status.upToDate;
  }
}

/** The save state as a live line next to the title, 'Speichern' (also Ctrl+S / Cmd+S) and, after a failure, 'Erneut versuchen'. */
function SaveBar({ state, onSave }: { state: EditorState; onSave: () => void }) {
  const failed = state.saveState === 'failed';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p role="status" className={`min-w-0 flex-1 text-sm ${failed ? 'font-medium text-red-700' : 'text-slate-600'}`}>
        {statusText(state)}
        {failed && state.failure && <span className="block text-red-700">{state.failure}</span>}
      </p>
      {failed && (
        <Button variant="secondary" onPress={onSave}>
          {t.retry}
        </Button>
      )}
      <Button onPress={onSave} aria-keyshortcuts="Control+S Meta+S" isPending={state.saveState === 'saving'}>
        {t.save}
      </Button>
    </div>
  );
}

/**
 * Leaving for another page with changes not yet saved asks first ('Sie haben ungespeicherte
 * Änderungen'): stay, save and leave, or leave (the changes wait on this device and are saved when
 * the protocol is opened again).
 */
function LeaveGuard({ editor }: { editor: Editor }) {
  const { hasUnsaved } = editor;
  const blocker = useBlocker(useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsaved(), [hasUnsaved]));
  const [saving, setSaving] = useState(false);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog title={t.unsavedChanges} description={t.leave.text} isOpen={blocked} onOpenChange={(open) => !open && blocker.reset?.()}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button slot="close" variant="secondary">
          {t.leave.stay}
        </Button>
        <Button variant="secondary" onPress={() => blocker.proceed?.()}>
          {t.leave.leave}
        </Button>
        <Button
          isPending={saving}
          onPress={() => {
            setSaving(true);
            editor.save((saved) => {
              setSaving(false);
              if (saved) blocker.proceed?.();
            });
          }}
        >
          {t.leave.saveAndLeave}
        </Button>
      </div>
    </Dialog>
  );
}
