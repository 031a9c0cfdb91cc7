// A request for more information about extending a licence: stored for the back-office and mailed to the team.
import type { Db } from '../../db/database.ts';
import { mayOpenArea } from '../access/grants.ts';
import { transact, type AppContext } from '../context.ts';
import { consumeRate } from '../accounts/throttle.ts';
import { z } from 'zod';
import type { Invalid } from '../errors.ts';
import { textField, validate } from '../validation.ts';

export const CONTACT_REQUESTS_PER_DAY = 5;
export const CONTACT_MESSAGE_MAX = 2000;
/** open → in behandeling → afgehandeld, as the back-office moves a request along. */
export const CONTACT_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The message is optional; what is written is kept trimmed. */
const ContactSchema = z.object({ message: textField(CONTACT_MESSAGE_MAX, { trim: true }) });
const StatusSchema = z.object({ status: z.enum(CONTACT_STATUSES) });

/**
 * The acting user's request (nobody signed in makes none: both interfaces ask for a session first), mailed to
 * `settings.to`, the server's contact address.
 */
export async function createContactRequest(ctx: AppContext, input: { message?: string | null }, settings: { to: string }) {
  const { db, mailer } = ctx;
  const { message } = input;
  const userId = ctx.actor.user?.id;
  if (userId === undefined) return { kind: 'forbidden' as const };
  const checked = validate(ContactSchema, { message: typeof message === 'string' ? message : null });
  if (checked.kind === 'invalid') return checked;
  const text = checked.value.message;
  const wait = await consumeRate(db, 'contact', String(userId), CONTACT_REQUESTS_PER_DAY, 24 * 60 * 60);
  if (wait > 0) return { kind: 'limited' as const, seconds: wait };
  const request = await db.contactRequest.create({
    data: { userId, message: text || null },
    include: { user: { include: { seats: { include: { license: true } } } } },
  });
  const u = request.user;
  const licences = u.seats.map((s) => `- ${s.license.type}${s.license.description ? ` (${s.license.description})` : ''}, tot ${s.license.end.toISOString().slice(0, 10)}`);
  await mailer.send({
    to: settings.to,
    replyTo: u.email,
    subject: 'Verzoek om informatie over licentieverlenging',
    text: [`${`${u.firstName} ${u.lastName}`.trim()} <${u.email}> wil graag meer informatie over het verlengen van de licentie.`, '', ...(text ? [text, ''] : []), 'Licenties:', ...licences].join(
      '\n',
    ),
  });
  return { kind: 'ok' as const, request };
}

export const listContactRequests = (db: Db) => db.contactRequest.findMany({ orderBy: { createdAt: 'desc' }, include: { user: true } });

export const findContactRequest = (db: Db, id: number) => db.contactRequest.findUnique({ where: { id }, include: { user: true } });

/**
 * Writes a request's status under its row lock, with its audit entry, in the caller's transaction; an unchanged status
 * writes nothing. The one writer of a request's status: the legacy PUT and the back-office's 'Afgehandeld' call it.
 */
export async function writeContactStatus(tx: AppContext, id: number, status: ContactStatus): Promise<{ found: false } | { found: true; changed: boolean }> {
  const [before] = await tx.db.$queryRaw<{ status: string }[]>`SELECT status FROM contact_requests WHERE id = ${id} FOR UPDATE`;
  if (!before) return { found: false };
  if (before.status === status) return { found: true, changed: false };
  await tx.db.contactRequest.update({ where: { id }, data: { status }, select: { id: true } });
  await tx.audit.updated({ type: 'contact_request', id, before: { status: before.status }, after: { status } });
  return { found: true, changed: true };
}

/** The back-office moves a request along: admins only (contact requests hold personal data). */
export async function setContactRequestStatus(
  ctx: AppContext,
  input: { id: number; status: string },
): Promise<{ kind: 'forbidden' } | { kind: 'not-found' } | Invalid | { kind: 'ok'; request: NonNullable<Awaited<ReturnType<typeof findContactRequest>>> }> {
  if (!mayOpenArea(await ctx.actor.access(), 'adminOnly')) return { kind: 'forbidden' };
  const checked = validate(StatusSchema, { status: input.status });
  if (checked.kind === 'invalid') return checked;
  const written = await transact(ctx, (tx) => writeContactStatus(tx, input.id, checked.value.status));
  if (!written.found) return { kind: 'not-found' };
  return { kind: 'ok', request: (await findContactRequest(ctx.db, input.id))! };
}
