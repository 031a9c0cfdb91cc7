// The licence overview (/licenties, document 2 §2.10): the viewer's licences, and for the licences they manage the
// seats (empty, invited, active), the expiry warning, the demo student and what each seat's privileges give. Every
// field asks the domain's rule (server/domain/licensing/): a licence's seats are null for whoever does not manage it.
import { builder } from '../builder.ts';
import { Viewer } from '../accounts/viewer.ts';
import { mayManageLicense } from '../../domain/licensing/access.ts';
import { licenseExpiry, managingSeatWhere } from '../../domain/licensing/expiry.ts';
import { allowsDemoStudents, isDemoSeat, LICENSE_OVERVIEW_ORDER, licensesOfUserWhere, licenseSeatsWhere, SEAT_ORDER, seatStatus, STREAM_PRIVILEGES } from '../../domain/licensing/overview.ts';
import { findDemoSeat } from '../../domain/licensing/demoSeat.ts';
import { expiryText } from '../errors/messages.ts';

const SEAT_PAGE = 50;

const SeatStatusEnum = builder.enumType('SeatStatus', {
  description: 'A seat’s place in its lifecycle (document 1 §4).',
  values: {
    empty: { description: 'Nobody invited yet.' },
    invited: { description: 'An e-mail address is set; no account is linked yet.' },
    active: { description: 'A user’s account is linked.' },
  } as const,
});

const LicenseExpiry = builder.objectRef<{ daysLeft: number; state: 'expired' | 'soon' }>('LicenseExpiry').implement({
  description: "The expiry warning of a licence for a viewer whose seat manages it ('licentie beheren'): fewer than 10 days left, or ended.",
  fields: (t) => ({
    daysLeft: t.exposeInt('daysLeft', { description: 'Negative when the licence has ended.' }),
    expired: t.boolean({ resolve: (e) => e.state === 'expired' }),
    text: t.string({ description: "'Je licentie verloopt morgen.' and the like.", resolve: (e) => expiryText(e.state, e.daysLeft) }),
  }),
});

const SeatStream = builder.objectRef<{ action: string; objectId: number; end: Date }>('SeatStream').implement({
  description: "What one of a seat's privileges gives in a stream (the column 'Opgaven').",
  fields: (t) => ({
    streamName: t.string({
      description: "The stream's course and level, e.g. 'Natuurkunde Havo'.",
      resolve: async (p, _a, ctx) => {
        const stream = (await ctx.actor.streams()).find((s) => s.id === p.objectId);
        return stream ? `${stream.courseName} ${stream.levelName}` : '';
      },
    }),
    action: t.exposeString('action', { description: "The privilege, e.g. 'oefensets uitvoeren'." }),
    end: t.expose('end', { type: 'Date', description: 'The first day it no longer applies.' }),
  }),
});

builder.prismaObjectFields('Seat', (t) => ({
  status: t.field({ type: SeatStatusEnum, select: { userId: true, email: true }, resolve: (s) => seatStatus(s) }),
  name: t.string({
    description: "The seat's own name, else its user's; empty for an empty seat.",
    select: { firstName: true, lastName: true, user: { select: { firstName: true, lastName: true } } },
    resolve: (s) => {
      const own = `${s.firstName ?? ''} ${s.lastName ?? ''}`.trim();
      return own || `${s.user?.firstName ?? ''} ${s.user?.lastName ?? ''}`.trim();
    },
  }),
  isDemo: t.boolean({ description: "A teacher's demo student.", select: { user: { select: { email: true } } }, resolve: (s) => isDemoSeat(s) }),
  isViewer: t.boolean({ description: "The viewer's own seat.", select: { userId: true }, resolve: (s, _a, ctx) => s.userId !== null && s.userId === ctx.actor.user?.id }),
  invitationExpiresAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'While invited: when the link mailed last stops working.',
    select: { userId: true, email: true, inviteExpiresAt: true },
    resolve: (s) => (seatStatus(s) === 'invited' ? s.inviteExpiresAt : null),
  }),
  invitationExpired: t.boolean({
    description: 'Invited, but the link mailed last has expired (or none was sent): save the seat to send a new one.',
    select: { userId: true, email: true, inviteExpiresAt: true },
    resolve: (s, _a, ctx) => seatStatus(s) === 'invited' && (!s.inviteExpiresAt || s.inviteExpiresAt <= ctx.now),
  }),
  streams: t.field({
    type: [SeatStream],
    description: "What the seat's active privileges give, per stream.",
    select: { privileges: STREAM_PRIVILEGES },
    resolve: (s) => s.privileges,
  }),
}));

builder.prismaObjectFields('License', (t) => ({
  canManage: t.boolean({
    description: "The viewer manages this licence ('licentie beheren' in force, or admin): they see and change its seats.",
    resolve: async (l, _a, ctx) => mayManageLicense(await ctx.actor.access(), l.id),
  }),
  allowsDemoStudents: t.boolean({ description: "Demo students can be made (every type but 'boom', the publisher's).", resolve: (l) => allowsDemoStudents(l) }),
  expiry: t.field({
    type: LicenseExpiry,
    nullable: true,
    description: "The expiry warning, for a viewer whose seat in it holds 'licentie beheren'; null otherwise or with 10 days or more left.",
    select: (_args, ctx) => ({ end: true, seats: { where: managingSeatWhere(ctx.actor.user?.id ?? 0), select: { id: true }, take: 1 } }),
    resolve: (l, _a, ctx) => (l.seats.length ? licenseExpiry(l.end, ctx.now) : null),
  }),
  myDemoStudent: t.prismaField({
    type: 'Seat',
    nullable: true,
    description: "The seat of the viewer's own demo student in this licence, for a manager.",
    resolve: async (query, l, _a, ctx) => {
      if (!mayManageLicense(await ctx.actor.access(), l.id)) return null;
      const demo = await findDemoSeat(ctx.db, l.id, ctx.actor.user?.link);
      return demo ? ctx.db.seat.findUnique({ ...query, where: { id: demo.id } }) : null;
    },
  }),
  seats: t.prismaConnection({
    type: 'Seat',
    cursor: 'id',
    nullable: true,
    defaultSize: SEAT_PAGE,
    maxSize: 100,
    description: 'The seats, teachers first; null unless the viewer manages the licence.',
    args: { onlyStudents: t.arg.boolean({ required: false, description: 'The compact view: only the students’ seats.' }) },
    // Judged before anything of the connection loads (a request for its totalCount alone included).
    authScopes: async (l, _a, ctx) => mayManageLicense(await ctx.actor.access(), l.id),
    unauthorizedResolver: () => null,
    totalCount: (l, args, ctx) => ctx.db.seat.count({ where: licenseSeatsWhere(l.id, !!(args as { onlyStudents?: boolean | null }).onlyStudents) }),
    resolve: (query, l, args, ctx) => ctx.db.seat.findMany({ ...query, where: licenseSeatsWhere(l.id, !!args.onlyStudents), orderBy: SEAT_ORDER }),
  }),
}));

builder.objectField(Viewer, 'licenses', (t) =>
  t.prismaField({
    type: ['License'],
    description: "The licences the viewer holds a seat in ('Licentieoverzicht'), the newest ending first.",
    resolve: (query, _v, _a, ctx) => (ctx.actor.user ? ctx.db.license.findMany({ ...query, where: licensesOfUserWhere(ctx.actor.user.id), orderBy: LICENSE_OVERVIEW_ORDER }) : []),
  }),
);
