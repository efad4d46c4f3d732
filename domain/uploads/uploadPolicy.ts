// Which upload tickets an actor may use: a ticket is one user's announcement of a recording, so a
// user uses only their own. Whether its project still takes new protocols is the project policy's
// question when the upload completes.
import type { Actor } from '../access/actor';
import type { Prisma } from '../../platform/generated/prisma/client';
import { NIL_UUID } from '../../platform/uuid';

export const usableUploadTickets = (actor: Actor | null): Prisma.UploadTicketWhereInput =>
  actor?.kind === 'system' ? {} : { userId: actor?.kind === 'user' ? actor.userId : NIL_UUID };
