// 'Schooljaar overzetten' (issue 47, 'Beyond the spec' 2): the preview of a licence's rollover into the next school
// year and the rollover itself. Resolvers decode ids, call server/domain/admin/rollover.ts and word its answers; the
// Dutch words are this file's. Admins only.
import { builder } from '../builder.ts';
import { previewRollover, rolloverLicense, type GroupChange, type RolloverPlan } from '../../domain/admin/rollover.ts';
import { ErrorInterface, ForbiddenError, NotFoundError } from '../errors/types.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { idOf } from '../ids.ts';

const longDate = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

export const ROLLOVER_MESSAGES = {
  trial: 'Een proeflicentie wordt niet naar een nieuw schooljaar overgezet.',
  notDue: (end: Date) => `Deze licentie loopt al tot ${longDate.format(end)}: ze is al naar het nieuwe schooljaar overgezet.`,
  changed: 'De licentie is gewijzigd sinds dit overzicht. Bekijk het overzicht opnieuw en bevestig dan.',
  stays: {
    noGrade: 'Geen leerjaar in de naam herkend: blijft zo',
    ambiguous: 'Meer dan één leerjaar in de naam: blijft zo',
    gradeOutOfRange: 'Dit leerjaar bestaat niet in dit niveau: blijft zo',
    left: 'Oud-leerlingen van een eerder jaar: blijft zo',
    taken: 'De nieuwe naam heeft al een andere klas/groep: blijft zo',
  },
} as const;

export class RolloverRefusedError extends Error {}
builder.objectType(RolloverRefusedError, {
  name: 'RolloverRefusedError',
  description: 'This licence is not rolled over: a trial, or it already runs into the next school year.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

export class LicenseChangedError extends Error {
  constructor() {
    super(ROLLOVER_MESSAGES.changed);
  }
}
builder.objectType(LicenseChangedError, {
  name: 'LicenseChangedError',
  description: 'The licence, its groups or seats changed since the preview: nothing was done.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

const GroupChangeKind = builder.enumType('RolloverGroupChange', {
  description: 'up: a grade up; leaver: its students leave (renamed, their seats hidden); stays: left as it is.',
  values: ['up', 'leaver', 'stays'] as const,
});

const RolloverGroup = builder.objectRef<GroupChange>('RolloverGroup').implement({
  fields: (t) => ({
    groupId: t.id({ resolve: (c) => c.groupId, description: 'The database id of the group.' }),
    name: t.exposeString('name', { description: 'Its name now.' }),
    newName: t.string({ nullable: true, description: 'Its name after the rollover; null when it stays.', resolve: (c) => (c.kind === 'stays' ? null : c.newName) }),
    change: t.field({ type: GroupChangeKind, resolve: (c) => c.kind }),
    hiddenSeats: t.int({ description: 'Student seats hidden (a leavers’ group).', resolve: (c) => (c.kind === 'leaver' ? c.hiddenSeats : 0) }),
    note: t.string({ nullable: true, description: 'Why it stays as it is.', resolve: (c) => (c.kind === 'stays' ? ROLLOVER_MESSAGES.stays[c.reason] : null) }),
  }),
});

const RolloverPreview = builder.objectRef<RolloverPlan>('LicenseRolloverPreview').implement({
  description: 'What rolling the licence over into the next school year changes; confirm with rolloverLicense(fingerprint).',
  fields: (t) => ({
    schoolYear: t.exposeString('schoolYear', { description: "The new school year: '2027-2028'." }),
    leaversYear: t.exposeString('leaversYear', { description: 'The school year the leavers leave after.' }),
    beginBefore: t.field({ type: 'Date', resolve: (p) => p.before.begin }),
    endBefore: t.field({ type: 'Date', resolve: (p) => p.before.end }),
    begin: t.field({ type: 'Date', resolve: (p) => p.after.begin }),
    end: t.field({ type: 'Date', resolve: (p) => p.after.end }),
    groups: t.field({ type: [RolloverGroup], resolve: (p) => p.groups }),
    hiddenSeats: t.int({ resolve: (p) => p.hiddenSeatIds.length }),
    movedPrivileges: t.exposeInt('movedPrivileges', { description: 'Seat privileges whose end becomes the new end.' }),
    fingerprint: t.exposeString('fingerprint', { description: 'The licence as previewed: the rollover is refused once it changed.' }),
  }),
});

function refusal(result: { kind: string; end?: Date }): never {
  if (result.kind === 'trial') throw new RolloverRefusedError(ROLLOVER_MESSAGES.trial);
  if (result.kind === 'not-due') throw new RolloverRefusedError(ROLLOVER_MESSAGES.notDue(result.end!));
  if (result.kind === 'changed') throw new LicenseChangedError();
  unlessRefused(result);
  throw new Error(`rollover: unexpected answer ${result.kind}`);
}

builder.queryField('adminLicenseRollover', (t) =>
  t.field({
    type: RolloverPreview,
    description: 'The preview of rolling a licence over into the next school year (dates, groups, hidden seats, moved privileges). Admins only.',
    authScopes: { area: 'adminOnly' },
    args: { id: t.arg.id({ required: true, description: 'The global id of the licence.' }) },
    errors: { types: [RolloverRefusedError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const licenseId = idOf(args.id, 'License');
      if (licenseId === undefined) throw new NotFoundError();
      const result = await previewRollover(ctx, { licenseId });
      return result.kind === 'ok' ? result.plan : refusal(result);
    },
  }),
);

const RolloverSuccess = builder.objectRef<{ licenseId: number; repeated: boolean; renamedGroups: number; hiddenSeats: number; movedPrivileges: number }>('RolloverLicenseSuccess').implement({
  fields: (t) => ({
    license: t.prismaField({ type: 'License', resolve: (query, p, _a, ctx) => ctx.db.license.findUniqueOrThrow({ ...query, where: { id: p.licenseId } }) }),
    repeated: t.exposeBoolean('repeated', { description: 'true: this preview had been carried out already (a double submission); nothing more was done.' }),
    renamedGroups: t.exposeInt('renamedGroups'),
    hiddenSeats: t.exposeInt('hiddenSeats'),
    movedPrivileges: t.exposeInt('movedPrivileges'),
  }),
});

builder.mutationField('rolloverLicense', (t) =>
  t.field({
    type: RolloverSuccess,
    description: 'Rolls a licence over into the next school year as its preview (`fingerprint`) showed, in one transaction. Admins only.',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The global id of the licence.' }),
      fingerprint: t.arg.string({ required: true, description: 'The preview’s fingerprint.' }),
    },
    errors: { types: [LicenseChangedError, RolloverRefusedError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const licenseId = idOf(args.id, 'License');
      if (licenseId === undefined) throw new NotFoundError();
      const result = await rolloverLicense(ctx, { licenseId, fingerprint: args.fingerprint.slice(0, 200) });
      return result.kind === 'ok' ? result : refusal(result);
    },
  }),
);
