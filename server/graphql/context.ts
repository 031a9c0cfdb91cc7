import type { PrismaClient } from '../db/generated/client.ts';

export interface Context {
  prisma: PrismaClient;
}
