// A project's Beteiligte: the people its protocols name, and the voices' names come from.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from './builder';
import './projects';

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
  t.relation('participants', { description: 'Beteiligte, by name', query: { orderBy: { name: 'asc' } } }),
);
