// The protocol a step of ProcessMeeting (domain/protocols/processing.ts) works on: found as the
// actor may see it, its phase and progress for the pages watching it, and this worker's folder for
// its audio. Every step may run again after a crash or a retry, on this worker or another: each
// checks what is already done (files on disk, rows by key, charges by idempotency key) and
// continues from there.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Actor } from '../access/actor';
import { notifyProtocolChanged } from '../protocols/events';
import { visibleProtocols } from '../protocols/protocolPolicy';
import type { Services } from '../services';
import type { AiProvider } from '../../platform/ai/provider';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { Prisma, ProcessingPhase } from '../../platform/generated/prisma/client';

export type ProcessingDeps = Pick<Services, 'config' | 'db' | 'logger' | 'files'> & { ai: AiProvider };

/** Deleted meanwhile (by the user or with its project): nothing left to process. */
export class ProtocolGoneError extends Error {
  constructor() {
    super('protocol no longer exists');
    this.name = 'ProtocolGoneError';
  }
}

/** The protocol with its project and the project's owner (who keeps the minutes and pays for them). */
export async function protocolInProcessing(deps: { db: Db }, actor: Actor, protocolId: string) {
  const protocol = await deps.db.protocol.findFirst({
    where: { id: protocolId, ...visibleProtocols(actor) },
    include: { project: { include: { user: { include: { profile: true } } } } },
  });
  if (!protocol) throw new ProtocolGoneError();
  return protocol;
}

export type ProtocolInProcessing = Awaited<ReturnType<typeof protocolInProcessing>>;

export async function enterPhase(deps: { db: Db }, protocolId: string, phase: ProcessingPhase, data: Prisma.ProtocolUpdateManyMutationInput = {}) {
  await deps.db.protocol.updateMany({ where: { id: protocolId }, data: { processingPhase: phase, processingProgress: 0, ...data } });
  await notifyProtocolChanged(deps.db, { protocolId });
}

export async function reportProgress(deps: { db: Db }, protocolId: string, percent: number) {
  await deps.db.protocol.updateMany({ where: { id: protocolId }, data: { processingProgress: Math.round(percent) } });
  await notifyProtocolChanged(deps.db, { protocolId });
}

/** Where this worker keeps the protocol's recording and its normalised audio while processing. */
export const workDirOf = (config: Config, protocolId: string) => path.join(config.dataDir, 'work', protocolId);

export const removeWorkDir = (config: Config, protocolId: string) => rm(workDirOf(config, protocolId), { recursive: true, force: true });
