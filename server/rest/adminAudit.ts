// GET /api/admin/audit?page= (document 4 §13, admin-only): the audit log in Laravel's paginator envelope, 20 entries
// a page, newest first — the only envelope of the shim (document 4 §0 'Resource wrapping'). The rows are the log's
// own, each with its user and the record it is about (raw rows); what they may hold is decided below and in
// server/domain/admin/audit.ts (no password hash, switch link or invitation token, ever).
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import type { IdCodec } from '../app/ids.ts';
import { auditableRows, readAuditLog, type AuditEntryRow } from '../domain/admin/audit.ts';
import { adminOnly, forbidden, signedIn, type RestApp } from './context.ts';
import { MessageJson, timestamp } from './json.ts';

/** The answer to a page that is not a page: a clear sentence rather than Laravel's silent first page. */
export const BAD_PAGE = 'The page must be a whole number of 1 or more.';

/** Laravel's labels of the links' first and last entries (pagination.previous / pagination.next). */
const PREVIOUS = '&laquo; Previous';
const NEXT = 'Next &raquo;';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A stored value as the legacy client reads a raw row: snake_case keys, ids opaque (a key `id` or ending in `Id`
 * holding a number; document 4 §0 — sequential ids never on the wire), model timestamps in Laravel's form.
 */
function rawJson(ids: IdCodec, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const isId = key === 'id' || key.endsWith('Id');
      if (isId && typeof value === 'number') return [snakeCase(key), ids.encode(value)];
      if (value instanceof Date) return [snakeCase(key), timestamp(value)];
      return [snakeCase(key), value];
    }),
  );
}

/** Old or new values as Laravel's auditing keeps them: an empty list when the entry has none (the old values of a created record). */
const valuesJson = (ids: IdCodec, stored: unknown) => (stored && typeof stored === 'object' && !Array.isArray(stored) ? rawJson(ids, stored as Record<string, unknown>) : []);

const Values = z.union([z.record(z.string(), z.unknown()), z.array(z.never())]);
const AuditUserJson = z
  .object({ id: z.string(), email: z.string(), first_name: z.string(), last_name: z.string(), role: z.string() })
  .describe('Who acted: the account without its password hash, switch link or profile data; null for a script or a deleted account');
const AuditRowJson = z.object({
  id: z.string(),
  user_id: z.string().describe('An opaque id, or "" for none'),
  event: z.enum(['created', 'updated', 'deleted']),
  auditable_type: z.string(),
  auditable_id: z.string(),
  old_values: Values,
  new_values: Values,
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  user: AuditUserJson.nullable(),
  auditable: z.record(z.string(), z.unknown()).nullable().describe('The record as it is now (its readable columns); null when deleted since or of a kind not shown'),
});
const LinkJson = z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() });
const AuditPageJson = z.object({
  current_page: z.number().int(),
  data: z.array(AuditRowJson),
  first_page_url: z.string(),
  from: z.number().int().nullable(),
  last_page: z.number().int(),
  last_page_url: z.string(),
  links: z.array(LinkJson),
  next_page_url: z.string().nullable(),
  path: z.string(),
  per_page: z.number().int(),
  prev_page_url: z.string().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
});

function auditRowJson(ids: IdCodec, e: AuditEntryRow, auditable: Record<string, unknown> | undefined): z.infer<typeof AuditRowJson> {
  return {
    id: ids.encode(e.id),
    user_id: ids.encodeNullable(e.userId),
    event: e.event as 'created' | 'updated' | 'deleted',
    auditable_type: e.auditableType,
    auditable_id: ids.encode(e.auditableId),
    old_values: valuesJson(ids, e.oldValues),
    new_values: valuesJson(ids, e.newValues),
    created_at: timestamp(e.createdAt),
    updated_at: timestamp(e.updatedAt),
    user: e.user && { id: ids.encode(e.user.id), email: e.user.email, first_name: e.user.firstName, last_name: e.user.lastName, role: e.user.role ?? '' },
    auditable: auditable ? rawJson(ids, auditable) : null,
  };
}

/** The page numbers Laravel's links show (UrlWindow, 3 on each side): all of them up to 13 pages, else a window with '...'. */
export function pageWindow(current: number, last: number): (number | '...')[] {
  const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
  const side = 3;
  const window = side * 2;
  if (last < window + 8) return range(1, last);
  if (current <= window) return [...range(1, window + 2), '...', last - 1, last];
  if (current > last - window) return [1, 2, '...', ...range(last - (window + 2) + 1, last)];
  return [1, 2, '...', ...range(current - side, current + side), '...', last - 1, last];
}

/** Laravel's LengthAwarePaginator as JSON for `page` of `total` entries. */
export function paginatorJson<T>(path: string, page: number, perPage: number, total: number, data: T[]) {
  const last = Math.max(1, Math.ceil(total / perPage));
  const url = (n: number) => `${path}?page=${n}`;
  const prev = page > 1 ? url(page - 1) : null;
  const next = page < last ? url(page + 1) : null;
  return {
    current_page: page,
    data,
    first_page_url: url(1),
    from: data.length ? (page - 1) * perPage + 1 : null,
    last_page: last,
    last_page_url: url(last),
    links: [
      { url: prev, label: PREVIOUS, active: false },
      ...pageWindow(page, last).map((n) => (n === '...' ? { url: null, label: '...', active: false } : { url: url(n), label: String(n), active: n === page })),
      { url: next, label: NEXT, active: false },
    ],
    next_page_url: next,
    path,
    per_page: perPage,
    prev_page_url: prev,
    to: data.length ? (page - 1) * perPage + data.length : null,
    total,
  };
}

/** `?page=`: absent is the first page; anything but a whole number of 1 or more (up to a row count's size) is refused. */
const pageOf = (value: unknown): number | null => {
  if (value === undefined) return 1;
  return typeof value === 'string' && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;
};

export function adminAuditRoutes(app: RestApp, services: Services) {
  const { ids } = services;
  const path = `${services.config.publicUrl}/api/admin/audit`;

  app.get(
    '/admin/audit',
    {
      preValidation: [signedIn, adminOnly],
      schema: {
        querystring: z.object({ page: z.unknown().optional().describe('The page, 1 or more (default 1)') }),
        response: { 200: AuditPageJson, 400: MessageJson, 401: MessageJson, 403: MessageJson },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query.page);
      if (page === null) return reply.status(400).send({ message: BAD_PAGE });
      const log = await readAuditLog(request.ctx, { page });
      if (log.kind !== 'ok') return forbidden(reply);
      const rows = await auditableRows(request.ctx.db, log.entries);
      const data = log.entries.map((e) => auditRowJson(ids, e, rows.get(`${e.auditableType}:${e.auditableId}`)));
      return paginatorJson(path, log.page, log.perPage, log.total, data);
    },
  );
}
