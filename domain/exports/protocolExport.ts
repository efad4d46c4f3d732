// Exporting a protocol version (issue 14 points 1, 2): the user action behind the download. The
// export counts as sending the protocol out, so exporting the current version freezes it (the next
// edit starts a new one); every export is counted (exports_generated) and listed in the protocol's
// history (ProtocolExport).
import { EXPORT_TEXT, OBJECTION_LIMITS, OBJECTION_TEXT, type ExportFileFormat } from '../../common/protocolExport';
import { AUDIT_EVENT_LABELS, AUDIT_TRAIL_TEXT, type AuditEventType } from '../../common/reviewTexts';
import type { Prisma } from '../../platform/generated/prisma/client';
import type { PdfPrinter } from '../../platform/pdf/pdfPrinter';
import type { Actor } from '../access/actor';
import { brandingForExport } from '../branding/branding';
import { UserError, ValidationError } from '../errors';
import { FeatureNotInPlanError, requireFeature } from '../plans/features';
import { recordUsage } from '../plans/usage';
import { findChangeableProject } from '../projects/projectPolicy';
import { lockProtocol } from '../protocols/currentVersion';
import { ProtocolNotFoundError } from '../protocols/errors';
import { notifyProtocolChanged } from '../protocols/events';
import { isInProcessing } from '../protocols/processing';
import { findVisibleProtocol } from '../protocols/protocolPolicy';
import { freezeVersion, versionOf } from '../protocols/versions';
import { auditEventsOf, verifyAuditEvents } from '../reviews/auditTrail';
import type { Services } from '../services';
import type { ProtocolExportSource } from './exportModel';
import { renderProtocolExport, type RenderedExport } from './renderProtocolExport';

export const exportRefusal = () => new FeatureNotInPlanError('basic-export', EXPORT_TEXT.notInPlanTitle, EXPORT_TEXT.notInPlan);

/** A protocol still being made from its recording has nothing to send out yet. */
export class ProtocolNotReadyError extends UserError {
  constructor() {
    super('Protokoll in Verarbeitung', EXPORT_TEXT.inProcessing);
    this.name = 'ProtocolNotReadyError';
  }
}

export class ExportVersionNotFoundError extends ValidationError {
  constructor() {
    super('Version nicht gefunden', EXPORT_TEXT.versionNotFound, [{ field: 'version', message: EXPORT_TEXT.versionNotFound }]);
    this.name = 'ExportVersionNotFoundError';
  }
}

/**
 * What an export of a protocol version shows: its document, the project, the version's number
 * and date, and the project's open Aufgaben of other protocols. Without a number, the current
 * version. Anyone else's protocol is not found.
 */
export async function loadExportSource(deps: Pick<Services, 'db'>, actor: Actor | null, protocolId: string, versionNumber?: number | null): Promise<ProtocolExportSource & { ownerUserId: string }> {
  const protocol = await findVisibleProtocol(deps, actor, protocolId);
  const number = versionNumber ?? protocol.versionNumber;
  const version = await versionOf(deps, protocol, number);
  if (!version || version.state === 'CANDIDATE') throw new ExportVersionNotFoundError();
  const [project, openItems, document] = await Promise.all([
    deps.db.project.findUniqueOrThrow({ where: { id: protocol.projectId } }),
    deps.db.actionItem.findMany({
      where: { projectId: protocol.projectId, status: 'OPEN', OR: [{ protocolId: null }, { protocolId: { not: protocol.id } }] },
      orderBy: [{ dueDate: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
    }),
    version.document(),
  ]);
  const auditEvents = await auditEventsOf(deps, protocol.id);
  const check = verifyAuditEvents(auditEvents);
  const participantIds = document.attendees.flatMap((attendee) => (attendee.participantId ? [attendee.participantId] : []));
  const participants = participantIds.length
    ? await deps.db.participant.findMany({ where: { id: { in: participantIds }, projectId: protocol.projectId, role: { not: null } }, select: { id: true, role: true } })
    : [];
  return {
    ownerUserId: project.userId,
    document,
    project: { name: project.name, number: project.number, address: project.address, objectionDays: project.objectionDays, objectionClause: project.objectionClause },
    version: { number: version.number, date: version.createdAt },
    openItems: openItems.map((item) => ({ title: item.title, responsible: item.responsible, dueDate: item.dueDate?.toISOString().slice(0, 10) ?? null })),
    participantRoles: Object.fromEntries(participants.map((participant) => [participant.id, participant.role!])),
    auditTrail: auditEvents.length
      ? {
          verdict: check.intact ? AUDIT_TRAIL_TEXT.intact : AUDIT_TRAIL_TEXT.broken(check.firstBrokenSequence ?? 0),
          events: auditEvents.map((event) => ({
            at: event.occurredAt,
            event: AUDIT_EVENT_LABELS[event.type as AuditEventType] ?? event.type,
            actor: [event.actorName && (event.actorCompany ? `${event.actorName} (${event.actorCompany})` : event.actorName), event.actorEmail].filter(Boolean).join(', ') || 'System',
            version: event.versionNumber,
            clientAddress: event.clientAddress,
          })),
        }
      : null,
  };
}

/** Freezes the current version as sent out by export, unless it already is. */
export async function freezeForExport(deps: Pick<Services, 'db'>, protocolId: string): Promise<void> {
  const frozen = await deps.db.$transaction(async (tx) => {
    const protocol = await lockProtocol(tx, protocolId);
    if (protocol.versionFrozen) return false;
    await freezeVersion(tx, protocol, 'EXPORT');
    return true;
  });
  if (frozen) await notifyProtocolChanged(deps.db, { protocolId });
}

export interface ExportRequest {
  protocolId: string;
  /** null: the current version. */
  version: number | null;
  format: ExportFileFormat;
}

/** The user's export: checked, the current version frozen, rendered, then counted and recorded. */
export async function exportProtocol(deps: Pick<Services, 'db' | 'files'> & { pdf: PdfPrinter }, actor: Actor | null, request: ExportRequest): Promise<RenderedExport> {
  if (actor?.kind !== 'user') throw new ProtocolNotFoundError();
  const protocol = await findVisibleProtocol(deps, actor, request.protocolId);
  await requireFeature(deps, actor, exportRefusal());
  if (isInProcessing(protocol.status)) throw new ProtocolNotReadyError();
  const versionNumber = request.version ?? protocol.versionNumber;
  if (versionNumber === protocol.versionNumber) await freezeForExport(deps, protocol.id);
  const { ownerUserId, ...source } = await loadExportSource(deps, actor, protocol.id, versionNumber);
  const branding = await brandingForExport(deps, ownerUserId);
  const rendered = await renderProtocolExport(deps, { ...source, branding, format: request.format });
  await deps.db.$transaction((tx) => recordExport(tx, { ownerUserId, protocolId: protocol.id, versionNumber, format: request.format, userId: actor.userId }));
  return rendered;
}

/** Counts an export (exports_generated) and lists it in the protocol's history. */
export async function recordExport(
  tx: Prisma.TransactionClient,
  done: { ownerUserId: string; protocolId: string; versionNumber: number; format: ExportFileFormat; userId: string },
): Promise<void> {
  await recordUsage(tx, done.ownerUserId, 'exports_generated');
  await tx.protocolExport.create({ data: { protocolId: done.protocolId, versionNumber: done.versionNumber, format: done.format === 'pdf' ? 'PDF' : 'DOCX', userId: done.userId } });
}

/** The project's closing clause of exported minutes: working days for objections, or its own wording (empty: the default). */
export async function setObjectionClause(deps: Pick<Services, 'db'>, actor: Actor, projectId: string, input: { objectionDays: number; objectionClause: string | null }) {
  const days = OBJECTION_TEXT.daysOutOfRange;
  if (!Number.isInteger(input.objectionDays) || input.objectionDays < OBJECTION_LIMITS.minDays || input.objectionDays > OBJECTION_LIMITS.maxDays) {
    throw ValidationError.onField('Ungültige Eingabe', 'objectionDays', days);
  }
  const clause = input.objectionClause?.trim() || null;
  const tooLong = OBJECTION_TEXT.clauseTooLong;
  if (clause && clause.length > OBJECTION_LIMITS.clauseLength) throw ValidationError.onField('Ungültige Eingabe', 'objectionClause', tooLong);
  const project = await findChangeableProject(deps, actor, projectId);
  return deps.db.project.update({ where: { id: project.id }, data: { objectionDays: input.objectionDays, objectionClause: clause } });
}
