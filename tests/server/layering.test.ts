// The layers of the server import downwards only (issue 44): the domain knows no transport, and neither interface —
// GraphQL or the REST shim — imports the other or the HTTP layer; both meet in server/app (the request's context).
// Read from the sources' own import statements, resolved to files, so a re-export or a relative path cannot hide one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Every module a file imports, exports from or loads dynamically: repository paths for relative ones, else the package. */
function importsOf(file: string, text = readFileSync(join(root, file), 'utf8')): string[] {
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  return specifiers.map((specifier) => (specifier.startsWith('.') ? relative(root, resolve(dirname(join(root, file)), specifier)) : specifier));
}

function violations(folder: string, forbidden: (target: string) => boolean): string[] {
  return sourceFiles(folder).flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((target) => `${file} imports ${target}`),
  );
}

const under =
  (...folders: string[]) =>
  (target: string) =>
    folders.some((folder) => target === folder || target.startsWith(`${folder}/`));

describe('imports between the server layers', () => {
  it('reads imports of every kind, relative ones resolved', () => {
    // The reader itself, on text written for it: if it missed a form, the rules below would pass for want of reading.
    const text = [
      "import type { Viewer } from '../../http/session.ts';",
      "import {\n  a,\n  b,\n} from '../../rest/ids.ts';",
      "export { c } from './local.ts';",
      "const m = await import('../../http/app.ts');",
      "import 'fastify';",
    ].join('\n');
    expect(importsOf('server/graphql/accounts/x.ts', text)).toEqual(['server/http/session.ts', 'server/rest/ids.ts', 'server/graphql/accounts/local.ts', 'server/http/app.ts', 'fastify']);
  });

  it('GraphQL imports neither the REST shim nor the HTTP layer', () => {
    expect(violations('server/graphql', under('server/http', 'server/rest'))).toEqual([]);
  });

  it('the REST shim imports neither GraphQL nor the HTTP layer', () => {
    expect(violations('server/rest', under('server/http', 'server/graphql'))).toEqual([]);
  });

  it('the domain imports no interface, no transport and no GraphQL library', () => {
    const transport = (target: string) => under('server/http', 'server/rest', 'server/graphql', 'server/app')(target) || /^(fastify|@fastify\/|graphql|graphql-yoga|@pothos\/)/.test(target);
    expect(violations('server/domain', transport)).toEqual([]);
  });
});
