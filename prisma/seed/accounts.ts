// Demo accounts for every role, a full school licence with groups and students, a trial licence,
// and a few registrations, so that every screen of the product can be shown.
import { randomBytes, createHash } from 'node:crypto';
import type { Db } from '../../server/db/database.ts';
import { hashPassword } from '../../server/domain/accounts/passwords.ts';
import { addDays, nextFirstOfAugust, schoolYearStart, today, TRIAL_DAYS, TRIAL_STUDENT_SEATS } from '../../server/domain/licensing/period.ts';

export const DEMO_PASSWORD = 'vraagwerk-demo';

export interface DemoAccount {
  role: string;
  email: string;
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'admin', email: 'admin@vraagwerk.nl', description: 'beheerder: back-office, gebruikers, licenties, logboek' },
  { role: 'author', email: 'auteur@vraagwerk.nl', description: 'auteur: vakken, examens en opgaven beheren' },
  { role: 'docent', email: 'docent@vraagwerk.nl', description: 'docent met schoollicentie (groepen, leerlingen, licentie beheren) en een selectie waarmee de klas al oefende' },
  { role: 'docent', email: 'proef@vraagwerk.nl', description: 'docent met proeflicentie Natuurkunde Havo (verloopt binnenkort)' },
  { role: 'docent', email: 'nieuw@vraagwerk.nl', description: 'docent zonder licentie en zonder profiel (onboarding)' },
  { role: 'participant', email: 'deelnemer@vraagwerk.nl', description: 'deelnemer (als docent voor selecties)' },
  { role: 'leerling', email: 'leerling@vraagwerk.nl', description: 'leerling Havo 4 met licentie in groep Havo 4 natuurkunde' },
];

const STUDENTS = [
  ['Sanne', 'de Vries', 'leerling@vraagwerk.nl', 'havo'],
  ['Daan', 'Jansen', 'daan.jansen@leerling.example.nl', 'havo'],
  ['Fatima', 'El Amrani', 'fatima.elamrani@leerling.example.nl', 'havo'],
  ['Lucas', 'Bakker', 'lucas.bakker@leerling.example.nl', 'havo'],
  ['Noor', 'Visser', 'noor.visser@leerling.example.nl', 'vmbo'],
  ['Milan', 'Smit', 'milan.smit@leerling.example.nl', 'vmbo'],
  ['Emma', 'Mulder', 'emma.mulder@leerling.example.nl', 'vmbo'],
] as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * `publishedPassword` false (a production server asked for the demo): every account gets a random password that is
 * hashed and forgotten, since DEMO_PASSWORD is in the README and so is every demo address, the admin's included.
 */
export async function seedAccounts(db: Db, day: Date, publishedPassword = true): Promise<void> {
  const passwordHash = await hashPassword(publishedPassword ? DEMO_PASSWORD : randomBytes(32).toString('base64url'));
  const streams = new Map((await db.stream.findMany({ include: { course: true, level: true } })).map((s) => [s.slug, s]));
  const stream = (slug: string) => {
    const s = streams.get(slug);
    if (!s) throw new Error(`Unknown stream ${slug}`);
    return s;
  };
  const now = today(day);
  const finished = { step1: 'finished', step2: 'finished' };

  await db.user.create({ data: { email: 'admin@vraagwerk.nl', firstName: 'Anouk', lastName: 'Beheer', role: 'admin', passwordHash, data: { onboarding: finished } } });
  await db.user.create({ data: { email: 'auteur@vraagwerk.nl', firstName: 'Arjen', lastName: 'Schrijver', role: 'author', passwordHash, data: { onboarding: finished } } });
  await db.user.create({
    data: {
      email: 'deelnemer@vraagwerk.nl',
      firstName: 'Pieter',
      lastName: 'Deelnemer',
      role: 'participant',
      passwordHash,
      data: { school: 'Lerarenopleiding Utrecht', place: 'Utrecht', onboarding: finished },
    },
  });
  await db.user.create({ data: { email: 'nieuw@vraagwerk.nl', firstName: 'Nadia', lastName: 'Nieuw', role: 'docent', passwordHash } });

  // ── A school licence with two groups, a teacher, students, an invited and an empty seat ──
  const teacherLink = randomBytes(16).toString('hex');
  const teacher = await db.user.create({
    data: {
      email: 'docent@vraagwerk.nl',
      firstName: 'Marieke',
      lastName: 'van Dijk',
      role: 'docent',
      passwordHash,
      newsletter: true,
      link: teacherLink,
      currentStreamId: stream('natuurkunde-havo').id,
      data: { school: 'Het Baken College', place: 'Amersfoort', onboarding: finished },
    },
  });
  const schoolBegin = schoolYearStart(now);
  const schoolEnd = nextFirstOfAugust(now);
  const school = await db.license.create({
    data: { type: 'schoollicentie', description: 'Het Baken College — natuurwetenschappen', begin: schoolBegin, end: schoolEnd, brinId: '12AB', ownerId: teacher.id },
  });
  const havo = await db.group.create({ data: { licenseId: school.id, streamId: stream('natuurkunde-havo').id, name: 'Havo 4 natuurkunde' } });
  const vmbo = await db.group.create({ data: { licenseId: school.id, streamId: stream('nask1-vmbo').id, name: 'Vmbo 4 nask' } });
  const teacherStreams = ['nask1-vmbo', 'nask2-vmbo', 'natuurkunde-havo', 'natuurkunde-vwo', 'scheikunde-havo', 'wiskunde-b-vwo'];
  const period = { begin: schoolBegin, end: schoolEnd };
  await db.seat.create({
    data: {
      licenseId: school.id,
      role: 'docent',
      userId: teacher.id,
      email: teacher.email,
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      groups: { create: [{ groupId: havo.id }, { groupId: vmbo.id }] },
      privileges: {
        create: [
          { action: 'licentie beheren', objectType: 'license', objectId: school.id, ...period },
          { action: 'groepen beheren', objectType: 'group', objectId: havo.id, ...period },
          { action: 'groepen beheren', objectType: 'group', objectId: vmbo.id, ...period },
          ...teacherStreams.map((slug) => ({ action: 'opgavensets samenstellen', objectType: 'stream' as const, objectId: stream(slug).id, ...period })),
        ],
      },
    },
  });
  const practice = (slug: string) => ({ action: 'oefensets uitvoeren', objectType: 'stream' as const, objectId: stream(slug).id, ...period });
  for (const [firstName, lastName, email, level] of STUDENTS) {
    const group = level === 'havo' ? havo : vmbo;
    const slug = level === 'havo' ? 'natuurkunde-havo' : 'nask1-vmbo';
    const user = await db.user.create({
      data: {
        email,
        firstName,
        lastName,
        role: 'leerling',
        passwordHash,
        currentStreamId: stream(slug).id,
        data: { course: stream(slug).course.name, grade: level === 'havo' ? 'Havo 4' : 'Vmbo 4', use_groups: [group.id] },
      },
    });
    await db.seat.create({
      data: {
        licenseId: school.id,
        role: 'leerling',
        userId: user.id,
        email,
        firstName,
        lastName,
        groups: { create: [{ groupId: group.id }] },
        privileges: { create: [practice(slug)] },
      },
    });
  }
  // An invited student (e-mail set, no account yet) and an empty seat.
  await db.seat.create({
    data: {
      licenseId: school.id,
      role: 'leerling',
      email: 'jesse.kok@leerling.example.nl',
      firstName: 'Jesse',
      lastName: 'Kok',
      inviteTokenHash: sha256(randomBytes(32).toString('hex')),
      inviteExpiresAt: addDays(now, 14),
      groups: { create: [{ groupId: havo.id }] },
      privileges: { create: [practice('natuurkunde-havo')] },
    },
  });
  await db.seat.create({ data: { licenseId: school.id, role: 'leerling', groups: { create: [{ groupId: havo.id }] }, privileges: { create: [practice('natuurkunde-havo')] } } });
  // The teacher's demo student, linked for switching, in every group of the licence.
  const demoStudent = await db.user.create({
    data: { email: 'leerling-k7m2qa@vraagwerk.nl', firstName: 'Demo', lastName: 'Leerling', role: 'leerling', passwordHash: null, link: teacherLink, data: { grade: 'Havo 4' } },
  });
  await db.seat.create({
    data: {
      licenseId: school.id,
      role: 'leerling',
      userId: demoStudent.id,
      email: demoStudent.email,
      firstName: demoStudent.firstName,
      lastName: demoStudent.lastName,
      groups: { create: [{ groupId: havo.id }, { groupId: vmbo.id }] },
      privileges: { create: [practice('natuurkunde-havo'), practice('nask1-vmbo')] },
    },
  });

  // ── A trial licence that ends within a week ──
  const trialLink = randomBytes(16).toString('hex');
  const trialTeacher = await db.user.create({
    data: {
      email: 'proef@vraagwerk.nl',
      firstName: 'Thomas',
      lastName: 'de Proef',
      role: 'docent',
      passwordHash,
      link: trialLink,
      currentStreamId: stream('natuurkunde-havo').id,
      data: { school: 'Stedelijk Lyceum', place: 'Zwolle', onboarding: finished },
    },
  });
  const trialBegin = addDays(now, -4);
  const trialEnd = addDays(trialBegin, TRIAL_DAYS);
  const trial = await db.license.create({
    data: { type: 'proeflicentie', description: 'Proeflicentie Natuurkunde Havo', begin: trialBegin, end: trialEnd, ownerId: trialTeacher.id },
  });
  const trialGroup = await db.group.create({ data: { licenseId: trial.id, streamId: stream('natuurkunde-havo').id, name: 'Natuurkunde' } });
  const trialPeriod = { begin: trialBegin, end: trialEnd };
  await db.seat.create({
    data: {
      licenseId: trial.id,
      role: 'docent',
      userId: trialTeacher.id,
      email: trialTeacher.email,
      firstName: trialTeacher.firstName,
      lastName: trialTeacher.lastName,
      groups: { create: [{ groupId: trialGroup.id }] },
      privileges: {
        create: [
          { action: 'licentie beheren', objectType: 'license', objectId: trial.id, ...trialPeriod },
          { action: 'groepen beheren', objectType: 'group', objectId: trialGroup.id, ...trialPeriod },
          { action: 'beperkt opgavensets samenstellen', objectType: 'stream', objectId: stream('natuurkunde-havo').id, ...trialPeriod },
        ],
      },
    },
  });
  const trialDemo = await db.user.create({
    data: { email: 'leerling-p4z8rt@vraagwerk.nl', firstName: 'Demo', lastName: 'Leerling', role: 'leerling', link: trialLink, data: { grade: 'Havo 4' } },
  });
  for (let i = 0; i < TRIAL_STUDENT_SEATS; i++) {
    await db.seat.create({
      data: {
        licenseId: trial.id,
        role: 'leerling',
        ...(i === 0 ? { userId: trialDemo.id, email: trialDemo.email, firstName: 'Demo', lastName: 'Leerling' } : {}),
        groups: { create: [{ groupId: trialGroup.id }] },
        privileges: { create: [{ action: 'oefensets uitvoeren', objectType: 'stream', objectId: stream('natuurkunde-havo').id, ...trialPeriod }] },
      },
    });
  }

  // ── Registrations for the back-office ──
  await db.registration.create({
    data: {
      firstName: 'Karin',
      lastName: 'Hoekstra',
      email: 'k.hoekstra@school.example.nl',
      licenseSlug: 'proeflicentie-scheikunde-vwo',
      consent: true,
      activationCode: randomBytes(16).toString('hex'),
    },
  });
  await db.registration.create({
    data: {
      firstName: 'Thomas',
      lastName: 'de Proef',
      email: 'proef@vraagwerk.nl',
      licenseSlug: 'proeflicentie-natuurkunde-havo',
      consent: true,
      activationCode: randomBytes(16).toString('hex'),
      activatedAt: trialBegin,
      userId: trialTeacher.id,
      licenseId: trial.id,
    },
  });
}
