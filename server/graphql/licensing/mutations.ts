// Changing a licence's seats from the overview: saving a seat (names, e-mail, 'Actief'; an invitation when it gets
// an address and a first name) and making the manager's demo student. Each resolver parses, calls one domain command
// (server/domain/licensing/) and maps its answer to XSuccess or a typed error.
import { builder } from '../builder.ts';
import { Viewer } from '../accounts/viewer.ts';
import { updateSeat } from '../../domain/licensing/seats.ts';
import { createDemoStudent } from '../../domain/licensing/demoSeat.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { idOf } from '../ids.ts';
import { refreshUser } from '../viewerState.ts';

const UpdateSeatInput = builder.inputType('UpdateSeatInput', {
  fields: (t) => ({
    seatId: t.id({ required: true }),
    firstName: t.string({ required: false, description: 'Absent: unchanged; null or empty: cleared.' }),
    lastName: t.string({ required: false }),
    email: t.string({ required: false, description: 'The address the invitation goes to while no account is linked.' }),
    isActive: t.boolean({ required: true, description: "'Actief'. Switching a seat off signs its user out everywhere." }),
    resendInvitation: t.boolean({ required: false, description: 'Send a new invitation although the last one is still valid.' }),
  }),
});

const UpdateSeatSuccess = builder.objectRef<{ seatId: number; invited: boolean }>('UpdateSeatSuccess').implement({
  fields: (t) => ({
    seat: t.prismaField({ type: 'Seat', resolve: (query, p, _a, ctx) => ctx.db.seat.findUniqueOrThrow({ ...query, where: { id: p.seatId } }) }),
    invitationSent: t.exposeBoolean('invited', { description: 'An invitation went to the seat’s address.' }),
  }),
});

builder.mutationField('updateSeat', (t) =>
  t.field({
    type: UpdateSeatSuccess,
    description:
      'Saves a seat of a licence the viewer manages. A seat without an account that has an e-mail address and a first name afterwards is invited by e-mail (when its address changed, it had no valid invitation, or resendInvitation).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateSeatInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, { input }, ctx) => {
      const seatId = idOf(input.seatId, 'Seat');
      if (seatId === undefined) throw new NotFoundError();
      const result = await updateSeat(ctx, {
        seatId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        isActive: input.isActive,
        resendInvitation: input.resendInvitation ?? false,
      });
      switch (result.kind) {
        case 'not-found':
        case 'not-in-license':
          throw new NotFoundError();
        case 'forbidden':
          throw new ForbiddenError(NL.notLicenseManager);
        case 'invalid':
          throw new ValidationError(result.errors);
        case 'ok':
          return { seatId: result.seatId, invited: result.invited };
      }
    },
  }),
);

const CreateDemoStudentSuccess = builder.objectRef<{ seatId: number; licenseId: number; created: boolean }>('CreateDemoStudentSuccess').implement({
  fields: (t) => ({
    seat: t.prismaField({ type: 'Seat', resolve: (query, p, _a, ctx) => ctx.db.seat.findUniqueOrThrow({ ...query, where: { id: p.seatId } }) }),
    license: t.prismaField({ type: 'License', resolve: (query, p, _a, ctx) => ctx.db.license.findUniqueOrThrow({ ...query, where: { id: p.licenseId } }) }),
    created: t.exposeBoolean('created', { description: 'false: the viewer had a demo student in this licence already; that one is answered.' }),
    viewer: t.field({ type: Viewer, description: 'The viewer, whose user menu now offers the switch.', resolve: () => ({}) }),
  }),
});

builder.mutationField('createDemoStudent', (t) =>
  t.field({
    type: CreateDemoStudentSuccess,
    description: "Makes the viewer's demo student in a licence they manage (not for a publisher licence); one per viewer and licence.",
    authScopes: { signedIn: true },
    args: { licenseId: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const licenseId = idOf(args.licenseId, 'License');
      if (licenseId === undefined) throw new NotFoundError();
      const result = await createDemoStudent(ctx, { licenseId });
      switch (result.kind) {
        case 'not-found':
          throw new NotFoundError();
        case 'forbidden':
          throw new ForbiddenError(NL.notLicenseManager);
        case 'publisher-license':
          throw new ForbiddenError(NL.demoNotForPublisher);
        case 'ok':
          // A manager without a link got one: the user menu must see it to offer the switch.
          if (!ctx.actor.user!.link) await refreshUser(ctx);
          return { seatId: result.seatId, licenseId, created: result.created };
      }
    },
  }),
);
