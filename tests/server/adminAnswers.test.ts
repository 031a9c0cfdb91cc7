// The back-office's solution-strategy editor (issue 45, document 3 §3 Answer, Answer section, Tip, Scores and §4,
// document 4 §13): who may create, read, edit and delete a strategy in GraphQL and REST; the audit rows each change
// writes (literal old and new values, none for a refused change); the score table kept at 2^steps when steps are
// added and removed, all zeros deleting it, a wrong length refused; tips replaced as a list (ids updated, new made,
// left out deleted) under the owner's version; a save based on an older version refused with the fields changed since;
// and has_answers on the public topic JSON following at once.
//
// Ordekunde Havo is made here with an exam that shows its answers; each case makes its own question.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { userIdOf } from '../setup/factories.ts';
import { backOfficeSuite } from '../setup/backOffice.ts';

const suite = backOfficeSuite('Strategiekunde');
const { db, ids, clients } = suite;

let exam = 0;
let author = 0;
let admin = 0;

beforeAll(async () => {
  const stream = suite.stream;
  exam = (await db().exam.create({ data: { streamId: stream, year: 2031, term: 1, status: 'published', showAnswers: true } })).id;
  author = suite.author;
  admin = suite.admin;
});
let nextTopic = 1;
/** A topic of its own with one question (number 1, 3 points) and no strategy. */
async function newQuestion() {
  const topic = await db().topic.create({
    data: { examId: exam, name: `Opgave ${nextTopic}`, position: nextTopic++, questions: { create: [{ number: 1, points: 3, text: 'Bereken de snelheid.' }] } },
  });
  const question = await db().question.findFirstOrThrow({ where: { topicId: topic.id } });
  return { topicId: topic.id, questionId: question.id };
}
/** A strategy with steps, made directly (name, position 0, concept unless given). */
async function newAnswer(steps: { text?: string; points?: number }[] = [], extra: { scores?: number[]; status?: 'concept' | 'published' } = {}) {
  const { questionId, topicId } = await newQuestion();
  const answer = await db().answer.create({
    data: { questionId, name: 'Strategie', ...extra, sections: { create: steps.map((s, position) => ({ position, text: s.text ?? null, points: s.points ?? 0 })) } },
    include: { sections: { orderBy: { position: 'asc' } } },
  });
  return { questionId, topicId, answerId: answer.id, stepIds: answer.sections.map((s) => s.id) };
}
const audited = (type: string, id: number) =>
  db().auditEntry.findMany({ where: { auditableType: type, auditableId: id }, orderBy: { id: 'asc' }, select: { userId: true, event: true, oldValues: true, newValues: true } });
const stored = (id: number) =>
  db().answer.findUnique({
    where: { id },
    select: {
      name: true,
      status: true,
      scores: true,
      version: true,
      sections: { orderBy: { position: 'asc' }, select: { text: true, points: true, tips: { orderBy: { position: 'asc' }, select: { text: true } } } },
    },
  });

const EDIT_FIELDS = `urlId version name type position remark status scores steps { id correction text elaboration explanation points tips { id text } }`;
const CREATE = `mutation ($q: ID!) { createAnswer(questionId: $q) { __typename ... on CreateAnswerSuccess { answer { urlId edit { ${EDIT_FIELDS} } } } ... on Error { message } } }`;
const UPDATE = `mutation ($a: String!, $version: Int, $name: String, $status: AnswerStatus, $steps: [AnswerStepInput!]) {
  updateAnswer(answerId: $a, version: $version, name: $name, status: $status, steps: $steps) {
    __typename
    ... on UpdateAnswerSuccess { answer { edit { ${EDIT_FIELDS} } } }
    ... on AnswerConflictError { changedFields changedFieldNames currentVersion current { name version } }
    ... on ValidationError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const SCORES = `mutation ($a: String!, $version: Int, $scores: [Int!]!) {
  saveScoreTable(answerId: $a, version: $version, scores: $scores) {
    __typename
    ... on SaveScoreTableSuccess { answer { scores edit { version } } }
    ... on ValidationError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const TIPS = `mutation ($q: ID, $s: String, $version: Int, $tips: [TipInput!]!) {
  saveTips(questionId: $q, stepId: $s, version: $version, tips: $tips) {
    __typename
    ... on SaveTipsSuccess { questionTips { version tips { id text } } answer { edit { version steps { tips { text } } } } }
    ... on VersionConflict { changedFieldNames currentVersion }
    ... on ValidationError { fieldErrors { field messages } }
    ... on Error { message }
  }
}`;
const DELETE = `mutation ($a: String!) { deleteAnswer(answerId: $a) { __typename ... on DeleteAnswerSuccess { deletedAnswerUrlId questionUrlId } ... on Error { message } } }`;
const BY_URL = `query ($u: String!) { adminAnswerByUrlId(urlId: $u) { name edit { version name question { number topicName tips { version } } } } }`;

type Result = { __typename: string } & Record<string, unknown>;
const first = (answer: { data?: Record<string, unknown> | null }) => Object.values(answer.data ?? {})[0] as Result;

describe('who may edit strategies', () => {
  it.each(['admin', 'author'] as const)('lets %s create, read, update and delete in GraphQL and REST', async (role) => {
    const client = clients[role]!;
    const { questionId } = await newQuestion();
    const made = first(await client.graphql(CREATE, { q: encodeGlobalID('Question', questionId) }));
    expect(made.__typename).toBe('CreateAnswerSuccess');
    const urlId = (made as unknown as { answer: { urlId: string } }).answer.urlId;
    expect((await client.graphql(BY_URL, { u: urlId })).data).toEqual({
      adminAnswerByUrlId: {
        name: 'Oplossingsstrategie nr. 1',
        edit: { version: 1, name: 'Oplossingsstrategie nr. 1', question: { number: 1, topicName: `Opgave ${nextTopic - 1}`, tips: { version: 1 } } },
      },
    });
    expect(first(await client.graphql(UPDATE, { a: urlId, version: 1, name: 'Met de formule' })).__typename).toBe('UpdateAnswerSuccess');
    expect(first(await client.graphql(DELETE, { a: urlId }))).toEqual({ __typename: 'DeleteAnswerSuccess', deletedAnswerUrlId: urlId, questionUrlId: ids().encode(questionId) });

    const post = await client.json<{ id: string; name: string; status: string }>('POST', `/api/admin/questions/${ids().encode(questionId)}/answers`, { type: 'didactic' });
    expect([post.status, post.body.name, post.body.status]).toEqual([201, 'Oplossingsstrategie nr. 1', 'concept']);
    const path = `/api/admin/answers/${post.body.id}`;
    expect((await client.json('GET', path)).status).toBe(200);
    expect((await client.json('PUT', path, { name: 'Didactisch' })).status).toBe(200);
    expect((await client.json('DELETE', path)).body).toEqual({ message: `deleted Answer#${post.body.id}`, status: 'ok' });
    expect((await client.json('GET', path)).status).toBe(404);
  });

  it.each(['docent', 'leerling', 'anonymous'] as const)('refuses %s everything, writing nothing', async (role) => {
    const client = clients[role]!;
    const { questionId, answerId, stepIds } = await newAnswer([{ text: 'v = s/t', points: 1 }]);
    const urlId = ids().encode(answerId);
    const status = role === 'anonymous' ? 401 : 403;
    const answers = [
      await client.graphql(CREATE, { q: encodeGlobalID('Question', questionId) }),
      await client.graphql(UPDATE, { a: urlId, name: 'Anders' }),
      await client.graphql(SCORES, { a: urlId, scores: [0, 1] }),
      await client.graphql(TIPS, { q: encodeGlobalID('Question', questionId), tips: [{ text: 'Denk aan de eenheid.' }] }),
      await client.graphql(DELETE, { a: urlId }),
    ];
    for (const answer of answers) {
      // A visitor is stopped by the signedIn scope (an error beside a null), a signed-in user by the domain's rule.
      if (role === 'anonymous') expect((answer as { errors?: unknown[] }).errors?.length).toBe(1);
      else expect(first(answer).__typename).toBe('ForbiddenError');
    }
    expect((await client.graphql<{ adminAnswerByUrlId: unknown }>(BY_URL, { u: urlId })).data?.adminAnswerByUrlId ?? null).toBeNull();
    const requests: [string, string, unknown?][] = [
      ['POST', `/api/admin/questions/${ids().encode(questionId)}/answers`, { type: 'correction' }],
      ['GET', `/api/admin/answers/${urlId}`],
      ['PUT', `/api/admin/answers/${urlId}`, { name: 'Anders' }],
      ['POST', `/api/admin/answers/${urlId}`],
      ['PUT', `/api/admin/answers/${urlId}/sections/${ids().encode(stepIds[0]!)}`, { points: 2 }],
      ['DELETE', `/api/admin/answers/${urlId}/sections/${ids().encode(stepIds[0]!)}`],
      ['PUT', `/api/admin/answers/${urlId}/scores`, [0, 1]],
      ['DELETE', `/api/admin/answers/${urlId}/scores`],
      ['PUT', '/api/admin/tips', { tippable_type: 'Question', tippable_id: ids().encode(questionId), tips: [{ text: 'Tip' }] }],
      ['DELETE', `/api/admin/answers/${urlId}`],
    ];
    for (const [method, path, body] of requests) expect([method, path, (await client.json(method, path, body)).status]).toEqual([method, path, status]);
    expect(await stored(answerId)).toEqual({ name: 'Strategie', status: 'concept', scores: [], version: 1, sections: [{ text: 'v = s/t', points: 1, tips: [] }] });
    expect(await db().answer.count({ where: { questionId } })).toBe(1);
    expect(await db().tip.count({ where: { questionId } })).toBe(0);
    expect(await audited('answer', answerId)).toEqual([]);
  });
});

describe('creating strategies', () => {
  it("numbers a question's strategies, makes them concept, and records what it made", async () => {
    const { questionId, answerId } = await newAnswer([{ text: 'Eerste', points: 1 }]);
    const made = first(await clients.author!.graphql(CREATE, { q: encodeGlobalID('Question', questionId) })) as unknown as { answer: { urlId: string; edit: Record<string, unknown> } };
    const id = ids().decode(made.answer.urlId)!;
    expect(made.answer.edit).toEqual({
      urlId: made.answer.urlId,
      version: 1,
      name: 'Oplossingsstrategie nr. 2',
      type: 'correction',
      position: 1,
      remark: null,
      status: 'concept',
      scores: [],
      steps: [],
    });
    expect(await audited('answer', id)).toEqual([
      {
        userId: author,
        event: 'created',
        oldValues: null,
        newValues: { questionId, type: 'correction', name: 'Oplossingsstrategie nr. 2', position: 1, remark: null, status: 'concept', steps: [], scores: [] },
      },
    ]);
    expect(await audited('answer', answerId)).toEqual([]);
    const wrongType = await clients.author!.json<{ errors: Record<string, string[]> }>('POST', `/api/admin/questions/${ids().encode(questionId)}/answers`, { type: 'published' });
    expect([wrongType.status, Object.keys(wrongType.body.errors)]).toEqual([422, ['type']]);
    expect(first(await clients.author!.graphql(CREATE, { q: encodeGlobalID('Question', 999_999) })).__typename).toBe('NotFoundError');
    expect(await db().answer.count({ where: { questionId } })).toBe(2);
  });
});

describe('steps', () => {
  it('adds, edits, moves and removes steps in one save; records the steps before and after with the version', async () => {
    const { answerId, stepIds } = await newAnswer([
      { text: 'a = F/m', points: 1 },
      { text: 'v = a·t', points: 1 },
    ]);
    const s2 = ids().encode(stepIds[1]!);
    const saved = first(
      await clients.author!.graphql(UPDATE, {
        a: ids().encode(answerId),
        version: 1,
        status: 'published',
        steps: [
          { id: s2, points: 2, correction: 'juiste formule' },
          { text: 's = ½·a·t²', points: 1, tips: [{ text: 'Teken eerst een v,t-diagram.' }] },
        ],
      }),
    ) as unknown as { answer: { edit: { version: number; status: string; steps: { text: string; points: number; correction: string | null; tips: { text: string }[] }[] } } };
    expect(saved.answer.edit.version).toBe(2);
    expect(saved.answer.edit.status).toBe('published');
    expect(saved.answer.edit.steps.map((s) => [s.text, s.correction, s.points, s.tips.map((t) => t.text)])).toEqual([
      ['v = a·t', 'juiste formule', 2, []],
      ['s = ½·a·t²', null, 1, ['Teken eerst een v,t-diagram.']],
    ]);
    const entries = await audited('answer', answerId);
    const newStep = await db().answerSection.findFirstOrThrow({ where: { answerId, text: 's = ½·a·t²' }, include: { tips: true } });
    expect(entries).toEqual([
      {
        userId: author,
        event: 'updated',
        oldValues: {
          status: 'concept',
          steps: [
            { id: stepIds[0], correction: null, text: 'a = F/m', elaboration: null, explanation: null, points: 1, tips: [] },
            { id: stepIds[1], correction: null, text: 'v = a·t', elaboration: null, explanation: null, points: 1, tips: [] },
          ],
          version: 1,
        },
        newValues: {
          status: 'published',
          steps: [
            { id: stepIds[1], correction: 'juiste formule', text: 'v = a·t', elaboration: null, explanation: null, points: 2, tips: [] },
            { id: newStep.id, correction: null, text: 's = ½·a·t²', elaboration: null, explanation: null, points: 1, tips: [{ id: newStep.tips[0]!.id, text: 'Teken eerst een v,t-diagram.' }] },
          ],
          version: 2,
        },
      },
    ]);
    expect(await db().answerSection.count({ where: { id: stepIds[0] } })).toBe(0);
    // Saving the same again changes nothing: no new version, no entry.
    const same = first(await clients.author!.graphql(UPDATE, { a: ids().encode(answerId), version: 2, steps: [{ id: s2 }, { id: ids().encode(newStep.id) }] }));
    expect(same).toMatchObject({ __typename: 'UpdateAnswerSuccess', answer: { edit: { version: 2 } } });
    expect(await audited('answer', answerId)).toHaveLength(1);
  });

  it('refuses bad steps by their path (GraphQL steps.1.points, REST sections.1.points), writing nothing', async () => {
    const { answerId, stepIds } = await newAnswer([{ text: 'Eerste', points: 1 }]);
    const urlId = ids().encode(answerId);
    const bad = first(await clients.author!.graphql(UPDATE, { a: urlId, steps: [{ id: ids().encode(stepIds[0]!) }, { text: 'Tweede', points: -1 }] }));
    expect(bad).toEqual({
      __typename: 'ValidationError',
      message: 'Controleer de velden.',
      fieldErrors: [{ field: 'steps.1.points', messages: ['Vul een geheel aantal punten van 0 tot en met 1000 in.'] }],
    });
    const unknown = first(await clients.author!.graphql(UPDATE, { a: urlId, steps: [{ id: ids().encode(stepIds[0]!) }, { id: ids().encode(999_999) }] }));
    expect(unknown).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'steps.1.id', messages: ['Onbekende keuze'] }] });
    const rest = await clients.admin!.json<{ errors: Record<string, string[]> }>('PUT', `/api/admin/answers/${urlId}`, { sections: [{ text: 'Eerste' }, { text: 'x', points: 1.5 }] });
    expect([rest.status, Object.keys(rest.body.errors)]).toEqual([422, ['sections.1.points']]);
    // A formula students would not see drawn is refused at its field, in the words the editor's flag uses.
    const formula = first(await clients.author!.graphql(UPDATE, { a: urlId, steps: [{ id: ids().encode(stepIds[0]!), elaboration: 'Dus $$E_k = \\frac{1}{2} m v^$$' }] }));
    expect(formula).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'steps.0.elaboration', messages: [expect.stringMatching(/^Formule 1 kan niet worden gelezen/)] }] });
    const tip = first(await clients.author!.graphql(UPDATE, { a: urlId, steps: [{ id: ids().encode(stepIds[0]!), tips: [{ text: '  ' }] }] }));
    expect(tip).toMatchObject({ fieldErrors: [{ field: 'steps.0.tips.0.text', messages: ['Dit veld is verplicht'] }] });
    expect(await stored(answerId)).toEqual({ name: 'Strategie', status: 'concept', scores: [], version: 1, sections: [{ text: 'Eerste', points: 1, tips: [] }] });
    expect(await audited('answer', answerId)).toEqual([]);
  });
});

describe('the score table', () => {
  it('takes exactly 2^steps numbers; follows an added and a removed step; all zeros deletes it; each change recorded', async () => {
    const { answerId } = await newAnswer([{ text: 'Stap een' }, { text: 'Stap twee' }]);
    const urlId = ids().encode(answerId);
    const short = first(await clients.author!.graphql(SCORES, { a: urlId, scores: [0, 1, 1] }));
    expect(short).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'scores', messages: ['De tabel heeft precies één aantal punten per combinatie van stappen nodig.'] }] });
    const negative = await clients.admin!.json<{ errors: Record<string, string[]> }>('PUT', `/api/admin/answers/${urlId}/scores`, [0, -1, 1, 3]);
    expect([negative.status, Object.keys(negative.body.errors)]).toEqual([422, ['scores.1']]);
    const notAList = await clients.admin!.json('PUT', `/api/admin/answers/${urlId}/scores`, { scores: 'alles' });
    expect(notAList.status).toBe(422);
    expect((await stored(answerId))!.scores).toEqual([]);

    const set = first(await clients.author!.graphql(SCORES, { a: urlId, version: 1, scores: [0, 1, 1, 3] }));
    expect(set).toEqual({ __typename: 'SaveScoreTableSuccess', answer: { scores: [0, 1, 1, 3], edit: { version: 2 } } });
    // POST adds an empty step: the table doubles, the new step earning nothing extra.
    const added = await clients.admin!.json<{ sections: unknown[]; scores: number[]; version: number }>('POST', `/api/admin/answers/${urlId}`);
    expect([added.status, added.body.sections.length, added.body.scores, added.body.version]).toEqual([200, 3, [0, 1, 1, 3, 0, 1, 1, 3], 3]);
    // Removing step 2 keeps the rows in which step 2 is not earned: rows 0, 1, 4, 5.
    const step2 = (await db().answerSection.findMany({ where: { answerId }, orderBy: { position: 'asc' } }))[1]!.id;
    const removed = await clients.admin!.json<{ scores: number[]; sections: { text: string | null }[] }>('DELETE', `/api/admin/answers/${urlId}/sections/${ids().encode(step2)}`);
    expect([removed.status, removed.body.sections.map((s) => s.text), removed.body.scores]).toEqual([200, ['Stap een', null], [0, 1, 0, 1]]);
    // All zeros deletes the table.
    const zero = await clients.author!.json('PUT', `/api/admin/answers/${urlId}/scores`, [0, 0, 0, 0]);
    expect([zero.status, zero.body]).toEqual([200, { message: 'ok' }]);
    expect((await stored(answerId))!.scores).toEqual([]);
    expect((await clients.author!.json<{ scores: unknown }>('GET', `/api/admin/answers/${urlId}`)).body.scores).toBeNull();

    const values = (v: unknown) => v as { scores: number[]; version: number };
    expect(
      (await audited('answer', answerId)).map((e) => [
        e.userId,
        { scores: values(e.oldValues).scores, version: values(e.oldValues).version },
        { scores: values(e.newValues).scores, version: values(e.newValues).version },
      ]),
    ).toEqual([
      [author, { scores: [], version: 1 }, { scores: [0, 1, 1, 3], version: 2 }],
      [admin, { scores: [0, 1, 1, 3], version: 2 }, { scores: [0, 1, 1, 3, 0, 1, 1, 3], version: 3 }],
      [admin, { scores: [0, 1, 1, 3, 0, 1, 1, 3], version: 3 }, { scores: [0, 1, 0, 1], version: 4 }],
      [author, { scores: [0, 1, 0, 1], version: 4 }, { scores: [], version: 5 }],
    ]);
  });

  it('is what the student scores when they mark the steps', async () => {
    const { answerId, questionId } = await newAnswer([{ text: 'Stap een' }, { text: 'Stap twee' }], { status: 'published', scores: [0, 1, 1, 3] });
    const answer = await db().answer.findUniqueOrThrow({ where: { id: answerId }, include: { sections: { orderBy: { position: 'asc' } } } });
    expect(answer.questionId).toBe(questionId);
    const { scoreQuestion } = await import('../../shared/practice/scoring.ts');
    const marks = answer.sections.map((s, i) => ({ points: s.points, isCorrect: i === 1, shownElaboration: false }));
    expect(scoreQuestion(marks, answer.scores)).toEqual({ scoredPoints: 1, totalPoints: 3, complete: true });
  });
});

describe('tips', () => {
  it("replaces a question's tips: ids updated, new made, left out deleted; the question's version raised and recorded", async () => {
    const { questionId } = await newQuestion();
    const put = (tips: unknown[], version?: number) => clients.author!.json('PUT', '/api/admin/tips', { tippable_type: 'Question', tippable_id: ids().encode(questionId), tips, version });
    expect((await put([{ text: 'Lees de vraag goed.' }, { text: 'Let op de eenheden.' }])).status).toBe(200);
    const [t1, t2] = await db().tip.findMany({ where: { questionId }, orderBy: { position: 'asc' } });
    const second = await put([{ id: ids().encode(t2!.id), text: 'Let op de eenheden: m/s.' }, { text: 'Schrijf de formule op.' }], 2);
    expect(second.status).toBe(200);
    const now = await db().tip.findMany({ where: { questionId }, orderBy: { position: 'asc' }, select: { id: true, text: true } });
    expect(now.map((t) => t.text)).toEqual(['Let op de eenheden: m/s.', 'Schrijf de formule op.']);
    expect(now[0]!.id).toBe(t2!.id);
    expect(await db().tip.count({ where: { id: t1!.id } })).toBe(0);
    expect((await db().question.findUniqueOrThrow({ where: { id: questionId } })).version).toBe(3);
    expect(await audited('question', questionId)).toEqual([
      {
        userId: author,
        event: 'updated',
        oldValues: { tips: [], version: 1 },
        newValues: {
          tips: [
            { id: t1!.id, text: 'Lees de vraag goed.' },
            { id: t2!.id, text: 'Let op de eenheden.' },
          ],
          version: 2,
        },
      },
      {
        userId: author,
        event: 'updated',
        oldValues: {
          tips: [
            { id: t1!.id, text: 'Lees de vraag goed.' },
            { id: t2!.id, text: 'Let op de eenheden.' },
          ],
          version: 2,
        },
        newValues: {
          tips: [
            { id: t2!.id, text: 'Let op de eenheden: m/s.' },
            { id: now[1]!.id, text: 'Schrijf de formule op.' },
          ],
          version: 3,
        },
      },
    ]);
    // Based on the question's version 2 (now 3): refused with what changed, nothing written.
    const stale = first(await clients.admin!.graphql(TIPS, { q: encodeGlobalID('Question', questionId), version: 2, tips: [] }));
    expect(stale).toEqual({
      __typename: 'QuestionTipsConflictError',
      message: 'Deze vraag is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla de tips opnieuw op.',
      changedFieldNames: ['tips'],
      currentVersion: 3,
    });
    expect((await put([], 2)).status).toBe(409);
    // A tip id of another owner is unknown where it stands.
    const foreign = await put([{ id: ids().encode(t1!.id), text: 'x' }]);
    expect([foreign.status, Object.keys((foreign.body as { errors: object }).errors)]).toEqual([422, ['tips.0.id']]);
    // An empty list deletes them all.
    const cleared = first(await clients.admin!.graphql(TIPS, { q: encodeGlobalID('Question', questionId), version: 3, tips: [] }));
    expect(cleared).toEqual({ __typename: 'SaveTipsSuccess', questionTips: { version: 4, tips: [] }, answer: null });
  });

  it("replaces a step's tips under its strategy's version", async () => {
    const { answerId, stepIds } = await newAnswer([{ text: 'Stap een' }]);
    const saved = first(await clients.author!.graphql(TIPS, { s: ids().encode(stepIds[0]!), version: 1, tips: [{ text: 'Gebruik F = m·a.' }] }));
    expect(saved).toEqual({ __typename: 'SaveTipsSuccess', questionTips: null, answer: { edit: { version: 2, steps: [{ tips: [{ text: 'Gebruik F = m·a.' }] }] } } });
    const rest = await clients.author!.json('PUT', '/api/admin/tips', { tippable_type: 'AnswerSection', tippable_id: ids().encode(stepIds[0]!), tips: [{ text: '' }] });
    expect([rest.status, Object.keys((rest.body as { errors: object }).errors)]).toEqual([422, ['tips.0.text']]);
    const stale = first(await clients.author!.graphql(TIPS, { s: ids().encode(stepIds[0]!), version: 1, tips: [] }));
    expect(stale).toEqual({ __typename: 'AnswerConflictError', changedFieldNames: ['steps'], currentVersion: 2, message: expect.any(String) });
    expect((await stored(answerId))!.sections[0]!.tips).toEqual([{ text: 'Gebruik F = m·a.' }]);
  });
});

describe('no lost edit', () => {
  it('refuses a save based on an older version with the fields changed since; REST without version wins, with version 409', async () => {
    const { answerId } = await newAnswer([{ text: 'Stap een' }]);
    const urlId = ids().encode(answerId);
    // Tab A and tab B both open version 1; A renames, then sets a table.
    await clients.author!.graphql(UPDATE, { a: urlId, version: 1, name: 'Strategie A' });
    await clients.author!.graphql(SCORES, { a: urlId, version: 2, scores: [0, 2] });
    const b = first(await clients.admin!.graphql(UPDATE, { a: urlId, version: 1, name: 'Strategie B', status: 'published' }));
    expect(b).toEqual({
      __typename: 'AnswerConflictError',
      message: 'Deze oplossingsstrategie is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla opnieuw op.',
      changedFields: ['name', 'scores'],
      changedFieldNames: ['name', 'scores'],
      currentVersion: 3,
      current: { name: 'Strategie A', version: 3 },
    });
    const stale = await clients.admin!.json<Record<string, unknown>>('PUT', `/api/admin/answers/${urlId}`, { name: 'Strategie C', version: 2 });
    expect([stale.status, stale.body.version, stale.body.changed]).toEqual([409, 3, ['scores']]);
    const legacy = await clients.admin!.json<{ name: string; version: number }>('PUT', `/api/admin/answers/${urlId}`, { name: 'Strategie C' });
    expect([legacy.status, legacy.body.name, legacy.body.version]).toEqual([200, 'Strategie C', 4]);
    expect((await audited('answer', answerId)).map((e) => [e.userId, e.newValues])).toEqual([
      [author, { name: 'Strategie A', version: 2 }],
      [author, { scores: [0, 2], version: 3 }],
      [admin, { name: 'Strategie C', version: 4 }],
    ]);
  });
});

describe('deleting', () => {
  it("deletes a strategy with its steps and tips, recorded; a student's saved score stays", async () => {
    const { answerId, questionId, stepIds } = await newAnswer([{ text: 'Stap een', points: 2 }], { status: 'published' });
    await db().tip.create({ data: { answerSectionId: stepIds[0]!, text: 'Tip' } });
    const student = await userIdOf(db(), 'leerling@vraagwerk.nl');
    await db().score.create({
      data: { userId: student, questionId, clientUpdatedAt: '2026-03-09T12:00:00.000Z', totalPoints: 2, scoredPoints: 2, sections: [{ id: stepIds[0], text: 'Stap een', points: 2, isCorrect: true }] },
    });
    expect(first(await clients.admin!.graphql(DELETE, { a: ids().encode(answerId) })).__typename).toBe('DeleteAnswerSuccess');
    expect([await db().answer.count({ where: { id: answerId } }), await db().answerSection.count({ where: { answerId } }), await db().tip.count({ where: { answerSectionId: stepIds[0]! } })]).toEqual([
      0, 0, 0,
    ]);
    expect(await db().score.findFirst({ where: { questionId }, select: { scoredPoints: true } })).toEqual({ scoredPoints: 2 });
    expect(await audited('answer', answerId)).toEqual([
      {
        userId: admin,
        event: 'deleted',
        oldValues: {
          questionId,
          type: 'correction',
          name: 'Strategie',
          position: 0,
          remark: null,
          status: 'published',
          steps: [{ id: stepIds[0], correction: null, text: 'Stap een', elaboration: null, explanation: null, points: 2, tips: [{ id: expect.any(Number), text: 'Tip' }] }],
          scores: [],
          version: 1,
        },
        newValues: null,
      },
    ]);
    expect(first(await clients.admin!.graphql(DELETE, { a: ids().encode(answerId) })).__typename).toBe('NotFoundError');
  });
});

describe('the public topic follows at once', () => {
  it("turns has_answers on when a question without strategies gets one with a step's answer, and off when it goes", async () => {
    const { topicId, questionId } = await newQuestion();
    const topic = async () => (await clients.admin!.json<{ has_answers: number }>('GET', `/api/topics/${ids().encode(topicId)}`)).body.has_answers;
    expect(await topic()).toBe(0);
    const made = await clients.author!.json<{ id: string }>('POST', `/api/admin/questions/${ids().encode(questionId)}/answers`, { type: 'correction' });
    // A strategy without a step's answer is no answer yet.
    expect(await topic()).toBe(0);
    expect((await clients.author!.json('PUT', `/api/admin/answers/${made.body.id}`, { status: 'published', sections: [{ text: 'v = 12 m/s', points: 3 }] })).status).toBe(200);
    expect(await topic()).toBe(1);
    expect((await clients.author!.json('DELETE', `/api/admin/answers/${made.body.id}`)).status).toBe(200);
    expect(await topic()).toBe(0);
  });
});
