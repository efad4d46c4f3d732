import { useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { de } from '../../i18n/de';
import { deUploads } from '../../i18n/deUploads';
import { ACCEPTED_FILES, formatBytes } from './uploadRules';

const t = deUploads.form;

export interface FileDropZoneProps {
  file: File | null;
  onFile: (file: File) => void;
  isDisabled: boolean;
  errorMessage?: string;
  /** To move focus here when the file is missing. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The recording: one large button that opens the file picker (tap, Enter or Space) and takes a
 * file dropped onto it. Which files are accepted is the server's call; `accept` only filters the picker.
 */
export function FileDropZone({ file, onFile, isDisabled, errorMessage, buttonRef }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  const allowDrop = (event: DragEvent) => {
    if (isDisabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !isDisabled) onFile(dropped);
  };

  const frame = errorMessage
    ? 'border-red-600 bg-red-50'
    : isDragging
      ? 'border-amber-500 bg-amber-50'
      : 'border-slate-300 bg-white hover:border-slate-400 hover:bg-slate-50';

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800">
        <span id={labelId}>{t.file}</span>
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          {de.ui.requiredMark}
        </span>
      </span>
      <button
        ref={buttonRef}
        type="button"
        disabled={isDisabled}
        aria-describedby={errorMessage ? `${hintId} ${errorId}` : hintId}
        onClick={() => inputRef.current?.click()}
        onDragEnter={allowDrop}
        onDragOver={allowDrop}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex min-h-32 w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${frame}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-7 text-slate-500">
          <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
        </svg>
        {file ? (
          <>
            <span className="max-w-full font-semibold break-all text-slate-950">{file.name}</span>
            <span className="text-sm text-slate-600">{formatBytes(file.size)}</span>
            <span className="mt-1 text-sm font-medium text-slate-800 underline underline-offset-4">{t.otherFile}</span>
          </>
        ) : (
          <span className="font-semibold text-slate-950">{t.dropZone}</span>
        )}
      </button>
      <p id={hintId} className="text-sm text-slate-600">
        {t.dropZoneHint}
      </p>
      {errorMessage && (
        <p id={errorId} className="text-sm text-red-700">
          {errorMessage}
        </p>
      )}
      {/* Opened by the button; hidden from keyboard and screen readers, which use the button. */}
      <input
        ref={inputRef}
        type="file"
        name="file"
        accept={ACCEPTED_FILES}
        tabIndex={-1}
        aria-hidden="true"
        aria-labelledby={labelId}
        className="sr-only"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared, so that choosing the same file again (after fixing something) still counts.
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
    </div>
  );
}
