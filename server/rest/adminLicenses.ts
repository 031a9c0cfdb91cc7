// The licence routes document 4 §12 lists that /licenties did not need (issue 47): PUT /api/licenses/{l} with its
// privilege side effects, DELETE /api/licenses/{l}/{seat} for a seat with no user and no e-mail, and POST
// /api/create-leerlingen. Signed in (401); the licence rules of server/domain/licensing/access.ts decide the rest —
// admins every licence, a licence manager only theirs (404 for a licence they hold no seat in, 403 otherwise). The
// rules are server/domain/admin/licenses.ts's, shared with GraphQL.
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import { createStudents, deleteSeat, LICENSE_DESCRIPTION_MAX, LICENSE_TYPE_MAX, STUDENTS_PER_REQUEST_MAX, updateLicense } from '../domain/admin/licenses.ts';
import { GROUP_NAME_MAX } from '../domain/licensing/groups.ts';
import { SEAT_EMAIL_MAX, SEAT_NAME_MAX } from '../domain/licensing/seats.ts';
import { DayField, emptyAnswer, idField, idParam, isRefusal, sendRefusal, signedIn, type RestApp } from './context.ts';
import { LicenseJson, licenseJson, MessageJson, SeatJson, seatJson, ValidationErrorJson, EmptyJson } from './json.ts';

/** The Dutch refusal of a seat that is in use (document 3 §8 'Licentiegebruiker verwijderen is mislukt: …'). */
export const SEAT_IN_USE_MESSAGE = 'Licentiegebruiker verwijderen is mislukt: alleen een licentiegebruiker zonder gebruiker en zonder e-mailadres kan worden verwijderd.';

const Deny = { 401: MessageJson, 403: MessageJson, 404: MessageJson };

export function adminLicenseRoutes(app: RestApp, services: Services): void {
  const { ids, prisma } = services;
  const id = idParam(ids);

  app.put(
    '/licenses/:license',
    {
      preValidation: signedIn,
      schema: {
        params: z.object({ license: id.describe('The licence') }),
        body: z
          .object({
            type: z.string().max(LICENSE_TYPE_MAX),
            begin: DayField,
            end: DayField,
            is_active: z
              .union([z.number().int().min(0).max(1), z.boolean()])
              .nullable()
              .optional(),
            description: z.string().max(LICENSE_DESCRIPTION_MAX).nullable().optional(),
          })
          .describe(
            "A new type that is not a trial ('proeflicentie…') turns every 'beperkt X' privilege of the licence's seats into 'X'; a new end becomes every seat privilege's end; one transaction. A licence manager may change only the description (422 otherwise).",
          ),
        response: { 200: LicenseJson, ...Deny, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await updateLicense(request.ctx, {
        licenseId: request.params.license,
        type: body.type,
        begin: body.begin,
        end: body.end,
        isActive: body.is_active === null || body.is_active === undefined ? undefined : !!body.is_active,
        description: body.description,
      });
      if (isRefusal(result)) return sendRefusal(reply, result, (errors) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === 'isActive' ? 'is_active' : k, v])));
      const license = await prisma.license.findUniqueOrThrow({ where: { id: result.licenseId }, include: { groups: { orderBy: { name: 'asc' } } } });
      return licenseJson(ids, license);
    },
  );

  app.delete(
    '/licenses/:license/:seat',
    {
      preValidation: signedIn,
      schema: {
        params: z.object({ license: id.describe('The licence'), seat: id.describe('A seat of the licence with no user and no e-mail address') }),
        response: { 200: z.object({ status: z.literal('ok'), message: z.string() }), 400: EmptyJson, ...Deny, 409: MessageJson },
      },
    },
    async (request, reply) => {
      const result = await deleteSeat(request.ctx, { seatId: request.params.seat, licenseId: request.params.license });
      if (result.kind === 'not-in-license') return emptyAnswer(reply, 400);
      if (result.kind === 'in-use') return reply.status(409).send({ message: SEAT_IN_USE_MESSAGE });
      if (isRefusal(result)) return sendRefusal(reply, result);
      return { status: 'ok' as const, message: `deleted seat #${ids.encode(result.seatId)}` };
    },
  );

  const StudentBody = z.object({
    seats: z
      .array(
        z.object({
          license_id: idField(ids),
          group: z.string().max(GROUP_NAME_MAX),
          streams: z.array(idField(ids)).max(50),
          email: z.string().max(SEAT_EMAIL_MAX).nullable().optional(),
          first_name: z.string().max(SEAT_NAME_MAX).nullable().optional(),
          last_name: z.string().max(SEAT_NAME_MAX).nullable().optional(),
        }),
      )
      .min(1)
      .max(STUDENTS_PER_REQUEST_MAX),
  });

  app.post(
    '/create-leerlingen',
    {
      preValidation: signedIn,
      schema: {
        body: StudentBody.describe(
          "All or nothing: each seat in the named group of its licence (made when new), with 'oefensets uitvoeren' per stream for the licence's period; every licence must be one the caller manages. An entry with an e-mail address and a first name is invited when the licence has a teacher seat.",
        ),
        response: { 200: z.array(SeatJson), ...Deny, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const result = await createStudents(request.ctx, {
        seats: request.body.seats.map((s) => ({ licenseId: s.license_id, group: s.group, streamIds: s.streams, email: s.email, firstName: s.first_name, lastName: s.last_name })),
      });
      if (isRefusal(result))
        return sendRefusal(reply, result, (errors) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/\.firstName$/, '.first_name').replace(/\.lastName$/, '.last_name'), v])));
      const seats = await prisma.seat.findMany({ where: { id: { in: result.seatIds } }, orderBy: { id: 'asc' } });
      return seats.map((seat) => seatJson(ids, seat));
    },
  );
}
