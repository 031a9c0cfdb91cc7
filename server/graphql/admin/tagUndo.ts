// 'Ongedaan maken' after a keyword merge or delete (issue 46): the mutation undoTagChange takes the undoUrlId the
// merge's or delete's TagChangeSuccess gave and answers the same success (the keyword put back, or the merge's target,
// and the stream's list after it). The rules are server/domain/admin/tagUndo.ts; this words its refusals.
import { builder } from '../builder.ts';
import { undoTagChange, type TagUndoConflict } from '../../domain/admin/tagUndo.ts';
import { ErrorInterface, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { TagSuccess } from './tags.ts';

/** The refusals' Dutch words, by why the state moved on. */
export const TAG_UNDO_MESSAGES: Record<TagUndoConflict, string> = {
  undone: 'Dit is al ongedaan gemaakt.',
  gone: 'Het trefwoord bestaat niet meer; ongedaan maken kan niet meer.',
  links: 'De vragen bij het trefwoord zijn intussen gewijzigd; ongedaan maken kan niet meer.',
};

export class TagUndoConflictError extends Error {
  constructor(public reason: TagUndoConflict) {
    super(TAG_UNDO_MESSAGES[reason]);
  }
}

const TagUndoConflictReason = builder.enumType('TagUndoConflictReason', {
  description: 'Why a keyword change can no longer be undone.',
  values: {
    undone: { description: 'It was undone already.' },
    gone: { description: "The merge's target keyword (or the stream) no longer exists." },
    links: { description: "The keyword's questions changed since: its links cannot be put back as they were." },
  } as const,
});

builder.objectType(TagUndoConflictError, {
  name: 'TagUndoConflictError',
  description: 'The keywords changed since the merge or delete: nothing was undone.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ reason: t.field({ type: TagUndoConflictReason, resolve: (e) => e.reason }) }),
});

builder.mutationField('undoTagChange', (t) =>
  t.field({
    type: TagSuccess,
    description:
      'Undoes a keyword merge or delete: the keyword(s) come back with their ids and exactly their question links, in one transaction, audited. Refused when the state moved on (a name taken again: ValidationError on name). Authors and admins.',
    authScopes: { signedIn: true },
    args: { undoUrlId: t.arg.id({ required: true, description: 'TagChangeSuccess.undoUrlId of the merge or delete.' }) },
    errors: { types: [TagUndoConflictError, ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      // An id that decodes to nothing names no entry (the domain still refuses a teacher first).
      const result = unlessRefused(await undoTagChange(ctx, { entryId: ctx.ids.decode(String(args.undoUrlId)) ?? 0 }));
      if (result.kind === 'conflict') throw new TagUndoConflictError(result.reason);
      return { streamId: result.streamId, tag: result.tag, mergedIds: [] };
    },
  }),
);
