// Which action items an actor may see: those of the projects it may see (the project policy).
import type { Actor } from '../access/actor';
import type { Prisma } from '../../platform/generated/prisma/client';
import { visibleProjects } from '../projects/projectPolicy';

export const visibleActionItems = (actor: Actor | null): Prisma.ActionItemWhereInput => ({ project: visibleProjects(actor) });
