// Bulk export (issue 14 point 4, feature bulk-export for enterprise): every protocol of a project,
// or those of a date range, as one ZIP that the BulkExport workflow builds (bulkExportJob.ts) and
// that stays downloadable for BULK_EXPORT_RETENTION_DAYS.
import { z } from 'zod';
import { BULK_EXPORT_FEATURE, BULK_EXPORT_TEXT } from '../../common/bulkExports';
import type { Actor, UserActor } from '../access/actor';
import { UserError, ValidationError } from '../errors';
import { FeatureNotInPlanError, requireFeature } from '../plans/features';
import { findVisibleProject, visibleProjects } from '../projects/projectPolicy';
import { PROCESSING_STATUSES } from '../protocols/processing';
import { visibleProtocols } from '../protocols/protocolPolicy';
import type { Services } from '../services';
import type { BulkExport, BulkExportFormat, Prisma } from '../../platform/generated/prisma/client';
import { isUuid } from '../../platform/uuid';
import { defineWorkflow } from '../../platform/workflowDefinition';
import { startAfterCommit } from '../../platform/workflowQueue';

/** Workflow id bulk-export-<exportId>: one run per export row. */
export const bulkExportWorkflow = defineWorkflow<[exportId: string], 'ready' | 'failed' | 'gone'>('bulkExport', (exportId) => `bulk-export-${exportId}`);

export const bulkExportRefusal = () => new FeatureNotInPlanError(BULK_EXPORT_FEATURE, BULK_EXPORT_TEXT.notInPlanTitle, BULK_EXPORT_TEXT.notInPlan);

export class BulkExportRunningError extends UserError {
  constructor() {
    super(BULK_EXPORT_TEXT.runningTitle, BULK_EXPORT_TEXT.running);
    this.name = 'BulkExportRunningError';
  }
}

/** The exports an actor may see: those of the projects it may see (their owner's). */
export const visibleBulkExports = (actor: Actor | null): Prisma.BulkExportWhereInput => ({ project: visibleProjects(actor) });

// Protocols still being made from a recording have no content to export yet.
const EXPORTABLE: Prisma.ProtocolWhereInput = { status: { notIn: [...PROCESSING_STATUSES] } };

const day = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))), BULK_EXPORT_TEXT.invalidDate);

const startInput = z
  .object({ from: day, to: day })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { message: BULK_EXPORT_TEXT.rangeReversed, path: ['to'] });

export interface StartBulkExportInput {
  projectId: string;
  /** YYYY-MM-DD, inclusive; absent: from the first protocol on. */
  from?: string | null;
  /** YYYY-MM-DD, inclusive; absent: up to the last protocol. */
  to?: string | null;
  format: BulkExportFormat;
}

/**
 * Fixes the protocols (oldest meeting first) in a new export row and starts its workflow; a second
 * export of the same project waits until the first is done.
 */
export async function startBulkExport(deps: Pick<Services, 'db' | 'workflows' | 'logger'>, actor: UserActor, input: StartBulkExportInput): Promise<BulkExport> {
  await requireFeature(deps, actor, bulkExportRefusal());
  const project = await findVisibleProject(deps, actor, input.projectId);
  const parsed = startInput.safeParse({ from: input.from, to: input.to });
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const { from, to } = parsed.data;
  const date = { ...(from ? { gte: new Date(`${from}T00:00:00Z`) } : {}), ...(to ? { lte: new Date(`${to}T00:00:00Z`) } : {}) };
  const created = await deps.db.$transaction(async (tx) => {
    // Serialises starts of one project, so that two clicks cannot both pass the check below.
    await tx.$executeRaw`SELECT 1 FROM projects WHERE id = ${project.id}::uuid FOR UPDATE`;
    if (await tx.bulkExport.count({ where: { projectId: project.id, state: 'RUNNING' } })) throw new BulkExportRunningError();
    const protocols = await tx.protocol.findMany({
      where: { projectId: project.id, ...visibleProtocols(actor), ...EXPORTABLE, ...(from || to ? { date } : {}) },
      orderBy: [{ date: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    if (protocols.length === 0) throw ValidationError.onField(BULK_EXPORT_TEXT.noProtocolsTitle, 'from', BULK_EXPORT_TEXT.noProtocols);
    return tx.bulkExport.create({
      data: {
        userId: project.userId,
        projectId: project.id,
        format: input.format,
        fromDate: from ? new Date(`${from}T00:00:00Z`) : null,
        toDate: to ? new Date(`${to}T00:00:00Z`) : null,
        protocolIds: protocols.map((p) => p.id),
      },
    });
  });
  // Should Temporal be unreachable now, the worker's start resumes RUNNING exports.
  await startAfterCommit(deps.logger, () => deps.workflows.start(bulkExportWorkflow, created.id), { exportId: created.id });
  return created;
}

/** Exports that are still to be built, for the worker's start (Temporal was unreachable when they were asked for). */
export const pendingBulkExports = async (deps: Pick<Services, 'db'>) =>
  (await deps.db.bulkExport.findMany({ where: { state: 'RUNNING' }, select: { id: true } })).map((row) => row.id);

/** The finished ZIP for its owner only; null for anyone else, a running, failed or expired export. */
export async function openBulkExportZip(deps: Pick<Services, 'db' | 'files'>, actor: Actor | null, exportId: string) {
  if (!isUuid(exportId)) return null;
  const row = await deps.db.bulkExport.findFirst({
    where: { id: exportId, ...visibleBulkExports(actor), state: 'READY', expiresAt: { gt: new Date() } },
    include: { project: { select: { name: true, number: true } } },
  });
  if (!row?.zipKey) return null;
  const file = await deps.files.open(row.zipKey);
  return file && { file, fileName: bulkExportFileName(row.project, row.createdAt) };
}

/** 'Protokolle_4711_2026-11-23.zip' (the project number, else its name, in file-safe characters). */
export function bulkExportFileName(project: { name: string; number: string | null }, createdAt: Date): string {
  const label = (project.number?.trim() || project.name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `Protokolle_${label || 'Projekt'}_${createdAt.toISOString().slice(0, 10)}.zip`;
}
