// Values for the fuzzer (fast-check arbitraries): what a schema declares, and hostile twists of it. Two sources of
// declarations, so that a route or operation added later is fuzzed without a list to keep: the JSON Schema of each
// REST route's parts as the server publishes them (GET /api/openapi.json, made from the routes' zod schemas), and the
// input types of the GraphQL schema behind each persisted operation's variables.
import fc from 'fast-check';
import { GraphQLEnumType, GraphQLInputObjectType, GraphQLList, GraphQLNonNull, GraphQLScalarType, type GraphQLInputType } from 'graphql';

/** Ids, keys and addresses of real objects (several schools', several kinds), to send where any id is asked for. */
export interface KnownValues {
  /** REST ids (opaque urlIds), set keys and stream slugs. */
  restIds: string[];
  /** GraphQL global ids of every kind. */
  globalIds: string[];
  /** The same per kind of object ('set', 'group', 'stream', …), the actors' own school's first. */
  restByKind: Record<string, string[]>;
  globalByKind: Record<string, string[]>;
  emails: string[];
}

const KINDS: [string, RegExp][] = [
  ['seat', /seat/],
  ['group', /group/],
  ['license', /licen[cs]e/],
  ['privilege', /privilege/],
  ['question', /question|section/],
  ['topic', /topic/],
  ['exam', /exam|term/],
  ['tag', /tag/],
  ['stream', /stream|course/],
  ['set', /collection|^key$|annotation/],
  ['user', /user/],
];

/** The kind of object a parameter or field names ('groupIds' → group), or null. */
export function kindOf(name: string | undefined): string | null {
  if (!name) return null;
  const lower = name.toLowerCase();
  return KINDS.find(([, pattern]) => pattern.test(lower))?.[0] ?? null;
}

/** Ids for a field: mostly of the kind it names (so requests reach the domain), sometimes any other object's. */
function idsFor(name: string | undefined, byKind: Record<string, string[]>, all: string[], fallbackKind?: string): fc.Arbitrary<string> {
  const kind = kindOf(name) ?? fallbackKind;
  const own = kind ? byKind[kind] : undefined;
  return own?.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: fc.constantFrom(...all) }) : fc.constantFrom(...all);
}

type JsonSchema = boolean | { [key: string]: unknown };

// ── Hostile leaves ──

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\ud83dz', '\udc00\ud800'];
const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eRTL override\u202c',
  '\u200f\u05e9\u05dc\u05d5\u05dd', // RTL mark and Hebrew
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z\u0351\u0364\u0350\u036b\u0307\u0301\u0352\u036e\u0300'.repeat(40),
  '\ufeffBOM',
  '\u200b\u200c\u200d\u2060',
  '👩‍👩‍👧‍👦🏳️‍🌈🇳🇱',
  '\ud83d\ude00'.repeat(300),
  '\r\n\t\u000b\u000c\u0085\u2028\u2029',
  '\u001b[31mred\u001b[0m',
  '%00%ff%2e%2e%2f',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '\uffff\ufffe\ufffd',
  'İıſK', // case mappings that change length
  'ß'.repeat(200),
];
const NUMBER_TEXT = ['NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '0x1F', '1_000', '-0', '00012', '1.5', '9'.repeat(40), '1e-400', 'null', 'undefined', 'true', '[]', '{}'];
const NUMBERS = [0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53) - 2, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324, Number.MAX_VALUE];

/** Strings no keyboard types: control and format characters, lone surrogates, RTL, combining marks, emoji, huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...LONE_SURROGATES) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_TEXT) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\u0301', '\u202e', 'a', '😀', '\u200b'), maxLength: 30 }) },
  // Over every declared limit, and far over: 256 .. 1,000,000 characters.
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(256, 1_001, 5_000, 70_000, 1_000_000), fc.constantFrom('a', 'é', '😀', '\u0000', 'e\u0301')).map(([n, c]) => c.repeat(Math.ceil(n / c.length))) },
);

/** Any JSON value, small. */
const smallJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2, depthSize: 'small' });

/** A value of the wrong kind for almost any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [[[]]], { $gt: '' }, JSON.parse('{"__proto__":{"admin":true}}') as unknown, [null], ['']) },
  { weight: 1, arbitrary: smallJson },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

/** Nested `depth` times in lists or objects around a value. */
const nested = (depth: number, inner: unknown, inObjects: boolean): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = inObjects ? { a: value } : [value];
  return value;
};

/**
 * Deep, wide and long values: nesting up to past the server's limit (64; deeper still as raw JSON text, which the
 * fuzzer's own JSON.stringify could not write), 20,000-element lists, 5,000-key objects.
 */
export const DEEP_JSON = `${'{"a":['.repeat(5_000)}1${']}'.repeat(5_000)}`;

export const hugeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.tuple(fc.constantFrom(10, 40, 63, 64, 65, 200, 1_000), fc.boolean()).map(([depth, inObjects]) => nested(depth, 'x', inObjects)),
  fc.constantFrom(500, 20_000).map((n) => Array.from({ length: n }, (_, i) => String(i))),
  fc.constantFrom(1_000, 5_000).map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
);

// ── From JSON Schema (REST) ──

const idLike = (name: string | undefined) =>
  !!name && /(^|_)(id|ids|key|code|token|stream|topic|collection|group|license|seat|question|exam|tag|privilege|annotation|course|questions|items)$|Id$/i.test(name);

/** A string as a schema declares it (lengths, enum, format, pattern), or an id of a real object where it names one. */
function stringFrom(schema: Record<string, unknown>, known: KnownValues, name?: string): fc.Arbitrary<string> {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const options: fc.WeightedArbitrary<string>[] = [{ weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 40) }) }];
  if (typeof schema.pattern === 'string') {
    try {
      options.push({ weight: 4, arbitrary: fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max) });
    } catch {
      // A pattern fast-check cannot invert: the plain strings above stand in.
    }
  }
  if (schema.format === 'email' || /e-?mail/i.test(name ?? '')) options.push({ weight: 4, arbitrary: fc.oneof(fc.emailAddress(), fc.constantFrom(...known.emails)) });
  if (schema.format === 'date' || /until|date|begin|end/i.test(name ?? ''))
    options.push({ weight: 3, arbitrary: fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) });
  if (schema.format === 'date-time' || /updatedAt|At$/.test(name ?? '')) options.push({ weight: 3, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) });
  if (idLike(name) && known.restIds.length) options.push({ weight: 6, arbitrary: idsFor(name, known.restByKind, known.restIds, name === 'id' ? 'set' : undefined) });
  // At the limit exactly.
  if (typeof schema.maxLength === 'number') options.push({ weight: 1, arbitrary: fc.constantFrom('x'.repeat(max), '😀'.repeat(Math.floor(max / 2))) });
  return fc.oneof(...options);
}

function numberFrom(schema: Record<string, unknown>, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined;
  const bounded = integer
    ? fc.integer({ min: Math.max(min ?? -1000, Number.MIN_SAFE_INTEGER), max: Math.min(max ?? 1000, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min: min ?? -1000, max: max ?? 1000, noNaN: true });
  return fc.oneof({ weight: 4, arbitrary: bounded }, { weight: 1, arbitrary: fc.constantFrom(...[min, max, 0, 1].filter((n): n is number => n !== undefined)) });
}

/** Values a JSON Schema accepts (mostly: a generator, not a validator), with ids of real objects where a field names one. */
export function fromJsonSchema(schema: JsonSchema | undefined, known: KnownValues, name?: string, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true || (typeof schema === 'object' && Object.keys(schema).filter((k) => k !== 'description').length === 0)) {
    return idLike(name) ? fc.constantFrom(...known.restIds) : smallJson;
  }
  if (schema === false) return fc.constant(undefined);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((s) => fromJsonSchema(s, known, name, depth)));
  if (Array.isArray(schema.allOf) && schema.allOf.length) return fromJsonSchema(schema.allOf[0] as JsonSchema, known, name, depth);
  const type = schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  if (Array.isArray(type)) return fc.oneof(...type.map((t) => fromJsonSchema({ ...schema, type: t }, known, name, depth)));
  switch (type) {
    case 'string':
      return stringFrom(schema, known, name);
    case 'integer':
      return numberFrom(schema, true);
    case 'number':
      return numberFrom(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = Array.isArray(schema.prefixItems) ? fc.tuple(...(schema.prefixItems as JsonSchema[]).map((s) => fromJsonSchema(s, known, name, depth + 1))) : null;
      if (items) return items;
      const max = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 6) : 6;
      const min = typeof schema.minItems === 'number' ? Math.min(schema.minItems, max) : 0;
      return fc.array(fromJsonSchema(schema.items as JsonSchema, known, name, depth + 1), { minLength: min, maxLength: max });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      const record = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fromJsonSchema(s, known, key, depth + 1)]));
      const body = fc.record(record, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
      const extra = schema.additionalProperties;
      if (extra && depth < 3) {
        const extras = fc.dictionary(fc.string({ maxLength: 12 }), fromJsonSchema(extra === true ? {} : (extra as JsonSchema), known, undefined, depth + 1), { maxKeys: 3 });
        return fc.tuple(body, extras).map(([b, e]) => ({ ...e, ...b }));
      }
      return body;
    }
    default:
      return smallJson;
  }
}

// ── Hostile mutations of a valid value ──

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => leafPaths(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leafPaths(v, [...path, k], out);
  return out;
}

function setAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (remove && !rest.length) copy.splice(head as number, 1);
    else copy[head as number] = setAt(copy[head as number], rest, replacement, remove);
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (remove && !rest.length) delete copy[head as string];
    else copy[head as string] = setAt(copy[head as string], rest, replacement, remove);
    return copy;
  }
  return value;
}

/** A hostile twist of a valid value: a field of the wrong kind, missing, extra, odd text, huge or deep, another object's id. */
export function mutated(valid: fc.Arbitrary<unknown>, ids: readonly string[]): fc.Arbitrary<unknown> {
  const idValue = ids.length ? fc.constantFrom(...ids) : fc.string();
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.nat(9).chain((k) => (k === 5 ? hugeValue : fc.constant(undefined)).map((h) => [k, h] as const)),
      hostileValue,
      idValue,
      fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 8 }),
          hostileString.filter((s) => s.length < 50),
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'user_id', 'role', 'admin'),
        ),
        hostileValue,
        { minKeys: 1, maxKeys: 4 },
      ),
    )
    .map(([value, pick, [kind, huge], hostile, id, extra]) => {
      const paths = leafPaths(value);
      const path = paths[pick % paths.length]!;
      switch (kind) {
        case 0:
        case 1:
        case 2:
          return setAt(value, path, hostile);
        case 3:
          return path.length ? setAt(value, path, undefined, true) : undefined;
        case 4:
          return value && typeof value === 'object' && !Array.isArray(value) ? { ...extra, ...(value as object) } : extra;
        case 5:
          return setAt(value, path, huge);
        case 6:
          return setAt(value, path, id);
        case 7:
          return hostile;
        case 8:
          return setAt(value, path, null);
        default:
          // Every leaf of the value at once odd (a broken client).
          return paths.filter((p) => p.length).reduce((v, p) => setAt(v, p, hostile), value);
      }
    });
}

// ── From GraphQL input types ──

/** Values of a GraphQL input type, valid (`hostile` false) or with hostile twists anywhere inside. */
export function fromGraphqlType(type: GraphQLInputType, known: KnownValues, name: string, hostile: boolean, depth = 0): fc.Arbitrary<unknown> {
  const twist = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
    hostile ? fc.oneof({ weight: 3, arbitrary: arb }, { weight: 1, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constantFrom(null, undefined) }) : arb;
  if (type instanceof GraphQLNonNull) {
    const inner = fromGraphqlType(type.ofType, known, name, hostile, depth);
    return hostile ? inner : inner.filter((v) => v !== null && v !== undefined);
  }
  if (type instanceof GraphQLList) {
    const item = fromGraphqlType(type.ofType, known, name, hostile, depth + 1);
    // Long lists only of valid items at the top: a long list of long lists would be millions of values.
    const long = fc.constantFrom(101, 1_000, 20_000).chain((n) => fc.array(fromGraphqlType(type.ofType, known, name, false, depth + 1), { minLength: n, maxLength: n }));
    return twist(fc.oneof({ weight: 6, arbitrary: fc.array(item, { maxLength: 5 }) }, { weight: hostile && depth === 0 ? 1 : 0, arbitrary: long }));
  }
  if (type instanceof GraphQLEnumType) return twist(fc.constantFrom(...type.getValues().map((v) => v.name)));
  if (type instanceof GraphQLInputObjectType) {
    const fields = type.getFields();
    if (depth > 4) return fc.constant({});
    const record = Object.fromEntries(Object.values(fields).map((f) => [f.name, fromGraphqlType(f.type, known, f.name, hostile, depth + 1)]));
    const requiredKeys = Object.values(fields)
      .filter((f) => f.type instanceof GraphQLNonNull && f.defaultValue === undefined)
      .map((f) => f.name);
    const body = fc.record(record, { requiredKeys });
    return hostile ? twist(mutated(body, known.globalIds)) : body;
  }
  const scalar = type as GraphQLScalarType;
  const valid: fc.Arbitrary<unknown> = (() => {
    switch (scalar.name) {
      case 'ID':
        return fc.oneof(
          { weight: 5, arbitrary: idsFor(name, known.globalByKind, known.globalIds) },
          { weight: 1, arbitrary: fc.constantFrom(...known.restIds) },
          { weight: 1, arbitrary: fc.base64String({ maxLength: 40 }) },
        );
      case 'Int':
        return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
      case 'Float':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'Boolean':
        return fc.boolean();
      case 'Date':
        return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      case 'DateTime':
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      default:
        return stringFrom({ maxLength: 80 }, known, name);
    }
  })();
  if (!hostile) return valid;
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: hostileValue },
    { weight: depth <= 1 ? 1 : 0, arbitrary: hugeValue },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  );
}
