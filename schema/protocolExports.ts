// The exports of a protocol (issue 14): its history lists which version went out when, as what;
// the project's closing clause of exported minutes.
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import { defaultObjectionClause } from '../common/protocolExport';
import { setObjectionClause } from '../domain/exports/protocolExport';
import { ProjectNotFoundError } from '../domain/projects/errors';
import type { Project as ProjectRow } from '../platform/generated/prisma/client';
import { NIL_UUID } from '../platform/uuid';
import { builder } from './builder';
import { multilineText } from './clientInputPlugin';
import { Project } from './projects';
import { Protocol } from './protocols';

const ExportFormat = builder.enumType('ProtocolExportFormat', { values: ['PDF', 'DOCX'] as const });

builder.prismaObject('ProtocolExport', {
  description: 'A file of a protocol version that was exported',
  fields: (t) => ({
    id: t.exposeID('id'),
    versionNumber: t.exposeInt('versionNumber'),
    format: t.field({ type: ExportFormat, resolve: (e) => e.format }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
  }),
});

builder.prismaObjectFields(Protocol, (t) => ({
  exports: t.relation('exports', { description: 'Newest first', query: { orderBy: { createdAt: 'desc' } } }),
}));

builder.prismaObjectFields(Project, (t) => ({
  objectionDays: t.exposeInt('objectionDays', { description: 'Working days for objections in the closing clause of exported minutes' }),
  objectionClause: t.exposeString('objectionClause', { nullable: true, description: "The project's own closing clause; null: the default" }),
  defaultObjectionClause: t.string({ description: 'The default closing clause with objectionDays', resolve: (p) => defaultObjectionClause(p.objectionDays) }),
}));

const SetObjectionClauseInput = builder.inputType('SetObjectionClauseInput', {
  fields: (t) => ({
    projectId: t.globalID({ required: true, description: 'Global id of the project (Project.id)' }),
    objectionDays: t.int({ required: true }),
    objectionClause: t.string({ ...multilineText, description: 'Empty or null: the default clause' }),
  }),
});

const ObjectionClausePayload = builder.objectRef<{ project: ProjectRow }>('ObjectionClausePayload').implement({
  fields: (t) => ({ project: t.field({ type: Project, resolve: (p) => p.project }) }),
});

builder.mutationField('setObjectionClause', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ObjectionClausePayload,
    description: "The closing clause of the project's exported minutes",
    args: { input: t.arg({ type: SetObjectionClauseInput, required: true }) },
    errors: { types: [NotSignedInError, ValidationError, ProjectNotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, ctx) => ({
      project: await setObjectionClause(ctx, ctx.actor, input.projectId.typename === 'Project' ? input.projectId.id : NIL_UUID, {
        objectionDays: input.objectionDays,
        objectionClause: input.objectionClause ?? null,
      }),
    }),
  }),
);
