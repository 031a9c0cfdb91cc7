import type { PrismaClient } from '../db/generated/client.ts';
import type { IdCodec } from './ids.ts';

export interface RestContext {
  prisma: PrismaClient;
  ids: IdCodec;
}
