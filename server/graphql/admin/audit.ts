// The audit log (Logboek, /admin/audit) in GraphQL: Query.auditEntries, the log newest first a page at a time with the
// filters by user, kind of record and days, and Query.auditLogFilters, what those filters offer. Admins only; the
// rules are server/domain/admin/audit.ts, the entries are written by the commands (server/domain/context.ts).
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { nodeId } from '../syncNodeIds.ts';
import { idOf } from '../ids.ts';
import { NL } from '../errors/messages.ts';
import { mayOpenArea, type Role } from '../../domain/access/grants.ts';
import { AUDIT_PAGE_SIZE, AUDIT_ORDER, auditFilterOptions, auditLogQuery, type AuditFilter } from '../../domain/admin/audit.ts';

const AuditEventEnum = builder.enumType('AuditEvent', {
  description: "What happened to the record: the screen says 'aangemaakt', 'gewijzigd' or 'verwijderd'.",
  values: ['created', 'updated', 'deleted'] as const,
});

/** One field of an entry: its value before and after, each as JSON text (null when that side does not have the field). */
interface FieldChange {
  field: string;
  old: string | null;
  new: string | null;
}

const AuditFieldChange = builder.objectRef<FieldChange>('AuditFieldChange').implement({
  description: 'A field an entry is about, with its value before and after.',
  fields: (t) => ({
    field: t.exposeString('field', { description: "The field as the domain names it: 'firstName', 'isActive'..." }),
    old: t.exposeString('old', { nullable: true, description: "The value before, as JSON text ('\"Piet\"', 'true', 'null'); null when the entry has no value before (a created record)." }),
    new: t.exposeString('new', { nullable: true, description: 'The value after, as JSON text; null when the entry has no value after (a deleted record).' }),
  }),
});

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The fields of an entry by name (the database's JSON keeps no order of its own). */
function fieldChanges(oldValues: unknown, newValues: unknown): FieldChange[] {
  const before = asRecord(oldValues);
  const after = asRecord(newValues);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].sort().map((field) => ({
    field,
    old: field in before ? JSON.stringify(before[field]) : null,
    new: field in after ? JSON.stringify(after[field]) : null,
  }));
}

builder.prismaNode('AuditEntry', {
  id: nodeId('id'),
  description: 'An entry of the audit log: who changed which record how, and when. Admins only.',
  // node(id:) finds an entry for an admin only (the area policy on the signed-in user's role); for anyone else no row has
  // that id. The lists that reach entries (auditEntries) are admin-only themselves.
  findUnique: (id, ctx) => ({ id: mayOpenArea({ role: (ctx.actor.user?.role ?? null) as Role | null }, 'adminOnly') && Number.isSafeInteger(Number(id)) ? Number(id) : 0 }),
  nullable: true,
  fields: (t) => ({
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    user: t.relation('user', { nullable: true, description: 'Who acted; null for a script, or an account deleted since.' }),
    type: t.exposeString('auditableType', { description: "The kind of record: 'seat', 'group', ..." }),
    auditableId: t.string({
      description:
        "The record's opaque id: the same codec as the app's addresses and the REST shim (/admin/licenses/{license}/{seat}), which covers every kind of record; a raw sequential number is never sent.",
      select: { auditableId: true },
      resolve: (e, _a, ctx) => ctx.ids.encode(e.auditableId),
    }),
    event: t.field({ type: AuditEventEnum, select: { event: true }, resolve: (e) => e.event as 'created' | 'updated' | 'deleted' }),
    changes: t.field({
      type: [AuditFieldChange],
      description: 'The fields with their old and new value: for an update only those that changed, for a created or deleted record all it had.',
      select: { oldValues: true, newValues: true },
      resolve: (e) => fieldChanges(e.oldValues, e.newValues),
    }),
  }),
});

const filterOf = (args: { userId?: string | null; type?: string | null; from?: Date | null; to?: Date | null }): AuditFilter => {
  let userId: number | null = null;
  if (args.userId) {
    const id = idOf(args.userId, 'User');
    if (id === undefined) throw new GraphQLError(NL.invalidId, { extensions: { code: 'BAD_USER_INPUT' } });
    userId = id;
  }
  return { userId, type: args.type || null, from: args.from ?? null, to: args.to ?? null };
};

const forbidden = () => new GraphQLError(NL.forbidden, { extensions: { code: 'FORBIDDEN' } });

builder.queryField('auditEntries', (t) =>
  t.prismaConnection(
    {
      type: 'AuditEntry',
      cursor: 'id',
      defaultSize: AUDIT_PAGE_SIZE,
      maxSize: 100,
      nullable: true,
      description: `The audit log, newest first, ${AUDIT_PAGE_SIZE} entries a page by default; for admins only (an error for anyone else).`,
      authScopes: { area: 'adminOnly' },
      args: {
        userId: t.arg.id({ description: 'Only what this user did.' }),
        type: t.arg.string({ description: "Only entries about this kind of record ('seat')." }),
        from: t.arg({ type: 'Date', description: 'From this day on (a day in the Netherlands).' }),
        to: t.arg({ type: 'Date', description: 'Up to and including this day.' }),
      },
      totalCount: async (_root, args, ctx) => {
        const query = auditLogQuery(await ctx.actor.access(), filterOf(args));
        if (query.kind !== 'ok') throw forbidden();
        return ctx.db.auditEntry.count({ where: query.where });
      },
      resolve: async (query, _root, args, ctx) => {
        const log = auditLogQuery(await ctx.actor.access(), filterOf(args));
        if (log.kind !== 'ok') throw forbidden();
        return ctx.db.auditEntry.findMany({ ...query, where: log.where, orderBy: AUDIT_ORDER });
      },
    },
    { name: 'AuditEntryConnection' },
    { name: 'AuditEntryEdge' },
  ),
);

const AuditLogFilters = builder.objectRef<{ types: string[]; userIds: number[] }>('AuditLogFilters').implement({
  description: "What the log's filters offer.",
  fields: (t) => ({
    types: t.exposeStringList('types', { description: 'The kinds of record in the log, by name.' }),
    users: t.prismaField({
      type: ['User'],
      description: 'The users who acted in the log, by surname and first name.',
      resolve: async (query, f, _a, ctx) => {
        const users = await ctx.db.user.findMany({ ...query, where: { id: { in: f.userIds } } });
        const byId = new Map(users.map((u) => [u.id, u]));
        return f.userIds.flatMap((id) => byId.get(id) ?? []);
      },
    }),
  }),
});

builder.queryField('auditLogFilters', (t) =>
  t.field({
    type: AuditLogFilters,
    nullable: true,
    description: 'The choices of the audit log’s filters; admins only.',
    authScopes: { area: 'adminOnly' },
    resolve: async (_root, _a, ctx) => {
      const options = await auditFilterOptions(ctx);
      if (options.kind !== 'ok') throw forbidden();
      return options;
    },
  }),
);
