// The back-office's registration routes (document 4 §13, admin-only): GET /api/admin/registrations (a page at a time —
// `page`, 25 a page — searched with `search` over name and e-mail, sorted by `sort` date/name/activated and
// `direction` asc/desc; the old API sent every raw row at once, activation codes included: the list here never holds a
// code) and GET /api/admin/registrations/{id}. Document 4 says an int id; like every other route this one takes the
// encoded url id (server/app/ids.ts), so database ids never appear raw. The detail holds the activation link and code
// only for a trial of the known set that is not activated yet (admins only). Visitors 401, every role but admin 403.
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import { isRegistrationSort, listRegistrations, registrationDetail } from '../domain/admin/registrations.ts';
import { adminOnly, idParam, isRefusal, sendRefusal, signedIn, type RestApp } from './context.ts';
import { DenyJson, MessageJson, timestamp } from './json.ts';

const guard = [signedIn, adminOnly];

/** The answers to a query the list cannot read, worded here (the domain answers codes). */
export const REGISTRATION_REFUSALS = {
  badPage: 'The page must be a whole number of 1 or more.',
  badSort: 'The sort must be date, name or activated; the direction asc or desc.',
  notActivatable: 'Deze licentie kan niet geactiveerd worden.',
} as const;

const Timestamp = z.string().nullable();

const RegistrationRowJson = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  license: z.string(),
  created_at: Timestamp,
  activated: Timestamp,
});

const RegistrationDetailJson = RegistrationRowJson.extend({
  license_name: z.string(),
  newsletter: z.boolean(),
  user_email: z.string().nullable(),
  license_id: z.string().describe('The licence made at activation; "" when none'),
  activities: z.array(z.object({ activity: z.string(), ts: z.string() })).describe('The last 5, newest first'),
  activation_url: z.string().nullable().describe('Only for a trial of the known set not activated yet'),
  activation_code: z.string().nullable().describe('As activation_url'),
  activation_message: z.string().nullable().describe("'Deze licentie kan niet geactiveerd worden.' when there is no link"),
});

const ListJson = z.object({ data: z.array(RegistrationRowJson), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });

export function adminRegistrationRoutes(app: RestApp, services: Services) {
  const { ids } = services;

  app.get(
    '/admin/registrations',
    {
      preValidation: guard,
      schema: {
        querystring: z.object({
          search: z.string().max(200).optional().describe('Words in the name or e-mail (any case)'),
          sort: z.string().max(20).optional().describe('date (default), name or activated'),
          direction: z.string().max(4).optional().describe('asc or desc (default: desc for date and activated, asc for name)'),
          page: z.string().max(20).optional().describe('1 or more (25 a page)'),
        }),
        response: { 200: ListJson, ...DenyJson, 400: MessageJson },
      },
    },
    async (request, reply) => {
      const { search, sort, direction, page } = request.query;
      const number = page === undefined ? 1 : /^[1-9][0-9]{0,8}$/.test(page) ? Number(page) : null;
      if (number === null) return reply.status(400).send({ message: REGISTRATION_REFUSALS.badPage });
      if ((sort !== undefined && !isRegistrationSort(sort)) || (direction !== undefined && direction !== 'asc' && direction !== 'desc')) {
        return reply.status(400).send({ message: REGISTRATION_REFUSALS.badSort });
      }
      const list = await listRegistrations(request.ctx, { search, sort: sort as never, direction: direction as never, page: number });
      if (isRefusal(list)) return sendRefusal(reply, list);
      return {
        data: list.registrations.map((r) => ({
          id: ids.encode(r.id),
          first_name: r.firstName,
          last_name: r.lastName,
          email: r.email,
          license: r.licenseSlug,
          created_at: timestamp(r.createdAt),
          activated: timestamp(r.activatedAt),
        })),
        total: list.total,
        page: list.page,
        per_page: list.perPage,
      };
    },
  );

  app.get(
    '/admin/registrations/:id',
    { preValidation: guard, schema: { params: z.object({ id: idParam(ids) }), response: { 200: RegistrationDetailJson, ...DenyJson, 404: MessageJson } } },
    async (request, reply) => {
      const found = await registrationDetail(request.ctx, request.params.id);
      if (isRefusal(found)) return sendRefusal(reply, found);
      const r = found.registration;
      const link = r.activation.kind === 'link' ? r.activation : null;
      return {
        id: ids.encode(r.id),
        first_name: r.firstName,
        last_name: r.lastName,
        email: r.email,
        license: r.licenseSlug,
        license_name: r.licenseName,
        newsletter: r.newsletter,
        created_at: timestamp(r.createdAt),
        activated: timestamp(r.activatedAt),
        user_email: r.userEmail,
        license_id: ids.encodeNullable(r.licenseId),
        activities: r.activities.map((a) => ({ activity: a.activity, ts: a.ts.toISOString().slice(0, 19).replace('T', ' ') })),
        activation_url: link?.url ?? null,
        activation_code: link?.code ?? null,
        activation_message: link ? null : REGISTRATION_REFUSALS.notActivatable,
      };
    },
  );
}
