// Rendering one protocol version as a file (issue 14). The API other exports build on:
//
//   renderProtocolExport(deps: { pdf: PdfPrinter }, {
//     document, project, version, openItems,        // a ProtocolExportSource (exportModel.ts)
//     branding?: { companyName, address, logo?: { bytes, mimeType } } | null,   // null: neutral layout
//     format: 'pdf' | 'docx',
//   }) → { bytes: Buffer, contentType, fileName }
//
// - The source comes from loadExportSource(deps, actor, protocolId, versionNumber?) in
//   protocolExport.ts (policy-checked, any version, the current one live); exportProtocol there
//   is the whole user action (feature check, freezing the current version, exports_generated,
//   the ProtocolExport row) and the HTTP route's entry. A bulk export renders each protocol with
//   this function and counts/records as its own workflow decides.
// - deps.pdf is a platform/pdf PdfPrinter: one per process (createPdfPrinter), it bounds
//   concurrent prints itself and blocks every network request. Only 'pdf' needs it.
// - branding is the caller's decision (feature custom-branding); this function only draws it.
// - Throws PdfUnavailableError (platform/pdf) with a German message when Chromium cannot work.
import type { PdfPrinter } from '../../platform/pdf/pdfPrinter';
import { EXPORT_CONTENT_TYPES, exportFileName, type ExportBranding, type ExportFormat, type ProtocolExportSource } from './exportModel';
import { protocolDocx } from './protocolDocx';
import { protocolHtml } from './protocolHtml';

export interface ProtocolExportInput extends ProtocolExportSource {
  branding?: ExportBranding | null;
  format: ExportFormat;
}

export interface RenderedExport {
  bytes: Buffer;
  contentType: string;
  /** '4711_Protokoll-12_2026-11-23_v2.pdf' */
  fileName: string;
}

export async function renderProtocolExport(deps: { pdf: PdfPrinter }, input: ProtocolExportInput): Promise<RenderedExport> {
  let bytes: Buffer;
  if (input.format === 'pdf') {
    const { html, footer } = protocolHtml(input, input.branding);
    bytes = await deps.pdf.print(html, { footerTemplate: footer });
  } else {
    bytes = await protocolDocx(input, input.branding);
  }
  return { bytes, contentType: EXPORT_CONTENT_TYPES[input.format], fileName: exportFileName(input, input.format) };
}
