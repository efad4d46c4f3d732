// The Word file (.docx, via `docx`) of the same model as the PDF: the same header block, tables and
// texts, table header rows marked to repeat (w:tblHeader) and rows not split (w:cantSplit); the
// footer holds the version and 'Seite x von y' as Word fields. Entry rich text keeps bold, italics,
// lists and tables.
import { formatDateTime } from '../../common/dates';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type ParagraphChild,
} from 'docx';
import { fitLogo } from '../../common/branding';
import { ATTENDANCE_LABELS, ENTRY_STATUS_LABELS, entryLabel } from '../../common/protocolDocument';
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
  type ExportBranding,
  type ProtocolExportSource,
} from './exportModel';

const FONT = 'Arial';
const SIZE = 19; // half-points: 9.5 pt like the PDF
// At most 40 mm × 18 mm (pixels at 96 dpi), as in the PDF.
const LOGO_BOX = { width: 151, height: 68 };
const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '888888' };
const BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER };

interface Marks {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
}

const run = (text: string, marks: Marks = {}) =>
  new TextRun({ text, font: FONT, size: SIZE, bold: marks.bold, italics: marks.italics, strike: marks.strike, underline: marks.underline ? {} : undefined });

const paragraph = (text: string, marks: Marks = {}) => new Paragraph({ children: [run(text, marks)] });

function cell(children: (Paragraph | Table)[], options: { header?: boolean; width?: number; span?: number } = {}) {
  return new TableCell({
    children: children.length ? children : [new Paragraph({})],
    borders: BORDERS,
    shading: options.header ? { fill: 'EEEEEE' } : undefined,
    width: options.width ? { size: options.width, type: WidthType.PERCENTAGE } : undefined,
    columnSpan: options.span,
  });
}

const textCell = (text: string, options: { header?: boolean; width?: number } = {}) => cell([paragraph(text, { bold: options.header })], options);

/** A table whose first row repeats on every page and whose rows stay whole. */
function table(headers: { text: string; width?: number }[], rows: TableCell[][]) {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, cantSplit: true, children: headers.map((h) => textCell(h.text, { header: true, width: h.width })) }),
      ...rows.map((cells) => new TableRow({ cantSplit: true, children: cells })),
    ],
  });
}

const INLINE_MARKS: Record<string, keyof Marks> = { strong: 'bold', b: 'bold', em: 'italics', i: 'italics', u: 'underline', s: 'strike' };

function inlineRuns(nodes: RichNode[], marks: Marks): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    if (node.kind === 'text') return [run(node.text.replace(/\s+/g, ' '), marks)];
    if (node.tag === 'br') return [new TextRun({ break: 1 })];
    const mark = INLINE_MARKS[node.tag];
    const children = inlineRuns(node.children, mark ? { ...marks, [mark]: true } : marks);
    return node.tag === 'a' && node.attributes.href ? [...children, run(` (${node.attributes.href})`, marks)] : children;
  });
}

const BLOCKS = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'table', 'blockquote', 'pre']);

/** Rich text as Word blocks: paragraphs, list items as indented paragraphs with their mark, tables as tables. */
function richBlocks(nodes: RichNode[], level = 0): (Paragraph | Table)[] {
  const blocks: (Paragraph | Table)[] = [];
  let inline: RichNode[] = [];
  const flush = () => {
    if (inline.some((n) => n.kind === 'element' || n.text.trim())) blocks.push(new Paragraph({ children: inlineRuns(inline, {}) }));
    inline = [];
  };
  for (const node of nodes) {
    if (node.kind === 'text' || !BLOCKS.has(node.tag)) {
      inline.push(node);
      continue;
    }
    flush();
    if (node.tag === 'ul' || node.tag === 'ol') {
      let index = 0;
      for (const item of node.children) {
        if (item.kind !== 'element' || item.tag !== 'li') continue;
        index += 1;
        const mark = node.tag === 'ol' ? `${index}. ` : '• ';
        const nested = item.children.filter((c) => c.kind === 'element' && (c.tag === 'ul' || c.tag === 'ol'));
        const own = item.children.filter((c) => !nested.includes(c));
        blocks.push(new Paragraph({ indent: { left: 360 * (level + 1), hanging: 240 }, children: [run(mark), ...inlineRuns(own, {})] }));
        blocks.push(...richBlocks(nested, level + 1));
      }
    } else if (node.tag === 'table') {
      const rows = node.children.flatMap((c) => (c.kind === 'element' && (c.tag === 'thead' || c.tag === 'tbody') ? c.children : [c]));
      const tableRows = rows
        .filter((r): r is Extract<RichNode, { kind: 'element' }> => r.kind === 'element' && r.tag === 'tr')
        .map((r) => {
          const cells = r.children.filter((c): c is Extract<RichNode, { kind: 'element' }> => c.kind === 'element' && (c.tag === 'td' || c.tag === 'th'));
          return new TableRow({
            cantSplit: true,
            children: cells.length ? cells.map((c) => cell(richBlocks(c.children), { header: c.tag === 'th', span: Number(c.attributes.colspan) || undefined })) : [cell([])],
          });
        });
      if (tableRows.length) blocks.push(new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: tableRows }));
    } else if (node.tag === 'h3' || node.tag === 'h4') {
      blocks.push(new Paragraph({ children: inlineRuns(node.children, { bold: true }) }));
    } else {
      const inner = richBlocks(node.children, level);
      blocks.push(...inner);
    }
  }
  flush();
  return blocks;
}

function letterhead(branding: ExportBranding | null | undefined): FileChild[] {
  if (!branding) return [];
  const logo = branding.logo;
  const type = logo?.mimeType === 'image/png' ? 'png' : logo?.mimeType === 'image/jpeg' ? 'jpg' : null;
  return [
    ...(logo && type ? [new Paragraph({ children: [new ImageRun({ type, data: logo.bytes, transformation: fitLogo(logo.bytes, LOGO_BOX) })] })] : []),
    ...(branding.companyName ? [new Paragraph({ alignment: AlignmentType.RIGHT, children: [run(branding.companyName, { bold: true })] })] : []),
    ...(branding.address ?? '').split('\n').filter((l) => l.trim()).map((l) => new Paragraph({ alignment: AlignmentType.RIGHT, children: [run(l.trim())] })),
  ];
}

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel] = HeadingLevel.HEADING_2) =>
  new Paragraph({ heading: level, keepNext: true, spacing: { before: 240, after: 80 }, children: [new TextRun({ text, font: FONT, bold: true, size: level === HeadingLevel.HEADING_1 ? 30 : 22 })] });

export async function protocolDocx(source: ProtocolExportSource, branding?: ExportBranding | null): Promise<Buffer> {
  const { document, project, version, openItems } = source;
  const { header } = document;
  const headerRows: [string, string | null][] = [
    [T.project, project.name],
    [T.projectNumber, project.number],
    [T.address, project.address],
    [T.meeting, meetingLine(document)],
    [T.date, dayOf(header.date)],
    [T.time, header.startTime],
    [T.place, header.location],
    [T.recorder, header.recorder],
  ];
  const children: FileChild[] = [
    ...letterhead(branding),
    heading(`${T.title}: ${meetingLine(document)}`, HeadingLevel.HEADING_1),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: headerRows
        .filter(([, value]) => value)
        .map(([label, value]) => new TableRow({ cantSplit: true, children: [textCell(label, { header: true, width: 25 }), textCell(value!, { width: 75 })] })),
    }),
    heading(T.participants),
    table(
      [{ text: T.name, width: 30 }, { text: T.company, width: 30 }, { text: T.role, width: 22 }, { text: T.attendance, width: 18 }],
      document.attendees.map((a) => [textCell(a.name), textCell(a.company ?? ''), textCell(roleOf(source, a)), textCell(ATTENDANCE_LABELS[a.attendance])]),
    ),
  ];
  if (header.distribution?.trim()) {
    children.push(heading(T.distribution), ...header.distribution.split('\n').filter((l) => l.trim()).map((l) => paragraph(l.trim())));
  }
  for (const topic of document.topics) {
    children.push(heading(`TOP ${topic.number}: ${topic.title}`));
    if (!topic.entries.length) {
      children.push(paragraph(T.noEntries));
      continue;
    }
    children.push(
      table(
        [
          { text: T.entryNumber, width: 7 },
          { text: T.entryType, width: 5 },
          { text: T.entryText, width: 47 },
          { text: T.responsible, width: 19 },
          { text: T.dueDate, width: 11 },
          { text: T.status, width: 11 },
        ],
        topic.entries.map((entry) => [
          textCell(entryLabel(topic, entry)),
          textCell(TYPE_MARKS[entry.type]),
          cell(richBlocks(richTextTree(entry.html))),
          textCell(responsibleLine(entry.responsiblePerson, entry.responsibleCompany)),
          textCell(dayOf(entry.dueDate)),
          textCell(entry.status ? ENTRY_STATUS_LABELS[entry.status] : ''),
        ]),
      ),
    );
  }
  children.push(new Paragraph({ children: [run(T.typeLegend, { italics: true })] }), heading(T.openItems));
  children.push(
    openItems.length
      ? table(
          [{ text: T.openItemTitle, width: 60 }, { text: T.responsible, width: 25 }, { text: T.dueDate, width: 15 }],
          openItems.map((item) => [textCell(item.title), textCell(item.responsible ?? ''), textCell(dayOf(item.dueDate))]),
        )
      : paragraph(T.noOpenItems),
  );
  const next = [dayOf(header.nextMeetingDate), header.nextMeetingTime, header.nextMeetingLocation].filter(Boolean).join(', ');
  if (next) children.push(heading(T.nextMeeting), paragraph(next));
  children.push(new Paragraph({ spacing: { before: 400 }, keepLines: true, children: [run(objectionClauseOf(project))] }));
  if (source.auditTrail) {
    const trail = source.auditTrail;
    children.push(
      new Paragraph({ pageBreakBefore: true, heading: HeadingLevel.HEADING_2, children: [run(T.appendix, { bold: true })] }),
      paragraph(trail.verdict),
      table(
        [{ text: T.auditTime, width: 22 }, { text: T.auditEvent, width: 24 }, { text: T.auditActor, width: 32 }, { text: T.auditVersion, width: 8 }, { text: T.auditClient, width: 14 }],
        trail.events.map((e) => [textCell(formatDateTime(e.at)), textCell(e.event), textCell(e.actor), textCell(String(e.version)), textCell(e.clientAddress ?? '')]),
      ),
    );
  }

  const footerRun = (text: string) => new TextRun({ text, font: FONT, size: 15 });
  const doc = new Document({
    creator: 'Baustellen-Protokolle',
    title: `${T.title}: ${meetingLine(document)}`,
    styles: { default: { document: { run: { font: FONT, size: SIZE } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1000, bottom: 1100, left: 1130, right: 900 } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [
                  footerRun(`${project.name} · ${meetingLine(document)} · ${versionLine(version)}    Seite `),
                  new TextRun({ children: [PageNumber.CURRENT], font: FONT, size: 15 }),
                  footerRun(' von '),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES], font: FONT, size: 15 }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
