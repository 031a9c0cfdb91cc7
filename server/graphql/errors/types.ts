// Expected failures are typed errors in a ...Result union; clients select `... on Error { message }`.
import { builder } from '../builder.ts';

/**
 * The domain answers some validations in the legacy API's English wording (document 4 keeps it on the REST wire);
 * GraphQL clients get every field message in Dutch.
 */
export function dutchMessage(message: string): string {
  if (/^The \w+ field is required\.$/.test(message) || message === 'Required') return 'Dit veld is verplicht';
  if (message === 'The email must be a valid email address.') return 'Vul een geldig e-mailadres in.';
  if (message === 'Failed to resolve user.') return 'De gebruiker kon niet worden opgehaald bij de uitgever.';
  return message;
}

export class ValidationError extends Error {
  public fieldErrors: Record<string, string[]>;
  constructor(fieldErrors: Record<string, string[]>, message = 'Controleer de velden.') {
    super(message);
    this.fieldErrors = Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(dutchMessage)]));
  }
}
export class InvalidCredentialsError extends Error {
  constructor() {
    super('De combinatie van gebruikersnaam en wachtwoord is onbekend.');
  }
}
export class NotAuthorizedError extends Error {
  constructor() {
    super('Dit account heeft geen geldige toegangsrechten.');
  }
}
export class ThrottledError extends Error {
  constructor(public retryAfterSeconds: number) {
    super(`Te veel inlogpogingen. Probeer het over ${retryAfterSeconds} seconden opnieuw.`);
  }
}
export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
  }
}
export class NotFoundError extends Error {
  constructor(message = 'Niet gevonden.') {
    super(message);
  }
}
export class ForbiddenError extends Error {
  constructor(message = 'Je hebt geen toegang.') {
    super(message);
  }
}
export class NoValidLicenseError extends Error {
  constructor() {
    super('Geen geldige licentie(s) gevonden');
  }
}

const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldError = builder.objectRef<{ field: string; messages: string[] }>('FieldError').implement({
  fields: (t) => ({ field: t.exposeString('field'), messages: t.exposeStringList('messages') }),
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
  [InvalidTokenError, 'InvalidTokenError'],
  [NotFoundError, 'NotFoundError'],
  [ForbiddenError, 'ForbiddenError'],
  [NoValidLicenseError, 'NoValidLicenseError'],
] as const) {
  builder.objectType(cls as typeof Error, { name, interfaces: [ErrorInterface], fields: () => ({}) });
}
