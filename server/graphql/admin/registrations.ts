// Registrations and contact requests in the back-office's GraphQL (/admin/registraties…, issue 47), admins only:
// Query.adminRegistrations (a connection with search and sort; rows never hold the activation code),
// Query.adminRegistration (one by the id of its address, with the user's last 5 activities and the activation link
// only when it may be opened), Query.adminContactRequests (newest first) and Mutation.adminSetContactRequestHandled.
// The resolvers call the domain (server/domain/admin/registrations.ts) and word its codes in Dutch.
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { ForbiddenError, NotFoundError } from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { unlessRefused } from '../errors/outcome.ts';
import {
  CONTACT_HANDLED,
  listAdminContactRequests,
  REGISTRATION_PAGE_SIZE,
  REGISTRATION_SORTS,
  registrationDetail,
  registrationListQuery,
  schoolOf,
  setContactRequestHandled,
  type ContactRequestRow,
  type RegistrationDetail,
} from '../../domain/admin/registrations.ts';

const adminOnly = { area: 'adminOnly' } as const;

/** The words of the registration screens that come from the server (document 3 §4, §8). */
export const REGISTRATION_MESSAGES = {
  notActivatable: 'Deze licentie kan niet geactiveerd worden.',
} as const;

const forbidden = () => new GraphQLError(NL.forbidden, { extensions: { code: 'FORBIDDEN' } });

const SortEnum = builder.enumType('AdminRegistrationSort', { description: 'date (registered), name (last, first), activated (the moment).', values: REGISTRATION_SORTS });
const DirectionEnum = builder.enumType('SortDirection', { values: ['asc', 'desc'] as const });

builder.prismaObject('Registration', {
  name: 'AdminRegistrationRow',
  description: 'A registration as the list shows it: never its activation code.',
  fields: (t) => ({
    urlId: t.string({ description: 'The id in /admin/registraties/{urlId}.', resolve: (r, _a, ctx) => ctx.ids.encode(r.id) }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    licenseSlug: t.exposeString('licenseSlug'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    activatedAt: t.expose('activatedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('adminRegistrations', (t) =>
  t.prismaConnection(
    {
      type: 'Registration',
      cursor: 'id',
      defaultSize: REGISTRATION_PAGE_SIZE,
      maxSize: 100,
      nullable: true,
      description: `The registrations, ${REGISTRATION_PAGE_SIZE} a page; \`search\` matches e-mail, first and last name (any case); sorted by \`sort\` (default date, newest first). Admins only.`,
      authScopes: adminOnly,
      args: { search: t.arg.string({ required: false }), sort: t.arg({ type: SortEnum, required: false }), direction: t.arg({ type: DirectionEnum, required: false }) },
      totalCount: async (_root, args, ctx) => {
        const query = await registrationListQuery(ctx, { search: args.search?.slice(0, 200) });
        if (query.kind !== 'ok') throw forbidden();
        return ctx.db.registration.count({ where: query.where });
      },
      resolve: async (query, _root, args, ctx) => {
        const list = await registrationListQuery(ctx, { search: args.search?.slice(0, 200), sort: args.sort, direction: args.direction });
        if (list.kind !== 'ok') throw forbidden();
        return ctx.db.registration.findMany({ ...query, where: list.where, orderBy: list.orderBy });
      },
    },
    { name: 'AdminRegistrationConnection' },
    { name: 'AdminRegistrationEdge' },
  ),
);

const AdminRegistrationActivity = builder.objectRef<{ activity: string; ts: Date }>('AdminRegistrationActivity').implement({
  fields: (t) => ({ activity: t.exposeString('activity'), ts: t.expose('ts', { type: 'DateTime' }) }),
});

const AdminRegistration = builder.objectRef<RegistrationDetail>('AdminRegistration').implement({
  description: "One registration with its user's last 5 activities and, for an admin, the activation link when it may be opened.",
  fields: (t) => ({
    urlId: t.string({ resolve: (r, _a, ctx) => ctx.ids.encode(r.id) }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    licenseSlug: t.exposeString('licenseSlug'),
    licenseName: t.exposeString('licenseName', { description: "'Proeflicentie Natuurkunde Havo'…" }),
    newsletter: t.exposeBoolean('newsletter'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    activatedAt: t.expose('activatedAt', { type: 'DateTime', nullable: true }),
    userEmail: t.exposeString('userEmail', { nullable: true, description: 'The account of the registration (its address), null when there is none.' }),
    licenseUrlId: t.string({
      nullable: true,
      description: 'The licence made at activation: /admin/licenses/{licenseUrlId}.',
      resolve: (r, _a, ctx) => (r.licenseId === null ? null : ctx.ids.encode(r.licenseId)),
    }),
    activities: t.field({ type: [AdminRegistrationActivity], description: 'The last 5, newest first.', resolve: (r) => r.activities }),
    activationUrl: t.string({
      nullable: true,
      description: 'The activation link: only for a trial of the known set not activated yet.',
      resolve: (r) => (r.activation.kind === 'link' ? r.activation.url : null),
    }),
    activationRefusal: t.string({
      nullable: true,
      description: "Why there is no link: 'Deze licentie kan niet geactiveerd worden.'; null when there is one.",
      resolve: (r) => (r.activation.kind === 'link' ? null : REGISTRATION_MESSAGES.notActivatable),
    }),
  }),
});

builder.queryField('adminRegistration', (t) =>
  t.field({
    type: AdminRegistration,
    nullable: true,
    description: 'One registration by the id of its address; null when there is none. Admins only.',
    authScopes: adminOnly,
    args: { urlId: t.arg.string({ required: true }) },
    resolve: async (_root, { urlId }, ctx) => {
      const id = ctx.ids.decode(urlId.slice(0, 40));
      const found = await registrationDetail(ctx, id ?? 0);
      if (found.kind === 'forbidden') throw forbidden();
      return found.kind === 'ok' ? found.registration : null;
    },
  }),
);

const AdminContactRequest = builder.objectRef<ContactRequestRow>('AdminContactRequest').implement({
  description: "A teacher's request for information about extending their licence.",
  fields: (t) => ({
    urlId: t.string({ resolve: (r, _a, ctx) => ctx.ids.encode(r.id) }),
    teacherName: t.string({ resolve: (r) => `${r.user.firstName} ${r.user.lastName}`.trim() }),
    teacherEmail: t.string({ resolve: (r) => r.user.email }),
    school: t.string({ nullable: true, resolve: (r) => schoolOf(r.user.data) }),
    message: t.exposeString('message', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    status: t.exposeString('status', { description: "'open', 'in_progress' or 'closed' (handled)." }),
    handled: t.boolean({ resolve: (r) => r.status === CONTACT_HANDLED }),
  }),
});

builder.queryField('adminContactRequests', (t) =>
  t.field({
    type: [AdminContactRequest],
    nullable: true,
    description: 'The contact requests, newest first (at most 200). Admins only.',
    authScopes: adminOnly,
    resolve: async (_root, _args, ctx) => {
      const found = await listAdminContactRequests(ctx);
      if (found.kind !== 'ok') throw forbidden();
      return found.requests;
    },
  }),
);

const SetHandledSuccess = builder.objectRef<{ request: ContactRequestRow }>('AdminSetContactRequestHandledSuccess').implement({
  fields: (t) => ({ request: t.field({ type: AdminContactRequest, resolve: (p) => p.request }) }),
});

builder.mutationField('adminSetContactRequestHandled', (t) =>
  t.field({
    type: SetHandledSuccess,
    description: 'Marks a contact request handled, or open again; audited. Admins only.',
    authScopes: { signedIn: true },
    args: { urlId: t.arg.string({ required: true }), handled: t.arg.boolean({ required: true }) },
    errors: { types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const id = ctx.ids.decode(args.urlId.slice(0, 40));
      const result = await setContactRequestHandled(ctx, { id: id ?? 0, handled: args.handled });
      return { request: unlessRefused(result).request };
    },
  }),
);
