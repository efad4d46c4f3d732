// Which participants an actor may see: those of the projects it may see (the project policy).
import type { Actor } from '../access/actor';
import type { Prisma } from '../../platform/generated/prisma/client';
import { visibleProjects } from '../projects/projectPolicy';

export const visibleParticipants = (actor: Actor | null): Prisma.ParticipantWhereInput => ({ project: visibleProjects(actor) });
