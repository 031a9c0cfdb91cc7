import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { isObjectType } from 'graphql';
import { printedSchema } from '../../server/graphql/print.ts';
import { schema } from '../../server/graphql/schema.ts';
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

describe('node ids', () => {
  it("are written at once for every node type, 'Type:<id>' in base64, not a promise per object (server/graphql/syncNodeIds.ts)", () => {
    const nodes = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'));
    expect(nodes.length).toBeGreaterThan(10);
    for (const type of nodes) {
      if (!isObjectType(type)) continue;
      const row = { id: 42, key: 'k3y' };
      const id = type.getFields().id!.resolve!(row, {}, {}, {} as never);
      expect(typeof id).toBe('string');
      expect(Buffer.from(String(id), 'base64').toString()).toBe(type.name === 'Collection' ? 'Collection:k3y' : `${type.name}:42`);
    }
  });
});
