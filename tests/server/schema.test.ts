import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { printedSchema } from '../../server/graphql/print.ts';
import { projectRoot } from '../../server/db/migrations.ts';

describe('generated files are fresh', () => {
  it('schema.graphql is the schema printed from the code (run npm run schema:print)', () => {
    expect(readFileSync(join(projectRoot, 'schema.graphql'), 'utf8')).toBe(printedSchema());
  });

  it('the committed Relay artifacts match the web sources (run npm run relay)', () => {
    const result = spawnSync('npx', ['--no-install', 'relay-compiler', '--validate'], { cwd: projectRoot, encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/out of date|\[ERROR\]/i);
    expect(result.status).toBe(0);
  });
});
