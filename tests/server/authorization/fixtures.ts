// The objects the authorization matrix's rows refer to (tests/server/authorization/matrix.ts Fixtures), made once per
// server by the factories: three schools (own, another, one whose licence ended) each with a licence, a group, a
// managing teacher and a student, a trial docent, a docent without licence, a participant, an author and an admin, and a
// set of each school's teacher made over GraphQL. Shared by the matrix and the fuzzer (tests/fuzz/), which signs in as
// the same roles.
import { createHash } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createIdCodec } from '../../../server/app/ids.ts';
import { contentFilePath } from '../../../server/domain/content/files.ts';
import { addDays, today } from '../../../server/domain/licensing/period.ts';
import { ACTIONS } from '../../../server/domain/access/grants.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../../setup/factories.ts';
import type { TestServer } from '../../setup/server.ts';
import { TEST_NOW } from '../../setup/env.ts';
import type { Fixtures, Role } from './matrix.ts';

/** The e-mail address of each signed-in role (all with the factories' password). */
export type RoleEmails = Record<Exclude<Role, 'visitor'>, string>;

export async function makeFixtures(server: TestServer): Promise<{ fixtures: Fixtures; emails: RoleEmails }> {
  const db = () => server.db.prisma;
  const emails = {} as RoleEmails;
  const ids = createIdCodec(server.config.idSecret);
  const day = today(TEST_NOW);
  const onboarded = { school: 'Matrixschool', place: 'Utrecht', onboarding: { step1: 'finished', step2: 'finished' } };
  const havo = await streamIdOf(db(), 'natuurkunde-havo');
  const topic = await db().topic.findFirstOrThrow({
    where: { name: 'Echolood op een vissersboot', exam: { streamId: havo } },
    select: {
      id: true,
      exam: { select: { id: true, year: true, term: true } },
      questions: { orderBy: { number: 'asc' }, select: { id: true } },
      attachments: { select: { attachment: { select: { file: { select: { id: true, name: true } } } } } },
    },
  });
  const tag = await db().tag.findFirstOrThrow({ where: { streamId: havo }, select: { id: true } });

  /** A school's licence with a group, a teacher who manages both and makes sets, and a student in the group. */
  async function school(name: string, end = addDays(day, 200)) {
    const license = await createLicense(db(), { end, groups: [{ name: `${name} 4`, streamSlug: 'natuurkunde-havo' }] });
    const group = license.groups[0]!;
    const teacher = await createUser(db(), { role: 'docent', data: onboarded });
    const seat = await createSeat(db(), {
      licenseId: license.id,
      userId: teacher.id,
      groupIds: [group.id],
      privileges: [
        { action: ACTIONS.manageLicense, objectType: 'license', objectId: license.id, end },
        { action: ACTIONS.manageGroups, objectType: 'group', objectId: group.id, end },
        { action: ACTIONS.sets, objectId: havo, end },
      ],
    });
    const student = await createUser(db(), { role: 'leerling' });
    const studentSeat = await createSeat(db(), { licenseId: license.id, userId: student.id, role: 'leerling', groupIds: [group.id], privileges: [{ action: ACTIONS.practice, objectId: havo, end }] });
    return { license, group, teacher, seat, student, studentSeat };
  }
  const own = await school('Eigen');
  const other = await school('Andere');
  const lapsed = await school('Verlopen');
  const trial = await createUser(db(), { role: 'docent', data: onboarded });
  const trialLicense = await createLicense(db(), { type: 'proeflicentie', end: addDays(day, 5) });
  await createSeat(db(), { licenseId: trialLicense.id, userId: trial.id, privileges: [{ action: ACTIONS.limitedSets, objectId: havo, end: addDays(day, 5) }] });
  const without = await createUser(db(), { role: 'docent', data: onboarded });
  const participant = await createUser(db(), { role: 'participant', data: onboarded });
  const author = await createUser(db(), { role: 'author' });
  const admin = await createUser(db(), { role: 'admin' });
  Object.assign(emails, {
    leerling: own.student.email,
    docentWithoutLicence: without.email,
    trialDocent: trial.email,
    schoolDocent: own.teacher.email,
    participant: participant.email,
    author: author.email,
    admin: admin.email,
  });

  /** A set of the whole topic made by a school's teacher, through GraphQL as the web app makes it. */
  async function setOf(email: string) {
    const client = await signedInClient(server, email);
    const made = await client.graphql<{ createCollection: { __typename: string; collection?: { key: string } } }>(
      `mutation ($s: ID!, $q: [ID!]!) { createCollection(streamId: $s, name: "Matrix", downloadType: word, questionIds: $q) { __typename ... on CreateCollectionSuccess { collection { key } } } }`,
      { s: encodeGlobalID('Stream', havo), q: topic.questions.map((q) => encodeGlobalID('Question', q.id)) },
    );
    const key = made.data?.createCollection.collection?.key;
    if (!key) throw new Error(`No set for the matrix: ${JSON.stringify(made)}`);
    return { key, globalId: encodeGlobalID('Collection', key), topicUrlId: ids.encode(topic.id) };
  }
  const sets = { own: await setOf(own.teacher.email), otherSchool: await setOf(other.teacher.email), expired: await setOf(lapsed.teacher.email) };
  // The third school's licence ended yesterday (end is exclusive), after its teacher made the set.
  await db().license.update({ where: { id: lapsed.license.id }, data: { end: day } });
  await db().privilege.updateMany({ where: { seat: { licenseId: lapsed.license.id } }, data: { end: day } });

  // The demo students, made once as their managers make them (one per manager and licence): the matrix's demo-leerling
  // rows find them (200), so running the rows adds no student, however often they run against these fixtures.
  for (const [email, license] of [
    [own.teacher.email, own.license.id],
    [admin.email, own.license.id],
    [admin.email, other.license.id],
  ] as const) {
    const made = await (await signedInClient(server, email)).json('POST', `/api/licenses/${ids.encode(license)}/demo-leerling`, {});
    if (made.status !== 201) throw new Error(`No demo student for the matrix: ${made.status} ${JSON.stringify(made.body)}`);
  }

  const licenseOf = (s: Awaited<ReturnType<typeof school>>) => ({
    urlId: ids.encode(s.license.id),
    globalId: encodeGlobalID('License', s.license.id),
    seatUrlId: ids.encode(s.studentSeat.id),
    seatGlobalId: encodeGlobalID('Seat', s.studentSeat.id),
    groupUrlId: ids.encode(s.group.id),
    groupGlobalId: encodeGlobalID('Group', s.group.id),
  });
  const file = topic.attachments[0]!.attachment.file;
  // A PDF of the exam, for the back-office's download row (the seeded exams have none).
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const stored = await db().storedFile.create({ data: { name: 'opgaven.pdf', mime: 'application/pdf', size: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex'), content: pdf } });
  const examFile = await db().examFile.create({ data: { examId: topic.exam.id, fileId: stored.id, name: 'opgaven.pdf' } });
  const fixtures: Fixtures = {
    stream: { urlId: ids.encode(havo), globalId: encodeGlobalID('Stream', havo), slug: 'natuurkunde-havo' },
    topic: { urlId: ids.encode(topic.id), globalId: encodeGlobalID('Topic', topic.id) },
    question: { urlId: ids.encode(topic.questions[0]!.id), globalId: encodeGlobalID('Question', topic.questions[0]!.id) },
    exam: { urlId: ids.encode(topic.exam.id), globalId: encodeGlobalID('Exam', topic.exam.id), year: topic.exam.year, term: topic.exam.term, fileUrlId: ids.encode(examFile.id) },
    tag: { urlId: ids.encode(tag.id) },
    sets,
    licenses: { own: licenseOf(own), otherSchool: licenseOf(other), expired: licenseOf(lapsed) },
    studentPrivilegeUrlId: ids.encode(own.studentSeat.privileges[0]!.id),
    studentSeatUrlId: ids.encode(own.studentSeat.id),
    elaborationUrlId: 'nope',
    fileUrl: `/${contentFilePath(file)}`,
    adminUserGlobalId: encodeGlobalID('User', admin.id),
  };
  return { fixtures, emails };
}
