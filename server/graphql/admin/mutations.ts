// The back-office's stream settings: saving the formula sheet (Formuleblad) of /admin/courses/{course}. The resolver
// decodes, calls the one domain command (server/domain/admin/backOffice.ts) and maps its answer.
import { builder } from '../builder.ts';
import { saveFormulaSheet } from '../../domain/admin/backOffice.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { idOf } from '../ids.ts';
import './types.ts';

const SaveFormulaSheetSuccess = builder.objectRef<{ streamId: number }>('SaveFormulaSheetSuccess').implement({
  fields: (t) => ({
    stream: t.prismaField({ type: 'Stream', resolve: (query, p, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: p.streamId } }) }),
  }),
});

builder.mutationField('saveFormulaSheet', (t) =>
  t.field({
    type: SaveFormulaSheetSuccess,
    description: "Saves a stream's formula sheet (markup; empty clears it), with its audit entry. Authors and admins.",
    authScopes: { signedIn: true },
    args: {
      streamId: t.arg.id({ required: true, description: 'The global id of the stream.' }),
      formulaSheet: t.arg.string({ required: false, description: 'The sheet in markup; null or blank clears it.' }),
    },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const streamId = idOf(args.streamId, 'Stream');
      if (streamId === undefined) throw new NotFoundError();
      const result = unlessRefused(await saveFormulaSheet(ctx, { streamId, formulaSheet: args.formulaSheet ?? null }));
      return { streamId: result.streamId };
    },
  }),
);
