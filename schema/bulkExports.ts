// Bulk export (issue 14 point 4): startBulkExport, Project.bulkExports and the BulkExport node the
// project page polls for its progress; the ZIP itself is downloaded over HTTP (http/bulkExportRoute.ts).
import { bulkExportDownloadPath } from '../common/bulkExports';
import { NotSignedInError } from '../domain/accounts/errors';
import { BulkExportRunningError, startBulkExport, visibleBulkExports } from '../domain/bulkExports/bulkExports';
import { ValidationError } from '../domain/errors';
import { FeatureNotInPlanError, hasFeature } from '../domain/plans/features';
import { ProjectNotFoundError } from '../domain/projects/errors';
import { uuidOrNil } from '../platform/uuid';
import { builder, nodeLookupActor } from './builder';
import { ErrorInterface } from './errors';
import './featureErrors';
import { mutation } from './mutations';
import { Project } from './projects';

const BulkExportState = builder.enumType('BulkExportState', {
  values: ['RUNNING', 'READY', 'FAILED', 'EXPIRED'] as const,
  description: 'RUNNING: being built; READY: downloadable until expiresAt; FAILED: see failure; EXPIRED: the ZIP was deleted',
});
const BulkExportFormat = builder.enumType('BulkExportFormat', { values: ['PDF', 'DOCX'] as const });

builder.objectType(BulkExportRunningError, { name: 'BulkExportRunningError', interfaces: [ErrorInterface] });

const day = (value: Date | null) => value?.toISOString().slice(0, 10) ?? null;

export const BulkExport = builder.prismaNode('BulkExport', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ ...visibleBulkExports(nodeLookupActor(ctx)), id: uuidOrNil(id) }),
  nullable: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    exportId: t.exposeString('id', { description: 'The plain UUID' }),
    state: t.field({ type: BulkExportState, resolve: (e) => e.state }),
    format: t.field({ type: BulkExportFormat, resolve: (e) => e.format }),
    from: t.string({ nullable: true, description: 'YYYY-MM-DD, inclusive; null: from the first protocol', resolve: (e) => day(e.fromDate) }),
    to: t.string({ nullable: true, description: 'YYYY-MM-DD, inclusive; null: up to the last protocol', resolve: (e) => day(e.toDate) }),
    total: t.int({ description: 'Protocols in the export', resolve: (e) => e.protocolIds.length }),
    done: t.exposeInt('done', { description: 'Protocols rendered so far' }),
    failure: t.exposeString('failure', { nullable: true, description: 'Why it failed, in German' }),
    downloadUrl: t.string({ nullable: true, description: 'GET: the ZIP, while READY', resolve: (e) => (e.state === 'READY' ? bulkExportDownloadPath(e.id) : null) }),
    expiresAt: t.string({ nullable: true, description: 'When the ZIP is deleted', resolve: (e) => e.expiresAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
  }),
});

builder.prismaObjectFields(Project, (t) => ({
  bulkExports: t.relation('bulkExports', {
    description: 'The latest bulk exports of the project (at most 5), newest first',
    query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 5 },
  }),
  canBulkExport: t.withAuth({ signedIn: true }).boolean({
    description: "The viewer's plan has bulk-export (enterprise; admins always)",
    resolve: (_p, _args, ctx) => hasFeature(ctx, ctx.actor, 'bulk-export'),
  }),
}));

const StartBulkExportInput = builder.inputType('StartBulkExportInput', {
  fields: (f) => ({
    projectId: f.globalID({ required: true, for: Project, description: 'Global id of the project (Project.id)' }),
    from: f.string({ required: false, description: 'YYYY-MM-DD, inclusive' }),
    to: f.string({ required: false, description: 'YYYY-MM-DD, inclusive' }),
    format: f.field({ type: BulkExportFormat, required: true }),
  }),
});

const BulkExportPayload = builder.objectRef<{ exportId: string }>('BulkExportPayload').implement({
  fields: (t) => ({
    bulkExport: t.prismaField({
      type: 'BulkExport',
      resolve: (query, payload, _args, ctx) => ctx.db.bulkExport.findUniqueOrThrow({ ...query, where: { id: payload.exportId } }),
    }),
  }),
});

mutation('startBulkExport', {
  scope: 'signedIn',
  input: StartBulkExportInput,
  payload: BulkExportPayload,
  errors: [NotSignedInError, ValidationError, ProjectNotFoundError, FeatureNotInPlanError, BulkExportRunningError],
  description: 'All protocols of a project (current versions), or those of a date range, as one ZIP built in the background (feature bulk-export)',
  resolve: async (ctx, input) => ({
    exportId: (await startBulkExport(ctx, ctx.actor, { projectId: input.projectId.id, from: input.from, to: input.to, format: input.format })).id,
  }),
});
