// npm run schema:print — writes schema.graphql from the code (a test fails when the committed file is stale).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { projectRoot } from '../db/migrations.ts';
import { schema } from './schema.ts';

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (process.argv[1]?.endsWith('print.ts')) {
  writeFileSync(join(projectRoot, 'schema.graphql'), printedSchema());
  console.log('schema.graphql written');
}
