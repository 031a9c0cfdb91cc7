// The Dutch texts of the sign-in and password screens (document 1 §2.2, §5, §8). The GraphQL API answers in Dutch;
// only a missing message needs a text of our own.
import { fieldErrorMap } from '../../components/ui/Field.tsx';

export const TEXT = {
  required: 'Dit veld is verplicht',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  unexpected: 'Er ging iets mis. Controleer je verbinding en probeer het opnieuw.',
} as const;

/** A server message, or a general one when there is none. */
export function dutch(message: string | null | undefined): string {
  return message || TEXT.unexpected;
}

/** A ValidationError's field messages by field name. */
export function dutchFieldErrors(list: readonly { field: string; messages: readonly string[] }[] | null | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fieldErrorMap(list)).map(([field, messages]) => [field, [...messages]]));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The client-side check of an e-mail field: null when fine. */
export function emailProblem(value: string): string | null {
  if (!value.trim()) return TEXT.required;
  if (!EMAIL.test(value.trim())) return TEXT.invalidEmail;
  return null;
}

/** The `next` search parameter when it is a path on this site (never another host), else '/'. */
export function localPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The text for a request that failed outright (no connection, time-out, signed out meanwhile, server fault). */
export function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (!message || /^Unexpected error/i.test(message) || /fetch|network/i.test(message)) return TEXT.unexpected;
  if (message === 'Ongeautoriseerd') return 'Je bent niet meer ingelogd. Log opnieuw in en probeer het nog eens.';
  return message;
}
