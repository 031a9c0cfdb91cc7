// Licences and seats in document 4's shapes (§5, §12), and the invitation routes (§11, ./invitations.ts). Unlike the
// legacy API, a licence and its seats are for its managers ('licentie beheren') and admins only
// (server/domain/licensing/access.ts): a licence the caller holds no seat in answers 404, one they hold a seat in
// without managing it 403. Seat JSON never carries the invitation token.
import { z } from 'zod';
import type { Prisma } from '../db/generated/client.ts';
import { managedLicense } from '../domain/licensing/access.ts';
import { createDemoStudent } from '../domain/licensing/demoSeat.ts';
import { listedLicenses, SEAT_ORDER } from '../domain/licensing/overview.ts';
import { managedSeat, SEAT_EMAIL_MAX, SEAT_NAME_MAX, SEATS_PER_VISIBILITY_CHANGE, setSeatsVisible, updateSeat } from '../domain/licensing/seats.ts';
import { emptyAnswer, forbidden, idField, idParam, notFound, signedIn, validationError, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import {
  day,
  EmptyJson,
  Flag,
  GroupJson,
  groupJson,
  LicenseJson,
  licenseJson,
  MessageJson,
  PrivilegeJson,
  privilegeJson,
  SeatJson,
  seatJson,
  UserJson,
  userJson,
  ValidationErrorJson,
} from './json.ts';
import { LEGACY } from './messages.ts';
import { invitationRoutes } from './invitations.ts';

/** A licence in the list of a user who is not an admin (document 4 §12). */
const LicenseSummaryJson = z.object({ id: z.string(), type: z.string(), begin: z.string(), end: z.string(), is_active: z.boolean(), description: z.string().nullable() });

const SeatWithUserJson = SeatJson.extend({ user: UserJson.nullable() });
const SeatDetailJson = SeatWithUserJson.extend({ privileges: z.array(PrivilegeJson) });
const LicenseSeatJson = SeatDetailJson.extend({ groups: z.array(GroupJson) });
const LicenseWithSeatsJson = LicenseJson.extend({ seats: z.array(LicenseSeatJson) });

const seatInclude = {
  user: true,
  privileges: { orderBy: { id: 'asc' } },
  groups: { include: { group: true }, orderBy: { groupId: 'asc' } },
} as const satisfies Prisma.SeatInclude;

type SeatRow = Prisma.SeatGetPayload<{ include: typeof seatInclude }>;

const Deny = { 401: MessageJson, 403: MessageJson, 404: MessageJson };

export function licenseRoutes(app: RestApp, services: Services): void {
  const { ids, prisma } = services;
  const id = idParam(ids);
  const LicenseParams = z.object({ license: id.describe('The licence') });
  const SeatParams = LicenseParams.extend({ seat: id.describe('A seat of the licence') });

  const seatWithUser = (seat: Omit<SeatRow, 'groups' | 'privileges'>, viewerLink: string | null) => ({
    ...seatJson(ids, seat),
    user: seat.user ? userJson(ids, seat.user, viewerLink) : null,
  });
  const seatDetail = (seat: SeatRow, viewerLink: string | null) => ({ ...seatWithUser(seat, viewerLink), privileges: seat.privileges.map((p) => privilegeJson(ids, p)) });

  // The legacy client read the list with GET and POST alike.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/licenses',
      preValidation: signedIn,
      schema: {
        response: { 200: z.union([z.array(LicenseJson), z.array(LicenseSummaryJson)]).describe('Admins: every licence with its groups; others: the licences they hold a seat in'), 401: MessageJson },
      },
      handler: async (request) => {
        const user = request.ctx.actor.user!;
        const listed = await listedLicenses(prisma, user, request.ctx.now);
        if (listed.view === 'full') return listed.licenses.map((l) => licenseJson(ids, l));
        return listed.licenses.map((l) => ({ id: ids.encode(l.id), type: l.type, begin: day(l.begin)!, end: day(l.end)!, is_active: l.isActive, description: l.description }));
      },
    });
  }

  app.get('/licenses/:license', { preValidation: signedIn, schema: { params: LicenseParams, response: { 200: LicenseWithSeatsJson, ...Deny } } }, async (request, reply) => {
    const viewer = request.ctx.actor;
    const found = await managedLicense(prisma, viewer.user!, request.params.license, request.ctx.now);
    if (found.kind === 'not-found') return notFound(reply);
    if (found.kind === 'forbidden') return forbidden(reply);
    const license = await prisma.license.findUniqueOrThrow({
      where: { id: found.license.id },
      include: { groups: { orderBy: { name: 'asc' } }, seats: { orderBy: SEAT_ORDER, include: seatInclude } },
    });
    return {
      ...licenseJson(ids, license),
      seats: license.seats.map((seat) => ({ ...seatDetail(seat, viewer.user!.link), groups: seat.groups.map((g) => groupJson(ids, g.group)) })),
    };
  });

  app.get('/licenses/:license/:seat', { preValidation: signedIn, schema: { params: SeatParams, response: { 200: SeatDetailJson, 400: EmptyJson, ...Deny } } }, async (request, reply) => {
    const viewer = request.ctx.actor;
    const found = await managedSeat(prisma, viewer.user!, request.params.seat, request.ctx.now, request.params.license);
    if (found.kind === 'not-found') return notFound(reply);
    if (found.kind === 'forbidden') return forbidden(reply);
    if (found.kind === 'not-in-license') return emptyAnswer(reply, 400);
    const seat = await prisma.seat.findUniqueOrThrow({ where: { id: found.seat.id }, include: seatInclude });
    return seatDetail(seat, viewer.user!.link);
  });

  const SeatBody = z.object({
    user_id: idField(ids).nullable().optional().describe("null frees the seat of its user; the seat's own user changes nothing"),
    email: z.string().max(SEAT_EMAIL_MAX).nullable().optional(),
    first_name: z.string().max(SEAT_NAME_MAX).nullable().optional(),
    last_name: z.string().max(SEAT_NAME_MAX).nullable().optional(),
    is_active: Flag.optional(),
  });

  app.put(
    '/licenses/:license/:seat',
    {
      preValidation: signedIn,
      schema: {
        params: SeatParams,
        body: SeatBody.describe('Absent keys keep their value. A seat without a user that has an e-mail address and a first name after the save gets a new invitation by e-mail.'),
        response: { 200: SeatWithUserJson, 400: EmptyJson, ...Deny, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const viewer = request.ctx.actor;
      const body = request.body;
      const result = await updateSeat(request.ctx, {
        seatId: request.params.seat,
        licenseId: request.params.license,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        isActive: body.is_active,
        userId: body.user_id,
        // Legacy clients expect every save with an address and a first name to (re)send the invitation.
        resendInvitation: true,
      });
      switch (result.kind) {
        case 'not-found':
          return notFound(reply);
        case 'forbidden':
          return forbidden(reply);
        case 'not-in-license':
          return emptyAnswer(reply, 400);
        case 'invalid':
          return validationError(reply, result.errors);
        case 'ok': {
          const seat = await prisma.seat.findUniqueOrThrow({ where: { id: result.seatId }, include: { user: true } });
          return seatWithUser(seat, viewer.user!.link);
        }
      }
    },
  );

  app.post('/licenses/:license/demo-leerling', { preValidation: signedIn, schema: { params: LicenseParams, response: { 200: SeatJson, 201: SeatJson, ...Deny } } }, async (request, reply) => {
    const result = await createDemoStudent(request.ctx, { licenseId: request.params.license });
    switch (result.kind) {
      case 'not-found':
        return notFound(reply);
      case 'forbidden':
        return forbidden(reply);
      case 'publisher-license':
        return reply.status(403).send({ message: LEGACY.demoNotForPublisher });
      case 'ok': {
        const seat = await prisma.seat.findUniqueOrThrow({ where: { id: result.seatId } });
        // 201 for a new demo student; 200 for the one made before (one per manager and licence).
        return reply.status(result.created ? 201 : 200).send(seatJson(ids, seat));
      }
    }
  });

  const SeatsBody = z.object({ seats: z.array(idField(ids)).max(SEATS_PER_VISIBILITY_CHANGE).describe('Seats of licences the caller manages') });
  for (const [path, visible] of [
    ['/hide-seats', false],
    ['/show-seats', true],
  ] as const) {
    app.post(path, { preValidation: signedIn, schema: { body: SeatsBody, response: { 200: z.array(SeatJson), 401: MessageJson, 422: ValidationErrorJson } } }, async (request, reply) => {
      const result = await setSeatsVisible(request.ctx, { seatIds: request.body.seats, visible });
      if (result.kind === 'invalid') return validationError(reply, result.errors);
      const seats = await prisma.seat.findMany({ where: { id: { in: result.seatIds } }, orderBy: { id: 'asc' } });
      return seats.map((seat) => seatJson(ids, seat));
    });
  }

  invitationRoutes(app);
}
