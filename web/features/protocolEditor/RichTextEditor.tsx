// The rich text of one entry: TipTap (ProseMirror) with the formats spec part 2 §5 keeps (bold,
// italic, lists, tables, small headings, quotes, code). Loaded on its own the first time an entry
// is opened for editing: who only reads a protocol never downloads it.
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { sanitizeProtocolHtml } from '../../../common/richText';
import { deProtocols } from '../../i18n/deProtocols';
import { richTextStyles } from '../../ui/RichText';

const t = deProtocols.editor.toolbar;

export interface RichTextEditorProps {
  /** Stored (sanitised) HTML. */
  html: string;
  /** The text's accessible name, e.g. 'Text von Eintrag 3.2'. */
  label: string;
  /** Sanitised HTML after every change (common/richText sanitizeProtocolHtml, as the server stores it). */
  onChange: (html: string) => void;
  /** Escape: done with this text. */
  onExit: () => void;
  autoFocus?: boolean;
}

// What the sanitiser would drop anyway is not offered: big headings, rules, links (the UI shows none, §5).
const extensions = [StarterKit.configure({ heading: { levels: [3, 4] }, horizontalRule: false, link: false }), TableKit.configure({ table: { resizable: false } })];

export default function RichTextEditor({ html, label, onChange, onExit, autoFocus = false }: RichTextEditorProps) {
  const emitted = useRef(html);
  const callbacks = useRef({ onChange, onExit });
  useEffect(() => {
    callbacks.current = { onChange, onExit };
  }, [onChange, onExit]);

  const editor = useEditor({
    extensions,
    content: html,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: `${richTextStyles} min-h-24 rounded-b-md border border-slate-300 bg-white px-3 py-2 text-base outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-amber-500 [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2`,
      },
      handleKeyDown: (_view, event) => {
        if (event.key !== 'Escape') return false;
        callbacks.current.onExit();
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => {
      const next = sanitizeProtocolHtml(changed.getHTML());
      if (next === emitted.current) return;
      emitted.current = next;
      callbacks.current.onChange(next);
    },
  });

  // Focus once the view is in the page (TipTap's own autofocus can miss it when React mounts twice).
  useEffect(() => {
    if (autoFocus && !editor.isDestroyed) editor.commands.focus('end');
  }, [editor, autoFocus]);

  // A value from elsewhere (someone else's version kept after a conflict) replaces the text.
  useEffect(() => {
    if (html === emitted.current) return;
    emitted.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  return (
    <div className="flex flex-col">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      table: e.isActive('table'),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain().focus()).run();
  return (
    <div role="toolbar" aria-label={t.label} className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1">
      <ToolButton label={t.bold} pressed={active.bold} onPress={() => run((c) => c.toggleBold())}>
        <span className="font-bold">F</span>
      </ToolButton>
      <ToolButton label={t.italic} pressed={active.italic} onPress={() => run((c) => c.toggleItalic())}>
        <span className="font-serif italic">K</span>
      </ToolButton>
      <ToolButton label={t.bulletList} pressed={active.bulletList} onPress={() => run((c) => c.toggleBulletList())}>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path d="M4 5a1 1 0 1 1-2 0 1 1 0 0 1 2 0zm3-1h11v2H7V4zm-3 6a1 1 0 1 1-2 0 1 1 0 0 1 2 0zm3-1h11v2H7V9zm-3 6a1 1 0 1 1-2 0 1 1 0 0 1 2 0zm3-1h11v2H7v-2z" />
        </svg>
      </ToolButton>
      <ToolButton label={t.orderedList} pressed={active.orderedList} onPress={() => run((c) => c.toggleOrderedList())}>
        <span className="text-xs font-semibold tabular-nums">1.</span>
      </ToolButton>
      <ToolButton label={t.table} pressed={active.table} onPress={() => run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))}>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path d="M3 3h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm1 2v3h5V5H4zm7 0v3h5V5h-5zm-7 5v5h5v-5H4zm7 0v5h5v-5h-5z" />
        </svg>
      </ToolButton>
      {active.table && (
        <>
          <ToolButton label={t.addRow} onPress={() => run((c) => c.addRowAfter())}>
            <span className="text-xs font-semibold">{t.addRow}</span>
          </ToolButton>
          <ToolButton label={t.addColumn} onPress={() => run((c) => c.addColumnAfter())}>
            <span className="text-xs font-semibold">{t.addColumn}</span>
          </ToolButton>
          <ToolButton label={t.deleteTable} onPress={() => run((c) => c.deleteTable())}>
            <span className="text-xs font-semibold text-red-700">{t.deleteTable}</span>
          </ToolButton>
        </>
      )}
    </div>
  );
}

function ToolButton({ label, pressed, onPress, children }: { label: string; pressed?: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keeps the selection in the text: the command applies to what is selected there.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-slate-800 hover:bg-slate-200 ${pressed ? 'bg-slate-200 text-slate-950' : ''}`}
    >
      {children}
    </button>
  );
}
