// The back-office's licences (issue 47): the admin-only list and licence screen (/admin/licenses…), and the mutations
// behind its tabs — the licence's fields, making a licence, deleting an unused seat, adding students, showing and
// hiding seats, renaming a group. Resolvers decode ids, call one domain command each (server/domain/admin/licenses.ts,
// server/domain/licensing/) and map its answer onto typed errors; the Dutch words are this file's.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import {
  addStudents,
  ADMIN_LICENSE_ORDER,
  createLicense,
  defaultLicensePeriod,
  KNOWN_LICENSE_TYPES,
  deleteSeat,
  isKnownLicenseType,
  isLicenseExpired,
  licenseSearchWhere,
  LICENSE_PAGE,
  mayAdministerLicenses,
  updateLicense,
} from '../../domain/admin/licenses.ts';
import { setSeatsVisible, SEATS_PER_VISIBILITY_CHANGE } from '../../domain/licensing/seats.ts';
import { renameGroup } from '../../domain/licensing/groups.ts';
import { SEAT_ORDER } from '../../domain/licensing/overview.ts';
import type { Issue } from '../../domain/errors.ts';
import { ErrorInterface, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { issueText } from '../errors/messages.ts';
import { idOf } from '../ids.ts';

const adminOnly = { area: 'adminOnly' } as const;

/** The licence screens' words (document 3 §5, §8). */
export const LICENSE_MESSAGES = {
  chooseStreams: 'Selecteer één of meerdere vakken',
  chooseGroup: 'Kies/creëer een klas/groep',
  invalidCount: 'Ongeldig aantal',
  endBeforeBegin: 'Het einde ligt voor het begin',
  managerFields: 'Alleen een beheerder wijzigt het type, de periode en actief',
  seatInUse: 'Licentiegebruiker verwijderen is mislukt: alleen een licentiegebruiker zonder gebruiker en zonder e-mailadres kan worden verwijderd.',
  groupTaken: 'Deze naam heeft een andere klas/groep van deze licentie al',
} as const;

/** The licence screens' wording of a field's issue; the rest as every form words it. */
function licenseIssueText(field: string, issue: Issue): string {
  if (field === 'streamIds' || field === 'streams') return LICENSE_MESSAGES.chooseStreams;
  if (field === 'group') return LICENSE_MESSAGES.chooseGroup;
  if (field === 'count') return LICENSE_MESSAGES.invalidCount;
  if (field === 'end' && issue.code === 'notAllowed') return LICENSE_MESSAGES.endBeforeBegin;
  if (['type', 'begin', 'isActive'].includes(field) && issue.code === 'notAllowed') return LICENSE_MESSAGES.managerFields;
  if (field === 'name' && issue.code === 'taken') return LICENSE_MESSAGES.groupTaken;
  return issueText(field, issue);
}

builder.prismaObjectFields('License', (t) => ({
  urlId: t.string({ description: 'The id in the back-office address /admin/licenses/{urlId}.', select: { id: true }, resolve: (l, _a, ctx) => ctx.ids.encode(l.id) }),
  expired: t.boolean({ description: "'VERLOPEN': its end is before today (Europe/Amsterdam).", select: { end: true }, resolve: (l, _a, ctx) => isLicenseExpired(l, ctx.now) }),
  knownType: t.boolean({ description: "false: a type the product does not know ('onbekend type').", select: { type: true }, resolve: (l) => isKnownLicenseType(l.type) }),
  seatCount: t.int({ description: 'How many seats it has.', select: { _count: { select: { seats: true } } }, resolve: (l) => l._count.seats }),
  adminSeats: t.prismaField({
    type: ['Seat'],
    nullable: true,
    description: `Its seats, teachers first, at most ${SEATS_PER_VISIBILITY_CHANGE}, for the back-office; null for anyone but an admin.`,
    resolve: async (query, l, _a, ctx) =>
      mayAdministerLicenses(await ctx.actor.access()) ? ctx.db.seat.findMany({ ...query, where: { licenseId: l.id }, orderBy: SEAT_ORDER, take: SEATS_PER_VISIBILITY_CHANGE }) : null,
  }),
}));

builder.prismaObjectFields('Seat', (t) => ({
  urlId: t.string({ description: 'The id in the back-office address /admin/licenses/{license}/{urlId}.', select: { id: true }, resolve: (s, _a, ctx) => ctx.ids.encode(s.id) }),
}));

builder.prismaObjectFields('Group', (t) => ({
  seatCount: t.int({ description: 'How many seats are in it.', select: { _count: { select: { seats: true } } }, resolve: (g) => g._count.seats }),
}));

builder.queryField('adminLicenses', (t) =>
  t.prismaConnection({
    type: 'License',
    cursor: 'id',
    defaultSize: LICENSE_PAGE,
    maxSize: 100,
    nullable: true,
    description: "Every licence, the newest first; `search` matches the description, type, school id or a seat's e-mail address. Admins only.",
    authScopes: adminOnly,
    args: { search: t.arg.string({ required: false }) },
    resolve: (query, _root, args, ctx) => ctx.db.license.findMany({ ...query, where: licenseSearchWhere(args.search), orderBy: ADMIN_LICENSE_ORDER }),
  }),
);

builder.queryField('adminLicenseByUrlId', (t) =>
  t.prismaField({
    type: 'License',
    nullable: true,
    description: 'One licence by the id of its back-office address; null when there is none. Admins only.',
    authScopes: adminOnly,
    args: { urlId: t.arg.string({ required: true }) },
    resolve: (query, _root, { urlId }, ctx) => {
      const id = ctx.ids.decode(urlId);
      return id === undefined ? null : ctx.db.license.findUnique({ ...query, where: { id } });
    },
  }),
);

const LicenseDefaults = builder.objectRef<{ begin: Date; end: Date }>('LicenseDefaults').implement({
  description: 'A new licence’s period: today until the next 1 August (document 4 §14); the types the product knows.',
  fields: (t) => ({
    begin: t.expose('begin', { type: 'Date' }),
    end: t.expose('end', { type: 'Date' }),
    types: t.stringList({ description: "The licence types the product knows (the forms suggest them; another shows 'onbekend type').", resolve: () => [...KNOWN_LICENSE_TYPES] }),
  }),
});

builder.queryField('adminLicenseDefaults', (t) =>
  t.field({ type: LicenseDefaults, nullable: true, authScopes: adminOnly, description: 'The create form’s default period. Admins only.', resolve: (_r, _a, ctx) => defaultLicensePeriod(ctx.now) }),
);

const LicenseSuccess = (name: string) =>
  builder.objectRef<{ licenseId: number }>(name).implement({
    fields: (t) => ({ license: t.prismaField({ type: 'License', resolve: (query, p, _a, ctx) => ctx.db.license.findUniqueOrThrow({ ...query, where: { id: p.licenseId } }) }) }),
  });

const UpdateLicenseSuccess = LicenseSuccess('UpdateLicenseSuccess');
const CreateLicenseSuccess = LicenseSuccess('CreateLicenseSuccess');

builder.mutationField('updateLicense', (t) =>
  t.field({
    type: UpdateLicenseSuccess,
    description:
      "Saves a licence's type, period, 'actief' and description. A type that is no longer a trial turns every 'beperkt X' privilege into 'X'; a new end becomes every seat privilege's end; one transaction. Admins; a licence manager only the description of their licence.",
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The global id of the licence.' }),
      type: t.arg.string({ required: true }),
      begin: t.arg({ type: 'Date', required: true }),
      end: t.arg({ type: 'Date', required: true }),
      isActive: t.arg.boolean({ required: false }),
      description: t.arg.string({ required: false, description: 'Blank clears it.' }),
    },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const licenseId = idOf(args.id, 'License');
      if (licenseId === undefined) throw new NotFoundError();
      const result = unlessRefused(
        await updateLicense(ctx, { licenseId, type: args.type, begin: args.begin, end: args.end, isActive: args.isActive, description: args.description ?? undefined }),
        licenseIssueText,
      );
      return { licenseId: result.licenseId };
    },
  }),
);

builder.mutationField('createLicense', (t) =>
  t.field({
    type: CreateLicenseSuccess,
    description: 'Makes a licence without seats; begin defaults to today, end to the next 1 August. Admins only.',
    authScopes: { signedIn: true },
    args: {
      type: t.arg.string({ required: true }),
      begin: t.arg({ type: 'Date', required: false }),
      end: t.arg({ type: 'Date', required: false }),
      description: t.arg.string({ required: false }),
    },
    errors: { types: [ValidationError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const result = unlessRefused(await createLicense(ctx, { type: args.type, begin: args.begin, end: args.end, description: args.description }), licenseIssueText);
      return { licenseId: result.licenseId };
    },
  }),
);

export class SeatInUseError extends Error {
  constructor() {
    super(LICENSE_MESSAGES.seatInUse);
  }
}
builder.objectType(SeatInUseError, {
  name: 'SeatInUseError',
  description: 'The seat has a user or an e-mail address: it stays.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

const DeleteSeatSuccess = builder.objectRef<{ seatId: number; licenseId: number }>('DeleteLicenseSeatSuccess').implement({
  fields: (t) => ({
    deletedSeatId: t.id({ description: 'The global id the seat had.', resolve: (p) => encodeGlobalID('Seat', p.seatId) }),
    license: t.prismaField({ type: 'License', resolve: (query, p, _a, ctx) => ctx.db.license.findUniqueOrThrow({ ...query, where: { id: p.licenseId } }) }),
  }),
});

builder.mutationField('deleteLicenseSeat', (t) =>
  t.field({
    type: DeleteSeatSuccess,
    description: 'Deletes a seat with no user and no e-mail address, with its group links and privileges. Admins and the licence’s managers.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The global id of the seat.' }) },
    errors: { types: [SeatInUseError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const seatId = idOf(args.id, 'Seat');
      if (seatId === undefined) throw new NotFoundError();
      const result = await deleteSeat(ctx, { seatId });
      if (result.kind === 'in-use') throw new SeatInUseError();
      if (result.kind === 'not-in-license') throw new NotFoundError();
      const ok = unlessRefused(result);
      return { seatId: ok.seatId, licenseId: ok.licenseId };
    },
  }),
);

const AddStudentsSuccess = builder.objectRef<{ licenseId: number; seatIds: number[] }>('AddStudentsSuccess').implement({
  fields: (t) => ({
    added: t.int({ resolve: (p) => p.seatIds.length }),
    license: t.prismaField({ type: 'License', resolve: (query, p, _a, ctx) => ctx.db.license.findUniqueOrThrow({ ...query, where: { id: p.licenseId } }) }),
  }),
});

builder.mutationField('addStudents', (t) =>
  t.field({
    type: AddStudentsSuccess,
    description:
      "'Leerlingen toevoegen': `count` empty student seats in a group of the licence (made when new), with 'oefensets uitvoeren' on each stream for the licence's period. Admins and the licence’s managers.",
    authScopes: { signedIn: true },
    args: {
      licenseId: t.arg.id({ required: true, description: 'The global id of the licence.' }),
      group: t.arg.string({ required: true, description: 'The name of an existing group of the licence, or of a new one.' }),
      streamIds: t.arg.idList({ required: true, description: 'Global ids of streams.' }),
      count: t.arg.int({ required: true }),
    },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const licenseId = idOf(args.licenseId, 'License');
      if (licenseId === undefined) throw new NotFoundError();
      const streamIds = args.streamIds.map((id) => idOf(String(id), 'Stream') ?? 0);
      const result = unlessRefused(await addStudents(ctx, { licenseId, group: args.group, streamIds, count: args.count }), licenseIssueText);
      return { licenseId, seatIds: result.seatIds };
    },
  }),
);

const SetSeatsVisibleSuccess = builder.objectRef<{ seatIds: number[] }>('SetSeatsVisibleSuccess').implement({
  fields: (t) => ({ seats: t.prismaField({ type: ['Seat'], resolve: (query, p, _a, ctx) => ctx.db.seat.findMany({ ...query, where: { id: { in: p.seatIds } }, orderBy: { id: 'asc' } }) }) }),
});

builder.mutationField('setSeatsVisible', (t) =>
  t.field({
    type: SetSeatsVisibleSuccess,
    description: `Shows or hides seats in bulk (at most ${SEATS_PER_VISIBILITY_CHANGE}), all or none: every seat must be of a licence the viewer manages.`,
    authScopes: { signedIn: true },
    args: { seatIds: t.arg.idList({ required: true, description: 'Global ids of seats.' }), visible: t.arg.boolean({ required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (_root, args, ctx) => {
      const seatIds = args.seatIds.map((id) => idOf(String(id), 'Seat') ?? 0);
      const result = unlessRefused(await setSeatsVisible(ctx, { seatIds, visible: args.visible }));
      return { seatIds: result.seatIds };
    },
  }),
);

const RenameGroupSuccess = builder.objectRef<{ groupId: number }>('RenameLicenseGroupSuccess').implement({
  fields: (t) => ({ group: t.prismaField({ type: 'Group', resolve: (query, p, _a, ctx) => ctx.db.group.findUniqueOrThrow({ ...query, where: { id: p.groupId } }) }) }),
});

builder.mutationField('renameLicenseGroup', (t) =>
  t.field({
    type: RenameGroupSuccess,
    description: 'Renames a class/group; the name is unique within its licence. Admins and the licence’s managers.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The global id of the group.' }), name: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const groupId = idOf(args.id, 'Group');
      if (groupId === undefined) throw new NotFoundError();
      const result = unlessRefused(await renameGroup(ctx, { groupId, name: args.name }), licenseIssueText);
      return { groupId: result.group.id };
    },
  }),
);
