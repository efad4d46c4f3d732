import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import type { ActiveSession } from '../domain/accounts/sessions';
import { ValidationError } from '../domain/errors';
import { ProjectLimitReachedError, ProjectNotFoundError } from '../domain/projects/errors';
import { projectAccessOf, visibleProjects, type ProjectAccessIndex } from '../domain/projects/projectPolicy';
import { createProject, requestProjectDeletion, setProjectArchived, updateProject } from '../domain/projects/projects';
import { projectStatsLoader, type ProjectStats } from '../domain/projects/stats';
import { processMeetingWorkflow } from '../domain/protocols/processing';
import type { Project as ProjectRow } from '../platform/generated/prisma/client';
import { accessFlags, type AccessLevel } from '../domain/plans/rules';
import { NIL_UUID, isUuid, uuidOrNil } from '../platform/uuid';
import { builder, nodeLookupActor, type SignedInContext } from './builder';
import { multilineText } from './clientInputPlugin';
import { ErrorInterface } from './errors';
import { Viewer } from './viewer';


for (const [error, name] of [
  [ProjectNotFoundError, 'ProjectNotFoundError'],
  [ProjectLimitReachedError, 'ProjectLimitReachedError'],
] as const) {
  builder.objectType(error, { name, interfaces: [ErrorInterface] });
}

export const ProjectAccessLevel = builder.enumType('ProjectAccessLevel', {
  values: { FULL: { value: 'full' }, READ_ONLY: { value: 'read-only' }, NONE: { value: 'none' } } as const,
});

const ProjectPermissions = builder.objectRef<ReturnType<typeof accessFlags>>('ProjectPermissions').implement({
  description: 'What the access level allows (spec part 1 §6).',
  fields: (t) => ({
    canView: t.exposeBoolean('canView'),
    canEdit: t.exposeBoolean('canEdit'),
    canDelete: t.exposeBoolean('canDelete'),
    canCreateProtocol: t.exposeBoolean('canCreateProtocol'),
    canInvite: t.exposeBoolean('canInvite'),
    canCreateAgenda: t.exposeBoolean('canCreateAgenda'),
    isReadOnly: t.exposeBoolean('isReadOnly'),
    hasFullAccess: t.exposeBoolean('hasFullAccess'),
  }),
});

const ProjectStatsRef = builder.objectRef<ProjectStats>('ProjectStats').implement({
  fields: (t) => ({
    protocolCount: t.exposeInt('protocolCount'),
    completedProtocols: t.exposeInt('completedProtocols'),
    participantCount: t.exposeInt('participantCount'),
    openActionItems: t.exposeInt('openActionItems'),
    completedActionItems: t.exposeInt('completedActionItems'),
    overdueActionItems: t.exposeInt('overdueActionItems'),
    completionPercentage: t.exposeInt('completionPercentage'),
    lastActivity: t.string({ description: 'ISO 8601', resolve: (stats) => stats.lastActivity.toISOString() }),
  }),
});

const accessLevelOf = async (project: ProjectRow, ctx: SignedInContext): Promise<AccessLevel> => (await projectAccessOf(ctx, ctx.actor)).levelOf(project.id);

export const Project = builder.prismaNode('Project', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ ...visibleProjects(nodeLookupActor(ctx)), id: uuidOrNil(id) }),
  nullable: true,
  authScopes: { signedIn: true },
  fields: (t) => {
    // Repeats the type's scope for the fields that ask about the viewer, so that they see a typed actor.
    const signedIn = t.withAuth({ signedIn: true });
    return {
      projectId: t.exposeString('id', { description: 'The plain UUID, as in /projects/{projectId}' }),
      name: t.exposeString('name'),
      number: t.exposeString('number', { nullable: true }),
      address: t.exposeString('address', { nullable: true }),
      archived: t.exposeBoolean('archived'),
      createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
      updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
      accessLevel: signedIn.field({ type: ProjectAccessLevel, resolve: (p, _args, ctx) => accessLevelOf(p, ctx) }),
      isWithinLimit: signedIn.boolean({
        description: 'Among the newest active projects the plan allows in full',
        resolve: async (p, _args, ctx) => (await accessLevelOf(p, ctx)) === 'full',
      }),
      permissions: signedIn.field({ type: ProjectPermissions, resolve: async (p, _args, ctx) => accessFlags(await accessLevelOf(p, ctx)) }),
      stats: signedIn.field({ type: ProjectStatsRef, resolve: (p, _args, ctx) => projectStatsLoader(ctx, ctx.actor).load(p.id) }),
    };
  },
});

const ProjectEdge = builder.edgeObject({ type: Project, name: 'ProjectEdge' });
export const ProjectConnection = builder.connectionObject({ type: Project, name: 'ProjectConnection' }, ProjectEdge);

const ProjectLimitInfo = builder.objectRef<ProjectAccessIndex['limit']>('ProjectLimitInfo').implement({
  fields: (t) => ({
    canCreateNew: t.exposeBoolean('canCreateNew'),
    currentCount: t.exposeInt('currentCount', { description: 'Active (not archived) projects' }),
    maxAllowed: t.exposeInt('maxAllowed', { nullable: true, description: 'null: unlimited' }),
    accessibleProjects: t.exposeInt('accessibleProjects'),
    restrictedProjects: t.exposeInt('restrictedProjects'),
    isUnlimited: t.exposeBoolean('isUnlimited'),
  }),
});

builder.objectFields(Viewer, (t) => {
  const signedIn = t.withAuth({ signedIn: true });
  return {
    // A connection states its scope itself: the typed builder of withAuth would not take the connection type.
    projects: t.prismaConnection(
      {
        type: 'Project',
        cursor: 'id',
        description: "The viewer's projects, newest first, archived ones included.",
        authScopes: { signedIn: true },
        defaultSize: 50,
        // The dashboard pages by 100; a larger page would let a variable `first` slip past the cost limit.
        maxSize: 100,
        resolve: (query, _session, _args, ctx) =>
          ctx.db.project.findMany({ ...query, where: visibleProjects(ctx.actor), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
      },
      ProjectConnection,
    ),
    project: signedIn.prismaField({
      type: 'Project',
      nullable: true,
      description: 'One of the viewer\'s projects by its plain UUID; null for anything else.',
      args: { projectId: t.arg.string({ required: true }) },
      resolve: (query, _session, { projectId }, ctx) =>
        isUuid(projectId) ? ctx.db.project.findFirst({ ...query, where: { id: projectId, ...visibleProjects(ctx.actor) } }) : null,
    }),
    projectLimit: signedIn.field({ type: ProjectLimitInfo, resolve: async (_s, _args, ctx) => (await projectAccessOf(ctx, ctx.actor)).limit }),
    archivedProjectCount: signedIn.int({ resolve: async (_s, _args, ctx) => (await projectAccessOf(ctx, ctx.actor)).archivedCount }),
  };
});

const CreateProjectInput = builder.inputType('CreateProjectInput', {
  fields: (t) => ({ name: t.string({ required: true }), number: t.string(), address: t.string(multilineText) }),
});
const UpdateProjectInput = builder.inputType('UpdateProjectInput', {
  fields: (t) => ({ id: t.globalID({ required: true }), name: t.string({ required: true }), number: t.string(), address: t.string(multilineText) }),
});
const ProjectIdInput = builder.inputType('ProjectIdInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) });

/** The changed project, its edge for lists that insert it, and the viewer for counts and limits. */
const ProjectPayload = builder.objectRef<{ project: ProjectRow; session: ActiveSession }>('ProjectPayload').implement({
  fields: (t) => ({
    project: t.field({ type: Project, resolve: (p) => p.project }),
    projectEdge: t.field({ type: ProjectEdge, resolve: (p) => ({ cursor: formatPrismaCursor(p.project, 'id'), node: p.project }) }),
    viewer: t.field({ type: Viewer, resolve: (p) => p.session }),
  }),
});

const DeleteProjectPayload = builder.objectRef<{ deletedProjectId: string; session: ActiveSession }>('DeleteProjectPayload').implement({
  fields: (t) => ({
    deletedProjectId: t.id({ description: 'Global id of the removed project', resolve: (p) => encodeGlobalID('Project', p.deletedProjectId) }),
    viewer: t.field({ type: Viewer, resolve: (p) => p.session }),
  }),
});

const payload = (ctx: SignedInContext, project: ProjectRow) => ({ project, session: ctx.session });
const projectIdOf = (id: { typename: string; id: string }) => (id.typename === 'Project' ? id.id : NIL_UUID);

builder.mutationField('createProject', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ProjectPayload,
    args: { input: t.arg({ type: CreateProjectInput, required: true }) },
    errors: { types: [NotSignedInError, ValidationError, ProjectLimitReachedError] },
    resolve: async (_root, { input }, ctx) => payload(ctx, await createProject(ctx, ctx.actor, input)),
  }),
);

builder.mutationField('updateProject', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ProjectPayload,
    args: { input: t.arg({ type: UpdateProjectInput, required: true }) },
    errors: { types: [NotSignedInError, ValidationError, ProjectNotFoundError, AccessDeniedError] },
    resolve: async (_root, { input: { id, ...fields } }, ctx) => payload(ctx, await updateProject(ctx, ctx.actor, projectIdOf(id), fields)),
  }),
);

for (const [name, archived] of [
  ['archiveProject', true],
  ['restoreProject', false],
] as const) {
  builder.mutationField(name, (t) =>
    t.withAuth({ signedIn: true }).field({
      type: ProjectPayload,
      args: { input: t.arg({ type: ProjectIdInput, required: true }) },
      errors: { types: [NotSignedInError, ProjectNotFoundError] },
      resolve: async (_root, { input }, ctx) => payload(ctx, await setProjectArchived(ctx, ctx.actor, projectIdOf(input.id), archived)),
    }),
  );
}

builder.mutationField('deleteProject', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: DeleteProjectPayload,
    description: 'The project is gone at once; its protocols, action items and files are removed durably in the background.',
    args: { input: t.arg({ type: ProjectIdInput, required: true }) },
    errors: { types: [NotSignedInError, ProjectNotFoundError] },
    resolve: async (_root, { input }, ctx) => ({
      deletedProjectId: await requestProjectDeletion(ctx, ctx.actor, projectIdOf(input.id), (protocolId) => ctx.workflows.cancel(processMeetingWorkflow.idOf(protocolId))),
      session: ctx.session,
    }),
  }),
);
