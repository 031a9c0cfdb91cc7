// The back-office's seat screen (/admin/licenses/{license}/{seat}, issue 47): Query.adminSeat (admins), the seat's
// privileges, the actions it may get, the objects an action can name (the searchable select), the seat user's
// activity, and the mutations addSeatPrivilege and removeSeatPrivilege. Resolvers decode ids, call one domain command
// each (server/domain/admin/seatPrivileges.ts) and word its codes in Dutch (document 3 §8).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { actionsFor, addSeatPrivilege, isUnlimitedAction, privilegeAction, removeSeatPrivilege, UNLIMITED_DAYS } from '../../domain/admin/seatPrivileges.ts';
import { mayAdministerLicenses } from '../../domain/admin/licenses.ts';
import { activityOf, USER_LOG_MAX } from '../../domain/admin/users.ts';
import type { Issue } from '../../domain/errors.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { issueText } from '../errors/messages.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { idOf } from '../ids.ts';
import type { Context } from '../context.ts';

const adminOnly = { area: 'adminOnly' } as const;
/** The select shows at most this many objects for a search. */
export const PRIVILEGE_OBJECTS_MAX = 20;

/** The seat screen's refusals, in Dutch (document 3 §8 words the toast around them: 'Actie toevoegen is mislukt: …'). */
export const SEAT_PRIVILEGE_MESSAGES = {
  actionNotAllowed: 'deze actie kan niet aan deze licentiegebruiker worden gegeven',
  chooseObject: 'kies een object',
  objectNotAllowed: 'dit vak hoort niet bij de licentie',
  objectTypeNotAllowed: 'deze actie hoort bij een ander soort object',
  taken: 'deze licentiegebruiker heeft deze actie op dit object al',
  endBeforeBegin: 'het einde ligt voor het begin',
  outsidePeriod: 'alleen een beheerder kiest een andere periode',
  ownManager: 'je kunt je eigen recht om de licentie te beheren niet weghalen',
} as const;

function privilegeIssueText(field: string, issue: Issue): string {
  const M = SEAT_PRIVILEGE_MESSAGES;
  if (field === 'action' && issue.code === 'notAllowed') return M.actionNotAllowed;
  if (field === 'objectType') return M.objectTypeNotAllowed;
  if (field === 'objectId') return issue.code === 'taken' ? M.taken : issue.code === 'notAllowed' ? M.objectNotAllowed : M.chooseObject;
  if (field === 'end' && issue.code === 'notAllowed') return M.endBeforeBegin;
  if (field === 'begin' && issue.code === 'notAllowed') return M.outsidePeriod;
  return issueText(field, issue);
}

interface PrivilegeRow {
  id: number;
  action: string;
  objectType: string;
  objectId: number;
  begin: Date;
  end: Date;
  isActive: boolean;
}

/** The names of privileges' objects, one query per kind. */
async function objectNames(ctx: Context, rows: readonly { objectType: string; objectId: number }[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const idsOf = (type: string) => [...new Set(rows.filter((r) => r.objectType === type).map((r) => r.objectId))];
  const put = (type: string, id: number, name: string) => names.set(`${type}:${id}`, name);
  if (idsOf('stream').length) for (const s of await ctx.actor.streams()) put('stream', s.id, `${s.courseName} ${s.levelName}`);
  const groups = idsOf('group');
  if (groups.length) for (const g of await ctx.db.group.findMany({ where: { id: { in: groups } }, select: { id: true, name: true } })) put('group', g.id, g.name);
  const licenses = idsOf('license');
  if (licenses.length)
    for (const l of await ctx.db.license.findMany({ where: { id: { in: licenses } }, select: { id: true, type: true, description: true } })) put('license', l.id, l.description || l.type);
  const sets = idsOf('collection');
  if (sets.length) for (const c of await ctx.db.collection.findMany({ where: { id: { in: sets } }, select: { id: true, name: true } })) put('collection', c.id, c.name);
  const questions = idsOf('question');
  if (questions.length)
    for (const q of await ctx.db.question.findMany({ where: { id: { in: questions } }, select: { id: true, number: true, topic: { select: { name: true } } } })) put('question', q.id, questionName(q));
  return names;
}

const questionName = (q: { number: number; topic: { name: string } }) => `Vraag ${q.number} – ${q.topic.name}`;

const AdminSeatPrivilege = builder.objectRef<PrivilegeRow & { objectName: string }>('AdminSeatPrivilege').implement({
  description: "A privilege of a seat on the seat screen's 'Rechten' tab.",
  fields: (t) => ({
    id: t.id({ description: 'Its id for removeSeatPrivilege.', resolve: (p) => encodeGlobalID('Privilege', p.id) }),
    action: t.exposeString('action', { description: "'oefensets uitvoeren', 'licentie beheren'…" }),
    objectType: t.exposeString('objectType', { description: 'license, group, stream, collection or question.' }),
    objectName: t.exposeString('objectName', { description: "The object's name ('Natuurkunde Havo', a group's name…); empty when it is gone." }),
    begin: t.expose('begin', { type: 'Date' }),
    end: t.expose('end', { type: 'Date' }),
    isActive: t.exposeBoolean('isActive'),
  }),
});

const AdminPrivilegeAction = builder.objectRef<{ action: string; objectType: string }>('AdminPrivilegeAction').implement({
  description: 'An action the viewer may add to the seat, with the kind of object it needs.',
  fields: (t) => ({
    action: t.exposeString('action'),
    objectType: t.exposeString('objectType'),
    unlimited: t.boolean({ description: `'onbeperkt …': lasts from today to today + ${UNLIMITED_DAYS} days; every other action the licence's period.`, resolve: (a) => isUnlimitedAction(a.action) }),
  }),
});

const AdminSeatActivity = builder.objectRef<{ activity: string; ts: Date }>('AdminSeatActivity').implement({
  fields: (t) => ({ activity: t.exposeString('activity'), ts: t.expose('ts', { type: 'DateTime' }) }),
});

const AdminPrivilegeObject = builder.objectRef<{ id: number; name: string }>('AdminPrivilegeObject').implement({
  description: 'An object an action can name, for the searchable select.',
  fields: (t) => ({
    urlId: t.string({ description: 'What addSeatPrivilege takes as objectId.', resolve: (o, _a, ctx) => ctx.ids.encode(o.id) }),
    name: t.exposeString('name'),
  }),
});

async function privilegesOf(ctx: Context, seatId: number) {
  const rows = await ctx.db.privilege.findMany({
    where: { seatId },
    orderBy: { id: 'asc' },
    select: { id: true, action: true, objectType: true, objectId: true, begin: true, end: true, isActive: true },
  });
  const names = await objectNames(ctx, rows);
  return rows.map((r) => ({ ...r, objectName: names.get(`${r.objectType}:${r.objectId}`) ?? '' }));
}

const AdminSeatAccount = builder.objectRef<{ firstName: string; lastName: string; email: string }>('AdminSeatAccount').implement({
  description: 'The account linked to a seat: its names and address are what the seat screen shows (fixed there).',
  fields: (t) => ({ firstName: t.exposeString('firstName'), lastName: t.exposeString('lastName'), email: t.exposeString('email') }),
});

builder.prismaObjectFields('Seat', (t) => ({
  adminAccount: t.field({
    type: AdminSeatAccount,
    nullable: true,
    description: 'The linked account; null for an empty or invited seat. Admins only.',
    authScopes: adminOnly,
    select: { user: { select: { firstName: true, lastName: true, email: true } } },
    resolve: (s) => s.user,
  }),
  hasUser: t.boolean({ description: 'An account is linked: its name and e-mail address are the account’s.', select: { userId: true }, resolve: (s) => s.userId !== null }),
  adminPrivileges: t.field({
    type: [AdminSeatPrivilege],
    description: 'The seat’s privileges, oldest first. Admins only.',
    authScopes: adminOnly,
    select: { id: true },
    resolve: (s, _a, ctx) => privilegesOf(ctx, s.id),
  }),
  adminActions: t.field({
    type: [AdminPrivilegeAction],
    description: 'The actions the viewer may add to this seat (those of its role). Admins only.',
    authScopes: adminOnly,
    select: { role: true },
    resolve: async (s, _a, ctx) => actionsFor(s.role, mayAdministerLicenses(await ctx.actor.access())),
  }),
  adminActivity: t.field({
    type: [AdminSeatActivity],
    description: `The seat user's activity, newest first: \`count\` entries (default and most ${USER_LOG_MAX}, document 3 §9); empty without a user. Admins only.`,
    authScopes: adminOnly,
    args: { count: t.arg.int({ required: false }) },
    select: { userId: true },
    resolve: (s, args, ctx) => (s.userId === null ? [] : activityOf(ctx, s.userId, Math.max(1, Math.min(args.count ?? USER_LOG_MAX, USER_LOG_MAX)))),
  }),
}));

builder.queryField('adminSeat', (t) =>
  t.prismaField({
    type: 'Seat',
    nullable: true,
    description: 'A seat by the ids of its back-office address /admin/licenses/{license}/{seat}; null when there is none in that licence. Admins only.',
    authScopes: adminOnly,
    args: { licenseUrlId: t.arg.string({ required: true }), seatUrlId: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => {
      const licenseId = ctx.ids.decode(args.licenseUrlId);
      const seatId = ctx.ids.decode(args.seatUrlId);
      return licenseId === undefined || seatId === undefined ? null : ctx.db.seat.findFirst({ ...query, where: { id: seatId, licenseId } });
    },
  }),
);

builder.queryField('adminPrivilegeObjects', (t) =>
  t.field({
    type: [AdminPrivilegeObject],
    description: `The objects \`action\` can name for the seat, at most ${PRIVILEGE_OBJECTS_MAX}, matching \`search\`: streams, the seat licence's groups, its licence, sets, questions. Admins only.`,
    authScopes: adminOnly,
    args: { seatId: t.arg.id({ required: true }), action: t.arg.string({ required: true }), search: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const seatId = idOf(args.seatId, 'Seat');
      const seat = seatId === undefined ? null : await ctx.db.seat.findUnique({ where: { id: seatId }, select: { licenseId: true } });
      const known = privilegeAction(args.action);
      if (!seat || !known) return [];
      const text = args.search?.trim().slice(0, 100) ?? '';
      const contains = { contains: text, mode: 'insensitive' as const };
      const take = PRIVILEGE_OBJECTS_MAX;
      switch (known.objectType) {
        case 'stream': {
          const words = text.toLowerCase().split(/\s+/).filter(Boolean);
          return (await ctx.actor.streams())
            .map((s) => ({ id: s.id, name: `${s.courseName} ${s.levelName}` }))
            .filter((s) => words.every((w) => s.name.toLowerCase().includes(w)))
            .slice(0, take);
        }
        case 'group':
          return ctx.db.group.findMany({ where: { licenseId: seat.licenseId, ...(text ? { name: contains } : {}) }, orderBy: { name: 'asc' }, take, select: { id: true, name: true } });
        case 'license': {
          const l = await ctx.db.license.findUniqueOrThrow({ where: { id: seat.licenseId }, select: { id: true, type: true, description: true } });
          return [{ id: l.id, name: l.description || l.type }];
        }
        case 'collection':
          return ctx.db.collection.findMany({ where: text ? { name: contains } : {}, orderBy: { id: 'desc' }, take, select: { id: true, name: true } });
        case 'question': {
          const number = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
          const found = await ctx.db.question.findMany({
            where: text ? { OR: [{ topic: { name: contains } }, ...(number !== undefined ? [{ id: number }] : [])] } : {},
            orderBy: { id: 'desc' },
            take,
            select: { id: true, number: true, topic: { select: { name: true } } },
          });
          return found.map((q) => ({ id: q.id, name: questionName(q) }));
        }
      }
    },
  }),
);

const SeatPrivilegeSuccess = (name: string) =>
  builder.objectRef<{ seatId: number; privilegeId: number }>(name).implement({
    fields: (t) => ({
      privilegeId: t.id({ resolve: (p) => encodeGlobalID('Privilege', p.privilegeId) }),
      seat: t.prismaField({ type: 'Seat', resolve: (query, p, _a, ctx) => ctx.db.seat.findUniqueOrThrow({ ...query, where: { id: p.seatId } }) }),
    }),
  });
const AddSeatPrivilegeSuccess = SeatPrivilegeSuccess('AddSeatPrivilegeSuccess');
const RemoveSeatPrivilegeSuccess = SeatPrivilegeSuccess('RemoveSeatPrivilegeSuccess');

builder.mutationField('addSeatPrivilege', (t) =>
  t.field({
    type: AddSeatPrivilegeSuccess,
    description: `Adds an action on an object to a seat: 'onbeperkt …' from today to today + ${UNLIMITED_DAYS} days, every other action for the licence's period. Admins; a licence manager on their licence's seats, without the back-office's own actions.`,
    authScopes: { signedIn: true },
    args: {
      seatId: t.arg.id({ required: true, description: 'The global id of the seat.' }),
      action: t.arg.string({ required: true }),
      objectId: t.arg.string({ required: true, description: "The object's urlId (adminPrivilegeObjects)." }),
    },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const seatId = idOf(args.seatId, 'Seat');
      if (seatId === undefined) throw new NotFoundError();
      const objectId = ctx.ids.decode(args.objectId) ?? 0;
      const result = await addSeatPrivilege(ctx, { seatId, action: args.action, objectId });
      if (result.kind === 'not-in-license') throw new NotFoundError();
      const ok = unlessRefused(result, privilegeIssueText);
      return { seatId: ok.seatId, privilegeId: ok.privilegeId };
    },
  }),
);

builder.mutationField('removeSeatPrivilege', (t) =>
  t.field({
    type: RemoveSeatPrivilegeSuccess,
    description: "Removes a seat's privilege. Admins; a licence manager on their licence's seats (not 'licentie beheren' of their own seat).",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The id of the privilege (AdminSeatPrivilege.id).' }) },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const privilegeId = idOf(args.id, 'Privilege');
      if (privilegeId === undefined) throw new NotFoundError();
      const ok = unlessRefused(await removeSeatPrivilege(ctx, { privilegeId }), (field, issue) => (field === 'action' ? SEAT_PRIVILEGE_MESSAGES.ownManager : privilegeIssueText(field, issue)));
      return { seatId: ok.seatId, privilegeId: ok.privilegeId };
    },
  }),
);
