// The authorization matrix (issue 43): every GraphQL root field and every route of the server × the roles × the object
// cases where they matter, with the answer each must get. tests/server/authorization.test.ts enumerates the built
// schema's Query and Mutation fields and fastify's route table and fails on one without a row here; then it runs every
// row against one real server with real users (made once by tests/setup/factories.ts) and compares the answers.
//
// How a later issue adds its rows: for a new root field or route, append a row to GRAPHQL or ROUTES below — `covers`
// names it as the enumeration does ('Query.x', 'Mutation.x', 'GET /api/x/:id'; parameter names do not matter), `request`
// builds the call from the fixtures (add a fixture in the test's `makeFixtures` when the row needs an object of its
// own), and `expect` gives the answer per role (helpers below: one line usually covers all eight). Where the object
// matters, add one row per case ('own', 'otherSchool', 'expired'). Requests that change state must leave the fixtures
// usable for the rows after them: prefer inputs that pass authorization and then fail validation (an allowed role gets
// the validation answer, a refused one the refusal), and mark rows that end or start a session `fresh` (they run on a
// client of their own).
//
// An answer is, for REST, the HTTP status; for GraphQL: 'ok' (data), 'empty' (an empty list), 'null', the __typename of
// a typed error in a result union (e.g. 'ForbiddenError'), or 'error:<code or message>' for a GraphQL error.

export const ROLES = ['visitor', 'leerling', 'docentWithoutLicence', 'trialDocent', 'schoolDocent', 'participant', 'author', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Answer = number | string;
/** One answer, or the answers a rate limit may also give (a throttled token or sign-in). */
export type Expect = Record<Role, Answer | readonly Answer[]>;

/** The objects rows refer to, made once by the test. Ids are as each interface takes them. */
export interface Fixtures {
  /** urlIds (REST ids) and global ids. */
  stream: { urlId: string; globalId: string; slug: string };
  topic: { urlId: string; globalId: string };
  question: { urlId: string; globalId: string };
  /** The exam holds the topic (so teachers' sets hold its questions) and one PDF (fileUrlId). */
  exam: { urlId: string; globalId: string; year: number; term: number; fileUrlId: string };
  tag: { urlId: string };
  /** Sets: the school docent's own, another school's teacher's, and one of a teacher whose licence has ended. */
  sets: Record<'own' | 'otherSchool' | 'expired', { key: string; globalId: string; topicUrlId: string }>;
  licenses: Record<'own' | 'otherSchool' | 'expired', { urlId: string; globalId: string; seatUrlId: string; seatGlobalId: string; groupUrlId: string; groupGlobalId: string }>;
  /** The leerling's privilege ('oefensets uitvoeren') and seat: for the scores and log routes. */
  studentPrivilegeUrlId: string;
  studentSeatUrlId: string;
  elaborationUrlId: string;
  fileUrl: string;
  adminUserGlobalId: string;
}

export type Case = 'own' | 'otherSchool' | 'expired';

export interface GraphqlRow {
  covers: string;
  case?: Case;
  query: string;
  variables?: (f: Fixtures) => Record<string, unknown>;
  /** Runs on a client of its own, signed in for the role (a row that ends or changes the session). */
  fresh?: boolean;
  expect: Expect;
}

export interface RouteRow {
  covers: string;
  case?: Case;
  path: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  fresh?: boolean;
  expect: Expect;
}

// ── Helpers: one line per row ──

/** Every role gets the same answer. */
export const all = (answer: Answer | readonly Answer[]): Expect => Object.fromEntries(ROLES.map((r) => [r, answer])) as Expect;
/** `answer` for everyone, with exceptions. */
export const but = (answer: Answer, exceptions: Partial<Expect>): Expect => ({ ...all(answer), ...exceptions });
/** Signed-in roles get `answer`, a visitor `visitor`. */
export const signedIn = (answer: Answer, visitor: Answer, exceptions: Partial<Expect> = {}): Expect => ({ ...all(answer), visitor, ...exceptions });
/** The teacher side (docent, participant, author, admin) gets `answer`; a leerling `student`, a visitor `visitor`. */
export const teacherSide = (answer: Answer, student: Answer, visitor: Answer, exceptions: Partial<Expect> = {}): Expect => ({
  ...all(answer),
  leerling: student,
  visitor,
  ...exceptions,
});
/** A licence for the stream (trial and school docent, author, admin) gets `answer`; the others `refused`, a visitor `visitor`. */
export const licensed = (answer: Answer, refused: Answer, visitor: Answer, exceptions: Partial<Expect> = {}): Expect => ({
  ...all(refused),
  trialDocent: answer,
  schoolDocent: answer,
  author: answer,
  admin: answer,
  visitor,
  ...exceptions,
});
/**
 * A set's rows for its owner's side: the school docent owns the 'own' set; admins reach every set; everyone else
 * gets 404 (another teacher's set is not theirs to know of), a visitor 401.
 */
export const ownerOnly = (c: Case, answer: Answer = 200): Expect => signedIn(404, 401, { admin: answer, ...(c === 'own' ? { schoolDocent: answer } : {}) });
/** A licence's rows: its manager (the school docent, 'own') and admins; a student holding a seat in it 403; others 404. */
export const manager = (c: Case, answer: Answer, exceptions: Partial<Expect> = {}): Expect =>
  signedIn(404, 401, { admin: answer, ...(c === 'own' ? { schoolDocent: answer, leerling: 403 } : {}), ...exceptions });
/** Only the admin gets `answer` (and whoever `exceptions` names). */
export const adminOnly = (answer: Answer, refused: Answer, visitor: Answer, exceptions: Partial<Expect> = {}): Expect => ({ ...all(refused), admin: answer, visitor, ...exceptions });

/** The back-office (issue 45): authors and admins get `answer`; everyone else `refused`, a visitor `visitor`. */
export const backOffice = (answer: Answer, refused: Answer, visitor: Answer): Expect => ({ ...all(refused), author: answer, admin: answer, visitor });

const q = (text: string) => text;
const NOPE = 'Tm9wZTox'; // a global id of nothing ('Nope:1')

// ── GraphQL root fields ──
export const GRAPHQL: GraphqlRow[] = [
  // Queries
  { covers: 'Query.activation', query: q(`{ activation(code: "nope") { __typename } }`), expect: all('ok') },
  // The back-office (issue 45): its content is for authors and admins (authScopes area 'admin': a signed-in other role
  // gets FORBIDDEN, a visitor UNAUTHENTICATED); the audit log for admins only (area 'adminOnly').
  {
    covers: 'Query.adminExam',
    query: q(`query ($id: ID!) { adminExam(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.exam.globalId }),
    expect: backOffice('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Query.adminExamByUrlId',
    query: q(`query ($u: String!) { adminExamByUrlId(urlId: $u) { __typename } }`),
    variables: (f) => ({ u: f.exam.urlId }),
    expect: backOffice('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Query.adminStream',
    query: q(`query ($u: String!) { adminStream(urlId: $u) { __typename } }`),
    variables: (f) => ({ u: f.stream.urlId }),
    expect: backOffice('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Query.adminStreams', query: q(`{ adminStreams { __typename } }`), expect: backOffice('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  {
    covers: 'Query.adminTopic',
    query: q(`query ($id: ID!) { adminTopic(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.topic.globalId }),
    expect: backOffice('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Query.adminQuestionByUrlId',
    query: q(`query ($u: String!) { adminQuestionByUrlId(urlId: $u) { __typename } }`),
    variables: (f) => ({ u: f.question.urlId }),
    expect: backOffice('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Query.adminTopicByUrlId',
    query: q(`query ($u: String!) { adminTopicByUrlId(urlId: $u) { __typename } }`),
    variables: (f) => ({ u: f.topic.urlId }),
    expect: backOffice('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Query.auditEntries', query: q(`{ auditEntries(first: 5) { edges { node { __typename } } } }`), expect: adminOnly('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  // The reports and the exams overview (issue 46): authors and admins.
  { covers: 'Query.adminReports', query: q(`{ adminReports { key } }`), expect: backOffice('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  { covers: 'Query.adminReportFilters', query: q(`{ adminReportFilters { years } }`), expect: backOffice('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  { covers: 'Query.adminReport', query: q(`{ adminReport(id: "complexity_is_null", years: [1900]) { rows { cells } } }`), expect: backOffice('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  { covers: 'Query.adminAllExams', query: q(`{ adminAllExams { __typename } }`), expect: backOffice('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  { covers: 'Query.auditLogFilters', query: q(`{ auditLogFilters { types } }`), expect: adminOnly('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  // Users in the back-office (issue 47): admins only.
  { covers: 'Query.adminUsers', query: q(`{ adminUsers(first: 2) { totalCount } }`), expect: adminOnly('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  { covers: 'Query.adminUserSearch', query: q(`{ adminUserSearch(search: "vraagwerk") { email } }`), expect: adminOnly('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  { covers: 'Query.adminUser', query: q(`{ adminUser(email: "niemand@example.test") { email } }`), expect: adminOnly('null', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  {
    covers: 'Mutation.adminCreateUser',
    query: q(`mutation { adminCreateUser(firstName: "", lastName: "", email: "x", passwordMode: generate) { __typename } }`),
    expect: adminOnly('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.adminUpdateUser',
    query: q(`mutation { adminUpdateUser(email: "niemand@example.test", role: docent) { __typename } }`),
    expect: adminOnly('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.adminSetUserDeactivated',
    query: q(`mutation { adminSetUserDeactivated(email: "niemand@example.test", deactivated: true) { __typename } }`),
    expect: adminOnly('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  // Registrations and contact requests in the back-office (issue 47): admins only.
  { covers: 'Query.adminRegistrations', query: q(`{ adminRegistrations(first: 2) { totalCount } }`), expect: adminOnly('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  { covers: 'Query.adminRegistration', query: q(`{ adminRegistration(urlId: "zzzzzzzz") { email } }`), expect: adminOnly('null', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  {
    covers: 'Query.adminContactRequests',
    query: q(`{ adminContactRequests { status } }`),
    // 'empty' while no teacher has sent one (the seed sends none).
    expect: but('error:FORBIDDEN', { visitor: 'error:UNAUTHENTICATED', admin: ['ok', 'empty'] }),
  },
  {
    covers: 'Mutation.adminSetContactRequestHandled',
    query: q(`mutation { adminSetContactRequestHandled(urlId: "zzzzzzzz", handled: true) { __typename } }`),
    expect: adminOnly('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Query.cart', query: q(`query ($s: ID) { cart(streamId: $s) { __typename } }`), variables: (f) => ({ s: f.stream.globalId }), expect: all('null') },
  { covers: 'Query.classroom', query: q(`{ classroom { __typename } }`), expect: but('ForbiddenError', { trialDocent: 'ok', schoolDocent: 'ok', author: 'ok', admin: 'ok' }) },
  // The same rule as classroom (server/domain/classroom/overview.ts classroomAccess): a docent without a licence has no stream, so no sets to list.
  {
    covers: 'Query.classroomSets',
    query: q(`{ classroomSets(first: 5) { edges { node { __typename } } } }`),
    expect: but('error:FORBIDDEN', { visitor: 'error:UNAUTHENTICATED', trialDocent: 'ok', schoolDocent: 'ok', author: 'ok', admin: 'ok' }),
  },
  { covers: 'Query.feedbackOptions', query: q(`{ feedbackOptions { label } }`), expect: all('ok') },
  { covers: 'Query.invitation', query: q(`{ invitation(token: "nope") { __typename } }`), expect: all('ok') },
  {
    covers: 'Query.node',
    case: 'own',
    query: q(`query ($id: ID!) { node(id: $id) { id } }`),
    variables: (f) => ({ id: f.sets.own.globalId }),
    expect: but('null', { schoolDocent: 'ok', admin: 'ok' }),
  },
  {
    covers: 'Query.node',
    case: 'otherSchool',
    query: q(`query ($id: ID!) { node(id: $id) { id } }`),
    variables: (f) => ({ id: f.licenses.otherSchool.globalId }),
    expect: but('null', { admin: 'ok' }),
  },
  {
    covers: 'Query.nodes',
    case: 'own',
    query: q(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`),
    variables: (f) => ({ ids: [f.licenses.own.seatGlobalId] }),
    expect: but('null', { leerling: 'ok', schoolDocent: 'ok', admin: 'ok' }) /* the leerling's own seat */,
  },
  {
    covers: 'Query.practiceTopic',
    query: q(`query ($t: String!) { practiceTopic(urlId: $t) { __typename } }`),
    variables: (f) => ({ t: f.topic.urlId }),
    expect: but('ForbiddenError', { leerling: 'ok', trialDocent: 'ok', schoolDocent: 'ok', author: 'ok', admin: 'ok' }),
  },
  {
    covers: 'Query.setHeatmap',
    case: 'own',
    query: q(`query ($k: String!) { setHeatmap(key: $k) { __typename } }`),
    variables: (f) => ({ k: f.sets.own.key }),
    expect: but('NotFoundError', { schoolDocent: 'ok', admin: 'ok' }),
  },
  {
    covers: 'Query.setHeatmap',
    case: 'otherSchool',
    query: q(`query ($k: String!) { setHeatmap(key: $k) { __typename } }`),
    variables: (f) => ({ k: f.sets.otherSchool.key }),
    expect: but('NotFoundError', { admin: 'ok' }),
  },
  {
    covers: 'Query.sharedSet',
    case: 'own',
    query: q(`query ($k: String!) { sharedSet(key: $k, deviceKey: "matrix-device") { __typename } }`),
    variables: (f) => ({ k: f.sets.own.key }),
    expect: all('ok'),
  },
  { covers: 'Query.signupOptions', query: q(`{ signupOptions { __typename } }`), expect: all('ok') },
  { covers: 'Query.stream', query: q(`query ($s: String!) { stream(urlId: $s) { __typename } }`), variables: (f) => ({ s: f.stream.urlId }), expect: all('ok') },
  { covers: 'Query.streams', query: q(`{ streams { __typename } }`), expect: all('ok') },
  {
    covers: 'Query.studentResults',
    case: 'own',
    query: q(`query ($s: String!) { studentResults(seatUrlId: $s) { __typename } }`),
    variables: (f) => ({ s: f.studentSeatUrlId }),
    expect: but('NotFoundError', { schoolDocent: 'ok', admin: 'ok' }),
  },
  { covers: 'Query.topic', query: q(`query ($id: ID!) { topic(id: $id) { questions { text } } }`), variables: (f) => ({ id: f.topic.urlId }), expect: all('ok') },
  { covers: 'Query.viewer', query: q(`{ viewer { __typename } }`), expect: all('ok') },
  // Mutations
  { covers: 'Mutation.acceptInvitation', query: q(`mutation { acceptInvitation(token: "nope") { __typename } }`), expect: all('InvitationStateError') },
  { covers: 'Mutation.activateLicense', query: q(`mutation { activateLicense(code: "nope") { __typename } }`), expect: all('ActivationError') },
  {
    covers: 'Mutation.chooseGroups',
    case: 'otherSchool',
    query: q(`mutation ($g: [ID!]!) { chooseGroups(groupIds: $g) { __typename } }`),
    variables: (f) => ({ g: [f.licenses.otherSchool.groupGlobalId] }),
    expect: signedIn('ValidationError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.chooseStream',
    query: q(`mutation ($s: ID!) { chooseStream(streamId: $s) { __typename } }`),
    variables: (f) => ({ s: f.stream.globalId }),
    expect: but('ok', { visitor: 'error:UNAUTHENTICATED', docentWithoutLicence: 'ForbiddenError', participant: 'ForbiddenError' }),
  },
  {
    covers: 'Mutation.createCollection',
    query: q(`mutation ($s: ID!, $q: [ID!]!) { createCollection(streamId: $s, name: "", downloadType: digital, questionIds: $q) { __typename } }`),
    variables: (f) => ({ s: f.stream.globalId, q: [f.question.globalId] }),
    expect: teacherSide('ValidationError', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  // Back-office writes (issue 45): refused roles get ForbiddenError before anything is read; authors and admins get the
  // validation answer (an empty name, a year before 2010, a formula sheet over 100 000 characters), so nothing changes.
  // Practice sets (issue 46): author and admin; the rebuild admin only.
  {
    covers: 'Mutation.addAnnotationChild',
    query: q(`mutation ($s: ID!) { addAnnotationChild(streamId: $s, parentUrlId: "x", name: "") { __typename } }`),
    variables: (f) => ({ s: f.stream.globalId }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.renameAnnotationChild',
    query: q(`mutation { renameAnnotationChild(urlId: "x", name: "") { __typename } }`),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.deleteAnnotationChild',
    query: q(`mutation { deleteAnnotationChild(urlId: "x") { __typename } }`),
    expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.linkAnnotationQuestion',
    query: q(`mutation { linkAnnotationQuestion(annotationUrlId: "x", year: 2024, term: 9, number: 1) { __typename } }`),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.unlinkAnnotationQuestion',
    query: q(`mutation { unlinkAnnotationQuestion(annotationUrlId: "x", year: 2024, term: 9, number: 1) { __typename } }`),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.rebuildExamAnnotations',
    query: q(`mutation ($s: ID!) { rebuildExamAnnotations(streamId: $s) { __typename } }`),
    variables: () => ({ s: NOPE }),
    expect: adminOnly('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  // Keywords (issue 46): author and admin; a blank name or an unknown keyword, so nothing changes.
  {
    covers: 'Mutation.createTag',
    query: q(`mutation ($s: ID!) { createTag(streamId: $s, name: "") { __typename } }`),
    variables: (f) => ({ s: f.stream.globalId }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Mutation.renameTag', query: q(`mutation { renameTag(id: "x", name: "") { __typename } }`), expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  { covers: 'Mutation.mergeTags', query: q(`mutation { mergeTags(targetId: "x", sourceIds: []) { __typename } }`), expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  { covers: 'Mutation.deleteTag', query: q(`mutation { deleteTag(id: "x") { __typename } }`), expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  { covers: 'Mutation.undoTagChange', query: q(`mutation { undoTagChange(undoUrlId: "x") { __typename } }`), expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  { covers: 'Query.adminDomainTags', query: q(`{ adminDomainTags(domainUrlId: "x") { name } }`), expect: backOffice('empty', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  {
    covers: 'Mutation.createTopic',
    query: q(`mutation ($e: ID!) { createTopic(examId: $e, name: "") { __typename } }`),
    variables: (f) => ({ e: f.exam.globalId }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.createDemoStudent',
    case: 'otherSchool',
    query: q(`mutation ($l: ID!) { createDemoStudent(licenseId: $l) { __typename } }`),
    variables: (f) => ({ l: f.licenses.otherSchool.globalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { admin: 'ok' }),
  },
  { covers: 'Mutation.createInvitedAccount', query: q(`mutation { createInvitedAccount(token: "nope", password: "x") { __typename } }`), expect: all('ValidationError') },
  // The fixtures' exam and topic are in the teachers' sets: authors and admins are refused the delete for that.
  {
    covers: 'Mutation.deleteExam',
    query: q(`mutation ($id: ID!) { deleteExam(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.exam.globalId }),
    expect: backOffice('ExamInUseError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  // The question editor: an empty text fails validation; the fixtures' question is in a teacher's set, so no delete.
  {
    covers: 'Mutation.createQuestion',
    query: q(`mutation ($t: ID!) { createQuestion(topicId: $t, text: "") { __typename } }`),
    variables: (f) => ({ t: f.topic.globalId }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.updateQuestion',
    query: q(`mutation ($id: ID!) { updateQuestion(id: $id, text: "") { __typename } }`),
    variables: (f) => ({ id: f.question.globalId }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.deleteQuestion',
    query: q(`mutation ($id: ID!) { deleteQuestion(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.question.globalId }),
    expect: backOffice('QuestionNotDeletedError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.deleteTopic',
    query: q(`mutation ($id: ID!) { deleteTopic(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.topic.globalId }),
    expect: backOffice('TopicNotDeletedError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  // Books, chapters, domains and question types (issue 46): ids of nothing (not found) or input that fails validation
  // for authors and admins, so nothing changes; refused roles first get ForbiddenError.
  {
    covers: 'Mutation.createBook',
    query: q(`mutation ($s: String!) { createBook(streamId: $s, methodologyId: "zzzzzzzz", name: "") { __typename } }`),
    variables: (f) => ({ s: f.stream.urlId }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Mutation.updateBook', query: q(`mutation { updateBook(id: "zzzzzzzz", name: "x") { __typename } }`), expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  { covers: 'Mutation.deleteBook', query: q(`mutation { deleteBook(id: "zzzzzzzz") { __typename } }`), expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  {
    covers: 'Mutation.createChapter',
    query: q(`mutation { createChapter(bookId: "zzzzzzzz", name: "H1", title: "x") { __typename } }`),
    expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.updateChapter',
    query: q(`mutation { updateChapter(id: "zzzzzzzz", name: "H1", title: "x") { __typename } }`),
    expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Mutation.deleteChapter', query: q(`mutation { deleteChapter(id: "zzzzzzzz") { __typename } }`), expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  {
    covers: 'Mutation.createDomain',
    query: q(`mutation ($s: String!) { createDomain(streamId: $s, name: "") { __typename } }`),
    variables: (f) => ({ s: f.stream.urlId }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Mutation.updateDomain', query: q(`mutation { updateDomain(id: "zzzzzzzz", name: "x") { __typename } }`), expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  { covers: 'Mutation.deleteDomain', query: q(`mutation { deleteDomain(id: "zzzzzzzz") { __typename } }`), expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  {
    covers: 'Mutation.createQuestionType',
    query: q(`mutation ($s: String!) { createQuestionType(streamId: $s, name: "") { __typename } }`),
    variables: (f) => ({ s: f.stream.urlId }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.updateQuestionType',
    query: q(`mutation { updateQuestionType(id: "zzzzzzzz", name: "x") { __typename } }`),
    expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Mutation.deleteQuestionType', query: q(`mutation { deleteQuestionType(id: "zzzzzzzz") { __typename } }`), expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  // The solution-strategy editor: an unknown strategy (not found) or input that fails validation for authors and admins.
  {
    covers: 'Query.adminAnswerByUrlId',
    query: q(`query { adminAnswerByUrlId(urlId: "zzzzzzzz") { __typename } }`),
    expect: backOffice('null', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.createAnswer',
    query: q(`mutation ($q: ID!) { createAnswer(questionId: $q) { __typename } }`),
    variables: (f) => ({ q: f.topic.globalId }),
    expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.updateAnswer',
    query: q(`mutation { updateAnswer(answerId: "zzzzzzzz", name: "") { __typename } }`),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Mutation.addAnswerStep', query: q(`mutation { addAnswerStep(answerId: "zzzzzzzz") { __typename } }`), expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  {
    covers: 'Mutation.saveScoreTable',
    query: q(`mutation { saveScoreTable(answerId: "zzzzzzzz", scores: [-1]) { __typename } }`),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Mutation.deleteAnswer', query: q(`mutation { deleteAnswer(answerId: "zzzzzzzz") { __typename } }`), expect: backOffice('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED') },
  {
    covers: 'Mutation.saveTips',
    query: q(`mutation ($q: ID!) { saveTips(questionId: $q, tips: [{ text: "" }]) { __typename } }`),
    variables: (f) => ({ q: f.question.globalId }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Mutation.exchangeSsoToken', query: q(`mutation { exchangeSsoToken(token: "nope") { __typename } }`), expect: all('ValidationError') },
  { covers: 'Mutation.finishOnboarding', query: q(`mutation { finishOnboarding(step: 9) { __typename } }`), expect: signedIn('ValidationError', 'error:UNAUTHENTICATED') },
  {
    covers: 'Mutation.hideCollection',
    case: 'own',
    query: q(`mutation ($id: ID!) { hideCollection(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.sets.own.globalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { schoolDocent: 'ok', admin: 'ok' }),
  },
  {
    covers: 'Mutation.hideCollection',
    case: 'otherSchool',
    query: q(`mutation ($id: ID!) { hideCollection(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.sets.otherSchool.globalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { admin: 'ok' }),
  },
  {
    covers: 'Mutation.registerStudent',
    query: q(`mutation { registerStudent(input: { consent: false, email: "", firstName: "", lastName: "", streams: [] }) { __typename } }`),
    expect: all('ValidationError'),
  },
  {
    covers: 'Mutation.registerTrial',
    query: q(`mutation { registerTrial(input: { consent: false, email: "", firstName: "", lastName: "", license: "" }) { __typename } }`),
    expect: all('ValidationError'),
  },
  {
    covers: 'Mutation.removeTopicFromCart',
    query: q(`mutation ($t: ID!) { removeTopicFromCart(topicId: $t) { __typename } }`),
    variables: (f) => ({ t: f.topic.globalId }),
    expect: teacherSide('ok', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.renameCart',
    query: q(`mutation ($s: ID!) { renameCart(streamId: $s, name: "${'x'.repeat(300)}") { __typename } }`),
    variables: (f) => ({ s: f.stream.globalId }),
    expect: teacherSide('ValidationError', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  // Issue 43 item 3: only the set's owner (the school docent's own set) and an admin free its device places.
  {
    covers: 'Mutation.resetSetDevices',
    case: 'own',
    query: q(`mutation ($id: ID!) { resetSetDevices(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.sets.own.globalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { schoolDocent: 'ok', admin: 'ok' }),
  },
  {
    covers: 'Mutation.resetSetDevices',
    case: 'otherSchool',
    query: q(`mutation ($id: ID!) { resetSetDevices(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.sets.otherSchool.globalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { admin: 'ok' }),
  },
  {
    covers: 'Mutation.reorderCart',
    query: q(`mutation ($s: ID!) { reorderCart(streamId: $s, topicIds: []) { __typename } }`),
    variables: (f) => ({ s: f.stream.globalId }),
    expect: teacherSide('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Mutation.requestPasswordReset', query: q(`mutation { requestPasswordReset(email: "") { __typename } }`), expect: all('ValidationError') },
  { covers: 'Mutation.resetPassword', query: q(`mutation { resetPassword(token: "nope", password: "x") { __typename } }`), expect: all('ValidationError') },
  {
    covers: 'Mutation.restoreAuditEntry',
    query: q(`mutation ($id: ID!) { restoreAuditEntry(id: $id) { __typename } }`),
    variables: () => ({ id: 'QXVkaXRFbnRyeToyMDAwMDAwMDAw' }), // 'AuditEntry:2000000000', an entry that does not exist
    expect: adminOnly('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.reuseCollection',
    case: 'otherSchool',
    query: q(`mutation ($id: ID!) { reuseCollection(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.sets.otherSchool.globalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { admin: 'ok' }),
  },
  { covers: 'Mutation.saveProfile', query: q(`mutation { saveProfile(input: { firstName: "", lastName: "" }) { __typename } }`), expect: signedIn('ValidationError', 'error:UNAUTHENTICATED') },
  {
    covers: 'Mutation.saveFormulaSheet',
    query: q(`mutation ($s: ID!, $t: String) { saveFormulaSheet(streamId: $s, formulaSheet: $t) { __typename } }`),
    variables: (f) => ({ s: f.stream.globalId, t: 'x'.repeat(100_001) }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.saveScore',
    query: q(`mutation ($s: ID!, $q: ID!) { saveScore(streamId: $s, questionId: $q, sections: [], hasCompletedScoreFlow: false, updatedAt: "nope") { __typename } }`),
    variables: (f) => ({ s: f.stream.globalId, q: f.question.globalId }),
    expect: signedIn('ValidationError', 'error:UNAUTHENTICATED', { docentWithoutLicence: 'ForbiddenError', participant: 'ForbiddenError' }),
  },
  {
    covers: 'Mutation.selectExam',
    query: q(`mutation ($s: ID!) { selectExam(streamId: $s, year: 1900, term: 1) { __typename } }`),
    variables: (f) => ({ s: f.stream.globalId }),
    expect: licensed('NotFoundError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.selectQuestions',
    query: q(`mutation ($t: ID!) { selectQuestions(topicId: $t, questionIds: ["${NOPE}"]) { __typename } }`),
    variables: (f) => ({ t: f.topic.globalId }),
    expect: signedIn('ValidationError', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Mutation.sendFeedback', query: q(`mutation { sendFeedback(input: { feedback: "" }) { __typename } }`), expect: all('ValidationError') },
  { covers: 'Mutation.setActivationPassword', query: q(`mutation { setActivationPassword(code: "nope", password: "x") { __typename } }`), expect: all('ActivationError') },
  {
    covers: 'Mutation.shareCollection',
    case: 'own',
    query: q(`mutation ($id: ID!) { shareCollection(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.sets.own.globalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { schoolDocent: 'ok', admin: 'ok' }),
  },
  {
    covers: 'Mutation.shareCollection',
    case: 'otherSchool',
    query: q(`mutation ($id: ID!) { shareCollection(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.sets.otherSchool.globalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { admin: 'ok' }),
  },
  {
    covers: 'Mutation.shareCollection',
    case: 'expired',
    query: q(`mutation ($id: ID!) { shareCollection(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.sets.expired.globalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { admin: 'ok' }),
  },
  { covers: 'Mutation.signIn', query: q(`mutation { signIn(input: { email: "niemand@example.test", password: "fout" }) { __typename } }`), expect: all(['InvalidCredentialsError', 'ThrottledError']) },
  { covers: 'Mutation.signOut', fresh: true, query: q(`mutation { signOut { __typename } }`), expect: all('ok') },
  { covers: 'Mutation.startActivationPayment', query: q(`mutation { startActivationPayment(code: "nope") { __typename } }`), expect: all('ActivationError') },
  {
    covers: 'Mutation.switchAccount',
    query: q(`mutation ($u: ID!) { switchAccount(userId: $u) { __typename } }`),
    variables: (f) => ({ u: f.adminUserGlobalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.updateExam',
    query: q(`mutation ($id: ID!) { updateExam(id: $id, year: 1900) { __typename } }`),
    variables: (f) => ({ id: f.exam.globalId }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.updateTopic',
    query: q(`mutation ($id: ID!) { updateTopic(id: $id, name: "") { __typename } }`),
    variables: (f) => ({ id: f.topic.globalId }),
    expect: backOffice('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.updateSeat',
    case: 'own',
    query: q(`mutation ($s: ID!) { updateSeat(input: { seatId: $s, isActive: true }) { __typename } }`),
    variables: (f) => ({ s: f.licenses.own.seatGlobalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { leerling: 'ForbiddenError', schoolDocent: 'ok', admin: 'ok' }),
  },
  {
    covers: 'Mutation.updateSeat',
    case: 'otherSchool',
    query: q(`mutation ($s: ID!) { updateSeat(input: { seatId: $s, isActive: true }) { __typename } }`),
    variables: (f) => ({ s: f.licenses.otherSchool.seatGlobalId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { admin: 'ok' }),
  },
  // The back-office's licences (issue 47): the screens' queries for admins only; the mutations for admins and the
  // licence's manager (the school docent, 'own'), each sent invalid so nothing changes.
  { covers: 'Query.adminLicenses', query: q(`{ adminLicenses(first: 1) { edges { node { __typename } } } }`), expect: adminOnly('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  {
    covers: 'Query.adminLicenseByUrlId',
    query: q(`query ($u: String!) { adminLicenseByUrlId(urlId: $u) { __typename } }`),
    variables: (f) => ({ u: f.licenses.own.urlId }),
    expect: adminOnly('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Query.adminLicenseDefaults', query: q(`{ adminLicenseDefaults { __typename } }`), expect: adminOnly('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED') },
  {
    covers: 'Mutation.createLicense',
    query: q(`mutation { createLicense(type: "") { __typename } }`),
    expect: adminOnly('ValidationError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  ...(['own', 'otherSchool'] as const).flatMap((c): GraphqlRow[] => {
    const allowed = (answer: Answer): Expect => signedIn('NotFoundError', 'error:UNAUTHENTICATED', { admin: answer, ...(c === 'own' ? { schoolDocent: answer, leerling: 'ForbiddenError' } : {}) });
    return [
      {
        covers: 'Mutation.updateLicense',
        case: c,
        query: q(`mutation ($id: ID!) { updateLicense(id: $id, type: "", begin: "2025-08-01", end: "2026-08-01") { __typename } }`),
        variables: (f) => ({ id: f.licenses[c].globalId }),
        expect: allowed('ValidationError'),
      },
      {
        covers: 'Mutation.deleteLicenseSeat',
        case: c,
        query: q(`mutation ($id: ID!) { deleteLicenseSeat(id: $id) { __typename } }`),
        variables: (f) => ({ id: f.licenses[c].seatGlobalId }),
        expect: allowed('SeatInUseError'),
      },
      {
        covers: 'Mutation.addStudents',
        case: c,
        query: q(`mutation ($id: ID!) { addStudents(licenseId: $id, group: "", streamIds: [], count: 0) { __typename } }`),
        variables: (f) => ({ id: f.licenses[c].globalId }),
        expect: allowed('ValidationError'),
      },
      {
        covers: 'Mutation.renameLicenseGroup',
        case: c,
        query: q(`mutation ($id: ID!) { renameLicenseGroup(id: $id, name: "") { __typename } }`),
        variables: (f) => ({ id: f.licenses[c].groupGlobalId }),
        expect: signedIn('ForbiddenError', 'error:UNAUTHENTICATED', { admin: 'ValidationError', ...(c === 'own' ? { schoolDocent: 'ValidationError' } : {}) }),
      },
    ];
  }),
  // 'Schooljaar overzetten' (issue 47): admins only; the licence runs past 1 August 2026, so not due.
  {
    covers: 'Query.adminLicenseRollover',
    query: q(`query ($id: ID!) { adminLicenseRollover(id: $id) { __typename } }`),
    variables: (f) => ({ id: f.licenses.own.globalId }),
    expect: adminOnly('RolloverRefusedError', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Mutation.rolloverLicense',
    query: q(`mutation ($id: ID!) { rolloverLicense(id: $id, fingerprint: "x") { __typename } }`),
    variables: (f) => ({ id: f.licenses.own.globalId }),
    expect: adminOnly('RolloverRefusedError', 'ForbiddenError', 'error:UNAUTHENTICATED'),
  },
  { covers: 'Mutation.setSeatsVisible', query: q(`mutation { setSeatsVisible(seatIds: [], visible: true) { __typename } }`), expect: signedIn('ValidationError', 'error:UNAUTHENTICATED') },
  // The seat screen (issue 47): admin-only reads; a privilege that fails validation for whoever may add it; none removed.
  {
    covers: 'Query.adminSeat',
    query: q(`query ($l: String!, $s: String!) { adminSeat(licenseUrlId: $l, seatUrlId: $s) { __typename } }`),
    variables: (f) => ({ l: f.licenses.own.urlId, s: f.licenses.own.seatUrlId }),
    expect: adminOnly('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  {
    covers: 'Query.adminPrivilegeObjects',
    query: q(`query ($s: ID!) { adminPrivilegeObjects(seatId: $s, action: "groepen beheren") { __typename } }`),
    variables: (f) => ({ s: f.licenses.own.seatGlobalId }),
    expect: adminOnly('ok', 'error:FORBIDDEN', 'error:UNAUTHENTICATED'),
  },
  ...(['own', 'otherSchool'] as const).map((c): GraphqlRow => ({
    covers: 'Mutation.addSeatPrivilege',
    case: c,
    query: q(`mutation ($s: ID!, $o: String!) { addSeatPrivilege(seatId: $s, action: "", objectId: $o) { __typename } }`),
    variables: (f) => ({ s: f.licenses[c].seatGlobalId, o: f.stream.urlId }),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED', { admin: 'ValidationError', ...(c === 'own' ? { schoolDocent: 'ValidationError', leerling: 'ForbiddenError' } : {}) }),
  })),
  {
    covers: 'Mutation.removeSeatPrivilege',
    query: q(`mutation { removeSeatPrivilege(id: "${Buffer.from('Privilege:999999999').toString('base64')}") { __typename } }`),
    expect: signedIn('NotFoundError', 'error:UNAUTHENTICATED'),
  },
];

// ── Routes (REST shim under /api, and the server's own) ──
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const route = (covers: `${Method} ${string}`, path: (f: Fixtures) => string, expect: Expect, extra: Partial<RouteRow> = {}): RouteRow => ({ covers, path, expect, ...extra });
const set = (c: Case) => (f: Fixtures) => f.sets[c].key;
const lic = (c: Case) => (f: Fixtures) => f.licenses[c];

export const ROUTES: RouteRow[] = [
  route('GET /', () => '/', all(200)),
  route('GET /healthz', () => '/healthz', all(200)),
  // Readiness and metrics (server/http/operations.ts, metrics.ts): no session; /metrics answers this machine's peers.
  route('GET /readyz', () => '/readyz', all(200)),
  route('GET /metrics', () => '/metrics', all(200)),
  route('GET /sanctum/csrf-cookie', () => '/sanctum/csrf-cookie', all(204)),
  route('GET /graphql', () => '/graphql?query=%7B__typename%7D', all(200)),
  route('POST /graphql', () => '/graphql', all(200), { body: () => ({ query: '{ __typename }' }) }),
  route('GET /files/:id/:name', (f) => f.fileUrl, all(200)),
  route('GET /fonts/katex.css', () => '/fonts/katex.css?f=KaTeX_Main-Regular%3A17', all(200)),
  route('GET /api/openapi.json', () => '/api/openapi.json', all(200)),
  route('GET /api/docs', () => '/api/docs', all(200)),
  route('GET /api/docs/static/index.html', () => '/api/docs/static/index.html', all(302)),
  route('GET /api/docs/static/swagger-initializer.js', () => '/api/docs/static/swagger-initializer.js', all(200)),
  route('GET /api/docs*', () => '/api/docs/static/nope.css', all(404)),
  route('GET /api/docs/json', () => '/api/docs/json', all(200)),
  route('GET /api/docs/yaml', () => '/api/docs/yaml', all(200)),
  // Accounts
  route('POST /api/login', () => '/api/login', signedIn(200, 422), { body: () => ({ email: 'niemand@example.test', password: 'fout' }) }),
  route('POST /api/logout', () => '/api/logout', signedIn(200, 401), { fresh: true }),
  route('GET /api/user', () => '/api/user', signedIn(200, 401)),
  route('POST /api/forgot-password', () => '/api/forgot-password', all(422), { body: () => ({ email: '' }) }),
  route('POST /api/reset-password', () => '/api/reset-password', all(422), { body: () => ({ token: 'nope', password: '' }) }),
  route('GET /api/user/switch', () => '/api/user/switch', signedIn(200, 401)),
  route('POST /api/user/switch', () => '/api/user/switch', signedIn(422, 401), { body: (f) => ({ user_id: f.adminUserGlobalId }) }),
  route('GET /api/courses', () => '/api/courses', signedIn(200, 401)),
  route('GET /api/levels', () => '/api/levels', signedIn(200, 401)),
  route('GET /api/profile', () => '/api/profile', signedIn(200, 401)),
  route('POST /api/profile', () => '/api/profile', signedIn(200, 401), { body: () => ({ first_name: '' }) }),
  route('POST /api/userprofile', () => '/api/userprofile', signedIn(422, 401), { body: () => ({ first_name: '' }) }),
  route('POST /api/privileges', () => '/api/privileges', signedIn(200, 401), { body: () => ({}) }),
  route('POST /api/privilege', () => '/api/privilege', signedIn(400, 401), { body: () => ({}) }),
  route('POST /api/objects', () => '/api/objects', signedIn(200, 401), { body: () => ({ object_type: 'stream' }) }),
  route('GET /api/groups', () => '/api/groups', signedIn(200, 401)),
  route('GET /api/owned-groups', () => '/api/owned-groups', signedIn(200, 401)),
  route('GET /api/groups/:group', (f) => `/api/groups/${lic('own')(f).groupUrlId}`, signedIn(403, 401, { schoolDocent: 200, admin: 200 }), { case: 'own' }),
  route('GET /api/groups/:group', (f) => `/api/groups/${lic('otherSchool')(f).groupUrlId}`, signedIn(403, 401, { admin: 200 }), { case: 'otherSchool' }),
  route('PUT /api/groups/:group', (f) => `/api/groups/${lic('otherSchool')(f).groupUrlId}`, signedIn(403, 401, { admin: 422 }), { case: 'otherSchool', body: () => ({ name: '' }) }),
  route('POST /api/contact-requests', () => '/api/contact-requests', signedIn(201, 401), { body: () => ({}) }),
  route('GET /api/contact-requests', () => '/api/contact-requests', adminOnly(200, 403, 401)),
  route('GET /api/contact-requests/:id', () => '/api/contact-requests/nope', adminOnly(404, 403, 401)),
  route('PUT /api/contact-requests/:id', () => '/api/contact-requests/nope', adminOnly(404, 403, 401), { body: () => ({ status: 'open' }) }),
  // The back-office (issue 45): authors and admins (a visitor 401, any other role 403); the audit log admins only. Writes
  // fail validation for the allowed roles, and the deletes are refused (409) as the fixtures' sets hold the exam's topic.
  route('GET /api/admin', () => '/api/admin', backOffice(200, 403, 401)),
  route('GET /api/admin/courses', () => '/api/admin/courses', backOffice(200, 403, 401)),
  route('GET /api/admin/courses/:stream', (f) => `/api/admin/courses/${f.stream.urlId}`, backOffice(200, 403, 401)),
  route('PUT /api/admin/courses/:stream', (f) => `/api/admin/courses/${f.stream.urlId}`, backOffice(422, 403, 401), { body: () => ({ formuleblad: 'x'.repeat(100_001) }) }),
  route('GET /api/admin/courses/:stream/exams', (f) => `/api/admin/courses/${f.stream.urlId}/exams`, backOffice(200, 403, 401)),
  // Keywords (issue 46): the list; writes that fail validation or name no keyword, so the fixtures' keyword stays.
  route('GET /api/admin/courses/:stream/tags', (f) => `/api/admin/courses/${f.stream.urlId}/tags`, backOffice(200, 403, 401)),
  route('POST /api/admin/courses/:stream/tags', (f) => `/api/admin/courses/${f.stream.urlId}/tags`, backOffice(422, 403, 401), { body: () => ({ name: '' }) }),
  route('PUT /api/admin/tags/:tag', (f) => `/api/admin/tags/${f.tag.urlId}`, backOffice(422, 403, 401), { body: () => ({ name: ' ' }) }),
  route('DELETE /api/admin/tags/:tag', () => '/api/admin/tags/zzzzzzzz', backOffice(404, 403, 401)),
  route('POST /api/admin/tags/:tag/merge', (f) => `/api/admin/tags/${f.tag.urlId}/merge`, backOffice(422, 403, 401), { body: () => ({ sources: [] }) }),
  route('GET /api/admin/domains/:domain/tags', () => '/api/admin/domains/zzzzzzzz/tags', backOffice(404, 403, 401)),
  route('GET /api/admin/audit', () => '/api/admin/audit', adminOnly(200, 403, 401)),
  route('GET /api/admin/users', () => '/api/admin/users', adminOnly(200, 403, 401)),
  route('POST /api/admin/users', () => '/api/admin/users', adminOnly(422, 403, 401), { body: () => ({}) }),
  route('PUT /api/admin/users', () => '/api/admin/users', adminOnly(422, 403, 401), { body: () => ({}) }),
  route('GET /api/admin/users/log', () => '/api/admin/users/log', adminOnly(422, 403, 401)),
  route('GET /api/admin/registrations', () => '/api/admin/registrations', adminOnly(200, 403, 401)),
  route('GET /api/admin/registrations/:id', () => '/api/admin/registrations/zzzzzzzz', adminOnly(404, 403, 401)),
  route('POST /api/admin/exams', () => '/api/admin/exams', backOffice(422, 403, 401), { body: () => ({}) }),
  route('GET /api/admin/exams/:exam', (f) => `/api/admin/exams/${f.exam.urlId}`, backOffice(200, 403, 401)),
  route('PUT /api/admin/exams/:exam', (f) => `/api/admin/exams/${f.exam.urlId}`, backOffice(422, 403, 401), { body: (f) => ({ stream_id: f.stream.urlId, year: 1900, term: f.exam.term }) }),
  route('DELETE /api/admin/exams/:exam', (f) => `/api/admin/exams/${f.exam.urlId}`, backOffice(409, 403, 401)),
  route('GET /api/admin/exams/:exam/files/:file', (f) => `/api/admin/exams/${f.exam.urlId}/files/${f.exam.fileUrlId}`, backOffice(200, 403, 401)),
  // Practice sets (issue 46): author and admin (document 4 §15 closed them); the rebuild admin only.
  route('POST /api/annotations/:stream', (f) => `/api/annotations/${f.stream.urlId}`, backOffice(422, 403, 401), { body: (f) => ({ parent_id: f.stream.urlId, name: '' }) }),
  route('PUT /api/annotation-question/:annotation/:year/:term/:number', (f) => `/api/annotation-question/${f.exam.urlId}/2024/9/1`, backOffice(422, 403, 401)),
  route('DELETE /api/annotation-question/:annotation/:year/:term/:number', (f) => `/api/annotation-question/${f.exam.urlId}/2024/9/1`, backOffice(422, 403, 401)),
  route('GET /api/streams/:stream/all-questions', (f) => `/api/streams/${f.stream.urlId}/all-questions`, backOffice(200, 403, 401)),
  route('POST /api/admin/annotations/:stream/rebuild', () => '/api/admin/annotations/nope/rebuild', adminOnly(404, 403, 401)),
  route('POST /api/admin/exams/:exam/topics', (f) => `/api/admin/exams/${f.exam.urlId}/topics`, backOffice(422, 403, 401), { body: () => ({ name: '' }) }),
  route('GET /api/admin/topics/:topic', (f) => `/api/admin/topics/${f.topic.urlId}`, backOffice(200, 403, 401)),
  route('PUT /api/admin/topics/:topic', (f) => `/api/admin/topics/${f.topic.urlId}`, backOffice(422, 403, 401), { body: () => ({ name: '' }) }),
  route('DELETE /api/admin/topics/:topic', (f) => `/api/admin/topics/${f.topic.urlId}`, backOffice(409, 403, 401)),
  // Books and chapters (issue 46): unknown ids 404 and invalid input 422 for authors and admins.
  route('GET /api/admin/courses/:stream/chapters', (f) => `/api/admin/courses/${f.stream.urlId}/chapters`, backOffice(200, 403, 401)),
  route('GET /api/admin/courses/:stream/unused-chapters', (f) => `/api/admin/courses/${f.stream.urlId}/unused-chapters`, backOffice(200, 403, 401)),
  route('POST /api/admin/courses/:stream/chapters', (f) => `/api/admin/courses/${f.stream.urlId}/chapters`, backOffice(422, 403, 401), { body: () => ({ methodology_id: 'zzzzzzzz', name: '' }) }),
  route('PUT /api/admin/books/:book', () => '/api/admin/books/zzzzzzzz', backOffice(404, 403, 401), { body: () => ({ name: 'x' }) }),
  route('DELETE /api/admin/books/:book', () => '/api/admin/books/zzzzzzzz', backOffice(404, 403, 401)),
  route('POST /api/admin/books/:book', () => '/api/admin/books/zzzzzzzz', backOffice(404, 403, 401), { body: () => ({ name: 'H1', title: 'x' }) }),
  route('PUT /api/admin/chapters/:chapter', () => '/api/admin/chapters/zzzzzzzz', backOffice(404, 403, 401), { body: () => ({ name: 'H1', title: 'x' }) }),
  route('DELETE /api/admin/chapters/:chapter', () => '/api/admin/chapters/zzzzzzzz', backOffice(404, 403, 401)),
  route('POST /api/admin/topics/:topic/questions', (f) => `/api/admin/topics/${f.topic.urlId}/questions`, backOffice(422, 403, 401), { body: () => ({ number: 1, points: 1, text: '' }) }),
  route('GET /api/admin/questions/:question', (f) => `/api/admin/questions/${f.question.urlId}`, backOffice(200, 403, 401)),
  route('PUT /api/admin/questions/:question', (f) => `/api/admin/questions/${f.question.urlId}`, backOffice(422, 403, 401), { body: () => ({ text: '' }) }),
  route('DELETE /api/admin/questions/:question', (f) => `/api/admin/questions/${f.question.urlId}`, backOffice(409, 403, 401)),
  // Solution strategies: an unknown strategy answers 404, a bad body 422, for authors and admins.
  route('POST /api/admin/questions/:question/answers', (f) => `/api/admin/questions/${f.question.urlId}/answers`, backOffice(422, 403, 401), { body: () => ({ type: 'nope' }) }),
  route('GET /api/admin/answers/:answer', () => '/api/admin/answers/zzzzzzzz', backOffice(404, 403, 401)),
  route('PUT /api/admin/answers/:answer', () => '/api/admin/answers/zzzzzzzz', backOffice(404, 403, 401), { body: () => ({ name: '' }) }),
  route('POST /api/admin/answers/:answer', () => '/api/admin/answers/zzzzzzzz', backOffice(404, 403, 401)),
  route('DELETE /api/admin/answers/:answer', () => '/api/admin/answers/zzzzzzzz', backOffice(404, 403, 401)),
  route('PUT /api/admin/answers/:answer/sections/:section', () => '/api/admin/answers/zzzzzzzz/sections/zzzzzzzz', backOffice(404, 403, 401), { body: () => ({ points: 1 }) }),
  route('DELETE /api/admin/answers/:answer/sections/:section', () => '/api/admin/answers/zzzzzzzz/sections/zzzzzzzz', backOffice(404, 403, 401)),
  route('PUT /api/admin/answers/:answer/scores', () => '/api/admin/answers/zzzzzzzz/scores', backOffice(404, 403, 401), { body: () => [0] }),
  route('DELETE /api/admin/answers/:answer/scores', () => '/api/admin/answers/zzzzzzzz/scores', backOffice(404, 403, 401)),
  route('PUT /api/admin/tips', () => '/api/admin/tips', backOffice(422, 403, 401), { body: (f) => ({ tippable_type: 'Question', tippable_id: f.question.urlId, tips: [{ text: '' }] }) }),
  route('GET /api/admin/teacher-document/:exam', (f) => `/api/admin/teacher-document/${f.exam.urlId}`, backOffice(200, 403, 401)),
  // The legacy 'split multiple methods' command: admins only, and refused (409) as its rule is not specified.
  route('POST /api/admin/misc/answers/fix', () => '/api/admin/misc/answers/fix', adminOnly(409, 403, 401)),
  // The reports (issue 46): the list, and each report's rows and downloads, for authors and admins.
  route('GET /api/admin/custom', () => '/api/admin/custom/', backOffice(200, 403, 401)),
  ...[
    'questions/complexity_count',
    'complexity_is_null',
    'questions_not_in_oefensets',
    'with_multiple_answers',
    'licenses/students_per_school',
    'clicks+devices',
    'kpis',
    'activities/all',
    'questions/measured_difficulty',
  ].flatMap((report) => ['', '.csv', '.xlsx'].map((ext) => route(`GET /api/admin/custom/${report}${ext}`, () => `/api/admin/custom/${report}${ext}?jaar=1900`, backOffice(200, 403, 401)))),
  route('GET /api/admin/attachments', (f) => `/api/admin/attachments?exam=${f.exam.urlId}`, backOffice(200, 403, 401)),
  route('POST /api/admin/attachments', () => '/api/admin/attachments', backOffice(422, 403, 401), { body: () => ({}) }),
  // Feedback
  route('GET /api/feedback', () => '/api/feedback', all(200)),
  route('GET /api/feedback/:stream', (f) => `/api/feedback/${f.stream.urlId}`, all(200)),
  route('GET /api/feedback/:stream/:exam', (f) => `/api/feedback/${f.stream.urlId}/${f.exam.urlId}`, all(200)),
  route('GET /api/feedback/:stream/:exam/:question', (f) => `/api/feedback/${f.stream.urlId}/${f.exam.urlId}/${f.question.urlId}`, all(200)),
  route('POST /api/feedback', () => '/api/feedback', all(422), { body: () => ({ feedback: '' }) }),
  // Single sign-on
  route('GET /api/sso/login', () => '/api/sso/login', all(404)),
  route('GET /api/sso/callback', () => '/api/sso/callback', all(404)),
  route('GET /api/sso/logout', () => '/api/sso/logout', all(302), { fresh: true }),
  route('POST /api/sso/logout', () => '/api/sso/logout', all(303), { fresh: true }),
  route('POST /api/token', () => '/api/token', signedIn(200, 422), { body: () => ({ token: '' }) }),
  // Streams, search, topics, cart
  route('GET /api/streams', () => '/api/streams', all(200)),
  route('GET /api/streams/:stream', (f) => `/api/streams/${f.stream.urlId}`, signedIn(200, 401)),
  route('GET /api/streams/:stream/formuleblad', (f) => `/api/streams/${f.stream.urlId}/formuleblad`, all(200)),
  route('GET /api/streams/:stream/search', (f) => `/api/streams/${f.stream.urlId}/search`, licensed(200, 403, 401)),
  route('GET /api/streams/:stream/search/results', (f) => `/api/streams/${f.stream.urlId}/search/results`, licensed(200, 403, 401)),
  route('GET /api/streams/:stream/tags', (f) => `/api/streams/${f.stream.urlId}/tags`, licensed(200, 403, 401)),
  route('GET /api/streams/:stream/tags/:tag', (f) => `/api/streams/${f.stream.urlId}/tags/${f.tag.urlId}`, licensed(200, 403, 401)),
  route('GET /api/streams/:stream/exams', (f) => `/api/streams/${f.stream.urlId}/exams`, signedIn(200, 401, { leerling: 403, participant: 403 })),
  route('GET /api/streams/:stream/scores', (f) => `/api/streams/${f.stream.urlId}/scores`, signedIn(200, 401)),
  route('POST /api/streams/:stream/scores', (f) => `/api/streams/${f.stream.urlId}/scores`, signedIn(422, 401), { body: () => ({}) }),
  route('POST /api/streams/:stream/:anything', (f) => `/api/streams/${f.stream.urlId}/nope`, signedIn(422, 401), { body: () => ({}) }),
  route('GET /api/topics/:topic', (f) => `/api/topics/${f.topic.urlId}`, all(200)),
  route('GET /api/cart', (f) => `/api/cart?items[]=${f.topic.urlId}`, licensed(200, 403, 401)),
  route('GET /api/constraints/:course', (f) => `/api/constraints/${f.stream.urlId}`, licensed(200, 403, 401)),
  route('GET /api/download-topic-appendixes-pdf/:topicId', (f) => `/api/download-topic-appendixes-pdf/${f.topic.urlId}`, signedIn(404, 401)),
  // Sets
  route('POST /api/collections', () => '/api/collections', signedIn(422, 401), { body: () => ({ name: '' }) }),
  route('GET /api/latest', () => '/api/latest', signedIn(200, 401)),
  route('POST /api/log', () => '/api/log', all(422), { body: () => ({}) }),
  // A set is read by anyone with its link (fair use counts the device); all else is its owner's and admins'. The set
  // of a teacher whose licence ended is no longer theirs to share (they may not make sets), but an admin's.
  ...(['own', 'otherSchool', 'expired'] as const).flatMap((c) => [
    route('GET /api/collections/:collection', (f) => `/api/collections/${set(c)(f)}?device_key=matrix-device`, all(200), { case: c }),
    route('GET /api/collections/:collection/:topic', (f) => `/api/collections/${set(c)(f)}/${f.sets[c].topicUrlId}?device_key=matrix-device`, all(200), { case: c }),
    route('POST /api/collections/:collection/share', (f) => `/api/collections/${set(c)(f)}/share`, ownerOnly(c), { case: c, body: () => ({}) }),
    route('POST /api/collections/:collection/share/:group', (f) => `/api/collections/${set(c)(f)}/share/${f.licenses[c].groupUrlId}`, ownerOnly(c), { case: c, body: () => ({}) }),
    route('POST /api/collections/:collection/hide', (f) => `/api/collections/${set(c)(f)}/hide`, ownerOnly(c), { case: c, body: () => ({}) }),
    route('POST /api/collections/:collection/hide/:group', (f) => `/api/collections/${set(c)(f)}/hide/${f.licenses[c].groupUrlId}`, ownerOnly(c), { case: c, body: () => ({}) }),
    route('GET /api/activity_summary/:collection', (f) => `/api/activity_summary/${set(c)(f)}`, ownerOnly(c), { case: c }),
    route('GET /api/log/collection/:collection', (f) => `/api/log/collection/${set(c)(f)}`, ownerOnly(c), { case: c }),
    route('GET /api/download-collection-pdf/:id', (f) => `/api/download-collection-pdf/${set(c)(f)}`, ownerOnly(c), { case: c }),
    route('GET /api/download-collection/:id', (f) => `/api/download-collection/${set(c)(f)}`, ownerOnly(c), { case: c }),
    route('GET /api/download-collection-corrections/:id', (f) => `/api/download-collection-corrections/${set(c)(f)}`, ownerOnly(c), { case: c }),
    route('GET /api/download-collection-teacher-pdf/:id', (f) => `/api/download-collection-teacher-pdf/${set(c)(f)}`, ownerOnly(c), { case: c }),
    route('GET /api/download-appendixes-pdf/:id', (f) => `/api/download-appendixes-pdf/${set(c)(f)}`, signedIn(404, 401), { case: c }),
    route('GET /api/collections/:collection/elaborations', (f) => `/api/collections/${set(c)(f)}/elaborations`, ownerOnly(c), { case: c }),
  ]),
  route('POST /api/collections/:collection/:question/elaborations', (f) => `/api/collections/${f.sets.own.key}/${f.question.urlId}/elaborations`, all(422), { case: 'own', body: () => ({}) }),
  route('GET /api/elaborations/:elaboration', (f) => `/api/elaborations/${f.elaborationUrlId}`, signedIn(404, 401), { case: 'own' }),
  // Scores and activity of students
  route('GET /api/privileges/:privilege/scores', (f) => `/api/privileges/${f.studentPrivilegeUrlId}/scores`, signedIn(404, 401, { schoolDocent: 200, admin: 200 }), { case: 'own' }),
  route('GET /api/log/latest/:privilege', (f) => `/api/log/latest/${f.studentPrivilegeUrlId}`, signedIn(404, 401, { schoolDocent: 200, admin: 200 }), { case: 'own' }),
  // Self-practice
  route('GET /api/annotations/:stream', (f) => `/api/annotations/${f.stream.urlId}`, signedIn(200, 401, { docentWithoutLicence: 403, participant: 403 })),
  route('GET /api/annotations/:stream/types', (f) => `/api/annotations/${f.stream.urlId}/types`, signedIn(200, 401, { docentWithoutLicence: 403, participant: 403 })),
  route('GET /api/annotations/:stream/types/:type', (f) => `/api/annotations/${f.stream.urlId}/types/nope`, signedIn(200, 401, { docentWithoutLicence: 403, participant: 403 })),
  route('GET /api/annotations/:stream/oefensets', (f) => `/api/annotations/${f.stream.urlId}/oefensets`, signedIn(200, 401, { docentWithoutLicence: 403, participant: 403 })),
  route('GET /api/annotations/:stream/examens', (f) => `/api/annotations/${f.stream.urlId}/examens`, signedIn(200, 401, { docentWithoutLicence: 403, participant: 403 })),
  route('GET /api/annotations/:stream/:annotation', (f) => `/api/annotations/${f.stream.urlId}/${f.exam.urlId}`, signedIn(404, 401, { docentWithoutLicence: 403, participant: 403 })),
  // Licences, seats, groups
  route('GET /api/licenses', () => '/api/licenses', signedIn(200, 401)),
  route('POST /api/licenses', () => '/api/licenses', signedIn(200, 401), { body: () => ({}) }),
  ...(['own', 'otherSchool'] as const).flatMap((c) => [
    route('GET /api/licenses/:license', (f) => `/api/licenses/${lic(c)(f).urlId}`, manager(c, 200), { case: c }),
    route('GET /api/licenses/:license/:seat', (f) => `/api/licenses/${lic(c)(f).urlId}/${lic(c)(f).seatUrlId}`, manager(c, 200), { case: c }),
    route('PUT /api/licenses/:license/:seat', (f) => `/api/licenses/${lic(c)(f).urlId}/${lic(c)(f).seatUrlId}`, manager(c, 422), { case: c, body: () => ({ email: 'geen adres' }) }),
    // The fixtures made each manager's demo student once: the row finds it (200) and adds none.
    route('POST /api/licenses/:license/demo-leerling', (f) => `/api/licenses/${lic(c)(f).urlId}/demo-leerling`, manager(c, 200), { case: c, body: () => ({ group: 'nope' }) }),
  ]),
  route('POST /api/hide-seats', () => '/api/hide-seats', signedIn(422, 401), { body: () => ({}) }),
  route('POST /api/show-seats', () => '/api/show-seats', signedIn(422, 401), { body: () => ({}) }),
  // The back-office's licence routes (issue 47), each sent so that nothing changes: an invalid licence, a seat in use.
  ...(['own', 'otherSchool'] as const).flatMap((c) => [
    route('PUT /api/licenses/:license', (f) => `/api/licenses/${lic(c)(f).urlId}`, manager(c, 422), { case: c, body: () => ({ type: ' ', begin: '2025-08-01', end: '2026-08-01' }) }),
    route('DELETE /api/licenses/:license/:seat', (f) => `/api/licenses/${lic(c)(f).urlId}/${lic(c)(f).seatUrlId}`, manager(c, 409), { case: c }),
    route('POST /api/create-leerlingen', () => '/api/create-leerlingen', manager(c, 422), {
      case: c,
      body: (f) => ({ seats: [{ license_id: lic(c)(f).urlId, group: ' ', streams: [] }] }),
    }),
    // Importing students from a file (issue 47): a request without a file fails validation for whoever may import.
    route('POST /api/licenses/:license/import-leerlingen', (f) => `/api/licenses/${lic(c)(f).urlId}/import-leerlingen`, manager(c, 422), { case: c, body: () => ({}) }),
  ]),
  // The seat screen's privileges (issue 47): an empty action fails validation for whoever may add one; none removed.
  ...(['own', 'otherSchool'] as const).map((c) =>
    route('POST /api/admin/licenses/:license/:seat', (f) => `/api/admin/licenses/${lic(c)(f).urlId}/${lic(c)(f).seatUrlId}`, manager(c, 422), {
      case: c,
      body: (f) => ({ action: '', object_type: 'stream', object_id: f.stream.urlId, begin: '2025-08-01', end: '2026-08-01' }),
    }),
  ),
  route('DELETE /api/admin/privileges/:privilege', () => '/api/admin/privileges/nope', signedIn(404, 401)),
  // Invitations, registration, activation, payments
  route('GET /api/invite-status', () => '/api/invite-status?token=nope', all([200, 429])),
  route('POST /api/invite-ok', () => '/api/invite-ok', all([422, 429]), { body: () => ({ token: 'nope' }) }),
  route('POST /api/invite-account', () => '/api/invite-account', all([400, 429]), { body: () => ({ token: 'nope' }) }),
  route('POST /api/register', () => '/api/register', all(422), { body: () => ({}) }),
  route('POST /api/register-leerling', () => '/api/register-leerling', all(422), { body: () => ({}) }),
  route('GET /api/activation-status', () => '/api/activation-status?code=nope', all(200)),
  route('POST /api/activate-account', () => '/api/activate-account', all(422), { body: () => ({ code: 'nope' }) }),
  route('POST /api/activate-license', () => '/api/activate-license', all(422), { body: () => ({ code: 'nope' }) }),
  route('POST /api/payments/webhook', () => '/api/payments/webhook', all(200), { body: () => ({ id: 'tr_nope' }) }),
];
