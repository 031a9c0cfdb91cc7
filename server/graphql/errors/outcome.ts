// The refusals most commands answer — not allowed, not found, invalid input — thrown as the typed errors a mutation
// lists (ForbiddenError, NotFoundError, ValidationError), so every mutation words them alike and its resolver handles
// only what is its own (a conflict, a record in use, the success).
import type { Invalid } from '../../domain/errors.ts';
import { ForbiddenError, NotFoundError, ValidationError, type IssueWording } from './types.ts';

type Refusal = { kind: 'forbidden' } | { kind: 'not-found' } | Invalid;

/** `result` unless it is a common refusal, which is thrown; `word` words a field's issues (the default: issueText). */
export function unlessRefused<R extends { kind: string }>(result: R, word?: IssueWording): Exclude<R, Refusal> {
  switch (result.kind) {
    case 'forbidden':
      throw new ForbiddenError();
    case 'not-found':
      throw new NotFoundError();
    case 'invalid':
      throw new ValidationError((result as unknown as Invalid).errors, undefined, word);
  }
  return result as Exclude<R, Refusal>;
}
