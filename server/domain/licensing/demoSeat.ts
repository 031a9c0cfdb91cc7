// A demo student per licence (document 1 §2.1, §4; document 2 §2.10; document 4 §12 demo-leerling): a new student
// account sharing the manager's link (made now when they have none), so the manager switches to it through the user
// menu and sees the product as their students do. Its seat is in every group of the licence and gets the privileges
// of the licence's first student seat, with the licence's dates — never a managing privilege. Not for a publisher
// licence ('boom', managed at the partner). One per manager and licence: a second request (a double click, a retry)
// answers the demo student made before instead of making another.
import type { Db } from '../../db/database.ts';
import { ACTIONS } from '../access/grants.ts';
import { transact, type AppContext } from '../context.ts';
import { managedLicense } from './access.ts';
import { createDemoStudentUser, newLink } from './demoStudent.ts';
import { allowsDemoStudents, demoSeatWhere, isDemoSeat, MANAGING_ACTIONS } from './overview.ts';

/**
 * The seat of a manager's own demo student in a licence: the first seat of a demo account sharing their link (the
 * overview offers it in the user menu; a request for one answers it instead of making another), or null.
 */
export async function findDemoSeat(db: Db, licenseId: number, link: string | null | undefined): Promise<{ id: number } | null> {
  if (!link) return null;
  const candidates = await db.seat.findMany({ where: demoSeatWhere(licenseId, link), select: { id: true, user: { select: { email: true } } }, orderBy: { id: 'asc' } });
  const demo = candidates.find(isDemoSeat);
  return demo ? { id: demo.id } : null;
}

export type DemoStudentResult = { kind: 'ok'; seatId: number; created: boolean } | { kind: 'not-found' } | { kind: 'forbidden' } | { kind: 'publisher-license' };

/** Makes (or answers) the acting manager's demo student in a licence; the new seat is in the audit log. */
export async function createDemoStudent(ctx: AppContext, input: { licenseId: number }): Promise<DemoStudentResult> {
  const { licenseId } = input;
  const user = ctx.actor.user;
  if (!user) return { kind: 'not-found' };
  const found = await managedLicense(ctx.db, user, licenseId, ctx.now);
  if (found.kind !== 'ok') return found;
  if (!allowsDemoStudents(found.license)) return { kind: 'publisher-license' };

  return transact(ctx, async ({ db: tx, audit }) => {
    // Requests for the same licence one at a time, so two of them cannot both find no demo student and make one each.
    await tx.$queryRaw`SELECT id FROM licenses WHERE id = ${licenseId} FOR UPDATE`;
    // The manager's link: their own, or a new one (only when they still have none: a racing request may have set it).
    await tx.user.updateMany({ where: { id: user.id, link: null }, data: { link: newLink() } });
    const { link } = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { link: true } });
    const mine = await findDemoSeat(tx, licenseId, link);
    if (mine) return { kind: 'ok', seatId: mine.id, created: false } as const;

    const license = await tx.license.findUniqueOrThrow({
      where: { id: licenseId },
      select: { begin: true, end: true, groups: { select: { id: true, streamId: true }, orderBy: { id: 'asc' } } },
    });
    const template = await tx.seat.findFirst({
      where: { licenseId, role: 'leerling', privileges: { some: { isActive: true, action: { notIn: [...MANAGING_ACTIONS] } } } },
      orderBy: { id: 'asc' },
      select: { privileges: { where: { isActive: true, action: { notIn: [...MANAGING_ACTIONS] } }, orderBy: { id: 'asc' }, select: { action: true, objectType: true, objectId: true } } },
    });
    // No student seat to copy: practise in the streams of the licence's groups.
    const privileges =
      template?.privileges ??
      [...new Set(license.groups.map((g) => g.streamId).filter((id): id is number => id !== null))].map((objectId) => ({ action: ACTIONS.practice, objectType: 'stream' as const, objectId }));

    const demo = await createDemoStudentUser(tx, link!);
    const seat = await tx.seat.create({
      data: {
        licenseId,
        role: 'leerling',
        userId: demo.id,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        groups: { create: license.groups.map((g) => ({ groupId: g.id })) },
        privileges: { create: privileges.map((p) => ({ ...p, begin: license.begin, end: license.end })) },
      },
      select: { id: true, userId: true, email: true, firstName: true, lastName: true, role: true, isActive: true },
    });
    const { id: seatId, ...values } = seat;
    await audit.created({ type: 'seat', id: seatId, values: { licenseId, ...values } });
    return { kind: 'ok', seatId, created: true } as const;
  });
}
