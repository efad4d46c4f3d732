import { useState } from 'react';
import { Text } from 'react-aria-components/Text';
import { EXPORT_FORMAT_LABELS, EXPORT_TEXT, protocolExportPath, type ExportFileFormat } from '../../../common/protocolExport';
import { Menu, MenuItem } from '../../ui/Menu';
import { toast } from '../../ui/toast/toast';

/** The name the server gave the file (RFC 5987 filename*), or a plain fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

async function download(protocolId: string, format: ExportFileFormat, version: number | null | undefined) {
  const response = await fetch(protocolExportPath(protocolId, format, version), { credentials: 'same-origin' });
  // The server answers refusals as German plain text (not in the plan, not found, still processing).
  if (!response.ok) throw new Error(response.status < 500 || response.status === 503 ? await response.text() : EXPORT_TEXT.failed);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `Protokoll.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * 'Exportieren': the protocol as PDF or Word. Without a version number the current version is
 * exported, which counts as sending it out (it is frozen; the next change starts a new version).
 */
export function ExportMenu({
  protocolId,
  version,
  protocolTitle,
  onExported,
}: {
  protocolId: string;
  version?: number | null;
  protocolTitle?: string;
  /** After a file was downloaded (and so recorded in the protocol's history). */
  onExported?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const start = (format: ExportFileFormat) => {
    setBusy(true);
    download(protocolId, format, version)
      .then(() => onExported?.())
      .catch((error: unknown) => toast.error('Export fehlgeschlagen', error instanceof Error && error.message ? error.message : EXPORT_TEXT.failed))
      .finally(() => setBusy(false));
  };
  return (
    // In a list of protocols, the button says which one it exports.
    <Menu trigger={busy ? `${EXPORT_TEXT.menu} …` : EXPORT_TEXT.menu} aria-label={protocolTitle ? `${EXPORT_TEXT.menu}: ${protocolTitle}` : undefined}>
      {(['pdf', 'docx'] as const).map((format) => (
        <MenuItem key={format} textValue={EXPORT_FORMAT_LABELS[format]} isDisabled={busy} onAction={() => start(format)}>
          {EXPORT_FORMAT_LABELS[format]}
        </MenuItem>
      ))}
      {version ? null : (
        <MenuItem key="note" isDisabled textValue={EXPORT_TEXT.freezesCurrent}>
          <Text slot="description" className="max-w-64 text-xs whitespace-normal text-slate-600">
            {EXPORT_TEXT.freezesCurrent}
          </Text>
        </MenuItem>
      )}
    </Menu>
  );
}
