// A seat's privileges through the legacy back-office routes (document 4 §13, issue 47): POST
// /api/admin/licenses/{l}/{seat} adds one (action, object_type, object_id, begin and end all required → 201 the raw
// privilege row) and DELETE /api/admin/privileges/{p} removes one (204). Signed in (401); then the licence rules decide,
// as on /licenties: admins every seat, a licence manager only their licence's (404 for a licence they hold no seat in,
// 403 otherwise); a seat of another licence 400. The rules are server/domain/admin/seatPrivileges.ts's, shared with GraphQL.
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import { addSeatPrivilege, removeSeatPrivilege } from '../domain/admin/seatPrivileges.ts';
import { DayField, emptyAnswer, idField, idParam, isRefusal, sendRefusal, signedIn, type RestApp } from './context.ts';
import { EmptyJson, MessageJson, PrivilegeJson, privilegeJson, ValidationErrorJson } from './json.ts';

const Deny = { 401: MessageJson, 403: MessageJson, 404: MessageJson };

/** The raw privilege row: the Privilege with the seat it belongs to. */
const PrivilegeRowJson = PrivilegeJson.extend({ seat_id: z.string() });

/** The body's names → the domain's fields, for the 422's `errors`. */
const FIELD_NAMES: Record<string, string> = { objectType: 'object_type', objectId: 'object_id' };

export function adminSeatPrivilegeRoutes(app: RestApp, services: Services): void {
  const { ids, prisma } = services;
  const id = idParam(ids);

  app.post(
    '/admin/licenses/:license/:seat',
    {
      preValidation: signedIn,
      schema: {
        params: z.object({ license: id.describe('The licence'), seat: id.describe('A seat of the licence') }),
        body: z
          .object({
            action: z.string().max(255),
            object_type: z.enum(['license', 'group', 'stream', 'collection', 'question']),
            object_id: idField(ids),
            begin: DayField,
            end: DayField,
            actor_seat_id: z.string().max(20).nullable().optional().describe('Sent by the old back-office; not used.'),
          })
          .describe(
            "The object must be of the kind the action needs, the action one of the seat's role. A licence manager gets only the rule's period ('onbeperkt …' today to today + 7 days, others the licence's) and not the back-office's own actions.",
          ),
        response: { 201: PrivilegeRowJson, 400: EmptyJson, ...Deny, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await addSeatPrivilege(request.ctx, {
        seatId: request.params.seat,
        licenseId: request.params.license,
        action: body.action,
        objectType: body.object_type,
        objectId: body.object_id,
        begin: body.begin,
        end: body.end,
      });
      if (result.kind === 'not-in-license') return emptyAnswer(reply, 400);
      if (isRefusal(result)) return sendRefusal(reply, result, (errors) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [FIELD_NAMES[k] ?? k, v])));
      const row = await prisma.privilege.findUniqueOrThrow({ where: { id: result.privilegeId } });
      return reply.status(201).send({ ...privilegeJson(ids, row), seat_id: ids.encode(row.seatId) });
    },
  );

  app.delete(
    '/admin/privileges/:privilege',
    {
      preValidation: signedIn,
      schema: {
        params: z.object({ privilege: id.describe('A privilege of a seat') }),
        response: { 204: EmptyJson, ...Deny, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const result = await removeSeatPrivilege(request.ctx, { privilegeId: request.params.privilege });
      if (isRefusal(result)) return sendRefusal(reply, result);
      return emptyAnswer(reply, 204);
    },
  );
}
