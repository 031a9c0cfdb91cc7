// Expected failures are typed errors in an XResult union; clients select `... on Error { message }`. Their words come
// from the one Dutch table (./messages.ts); the domain's field issues arrive as codes.
import { builder } from '../builder.ts';
import type { FieldErrors, Issue } from '../../domain/errors.ts';
import { wordingField } from '../../domain/validation.ts';
import { issueText, NL } from './messages.ts';

/** How a field's issue is worded: by default the one Dutch table; a form with its own sentences passes its own. */
export type IssueWording = (field: string, issue: Issue) => string;

export class ValidationError extends Error {
  /**
   * Messages by path: the whole path addresses the value (`sections.2.tips.0.text`), its last named segment picks the
   * wording (`text`), so a tip's text is worded as any text.
   */
  public fieldErrors: Record<string, string[]>;
  constructor(fieldErrors: FieldErrors, message: string = NL.checkFields, word: IssueWording = issueText) {
    super(message);
    this.fieldErrors = Object.fromEntries(Object.entries(fieldErrors).map(([path, issues]) => [path, issues.map((issue) => word(wordingField(path), issue))]));
  }
  /** How the argument text check (../inputText.ts) answers in a field's union that holds this error. */
  static fromFieldErrors(fieldErrors: FieldErrors): ValidationError {
    return fieldValidationError(fieldErrors);
  }
}
/** A validation error whose message is its first field's own sentence (a screen can show it as it is). */
export function fieldValidationError(errors: FieldErrors): ValidationError {
  const error = new ValidationError(errors);
  const first = Object.values(error.fieldErrors)[0]?.[0];
  if (first) error.message = first;
  return error;
}

export class InvalidCredentialsError extends Error {
  constructor() {
    super(NL.invalidCredentials);
  }
}
export class NotAuthorizedError extends Error {
  constructor() {
    super(NL.notAuthorized);
  }
}
/** The right credentials of an account an admin deactivated (issue 47). */
export class AccountDeactivatedError extends Error {
  constructor() {
    super(NL.accountDeactivated);
  }
}
export class ThrottledError extends Error {
  constructor(public retryAfterSeconds: number) {
    super(NL.throttled(retryAfterSeconds));
  }
}
export class InvalidTokenError extends Error {
  constructor() {
    super(NL.invalidResetToken);
  }
}
export class NotFoundError extends Error {
  constructor(message: string = NL.notFound) {
    super(message);
  }
}
export class ForbiddenError extends Error {
  constructor(message: string = NL.forbidden) {
    super(message);
  }
}
export class NoValidLicenseError extends Error {
  constructor() {
    super(NL.noValidLicense);
  }
}

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldError = builder.objectRef<{ field: string; messages: string[] }>('FieldError').implement({
  fields: (t) => ({
    field: t.exposeString('field', { description: "The value's path with dots: 'firstName', or 'sections.2.tips.0.text' in a nested input." }),
    path: t.stringList({
      description: "The same path as segments, list positions as digits: ['sections', '2', 'tips', '0', 'text'].",
      // Field names never hold a dot (server/domain/validation.ts), so the dotted key splits back into its segments.
      resolve: (e) => e.field.split('.'),
    }),
    messages: t.exposeStringList('messages'),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldError],
      resolve: (e) => Object.entries(e.fieldErrors).map(([field, messages]) => ({ field, messages })),
    }),
  }),
});

builder.objectType(ThrottledError, {
  name: 'ThrottledError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

for (const [cls, name] of [
  [InvalidCredentialsError, 'InvalidCredentialsError'],
  [NotAuthorizedError, 'NotAuthorizedError'],
  [AccountDeactivatedError, 'AccountDeactivatedError'],
  [InvalidTokenError, 'InvalidTokenError'],
  [NotFoundError, 'NotFoundError'],
  [ForbiddenError, 'ForbiddenError'],
  [NoValidLicenseError, 'NoValidLicenseError'],
] as const) {
  builder.objectType(cls as typeof Error, { name, interfaces: [ErrorInterface], fields: () => ({}) });
}
