// The access rules as pure functions (tables of cases) and loadGrants against the real seeded database.
import { createSession, resumeSessionWithGrants } from '../../server/domain/accounts/sessions.ts';
import { ACTIONS, accessFor, loadAccess, loadGrants, managedLicenseWhere, mayOpenArea, visibleAccountRecords, type Area, type Grant, type Role } from '../../server/domain/access/grants.ts';
import { mayManageLicense } from '../../server/domain/licensing/access.ts';
import { chooseStream } from '../../server/domain/accounts/currentStream.ts';
import { homeVariant, type HomeSeat } from '../../server/domain/accounts/home.ts';
import { daysLeft, expiryState } from '../../server/domain/licensing/expiry.ts';
import { expiryText } from '../../server/graphql/errors/messages.ts';
import { addDays, today } from '../../server/domain/licensing/period.ts';
import type { Database } from '../../server/db/database.ts';
import { openTestDatabase } from '../setup/database.ts';
import { TEST_NOW } from '../setup/env.ts';
import { createLicense, createSeat, createUser, streamIdOf, userIdOf } from '../setup/factories.ts';

// The tests' fixed day (Tuesday 10 March 2026): the seeded licences are dated from it.
const DAY0 = today(TEST_NOW);
/** A session that stays live through the test. */
const SESSION_SETTINGS = { idleTimeoutMs: 60 * 60 * 1000, rememberDays: 30 };
let nextId = 1;
function grant(action: string, objectId: number, extra: Partial<Grant> = {}): Grant {
  return {
    privilegeId: nextId++,
    action,
    objectType: 'stream',
    objectId,
    begin: addDays(DAY0, -10),
    end: addDays(DAY0, 100),
    seatId: 1,
    seatRole: 'docent',
    licenseId: 1,
    licenseType: 'schoollicentie',
    licenseEnd: addDays(DAY0, 100),
    licenseBrinId: null,
    ...extra,
  };
}

const ALL_ROLES: (Role | null)[] = [null, 'leerling', 'docent', 'participant', 'author', 'admin'];

describe('accessFor: streams and set-making per role and grant', () => {
  // Two meanings of "a stream is yours" (server/domain/access/grants.ts): opening it — self-practice and the stream
  // picker, any stream privilege — and teaching it — search, marking schemes and answers, set-making, the cart, exam
  // selection — only a set-making privilege of a docent seat, for a teacher-like role.
  const student = { seatRole: 'leerling' } as const;
  // [case, role, grants, stream asked, may open, may teach, set-making]
  const cases: [string, Role | null, Grant[], number, boolean, boolean, 'unlimited' | 'limited' | null][] = [
    ['admin without grants opens and teaches any stream', 'admin', [], 7, true, true, 'unlimited'],
    ['admin with a limited grant still makes unlimited sets', 'admin', [grant(ACTIONS.limitedSets, 7)], 7, true, true, 'unlimited'],
    ['author without grants opens and teaches any stream', 'author', [], 11, true, true, 'unlimited'],
    ["docent with 'opgavensets samenstellen'", 'docent', [grant(ACTIONS.sets, 3)], 3, true, true, 'unlimited'],
    ["docent with 'onbeperkt opgavensets samenstellen'", 'docent', [grant(ACTIONS.unlimitedSets, 3)], 3, true, true, 'unlimited'],
    ["docent with 'beperkt opgavensets samenstellen'", 'docent', [grant(ACTIONS.limitedSets, 3)], 3, true, true, 'limited'],
    ['docent with both limited and full grants: the full one wins', 'docent', [grant(ACTIONS.limitedSets, 3), grant(ACTIONS.sets, 3)], 3, true, true, 'unlimited'],
    ['docent with a grant on another stream', 'docent', [grant(ACTIONS.sets, 4)], 3, false, false, null],
    ['docent without grants', 'docent', [], 3, false, false, null],
    ["docent with only 'oefensets uitvoeren' on a docent seat: opens, does not teach", 'docent', [grant(ACTIONS.practice, 3)], 3, true, false, null],
    ['docent holding a student licence (a leerling seat) for the stream: opens for practice, does not teach', 'docent', [grant(ACTIONS.practice, 3, student)], 3, true, false, null],
    ["docent: 'opgavensets samenstellen' on a leerling seat teaches nothing", 'docent', [grant(ACTIONS.sets, 3, student)], 3, true, false, null],
    ['docent teaching stream 4 and practising stream 3 with a student licence', 'docent', [grant(ACTIONS.sets, 4), grant(ACTIONS.practice, 3, student)], 3, true, false, null],
    ['docent with a student licence and a teacher grant for the same stream teaches it', 'docent', [grant(ACTIONS.practice, 3, student), grant(ACTIONS.limitedSets, 3)], 3, true, true, 'limited'],
    ['docent: a collection privilege with the same number opens no stream', 'docent', [grant(ACTIONS.runCollection, 3, { objectType: 'collection' })], 3, false, false, null],
    ["docent: 'groepen beheren' on group 3 opens no stream 3", 'docent', [grant(ACTIONS.manageGroups, 3, { objectType: 'group' })], 3, false, false, null],
    ["docent: 'licentie beheren' opens no stream", 'docent', [grant(ACTIONS.manageLicense, 3, { objectType: 'license' })], 3, false, false, null],
    ["leerling with 'oefensets uitvoeren' opens but never teaches or makes sets", 'leerling', [grant(ACTIONS.practice, 3, student)], 3, true, false, null],
    ["leerling even with 'opgavensets samenstellen' on a docent seat never teaches", 'leerling', [grant(ACTIONS.sets, 3)], 3, true, false, null],
    ['leerling without grants', 'leerling', [], 3, false, false, null],
    ["participant with 'opgavensets samenstellen' like a teacher", 'participant', [grant(ACTIONS.sets, 5)], 5, true, true, 'unlimited'],
    ["participant with 'beperkt opgavensets samenstellen' like a teacher", 'participant', [grant(ACTIONS.limitedSets, 5)], 5, true, true, 'limited'],
    ['participant without grants', 'participant', [], 5, false, false, null],
    ['visitor', null, [], 5, false, false, null],
  ];

  it.each(cases)('%s', (_name, role, grants, stream, open, teach, setMaking) => {
    const access = accessFor(role, grants);
    expect({ open: access.canOpenStream(stream), teach: access.canTeachStream(stream), setMaking: access.setMaking(stream) }).toEqual({ open, teach, setMaking });
  });

  it.each([
    ['admin', true, true, false, true],
    ['author', true, true, false, true],
    ['docent', false, true, false, true],
    ['participant', false, true, false, true],
    ['leerling', false, false, true, true],
    [null, false, false, false, false],
  ] as const)('role %s: staff %s, teacher-like %s, student %s, signed in %s', (role, staff, teacherLike, student, signedIn) => {
    const access = accessFor(role);
    expect({ staff: access.isStaff, teacherLike: access.isTeacherLike, student: access.isStudent, signedIn: access.signedIn }).toEqual({
      staff,
      teacherLike,
      student,
      signedIn,
    });
  });

  it("gives staff 'all' streams and everyone else exactly the streams of their stream grants, taught ones of docent seats' set-making", () => {
    expect(accessFor('admin').streamIds).toBe('all');
    expect(accessFor('author').streamIds).toBe('all');
    expect(accessFor('admin').teacherStreamIds).toBe('all');
    const docent = accessFor('docent', [
      grant(ACTIONS.sets, 2),
      grant(ACTIONS.limitedSets, 9),
      grant(ACTIONS.practice, 4),
      grant(ACTIONS.practice, 8, student),
      grant(ACTIONS.manageGroups, 6, { objectType: 'group' }),
    ]);
    expect([...(docent.streamIds as Set<number>)].sort((a, b) => a - b)).toEqual([2, 4, 8, 9]);
    expect([...(docent.teacherStreamIds as Set<number>)].sort((a, b) => a - b)).toEqual([2, 9]);
  });

  it('reports the latest end of the stream grants, none for staff', () => {
    const early = addDays(DAY0, 5);
    const late = addDays(DAY0, 50);
    const access = accessFor('docent', [
      grant(ACTIONS.limitedSets, 3, { end: early }),
      grant(ACTIONS.sets, 3, { end: late }),
      grant(ACTIONS.sets, 4, { end: early }),
      // A student licence of the teacher's own that runs longer does not lengthen their teacher grant...
      grant(ACTIONS.practice, 4, { end: late, seatRole: 'leerling' }),
      // ...but is the end of a stream they only practise in.
      grant(ACTIONS.practice, 6, { end: late, seatRole: 'leerling' }),
    ]);
    expect(access.streamGrantEnd(3)).toEqual(late);
    expect(access.streamGrantEnd(4)).toEqual(early);
    expect(access.streamGrantEnd(6)).toEqual(late);
    expect(access.streamGrantEnd(5)).toBeNull();
    expect(accessFor('admin', [grant(ACTIONS.sets, 3)]).streamGrantEnd(3)).toBeNull();
  });
});

describe('accessFor: managed groups and licences', () => {
  it.each([
    ['no grants', [], [], []],
    [
      "'groepen beheren' on two groups, one twice",
      [grant(ACTIONS.manageGroups, 11, { objectType: 'group' }), grant(ACTIONS.manageGroups, 12, { objectType: 'group' }), grant(ACTIONS.manageGroups, 11, { objectType: 'group', seatId: 2 })],
      [11, 12],
      [],
    ],
    [
      "'licentie beheren' on two seats of one licence and one of another",
      [
        grant(ACTIONS.manageLicense, 1, { objectType: 'license', licenseId: 1 }),
        grant(ACTIONS.manageLicense, 1, { objectType: 'license', licenseId: 1, seatId: 2 }),
        grant(ACTIONS.manageLicense, 8, { objectType: 'license', licenseId: 8 }),
      ],
      [],
      [1, 8],
    ],
    ['stream grants manage nothing', [grant(ACTIONS.sets, 11), grant(ACTIONS.practice, 12)], [], []],
    ["'groepen beheren' on a non-group object is no managed group", [grant(ACTIONS.manageGroups, 13, { objectType: 'license' })], [], []],
  ] as [string, Grant[], number[], number[]][])('%s', (_name, grants, groups, licences) => {
    const access = accessFor('docent', grants);
    expect([...access.managedGroupIds].sort((a, b) => a - b)).toEqual(groups);
    expect([...access.managedLicenseIds].sort((a, b) => a - b)).toEqual(licences);
  });
});

describe('mayOpenArea', () => {
  // Documents 1 §6 and 2 §2.1/§6: the teacher side and the cart for admin, author, docent and participant; /leerlingen for
  // docent, author, admin; /licenties for docent and admin; /admin for author and admin; 'Selectie docent' for
  // leerlingen only; self-practice and the profile for every signed-in role; nothing for a visitor.
  const expected: Record<Area, (Role | null)[]> = {
    teacher: ['docent', 'participant', 'author', 'admin'],
    cart: ['docent', 'participant', 'author', 'admin'],
    students: ['docent', 'author', 'admin'],
    exams: ['docent', 'author', 'admin'],
    licenses: ['docent', 'admin'],
    admin: ['author', 'admin'],
    adminOnly: ['admin'],
    teacherSelection: ['leerling'],
    selfPractice: ['leerling', 'docent', 'participant', 'author', 'admin'],
    profile: ['leerling', 'docent', 'participant', 'author', 'admin'],
  };
  const table = (Object.keys(expected) as Area[]).flatMap((area) => ALL_ROLES.map((role) => [area, role ?? 'visitor', role, expected[area].includes(role)] as const));

  it.each(table)('%s for %s', (area, _label, role, allowed) => {
    expect(mayOpenArea(accessFor(role), area)).toBe(allowed);
  });
});

describe('chooseStream', () => {
  const streams = [
    { id: 1, courseName: 'NaSk 1', levelName: 'Vmbo GT' },
    { id: 3, courseName: 'Natuurkunde', levelName: 'Havo' },
    { id: 4, courseName: 'Natuurkunde', levelName: 'Vwo' },
    { id: 5, courseName: 'Scheikunde', levelName: 'Havo' },
    { id: 11, courseName: 'Wiskunde B', levelName: 'Vwo' },
  ];
  const docent = (...ids: number[]) =>
    accessFor(
      'docent',
      ids.map((id) => grant(ACTIONS.sets, id)),
    );

  it.each([
    ['the remembered stream when allowed', docent(1, 4, 11), 11, null, 11],
    ['the remembered stream when allowed, over the profile', docent(1, 3, 4), 4, { course: 'Natuurkunde', grade: 'Havo 4' }, 4],
    ['not the remembered stream when it is not allowed: the profile course and grade', docent(1, 3, 4), 5, { course: 'Natuurkunde', grade: 'Vwo 6' }, 4],
    ['profile course and grade Havo', docent(1, 3, 4), null, { course: 'Natuurkunde', grade: 'Havo 5' }, 3],
    ['profile course and grade Vmbo → Vmbo GT', docent(1, 3, 4), null, { course: 'NaSk 1', grade: 'Vmbo 3' }, 1],
    ['profile course without grade: the first allowed stream of that course', docent(1, 4, 11), null, { course: 'Natuurkunde' }, 4],
    ['profile course and grade whose stream is not allowed: the first allowed stream', docent(4, 11), null, { course: 'Natuurkunde', grade: 'Havo 4' }, 4],
    ['profile course not allowed at all: the first allowed stream', docent(5, 11), 3, { course: 'Natuurkunde', grade: 'Havo 4' }, 5],
    ['no remembered stream and no profile: the first allowed in display order', docent(11, 4), undefined, null, 4],
    ['a grade that is not a string is ignored', docent(3, 4), null, { course: 'Natuurkunde', grade: 5 }, 3],
    ['nothing allowed: none', docent(), 3, { course: 'Natuurkunde', grade: 'Havo 4' }, null],
    ['a visitor: none', accessFor(null), 3, null, null],
    ['staff: any remembered stream', accessFor('admin'), 5, null, 5],
    ['staff without a remembered stream: the first stream', accessFor('author'), null, null, 1],
    ['a leerling with a practice grant: that stream', accessFor('leerling', [grant(ACTIONS.practice, 3, { seatRole: 'leerling' })]), null, { course: 'Natuurkunde', grade: 'Havo 4' }, 3],
    [
      'a docent with a student licence first in display order: the stream they teach',
      accessFor('docent', [grant(ACTIONS.practice, 1, { seatRole: 'leerling' }), grant(ACTIONS.sets, 11)]),
      null,
      null,
      11,
    ],
    [
      'a docent whose profile names the stream of their student licence: the stream they teach',
      accessFor('docent', [grant(ACTIONS.practice, 3, { seatRole: 'leerling' }), grant(ACTIONS.sets, 4)]),
      null,
      { course: 'Natuurkunde', grade: 'Havo 4' },
      4,
    ],
    [
      'a docent who remembered the stream of their student licence keeps it (self-practice)',
      accessFor('docent', [grant(ACTIONS.practice, 3, { seatRole: 'leerling' }), grant(ACTIONS.sets, 4)]),
      3,
      null,
      3,
    ],
    ['a docent with only a student licence: that stream', accessFor('docent', [grant(ACTIONS.practice, 5, { seatRole: 'leerling' })]), null, null, 5],
  ] as const)('%s', (_name, access, remembered, profile, expected) => {
    expect(chooseStream(access, streams, remembered, profile as { course?: unknown; grade?: unknown } | null)).toBe(expected);
  });
});

describe('homeVariant (document 2 §2.2)', () => {
  const seat = (groupCount: number, licenseBrinId: string | null = null): HomeSeat => ({ groupCount, licenseBrinId });
  const finished = { step1: 'finished', step2: 'finished' };

  it.each([
    ['a visitor', null, [], 'visitor'],
    ['an account without a role', { role: null, data: null }, [], 'visitor'],
    ['admin', { role: 'admin', data: null }, [], 'staff'],
    ['author', { role: 'author', data: { onboarding: finished } }, [], 'staff'],
    ['docent without profile data: onboarding step 1', { role: 'docent', data: null }, [], 'teacherOnboarding1'],
    ['docent with only onboarding flags: still step 1', { role: 'docent', data: { onboarding: finished } }, [], 'teacherOnboarding1'],
    ['docent with a profile, step 2 not finished: step 2', { role: 'docent', data: { school: 'X', place: 'Y', onboarding: { step1: 'finished' } } }, [], 'teacherOnboarding2'],
    ['docent with a profile, step 2 finished: teacher home', { role: 'docent', data: { school: 'X', place: 'Y', onboarding: finished } }, [seat(2, '12AB')], 'teacher'],
    ['participant without profile: step 1', { role: 'participant', data: null }, [], 'teacherOnboarding1'],
    ['participant with profile and step 2: teacher home', { role: 'participant', data: { school: 'X', onboarding: { step2: 'finished' } } }, [], 'teacher'],
    ['leerling with one seat, no groups, school licence: group selection', { role: 'leerling', data: null }, [seat(0, '01XY')], 'studentGroups'],
    ['leerling with one seat, no groups, school licence and a profile: still group selection', { role: 'leerling', data: { grade: 'Havo 4' } }, [seat(0, '01XY')], 'studentGroups'],
    ['leerling with one seat, no groups, no school id: student home', { role: 'leerling', data: null }, [seat(0)], 'student'],
    ['leerling with two seats, no groups: student home', { role: 'leerling', data: null }, [seat(0, '01XY'), seat(0, '01XY')], 'student'],
    ['leerling without seats: student home', { role: 'leerling', data: null }, [], 'student'],
    ['leerling with groups and profile data: student home', { role: 'leerling', data: { course: 'Natuurkunde', grade: 'Havo 4' } }, [seat(1, '12AB')], 'student'],
    ['leerling with groups and no profile data: grade selection', { role: 'leerling', data: null }, [seat(1, '12AB')], 'studentGrade'],
    ['leerling with groups and only onboarding flags: grade selection', { role: 'leerling', data: { onboarding: finished } }, [seat(2)], 'studentGrade'],
  ] as const)('%s → %s', (_name, user, seats, expected) => {
    expect(homeVariant(user as { role: Role | null; data: unknown } | null, seats as readonly HomeSeat[])).toBe(expected);
  });
});

describe('licence expiry', () => {
  const noon = new Date(Date.UTC(2026, 2, 10, 12, 0));
  // `end` is exclusive (the first day the licence no longer works): the last valid day is end − 1.
  it.each([
    [-5, -6, 'expired', 'Je licentie is verlopen.'],
    [0, -1, 'expired', 'Je licentie is verlopen.'],
    [1, 0, 'soon', 'Je licentie verloopt vandaag.'],
    [2, 1, 'soon', 'Je licentie verloopt morgen.'],
    [3, 2, 'soon', 'Je licentie is nog 3 dagen geldig.'],
    [10, 9, 'soon', 'Je licentie is nog 10 dagen geldig.'],
    [11, 10, null, null],
    [200, 199, null, null],
  ] as const)('an end %i days after today: %i days left, %s', (offset, days, state, text) => {
    const end = addDays(today(noon), offset);
    expect(daysLeft(end, noon)).toBe(days);
    expect(expiryState(days)).toBe(state);
    if (state) expect(expiryText(state, days)).toBe(text);
  });

  it('counts calendar days whatever the time of day', () => {
    const end = new Date(Date.UTC(2026, 2, 12));
    expect(daysLeft(end, new Date(Date.UTC(2026, 2, 10, 0, 0, 1)))).toBe(1);
    expect(daysLeft(end, new Date(Date.UTC(2026, 2, 10, 23, 59, 59)))).toBe(1);
    expect(daysLeft(end, new Date(Date.UTC(2026, 2, 11, 23, 59)))).toBe(0);
    expect(daysLeft(end, new Date(Date.UTC(2026, 2, 12, 0, 0)))).toBe(-1);
  });
});

describe('loadGrants against the database', () => {
  let database: Database;
  let db: Database['prisma'];
  let userId: number;
  const slugs = {
    control: 'natuurkunde-havo',
    beginsToday: 'natuurkunde-vwo',
    expired: 'nask1-vmbo',
    endsToday: 'nask2-vmbo',
    notYet: 'scheikunde-havo',
    inactivePrivilege: 'scheikunde-vwo',
    inactiveSeat: 'wiskunde-vmbo',
    inactiveLicense: 'wiskunde-a-havo',
    licenseEnded: 'wiskunde-a-vwo',
    licenseEndsToday: 'wiskunde-b-havo',
    licenseNotStarted: 'wiskunde-b-vwo',
  } as const;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.prisma;
    for (const [key, slug] of Object.entries(slugs)) ids[key] = await streamIdOf(db, slug);
    const user = await createUser(db, { role: 'docent' });
    userId = user.id;
    const d = DAY0;
    const good = await createLicense(db);
    await createSeat(db, {
      licenseId: good.id,
      userId,
      privileges: [
        { action: ACTIONS.sets, objectId: ids.control! },
        { action: ACTIONS.sets, objectId: ids.beginsToday!, begin: d },
        { action: ACTIONS.sets, objectId: ids.expired!, begin: addDays(d, -30), end: addDays(d, -1) },
        { action: ACTIONS.sets, objectId: ids.endsToday!, begin: addDays(d, -30), end: d },
        { action: ACTIONS.sets, objectId: ids.notYet!, begin: addDays(d, 1), end: addDays(d, 30) },
        { action: ACTIONS.sets, objectId: ids.inactivePrivilege!, isActive: false },
        { action: ACTIONS.manageLicense, objectType: 'license', objectId: good.id },
      ],
    });
    await createSeat(db, { licenseId: good.id, userId, isActive: false, privileges: [{ action: ACTIONS.sets, objectId: ids.inactiveSeat! }] });
    const inactive = await createLicense(db, { isActive: false });
    await createSeat(db, { licenseId: inactive.id, userId, privileges: [{ action: ACTIONS.sets, objectId: ids.inactiveLicense! }] });
    const ended = await createLicense(db, { begin: addDays(d, -60), end: addDays(d, -1) });
    await createSeat(db, { licenseId: ended.id, userId, privileges: [{ action: ACTIONS.sets, objectId: ids.licenseEnded! }] });
    const endsToday = await createLicense(db, { begin: addDays(d, -60), end: d });
    await createSeat(db, { licenseId: endsToday.id, userId, privileges: [{ action: ACTIONS.sets, objectId: ids.licenseEndsToday! }] });
    const notStarted = await createLicense(db, { begin: addDays(d, 1), end: addDays(d, 60) });
    await createSeat(db, { licenseId: notStarted.id, userId, privileges: [{ action: ACTIONS.sets, objectId: ids.licenseNotStarted! }] });
    // Someone else's seat on the same licence grants this user nothing.
    const other = await createUser(db, { role: 'docent' });
    await createSeat(db, { licenseId: good.id, userId: other.id, privileges: [{ action: ACTIONS.unlimitedSets, objectId: ids.expired! }] });
  });
  afterAll(async () => {
    await database.close();
  });

  // The grants come by themselves (loadGrants) or with the session, in the session's own statement: the same rows.
  const withSession = async (user: number, day: Date) => {
    const { token } = await createSession(db, SESSION_SETTINGS, { userId: user, remember: false });
    const resumed = await resumeSessionWithGrants(db, SESSION_SETTINGS, token, day);
    expect(resumed?.session.user.id).toBe(user);
    return resumed!.grants;
  };
  describe.each([
    ['loadGrants', (user: number, day: Date) => loadGrants(db, user, day)],
    ['with the session', withSession],
  ])('%s', (_name, load) => {
    it('keeps only the privileges in force today (begin inclusive, end exclusive)', async () => {
      const grants = await load(userId, DAY0);
      const streamGrants = grants.filter((g) => g.objectType === 'stream').map((g) => g.objectId);
      expect(streamGrants.sort()).toEqual([ids.control!, ids.beginsToday!].sort());
      expect(grants.filter((g) => g.objectType === 'license')).toHaveLength(1);
    });

    it.each(Object.keys(slugs).filter((k) => k !== 'control' && k !== 'beginsToday'))('gives no grant for %s', async (key) => {
      const access = accessFor('docent', await load(userId, DAY0));
      expect(access.canOpenStream(ids[key]!)).toBe(false);
      expect(access.setMaking(ids[key]!)).toBeNull();
    });

    it('describes each grant with its seat and licence', async () => {
      const grants = await load(userId, DAY0);
      const control = grants.find((g) => g.objectId === ids.control && g.objectType === 'stream')!;
      const seat = await db.seat.findUniqueOrThrow({ where: { id: control.seatId }, include: { license: true } });
      expect(control).toMatchObject({
        action: 'opgavensets samenstellen',
        seatRole: 'docent',
        licenseId: seat.licenseId,
        licenseType: 'schoollicentie',
        licenseBrinId: null,
      });
      expect(seat.userId).toBe(userId);
      expect(control.licenseEnd).toEqual(seat.license.end);
    });

    it('evaluates another day when asked: tomorrow the privilege that begins tomorrow is in force', async () => {
      const tomorrow = await load(userId, addDays(DAY0, 1));
      const streams = tomorrow.filter((g) => g.objectType === 'stream').map((g) => g.objectId);
      expect(streams).toContain(ids.notYet);
      expect(streams).toContain(ids.licenseNotStarted);
      expect(streams).not.toContain(ids.expired);
    });
  });

  it('gives the seeded teachers their grants: docent@ full on 6 streams, proef@ limited until its last day', async () => {
    const docent = await loadAccess(db, { id: await userIdOf(db, 'docent@vraagwerk.nl'), role: 'docent' }, DAY0);
    const havo = await streamIdOf(db, 'natuurkunde-havo');
    const wiskundeA = await streamIdOf(db, 'wiskunde-a-havo');
    expect((docent.streamIds as Set<number>).size).toBe(6);
    expect(docent.setMaking(havo)).toBe('unlimited');
    expect(docent.setMaking(wiskundeA)).toBeNull();
    expect(docent.managedGroupIds).toHaveLength(2);
    expect(docent.managedLicenseIds).toHaveLength(1);

    const proefId = await userIdOf(db, 'proef@vraagwerk.nl');
    const proef = await loadAccess(db, { id: proefId, role: 'docent' }, DAY0);
    expect(proef.setMaking(havo)).toBe('limited');
    expect(proef.streamGrantEnd(havo)).toEqual(addDays(DAY0, 6));
    // The trial ends in 6 days: on day 5 it is still in force, on day 6 (its end) it is not.
    expect(accessFor('docent', await loadGrants(db, proefId, addDays(DAY0, 5))).setMaking(havo)).toBe('limited');
    expect(await loadGrants(db, proefId, addDays(DAY0, 6))).toEqual([]);
  });

  it('loads no grants for staff and a visitor', async () => {
    const admin = await loadAccess(db, { id: await userIdOf(db, 'admin@vraagwerk.nl'), role: 'admin' }, DAY0);
    expect(admin.grants).toEqual([]);
    expect(admin.streamIds).toBe('all');
    const visitor = await loadAccess(db, null, DAY0);
    expect(visitor.signedIn).toBe(false);
    expect(visitor.grants).toEqual([]);
  });
});

describe("'manages this licence today': mayManageLicense on the loaded grants and managedLicenseWhere in a query agree", () => {
  let database: Database;
  let db: Database['prisma'];
  const d = DAY0;
  // [case, role, licence, seat active, the privilege 'licentie beheren' (null: none), manages]
  type Case = [string, Role, { isActive?: boolean; begin?: Date; end?: Date }, boolean, { isActive?: boolean; begin?: Date; end?: Date } | null, boolean];
  const cases: Case[] = [
    ['a docent with the privilege in force', 'docent', {}, true, {}, true],
    ['a docent whose privilege began today', 'docent', {}, true, { begin: d }, true],
    ['a former manager: the privilege ended today', 'docent', {}, true, { begin: addDays(d, -30), end: d }, false],
    ['a former manager: the privilege ended a week ago', 'docent', {}, true, { begin: addDays(d, -30), end: addDays(d, -7) }, false],
    ['a manager-to-be: the privilege begins tomorrow', 'docent', {}, true, { begin: addDays(d, 1) }, false],
    ['a docent whose privilege is switched off', 'docent', {}, true, { isActive: false }, false],
    ['a docent whose seat is switched off', 'docent', {}, false, {}, false],
    ['a docent of a licence switched off', 'docent', { isActive: false }, true, {}, false],
    ['a docent of a licence that ended today', 'docent', { begin: addDays(d, -60), end: d }, true, { begin: addDays(d, -60), end: addDays(d, 60) }, false],
    ['a docent of a licence that starts tomorrow', 'docent', { begin: addDays(d, 1), end: addDays(d, 60) }, true, {}, false],
    ['a docent on the licence without the privilege', 'docent', {}, true, null, false],
    ["a leerling holding 'licentie beheren' (the licences area is docent and admin)", 'leerling', {}, true, {}, false],
    ["a participant holding 'licentie beheren'", 'participant', {}, true, {}, false],
    ['an admin without any seat in it', 'admin', {}, true, null, true],
  ];
  const fixtures: { user: { id: number; role: Role }; licenseId: number }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.prisma;
    for (const [, role, license, seatActive, privilege] of cases) {
      const { id: licenseId } = await createLicense(db, license);
      const user = await createUser(db, { role });
      if (role !== 'admin') {
        await createSeat(db, {
          licenseId,
          userId: user.id,
          isActive: seatActive,
          privileges: privilege ? [{ action: ACTIONS.manageLicense, objectType: 'license', objectId: licenseId, ...privilege }] : [],
        });
      }
      fixtures.push({ user: { id: user.id, role }, licenseId });
    }
  });
  afterAll(async () => {
    await database.close();
  });

  it.each(cases.map((c, i) => [c[0], i, c[5]] as const))('%s', async (_name, i, manages) => {
    const { user, licenseId } = fixtures[i]!;
    const access = await loadAccess(db, user, TEST_NOW);
    const managedByQuery = (await db.license.count({ where: { id: licenseId, AND: [managedLicenseWhere(user, TEST_NOW)] } })) === 1;
    expect({ grants: mayManageLicense(access, licenseId), query: managedByQuery }).toEqual({ grants: manages, query: manages });
    // A seat of the licence (its manager's own one aside) can be read by node id exactly when the licence is managed.
    const someoneElse = await createSeat(db, { licenseId, role: 'leerling' });
    const visible = await db.seat.count({ where: { id: someoneElse.id, AND: [visibleAccountRecords(user, TEST_NOW).seat] } });
    expect(visible).toBe(manages ? 1 : 0);
  });
});
