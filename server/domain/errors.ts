// Expected failures of input, as codes. The domain never words a message: the REST shim words them in document 4's
// English (server/rest/messages.ts) and GraphQL in the spec's Dutch (server/graphql/errors/messages.ts), each from
// one table. Field names are the domain's (camelCase); each interface spells them its own way. An issue of a nested
// input is addressed by its path, the segments joined by dots (`rows.17.email`, ./validation.ts).
import { CHARACTERS, isStorableText } from './text.ts';
import type { FormulaIssue } from '../../shared/markup/check.ts';

export type Issue =
  /** Missing or empty. */
  | { code: 'required' }
  /** Not an e-mail address. */
  | { code: 'email' }
  /** Longer than the field allows. */
  | { code: 'tooLong'; max: number }
  /** A list with more entries than allowed. */
  | { code: 'tooMany'; max: number }
  | { code: 'passwordLength'; min: number; max: number }
  /** Not one of the product's courses. */
  | { code: 'unknownCourse' }
  /** Not one of the product's grades (Havo 4, ...). */
  | { code: 'unknownGrade' }
  /** A publisher-licence teacher must name at least one class. */
  | { code: 'chooseClass' }
  /** A student must choose at least one group. */
  | { code: 'chooseGroup' }
  /** An id that names no record the user may use. */
  | { code: 'unknownId' }
  /** The user holds no licence with groups. */
  | { code: 'noGroupLicense' }
  /** Already in use (a group name in its licence). */
  | { code: 'taken' }
  /** The sign-on provider's user info lacks this claim. */
  | { code: 'missingClaim' }
  /** The sign-on provider did not accept the access token. */
  | { code: 'unresolvedUser' }
  /** Too many messages in a short time; try again after `seconds`. */
  | { code: 'rateLimited'; seconds: number }
  /** A licence has sent the invitations it may send in 24 hours (`max`); more after `seconds`. */
  | { code: 'invitationLimit'; max: number; seconds: number }
  /** Not one of the allowed values. */
  | { code: 'notAllowed' }
  /** The wrong type or shape (a number where text belongs, ...). */
  | { code: 'invalid' }
  /** Text with a character no field can store: a NUL or half a surrogate pair (server/domain/text.ts). */
  | { code: 'characters' }
  /** Markup with a formula students would not see drawn (shared/markup/check.ts; worded there, once). */
  | FormulaIssue;

export type IssueCode = Issue['code'];

/** Issues by the path of the value they are about: a field name, or `sections.2.tips.0.text` (./validation.ts). */
export type FieldErrors = Record<string, Issue[]>;

/** Object keys and list positions from an input's root to a value. */
export type Path = readonly (string | number)[];

/** The FieldErrors key of a path: `['rows', 17, 'email']` → `rows.17.email`. */
export const pathKey = (path: Path): string => path.join('.');

export interface Invalid {
  kind: 'invalid';
  errors: FieldErrors;
}

export const invalid = (errors: FieldErrors): Invalid => ({ kind: 'invalid', errors });

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

export const REQUIRED: Issue = { code: 'required' };

/**
 * Text that is required (non-blank after trimming), at most `max` characters and storable (./text.ts): the issue, or
 * null. The interfaces refuse unstorable text before a domain function runs; this holds for every other way in (a
 * multipart field, a sign-on provider's claims).
 */
export function textIssue(value: string | null | undefined, max: number, required: boolean): Issue | null {
  const text = value ?? '';
  if (required && !text.trim()) return REQUIRED;
  if (text.length > max) return { code: 'tooLong', max };
  if (!isStorableText(text)) return CHARACTERS;
  return null;
}

/** Adds an issue for a field, or for the value at a path, when there is one. */
export function addIssue(errors: FieldErrors, field: string | Path, issue: Issue | null): void {
  if (issue) (errors[typeof field === 'string' ? field : pathKey(field)] ??= []).push(issue);
}
