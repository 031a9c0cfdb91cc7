// JSON request bodies, for every route: Fastify's own parser (prototype poisoning refused as before), after one scan
// that refuses nesting deeper than MAX_JSON_DEPTH. JSON.parse itself copes with thousands of levels, but whatever
// walks the value after it (validation, JSON.stringify into a jsonb column) recurses once per level and a body 5,000
// levels deep ended in a RangeError, a 500. No request of either API nests beyond a dozen levels.
import type { FastifyInstance } from 'fastify';

export const MAX_JSON_DEPTH = 64;

/** Whether JSON text opens more than `max` objects or lists inside each other (brackets inside strings do not count). */
export function jsonDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDeeperThan(body as string)) {
      done(Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), { statusCode: 400 }), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
