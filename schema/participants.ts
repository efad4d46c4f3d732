// A project's Beteiligte: the people its protocols name, and the voices' names come from; added,
// changed, removed and imported here (issue 16 point 1).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import { ParticipantNotFoundError, addParticipant, importParticipants, participantSearch, removeParticipant, updateParticipant } from '../domain/participants/participants';
import { ProjectNotFoundError } from '../domain/projects/errors';
import { builder } from './builder';
import { ErrorInterface } from './errors';
import { mutation } from './mutations';
import { Project } from './projects';

builder.objectType(ParticipantNotFoundError, { name: 'ParticipantNotFoundError', interfaces: [ErrorInterface] });

export const Participant = builder.prismaObject('Participant', {
  fields: (t) => ({
    id: t.id({ resolve: (p) => encodeGlobalID('Participant', p.id) }),
    participantId: t.exposeString('id'),
    name: t.exposeString('name'),
    company: t.exposeString('company', { nullable: true }),
    role: t.exposeString('role', { nullable: true, description: 'Trade or role in the project: Bauherr, Architekt, Gewerk ...' }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    onDistribution: t.exposeBoolean('onDistribution', { description: 'On the Verteiler' }),
  }),
});

builder.prismaObjectField('Project', 'participants', (t) =>
  t.prismaField({
    type: ['Participant'],
    description: 'Beteiligte, by name; with search, those whose name or company contains it',
    args: { search: t.arg.string({ required: false }) },
    resolve: (query, project, args, ctx) =>
      ctx.db.participant.findMany({ ...query, where: { projectId: project.id, ...participantSearch(args.search) }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
  }),
);

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

/** Name, company, role, e-mail, phone and Verteiler, as adding and changing take them. */
const detailFields = (t: InputFields) => ({
  name: t.string({ required: true }),
  company: t.string({ required: false }),
  role: t.string({ required: false }),
  email: t.string({ required: false }),
  phone: t.string({ required: false }),
  onDistribution: t.boolean({ required: false }),
});

const ParticipantPayload = builder.objectRef<{ participantId: string }>('ParticipantPayload').implement({
  fields: (t) => ({
    participant: t.prismaField({ type: 'Participant', resolve: (query, p, _args, ctx) => ctx.db.participant.findUniqueOrThrow({ ...query, where: { id: p.participantId } }) }),
    project: t.prismaField({
      type: 'Project',
      resolve: async (query, p, _args, ctx) => ctx.db.project.findFirstOrThrow({ ...query, where: { participants: { some: { id: p.participantId } } } }),
    }),
  }),
});

const ProjectParticipantsPayload = builder.objectRef<{ projectId: string; imported: number }>('ProjectParticipantsPayload').implement({
  fields: (t) => ({
    project: t.prismaField({ type: 'Project', resolve: (query, p, _args, ctx) => ctx.db.project.findUniqueOrThrow({ ...query, where: { id: p.projectId } }) }),
    imported: t.exposeInt('imported', { description: 'How many were copied (importParticipants)' }),
  }),
});

const errors = [NotSignedInError, ValidationError, ProjectNotFoundError, AccessDeniedError, ParticipantNotFoundError];

mutation('addParticipant', {
  scope: 'signedIn',
  description: "'Teilnehmer wurde hinzugefügt': a new Beteiligter of the project",
  input: builder.inputType('AddParticipantInput', { fields: (t) => ({ projectId: t.globalID({ required: true, for: Project }), ...detailFields(t) }) }),
  payload: ParticipantPayload,
  errors,
  resolve: async (ctx, { projectId, ...input }) => ({ participantId: (await addParticipant(ctx, ctx.actor, projectId.id, input)).id }),
});

mutation('updateParticipant', {
  scope: 'signedIn',
  input: builder.inputType('UpdateParticipantInput', { fields: (t) => ({ participantId: t.globalID({ required: true, for: Participant }), ...detailFields(t) }) }),
  payload: ParticipantPayload,
  errors,
  resolve: async (ctx, { participantId, ...input }) => ({ participantId: (await updateParticipant(ctx, ctx.actor, participantId.id, input)).id }),
});

mutation('removeParticipant', {
  scope: 'signedIn',
  description: 'Removes a Beteiligter; protocols keep the names they were written with',
  input: builder.inputType('RemoveParticipantInput', { fields: (t) => ({ participantId: t.globalID({ required: true, for: Participant }) }) }),
  payload: ProjectParticipantsPayload,
  errors,
  resolve: async (ctx, input) => ({ projectId: await removeParticipant(ctx, ctx.actor, input.participantId.id), imported: 0 }),
});

mutation('importParticipants', {
  scope: 'signedIn',
  description: "Copies Beteiligte of another of the user's projects (all, or those chosen); someone already there by name and company is skipped",
  input: builder.inputType('ImportParticipantsInput', {
    fields: (t) => ({
      projectId: t.globalID({ required: true, for: Project }),
      fromProjectId: t.globalID({ required: true, for: Project }),
      participantIds: t.globalIDList({ required: false, for: Participant }),
    }),
  }),
  payload: ProjectParticipantsPayload,
  errors,
  resolve: async (ctx, input) => ({
    projectId: input.projectId.id,
    imported: await importParticipants(ctx, ctx.actor, { projectId: input.projectId.id, fromProjectId: input.fromProjectId.id, participantIds: input.participantIds?.map((id) => id.id) }),
  }),
});
