// Input schemas of the domain, declared with zod, whose failures are the domain's own issue codes (./errors.ts)
// addressed by a path: `firstName`, `rows.17.email`, `sections.2.tips.0.text`. The back-office edits nested inputs (a
// solution strategy's steps with their tips, the rows of a student import), and a flat field name cannot point at one
// tip or one row. zod's English messages never leave this file: each interface words the codes itself
// (server/rest/messages.ts, server/graphql/errors/messages.ts).
//
// A path is stored as the key of FieldErrors, its segments joined by dots, because that is the key Laravel itself
// answers for an entry of a list (document 4 §0's `errors` object) and what a one-segment path already is today: the
// existing forms' answers stay byte for byte the same. Field names are camelCase words and never contain a dot, so
// the key splits back into its segments without ambiguity.
import { z } from 'zod';
import { addIssue, pathKey, REQUIRED, textIssue, type FieldErrors, type Invalid, type Issue, type Path } from './errors.ts';

/** The segments of a FieldErrors key; list positions come back as numbers. */
export const keyPath = (key: string): (string | number)[] => key.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

/**
 * The field whose wording an issue takes: the last named segment of its path (`sections.2.tips.0.text` → `text`). A
 * tip's text is worded as any text, wherever it sits; the whole path only says which one it is.
 */
export function wordingField(key: string): string {
  return [...keyPath(key)].reverse().find((segment): segment is string => typeof segment === 'string') ?? key;
}

/** The issues of a nested input under the path it sits at: a row's `{ email }` becomes `rows.17.email`. */
export function nestErrors(prefix: Path, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([key, issues]) => [pathKey([...prefix, key]), issues]));
}

// A domain issue travels through zod as a custom issue carrying it under this parameter.
const DOMAIN_ISSUE = 'domainIssue';

/** Reports a domain issue from inside a zod check or transform, at the checked value or at `path` below it. */
export function reportIssue(ctx: Pick<z.core.$RefinementCtx, 'addIssue'>, issue: Issue, path?: Path): void {
  ctx.addIssue({ code: 'custom', message: issue.code, params: { [DOMAIN_ISSUE]: issue }, ...(path ? { path: [...path] } : {}) });
}

/**
 * A value a domain check accepts (its issue, or null): the check's own rule, in a schema. A transform rather than a
 * refinement, because zod drops a refinement's issues for a key the input leaves out when the schema is optional, and
 * a required class list must be reported whether the key is missing or empty.
 */
export function checked<T extends z.ZodType>(schema: T, check: (value: z.output<T>) => Issue | null) {
  return schema.transform((value, ctx) => {
    const issue = check(value);
    if (!issue) return value;
    reportIssue(ctx, issue);
    return z.NEVER;
  });
}

/**
 * A text field by today's rules for text (./errors.ts textIssue): required means non-blank after trimming, at most
 * `max` characters, and storable. A missing value (undefined or null) is the empty text; `trim` trims it before the
 * checks and in the value, as a form's names are stored. Anything but text is `invalid`.
 */
export function textField(max: number, options: { required?: boolean; trim?: boolean } = {}) {
  return z
    .string()
    .nullish()
    .transform((value, ctx) => {
      const content = options.trim ? (value ?? '').trim() : (value ?? '');
      const issue = textIssue(content, max, options.required ?? false);
      if (issue) {
        reportIssue(ctx, issue);
        return z.NEVER;
      }
      return content;
    });
}

/** A box that must be ticked: only `true` is consent; anything else is `required`. */
export const ticked = () => checked(z.unknown(), (value) => (value === true ? null : REQUIRED)).transform(() => true as const);

const INVALID: Issue = { code: 'invalid' };

/**
 * One zod issue as the domain's: a missing value is `required`, a string over its maximum `tooLong` and a list over it
 * `tooMany`, a value outside an enum `notAllowed`, a malformed e-mail `email`, any other wrong shape `invalid`.
 */
function domainIssue(issue: z.core.$ZodIssue): Issue {
  switch (issue.code) {
    case 'custom':
      return (issue.params?.[DOMAIN_ISSUE] as Issue | undefined) ?? INVALID;
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? REQUIRED : INVALID;
    case 'too_big':
      if (issue.origin === 'string') return { code: 'tooLong', max: Number(issue.maximum) };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'tooMany', max: Number(issue.maximum) };
      return INVALID;
    case 'too_small':
      // An empty text or an empty list where one entry is the least: nothing was given.
      return Number(issue.minimum) === 1 && ['string', 'array', 'set'].includes(issue.origin) ? REQUIRED : INVALID;
    case 'invalid_format':
      return issue.format === 'email' ? { code: 'email' } : INVALID;
    case 'invalid_value':
      return { code: 'notAllowed' };
    default:
      return INVALID;
  }
}

/** A zod failure as FieldErrors, in the order zod found the issues (an object's fields in the order it declares them). */
export function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    // An object with keys it does not know: each such key is a value that should not be there.
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) addIssue(errors, [...(issue.path as Path), key], INVALID);
    else addIssue(errors, issue.path as Path, domainIssue(issue));
  }
  return errors;
}

/**
 * Checks `input` against `schema` and adds its issues to `errors`, after those already there (a form reports its
 * fields in its own order, some checked here, some against the database): the parsed value, or undefined.
 */
export function collect<S extends z.ZodType>(schema: S, input: unknown, errors: FieldErrors): z.output<S> | undefined {
  // reportInput: a missing value (required) is told from a wrong one (invalid) by the input zod saw.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  for (const [key, issues] of Object.entries(errorsOf(result.error))) (errors[key] ??= []).push(...issues);
  return undefined;
}

/** The parsed input, or the domain's `invalid` answer with every issue by its path. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): { kind: 'ok'; value: z.output<S> } | Invalid {
  const errors: FieldErrors = {};
  const value = collect(schema, input, errors);
  return value === undefined && Object.keys(errors).length ? { kind: 'invalid', errors } : { kind: 'ok', value: value as z.output<S> };
}
