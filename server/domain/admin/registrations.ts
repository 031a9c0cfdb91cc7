// Registrations and contact requests in the back-office (document 3 §2 /admin/registraties…, §3 Registration and Log
// entry, §4 Registration states, §9; document 4 §13 GET /admin/registrations[/{id}], §15; issue 47): admins only.
// A searchable (name, e-mail), sortable (date, name, activated) list a page at a time — never with activation codes —
// and one registration with its user's last 5 activities and the activation link, which is offered only for a trial
// licence of the known set (catalogue TRIAL_LICENSES: per subject and level, document 3 §9) that is not activated yet;
// otherwise the screen says 'Deze licentie kan niet geactiveerd worden.' (the interface words the code 'not-activatable').
// Contact requests (the licence-extension requests teachers send): newest first; an admin marks one handled or open
// again in one transaction with its audit entry; an unchanged status writes nothing.
import type { Prisma } from '../../db/generated/client.ts';
import { mayOpenArea } from '../access/grants.ts';
import { transact, type AppContext } from '../context.ts';
import { TRIAL_LICENSES } from '../signup/catalogue.ts';
import { activationUrl } from '../signup/mails.ts';
import { licenseName } from '../signup/registration.ts';
import { activityOf, type ActivityEntry } from './users.ts';
import { writeContactStatus, type ContactStatus } from '../feedback/contact.ts';

/** A page of the list (screen and REST). */
export const REGISTRATION_PAGE_SIZE = 25;
/** The detail shows the user's last 5 activities (document 3 §9). */
export const REGISTRATION_ACTIVITIES = 5;
export const REGISTRATION_SORTS = ['date', 'name', 'activated'] as const;
export type RegistrationSort = (typeof REGISTRATION_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

type Forbidden = { kind: 'forbidden' };
const FORBIDDEN: Forbidden = { kind: 'forbidden' };

async function isAdmin(ctx: AppContext): Promise<boolean> {
  return mayOpenArea(await ctx.actor.access(), 'adminOnly');
}

/** The registrations a search names: each of its words in the e-mail, first or last name (any case). */
export function registrationSearchWhere(search: string | null | undefined): Prisma.RegistrationWhereInput {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return {};
  return {
    AND: words.map((word) => ({
      OR: [{ email: { contains: word, mode: 'insensitive' } }, { firstName: { contains: word, mode: 'insensitive' } }, { lastName: { contains: word, mode: 'insensitive' } }],
    })),
  } as Prisma.RegistrationWhereInput;
}

/**
 * The list's order; the id last so pages never overlap. 'date' is the registration's moment, 'name' last then first
 * name, 'activated' the activation's moment (not activated ones last going up, first going down).
 */
export function registrationOrder(sort: RegistrationSort, direction: SortDirection): Prisma.RegistrationOrderByWithRelationInput[] {
  switch (sort) {
    case 'name':
      return [{ lastName: direction }, { firstName: direction }, { id: direction }];
    case 'activated':
      return [{ activatedAt: { sort: direction, nulls: direction === 'asc' ? 'last' : 'first' } }, { id: direction }];
    default:
      return [{ createdAt: direction }, { id: direction }];
  }
}

export const isRegistrationSort = (value: unknown): value is RegistrationSort => typeof value === 'string' && (REGISTRATION_SORTS as readonly string[]).includes(value);

/** The query of the list for the actor: admins only. Default: newest first. */
export async function registrationListQuery(
  ctx: AppContext,
  input: { search?: string | null; sort?: RegistrationSort | null; direction?: SortDirection | null },
): Promise<Forbidden | { kind: 'ok'; where: Prisma.RegistrationWhereInput; orderBy: Prisma.RegistrationOrderByWithRelationInput[] }> {
  if (!(await isAdmin(ctx))) return FORBIDDEN;
  const sort = input.sort ?? 'date';
  const direction = input.direction ?? (sort === 'name' ? 'asc' : 'desc');
  return { kind: 'ok', where: registrationSearchWhere(input.search), orderBy: registrationOrder(sort, direction) };
}

/** What a list row holds: never the activation code or payment ids. */
export const registrationListSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  licenseSlug: true,
  createdAt: true,
  activatedAt: true,
} as const satisfies Prisma.RegistrationSelect;

/** One page (1 is the first) of the list, with the number of registrations the search names. */
export async function listRegistrations(ctx: AppContext, input: { search?: string | null; sort?: RegistrationSort | null; direction?: SortDirection | null; page: number }) {
  const query = await registrationListQuery(ctx, input);
  if (query.kind !== 'ok') return query;
  const [total, registrations] = await Promise.all([
    ctx.db.registration.count({ where: query.where }),
    ctx.db.registration.findMany({ where: query.where, orderBy: query.orderBy, skip: (input.page - 1) * REGISTRATION_PAGE_SIZE, take: REGISTRATION_PAGE_SIZE, select: registrationListSelect }),
  ]);
  return { kind: 'ok' as const, registrations, total, page: input.page, perPage: REGISTRATION_PAGE_SIZE };
}

/** Whether the admin may open the registration's activation link: a trial of the known set, not activated yet (document 3 §4). */
export const isActivatable = (registration: { licenseSlug: string; activatedAt: Date | null }) => registration.activatedAt === null && Object.hasOwn(TRIAL_LICENSES, registration.licenseSlug);

export interface RegistrationDetail {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  licenseSlug: string;
  licenseName: string;
  newsletter: boolean;
  createdAt: Date;
  activatedAt: Date | null;
  /** The account of the registration (made at activation, or one with its e-mail), null when there is none. */
  userEmail: string | null;
  licenseId: number | null;
  /** The user's last REGISTRATION_ACTIVITIES activities, newest first; empty without a user. */
  activities: ActivityEntry[];
  /** The activation: its link and code when activatable, else the code 'not-activatable' for the interface to word. */
  activation: { kind: 'link'; url: string; code: string } | { kind: 'not-activatable' };
}

/** One registration (admins only), with its user's last 5 activities and the activation link when it may be opened. */
export async function registrationDetail(ctx: AppContext, id: number): Promise<Forbidden | { kind: 'not-found' } | { kind: 'ok'; registration: RegistrationDetail }> {
  if (!(await isAdmin(ctx))) return FORBIDDEN;
  const row = await ctx.db.registration.findUnique({ where: { id }, include: { user: { select: { id: true, email: true } } } });
  if (!row) return { kind: 'not-found' };
  const user = row.user ?? (await ctx.db.user.findUnique({ where: { email: row.email.toLowerCase() }, select: { id: true, email: true } }));
  const activities = user ? await activityOf(ctx, user.id, REGISTRATION_ACTIVITIES) : [];
  return {
    kind: 'ok',
    registration: {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      licenseSlug: row.licenseSlug,
      licenseName: await licenseName(ctx.db, row.licenseSlug, row.streamSlugs.length ? row.streamSlugs : (TRIAL_LICENSES[row.licenseSlug] ?? [])),
      newsletter: row.newsletter,
      createdAt: row.createdAt,
      activatedAt: row.activatedAt,
      userEmail: user?.email ?? null,
      licenseId: row.licenseId,
      activities,
      activation: isActivatable(row) ? { kind: 'link', url: activationUrl(ctx.publicUrl, row.activationCode), code: row.activationCode } : { kind: 'not-activatable' },
    },
  };
}

// ── Contact requests ──

/** The statuses the back-office sets: open, or handled (stored as 'closed', the model's own word). */
export const CONTACT_OPEN: ContactStatus = 'open';
export const CONTACT_HANDLED: ContactStatus = 'closed';
/** The list shows at most this many, newest first. */
export const CONTACT_LIST_MAX = 200;

export const contactRequestSelect = {
  id: true,
  status: true,
  message: true,
  createdAt: true,
  user: { select: { email: true, firstName: true, lastName: true, data: true } },
} as const satisfies Prisma.ContactRequestSelect;

export type ContactRequestRow = Prisma.ContactRequestGetPayload<{ select: typeof contactRequestSelect }>;

/** The school a teacher gave in their profile (users.data.school), or null. */
export function schoolOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'school' in data) {
    const school = (data as { school?: unknown }).school;
    if (typeof school === 'string' && school.trim()) return school.trim();
  }
  return null;
}

/** The contact requests, newest first (admins only). */
export async function listAdminContactRequests(ctx: AppContext): Promise<Forbidden | { kind: 'ok'; requests: ContactRequestRow[] }> {
  if (!(await isAdmin(ctx))) return FORBIDDEN;
  const requests = await ctx.db.contactRequest.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: CONTACT_LIST_MAX, select: contactRequestSelect });
  return { kind: 'ok', requests };
}

/**
 * Marks a contact request handled (or open again), admins only: the row is locked, changed and audited in one
 * transaction; an unchanged status writes nothing (no audit entry).
 */
export async function setContactRequestHandled(
  ctx: AppContext,
  input: { id: number; handled: boolean },
): Promise<Forbidden | { kind: 'not-found' } | { kind: 'ok'; request: ContactRequestRow; changed: boolean }> {
  if (!(await isAdmin(ctx))) return FORBIDDEN;
  const status = input.handled ? CONTACT_HANDLED : CONTACT_OPEN;
  return transact(ctx, async (tx) => {
    const written = await writeContactStatus(tx, input.id, status);
    if (!written.found) return { kind: 'not-found' } as const;
    const request = await tx.db.contactRequest.findUniqueOrThrow({ where: { id: input.id }, select: contactRequestSelect });
    return { kind: 'ok', request, changed: written.changed } as const;
  });
}
