// The PDF's HTML: one self-contained page (inline CSS, the logo as a data: URL, no script) that
// Chromium prints. Every text goes in escaped and hyphenated; entry rich text keeps its bold,
// lists and tables but is rebuilt from its parsed tree, so nothing else reaches the page.
import { formatDateTime } from '../../common/dates';
import { ATTENDANCE_LABELS, ENTRY_STATUS_LABELS, entryLabel } from '../../common/protocolDocument';
import { hyphenate } from './hyphenate';
import { richTextTree, type RichNode } from './richTextTree';
import {
  EXPORT_TEXT as T,
  TYPE_MARKS,
  dayOf,
  meetingLine,
  objectionClauseOf,
  responsibleLine,
  roleOf,
  versionLine,
  type ExportAuditTrail,
  type ExportBranding,
  type ProtocolExportSource,
} from './exportModel';

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
/** Escaped and hyphenated: for every text that goes into the page. */
const text = (value: string | null | undefined) => escape(hyphenate(value ?? ''));
const lines = (value: string) => value.split('\n').map((line) => text(line.trim())).filter(Boolean).join('<br>');

const RICH_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h3', 'h4', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'code', 'pre']);

function richHtml(nodes: RichNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return text(node.text);
      const inner = richHtml(node.children);
      // A link prints as its text followed by its address: a reader of paper cannot click.
      if (node.tag === 'a') return node.attributes.href ? `${inner} (${escape(node.attributes.href)})` : inner;
      if (!RICH_TAGS.has(node.tag)) return inner;
      if (node.tag === 'br') return '<br>';
      const spans = ['colspan', 'rowspan'].filter((name) => node.attributes[name]).map((name) => ` ${name}="${escape(node.attributes[name]!)}"`).join('');
      return `<${node.tag}${spans}>${inner}</${node.tag}>`;
    })
    .join('');
}

const STYLE = `
@page { size: A4; margin: 18mm 16mm 20mm 20mm; }
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; line-height: 1.35; color: #111; margin: 0; hyphens: manual; }
h1 { font-size: 15pt; margin: 0 0 2mm; }
h2 { font-size: 11pt; margin: 6mm 0 2mm; break-after: avoid; }
table { width: 100%; border-collapse: collapse; }
thead { display: table-header-group; }
tr, .keep { break-inside: avoid; page-break-inside: avoid; }
th, td { border: 0.4pt solid #888; padding: 1.2mm 1.6mm; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: #eee; font-weight: bold; }
.letterhead { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 0.6pt solid #444; padding-bottom: 3mm; margin-bottom: 4mm; }
.letterhead img { max-height: 18mm; max-width: 40mm; }
.letterhead .company { text-align: right; font-size: 8.5pt; }
.header td.label { width: 36mm; white-space: nowrap; background: #f6f6f6; font-weight: bold; }
.entries col.nr { width: 12mm; } .entries col.type { width: 10mm; } .entries col.resp { width: 34mm; } .entries col.due { width: 25mm; } .entries col.status { width: 17mm; }
td.due { white-space: nowrap; }
.entries td.type, .entries th.type { padding-left: 0.8mm; padding-right: 0.8mm; }
.entries td.type { text-align: center; font-weight: bold; }
.rich p, .rich ul, .rich ol, .rich table, .rich blockquote, .rich pre { margin: 0 0 1.2mm; }
.rich > :last-child { margin-bottom: 0; }
.rich ul, .rich ol { padding-left: 5mm; }
.rich table th, .rich table td { border-color: #bbb; padding: 0.6mm 1mm; }
.legend { color: #555; font-size: 8pt; margin-top: 1mm; }
.clause { margin-top: 8mm; padding-top: 3mm; border-top: 0.6pt solid #444; }
`;

function letterhead(branding: ExportBranding | null | undefined): string {
  if (!branding) return '';
  const logo = branding.logo ? `<img alt="" src="data:${escape(branding.logo.mimeType)};base64,${Buffer.from(branding.logo.bytes).toString('base64')}">` : '<span></span>';
  return `<div class="letterhead">${logo}<div class="company">${branding.companyName ? `<strong>${text(branding.companyName)}</strong><br>` : ''}${lines(branding.address ?? '')}</div></div>`;
}

const row = (label: string, value: string | null | undefined) => (value ? `<tr><td class="label">${escape(label)}</td><td>${text(value)}</td></tr>` : '');

/** The page Chromium prints, and the footer it repeats on every page ('Seite x von y', the version). */
/** The review's audit trail on a page of its own, after the minutes. */
function auditAppendix(trail: ExportAuditTrail): string {
  const rows = trail.events
    .map((e) => `<tr><td class="due">${escape(formatDateTime(e.at))}</td><td>${text(e.event)}</td><td>${text(e.actor)}</td><td>${e.version}</td><td class="due">${escape(e.clientAddress ?? '')}</td></tr>`)
    .join('');
  return `<section class="appendix" style="break-before: page"><h2>${T.appendix}</h2><p>${text(trail.verdict)}</p>
<table><colgroup><col style="width: 21%"><col style="width: 22%"><col><col style="width: 8%"><col style="width: 15%"></colgroup><thead><tr><th>${T.auditTime}</th><th>${T.auditEvent}</th><th>${T.auditActor}</th><th>${T.auditVersion}</th><th>${T.auditClient}</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

export function protocolHtml(source: ProtocolExportSource, branding?: ExportBranding | null): { html: string; footer: string } {
  const { document, project, version, openItems } = source;
  const { header } = document;
  const headerTable = [
    row(T.project, project.name),
    row(T.projectNumber, project.number),
    row(T.address, project.address),
    row(T.meeting, meetingLine(document)),
    row(T.date, dayOf(header.date)),
    row(T.time, header.startTime),
    row(T.place, header.location),
    row(T.recorder, header.recorder),
  ].join('');
  const attendees = document.attendees
    .map((a) => `<tr><td>${text(a.name)}</td><td>${text(a.company)}</td><td>${text(roleOf(source, a))}</td><td>${escape(ATTENDANCE_LABELS[a.attendance])}</td></tr>`)
    .join('');
  const topics = document.topics
    .map((topic) => {
      const entries = topic.entries
        .map(
          (entry) =>
            `<tr><td>${entryLabel(topic, entry)}</td><td class="type">${TYPE_MARKS[entry.type]}</td><td class="rich">${richHtml(richTextTree(entry.html))}</td>` +
            `<td>${text(responsibleLine(entry.responsiblePerson, entry.responsibleCompany))}</td><td class="due">${dayOf(entry.dueDate)}</td>` +
            `<td>${entry.status ? ENTRY_STATUS_LABELS[entry.status] : ''}</td></tr>`,
        )
        .join('');
      const body = entries
        ? `<table class="entries"><colgroup><col class="nr"><col class="type"><col><col class="resp"><col class="due"><col class="status"></colgroup>` +
          `<thead><tr><th>${T.entryNumber}</th><th class="type">${T.entryType}</th><th>${T.entryText}</th><th>${T.responsible}</th><th>${T.dueDate}</th><th>${T.status}</th></tr></thead><tbody>${entries}</tbody></table>`
        : `<p>${T.noEntries}</p>`;
      return `<section><h2>TOP ${topic.number}: ${text(topic.title)}</h2>${body}</section>`;
    })
    .join('');
  const open = openItems.length
    ? `<table><thead><tr><th>${T.openItemTitle}</th><th>${T.responsible}</th><th>${T.dueDate}</th></tr></thead><tbody>${openItems
        .map((item) => `<tr><td>${text(item.title)}</td><td>${text(item.responsible)}</td><td class="due">${dayOf(item.dueDate)}</td></tr>`)
        .join('')}</tbody></table>`
    : `<p>${T.noOpenItems}</p>`;
  const next = [dayOf(header.nextMeetingDate), header.nextMeetingTime, header.nextMeetingLocation].filter(Boolean).join(', ');
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>${STYLE}</style></head><body>
${letterhead(branding)}
<h1>${T.title}: ${text(meetingLine(document))}</h1>
<table class="header"><tbody>${headerTable}</tbody></table>
<h2>${T.participants}</h2>
<table><thead><tr><th>${T.name}</th><th>${T.company}</th><th>${T.role}</th><th>${T.attendance}</th></tr></thead><tbody>${attendees}</tbody></table>
${header.distribution?.trim() ? `<h2>${T.distribution}</h2><p>${lines(header.distribution)}</p>` : ''}
${topics}
<p class="legend">${T.typeLegend}</p>
<h2>${T.openItems}</h2>${open}
${next ? `<h2>${T.nextMeeting}</h2><p>${text(next)}</p>` : ''}
<p class="clause keep">${text(objectionClauseOf(project))}</p>
${source.auditTrail ? auditAppendix(source.auditTrail) : ''}
</body></html>`;
  const footer =
    `<div style="font-family: 'DejaVu Sans', sans-serif; font-size: 7.5pt; color: #444; width: 100%; margin: 0 16mm 0 20mm; display: flex; justify-content: space-between;">` +
    `<span>${escape(project.name)} · ${escape(meetingLine(document))} · ${escape(versionLine(version))}</span>` +
    `<span>Seite <span class="pageNumber"></span> von <span class="totalPages"></span></span></div>`;
  return { html, footer };
}
