// POST /api/admin/misc/answers/fix (document 4 §13): the legacy 'split multiple methods' command. The specification
// does not say what it does (server/domain/admin/splitMethods.ts), so an admin gets a refusal that says so and nothing
// is changed; any other role 403, a visitor 401. No GET: a command never runs on a read (document 4 §15).
import { splitMultipleMethods } from '../domain/admin/splitMethods.ts';
import { forbidden, signedIn, type RestApp } from './context.ts';
import { MessageJson } from './json.ts';

/** The refusal an admin reads (the back-office's Dutch: the button's only user is an admin in the web app). */
export const SPLIT_METHODS_UNAVAILABLE =
  'Oplossingsstrategieën splitsen is niet beschikbaar: er is niet vastgelegd hoe een stap met meerdere methodes herkend en in aparte oplossingsstrategieën verdeeld wordt. Er is niets gewijzigd.';

export function adminMiscRoutes(app: RestApp) {
  app.post(
    '/admin/misc/answers/fix',
    {
      preHandler: signedIn,
      schema: {
        summary: 'Split solution strategies that hold several methods (legacy ef:splitMultipleMethods). Not available: its rule is not specified; nothing is changed. Admins only',
        response: { 401: MessageJson, 403: MessageJson, 409: MessageJson.describe('The command is not available; nothing was changed') },
      },
    },
    async (request, reply) => {
      const result = await splitMultipleMethods(request.ctx);
      if (result.kind === 'forbidden') return forbidden(reply);
      return reply.status(409).send({ message: SPLIT_METHODS_UNAVAILABLE });
    },
  );
}
