import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../platform/generated/prisma/client';

export type Db = PrismaClient;

export function createDb(connectionString: string): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 20 }) });
}

/** Prisma's code for a unique-constraint violation (Postgres 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002';
}
