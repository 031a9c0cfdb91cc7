// Text the database can store, for every field of every interface (REST schemas and GraphQL arguments both ask here).
// PostgreSQL refuses a NUL character in text (22021) and in jsonb (22P05), and jsonb refuses half of a surrogate pair
// (22P05); a text column would take the half as U+FFFD, which is not what was sent. Neither comes from a keyboard, only
// from a broken or hostile client, so such text is refused with the field's message rather than cleaned: the client
// learns its bug, and what is stored is always exactly what was sent (a cleaned password or name would quietly differ).
import type { Issue } from './errors.ts';

export const CHARACTERS: Issue = { code: 'characters' };

/** A NUL, or a surrogate half without its partner. */
// eslint-disable-next-line no-control-regex -- the NUL is what PostgreSQL text cannot store
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * Where the first string that cannot be stored sits in a parsed value (object keys count too): the path of keys and
 * list positions to it, or null when all of it can be stored. A key that cannot be stored is reported at its object.
 * Iterative, so a deep value cannot exhaust the stack.
 */
export function unstorableTextAt(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: [...path, i] });
    } else if (current !== null && typeof current === 'object' && !(current instanceof Date) && !ArrayBuffer.isView(current)) {
      const entries = Object.entries(current);
      if (entries.some(([key]) => !isStorableText(key))) return path;
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
    }
  }
  return null;
}
