// A request for more information about extending a licence: stored for the back-office and mailed to the team.
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { consumeRate } from '../accounts/throttle.ts';

export const CONTACT_REQUESTS_PER_DAY = 5;

export async function createContactRequest(db: Db, mailer: Mailer, to: string, userId: number, message?: string | null) {
  const wait = await consumeRate(db, 'contact', String(userId), CONTACT_REQUESTS_PER_DAY, 24 * 60 * 60);
  if (wait > 0) return { kind: 'limited' as const, seconds: wait };
  const text = typeof message === 'string' ? message.trim().slice(0, 2000) : '';
  const request = await db.contactRequest.create({
    data: { userId, message: text || null },
    include: { user: { include: { seats: { include: { license: true } } } } },
  });
  const u = request.user;
  const licences = u.seats.map((s) => `- ${s.license.type}${s.license.description ? ` (${s.license.description})` : ''}, tot ${s.license.end.toISOString().slice(0, 10)}`);
  await mailer.send({
    to,
    replyTo: u.email,
    subject: 'Verzoek om informatie over licentieverlenging',
    text: [`${`${u.firstName} ${u.lastName}`.trim()} <${u.email}> wil graag meer informatie over het verlengen van de licentie.`, '', ...(text ? [text, ''] : []), 'Licenties:', ...licences].join('\n'),
  });
  return { kind: 'ok' as const, request };
}
