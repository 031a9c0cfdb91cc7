// The web app's GraphQL operations as it sends them: by the persisted id in their Relay artifacts (npm run relay makes
// them), the only documents a production server takes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/db/migrations.ts';
import { loadPersistedOperations } from '../../server/http/app.ts';

export interface Operation {
  description: string;
  /** The request body: the operation's name, its variables and its persisted id. */
  body(variables: Record<string, unknown>): string;
}

/** An operation of the web app as it sends it: by the persisted id in its Relay artifact (npm run relay makes it). */
export function persistedOperation(name: string): Operation {
  const artifact = join(projectRoot, `web/__generated__/${name}.graphql.ts`);
  const id = existsSync(artifact) ? /"id":\s*"([0-9a-f]{64})"/.exec(readFileSync(artifact, 'utf8'))?.[1] : undefined;
  if (!id || !loadPersistedOperations()[id]) throw new Error(`${name} is not a persisted operation of the web app: run npm run relay.`);
  return {
    description: `persisted ${name} ${id.slice(0, 12)}…, sent by id as the web app does`,
    body: (variables) => JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
  };
}
