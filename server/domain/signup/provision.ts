// The licences a registration turns into (document 2 §1, §9; document 4 §14, where document 2 wins on the numbers): the
// one place that knows what a trial licence and a student licence hold. Both run inside the activation's transaction,
// with its context: the licence begins on the context's day.
import { ACTIONS, STAFF, type Role } from '../access/grants.ts';
import { LEVELS } from '../content/catalogue.ts';
import { streamDisplayName } from '../content/streams.ts';
import type { AppContext } from '../context.ts';
import { createDemoStudentUser, newLink } from '../licensing/demoStudent.ts';
import { addDays, nextFirstOfAugust, today, TRIAL_DAYS, TRIAL_STUDENT_SEATS } from '../licensing/period.ts';
import { STUDENT_LICENSE_TYPE, TRIAL_LICENSE_TYPE } from './catalogue.ts';

export interface LicensedStream {
  id: number;
  course: { name: string };
  level: { name: string };
}

interface Holder {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role | null;
  link: string | null;
}

/**
 * A trial licence is for teachers: an account whose role is leerling never gets one. It would make the student a
 * docent, and every stream their student seats open would become theirs to teach (marking schemes and answers).
 */
export const mayHoldTrial = (role: Role | null): boolean => role !== 'leerling';

/** '… Natuurkunde Havo' or '… Natuurkunde Havo, Scheikunde Havo'. */
const describe = (kind: string, streams: readonly LicensedStream[]) => `${kind} ${streams.map(streamDisplayName).join(', ')}`;

/** The exam year of a level ('Havo 5'): the demo student practises as an exam candidate. */
function examGrade(levelName: string): string | undefined {
  return LEVELS.find((l) => l.name === levelName)?.grades.at(-1);
}

/**
 * A trial licence (proeflicentie) for a teacher: 10 days from today, one group named after the first stream's course,
 * a docent seat with 'licentie beheren', 'groepen beheren' and 'beperkt opgavensets samenstellen' per stream, three
 * student seats with 'oefensets uitvoeren' per stream, and a demo student sharing the teacher's link on the first.
 * The teacher's role becomes docent (an admin or author keeps theirs). Never for a student's account (mayHoldTrial:
 * activation refuses it first).
 */
export async function provisionTrialLicense(ctx: AppContext, holder: Holder, streams: readonly LicensedStream[]) {
  const { db: tx, now } = ctx;
  const first = streams[0];
  if (!first) throw new Error('A trial licence needs at least one stream.');
  if (!mayHoldTrial(holder.role)) throw new Error('A trial licence is for teachers, not for a student account.');
  const begin = today(now);
  const end = addDays(begin, TRIAL_DAYS);
  const period = { begin, end };
  const link = holder.link ?? newLink();
  const role: Role = holder.role && STAFF.includes(holder.role) ? holder.role : 'docent';
  await tx.user.update({ where: { id: holder.id }, data: { role, link } });

  const license = await tx.license.create({
    data: { type: TRIAL_LICENSE_TYPE, description: describe('Proeflicentie', streams), begin, end, ownerId: holder.id },
  });
  const group = await tx.group.create({ data: { licenseId: license.id, streamId: first.id, name: first.course.name } });
  await tx.seat.create({
    data: {
      licenseId: license.id,
      role: 'docent',
      userId: holder.id,
      email: holder.email,
      firstName: holder.firstName,
      lastName: holder.lastName,
      groups: { create: [{ groupId: group.id }] },
      privileges: {
        create: [
          { action: ACTIONS.manageLicense, objectType: 'license', objectId: license.id, ...period },
          { action: ACTIONS.manageGroups, objectType: 'group', objectId: group.id, ...period },
          ...streams.map((s) => ({ action: ACTIONS.limitedSets, objectType: 'stream' as const, objectId: s.id, ...period })),
        ],
      },
    },
  });
  const grade = examGrade(first.level.name);
  const demo = await createDemoStudentUser(tx, link, grade ? { grade } : {});
  for (let i = 0; i < TRIAL_STUDENT_SEATS; i++) {
    await tx.seat.create({
      data: {
        licenseId: license.id,
        role: 'leerling',
        ...(i === 0 ? { userId: demo.id, email: demo.email, firstName: demo.firstName, lastName: demo.lastName } : {}),
        groups: { create: [{ groupId: group.id }] },
        privileges: { create: streams.map((s) => ({ action: ACTIONS.practice, objectType: 'stream' as const, objectId: s.id, ...period })) },
      },
    });
  }
  return license;
}

/**
 * A student licence (leerlinglicentie) after payment: until the next 1 August, one leerling seat with 'licentie
 * beheren' and 'oefensets uitvoeren' per chosen stream. An account without a role becomes leerling; a teacher or
 * staff member who buys one keeps their role.
 */
export async function provisionStudentLicense(ctx: AppContext, holder: Holder, streams: readonly LicensedStream[]) {
  const { db: tx, now } = ctx;
  if (!streams.length) throw new Error('A student licence needs at least one stream.');
  const begin = today(now);
  const end = nextFirstOfAugust(begin);
  const period = { begin, end };
  if (!holder.role) await tx.user.update({ where: { id: holder.id }, data: { role: 'leerling' } });
  const license = await tx.license.create({
    data: { type: STUDENT_LICENSE_TYPE, description: describe('Leerlinglicentie', streams), begin, end, ownerId: holder.id },
  });
  await tx.seat.create({
    data: {
      licenseId: license.id,
      role: 'leerling',
      userId: holder.id,
      email: holder.email,
      firstName: holder.firstName,
      lastName: holder.lastName,
      privileges: {
        create: [
          { action: ACTIONS.manageLicense, objectType: 'license', objectId: license.id, ...period },
          ...streams.map((s) => ({ action: ACTIONS.practice, objectType: 'stream' as const, objectId: s.id, ...period })),
        ],
      },
    },
  });
  return license;
}
