// The back-office's solution-strategy routes (document 4 §13): POST /api/admin/questions/{q}/answers, GET, PUT, POST
// (add a step) and DELETE /api/admin/answers/{a}, PUT and DELETE /api/admin/answers/{a}/sections/{s}, PUT and DELETE
// /api/admin/answers/{a}/scores, PUT /api/admin/tips. Signed in, author or admin (visitor 401, wrong role 403); the
// rules are server/domain/admin/answers.ts's and tips.ts's, shared with GraphQL.
//
// Where this shim differs from the legacy API, and why:
// - a new strategy is a concept, not published: document 3 §4 ('Answer status defaults to concept') wins over
//   document 4 where they disagree, and a published empty strategy would show students an empty marking scheme;
// - PUT …/scores takes a declared body, a JSON list of exactly 2^steps whole numbers of 0 or more (document 4 §15: no
//   'any JSON body'); all zeros deletes the table, as DELETE does;
// - ids are opaque in every answer, also in DELETE's message ('deleted Answer#<id>');
// - a write may name `version` to be refused (409, with the fields changed since) when it is behind; without it the
//   write wins as the last one, as legacy clients expect.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import type { IdCodec } from '../app/ids.ts';
import {
  addAnswerStep,
  createAnswer,
  deleteAnswer,
  deleteAnswerStep,
  saveScoreTable,
  updateAnswer,
  updateAnswerStep,
  type AnswerField,
  type EditableAnswer,
  type UpdateAnswerResult,
} from '../domain/admin/answers.ts';
import { saveTips } from '../domain/admin/tips.ts';
import type { FieldErrors } from '../domain/errors.ts';
import type { Db } from '../db/database.ts';
import type { Prisma } from '../db/generated/client.ts';
import { backOfficeGuard, emptyAnswer, idParam, isRefusal, notFound, sendRefusal, type RestApp } from './context.ts';
import { DenyJson, EmptyJson, MessageJson, ValidationErrorJson } from './json.ts';
import { AnswerJson, TipJson } from './topicJson.ts';

const guard = backOfficeGuard;
const Deny = DenyJson;

const Id = z.string();
const AdminAnswerJson = AnswerJson.extend({
  version: z.number().int().describe('Raised by every saved change; a write may name it to be refused (409) when behind'),
  question: z.object({ id: Id, topic_id: Id, number: z.number().int(), points: z.number().int(), text: z.string(), tips: z.array(TipJson) }),
});
const ConflictJson = z.object({
  message: z.string(),
  version: z.number().int().describe('The current version'),
  changed: z.array(z.string()).describe('The fields changed since the version the write named'),
});
const OkJson = z.object({ message: z.literal('ok') });
const DeletedJson = z.object({ message: z.string(), status: z.literal('ok') });

const Text = z.string().max(200_000).nullable().optional();
const Version = z.number().int().optional().describe('The version edited; absent, the write wins as the last one');
const SectionBody = z.object({ id: z.string().max(20).optional(), correction: Text, text: Text, elaboration: Text, explanation: Text, points: z.number().optional() });
const TipBody = z.object({ id: z.string().max(20).nullable().optional(), text: z.string().max(20_000) });

/** The REST spelling of the domain's paths: steps.2.points → sections.2.points. */
const restErrors = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([path, issues]) => [path.replace(/^steps(?=\.|$)/, 'sections'), issues]));
const restField = (field: AnswerField) => (field === 'steps' ? 'sections' : field);

const CONFLICT_MESSAGE = 'The solution strategy was changed by someone else since the version you edited.';
const TIPS_CONFLICT_MESSAGE = 'The question was changed by someone else since the version you edited.';

const sectionSelect = {
  id: true,
  correction: true,
  text: true,
  elaboration: true,
  explanation: true,
  points: true,
  tips: { select: { id: true, text: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.AnswerSectionSelect;

function adminAnswer(db: Db, id: number) {
  return db.answer.findUnique({
    where: { id },
    select: {
      id: true,
      questionId: true,
      name: true,
      type: true,
      position: true,
      remark: true,
      status: true,
      scores: true,
      version: true,
      sections: { select: sectionSelect, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
      question: { select: { id: true, topicId: true, number: true, points: true, text: true, tips: { select: { id: true, text: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] } } },
    },
  });
}
type AdminAnswer = NonNullable<Awaited<ReturnType<typeof adminAnswer>>>;

function writers(ids: IdCodec) {
  const tip = (type: z.infer<typeof TipJson>['type']) => (t: { id: number; text: string }) => ({ id: ids.encode(t.id), text: t.text, type });
  const answerJson = (a: AdminAnswer): z.infer<typeof AdminAnswerJson> => ({
    id: ids.encode(a.id),
    question_id: ids.encode(a.questionId),
    name: a.name,
    type: a.type,
    position: a.position,
    remark: a.remark,
    status: a.status,
    sections: a.sections.map((s) => ({ ...s, id: ids.encode(s.id), tips: s.tips.map(tip('App\\Models\\AnswerSection')) })),
    scores: a.scores.length ? a.scores : null,
    version: a.version,
    question: { ...a.question, id: ids.encode(a.question.id), topic_id: ids.encode(a.question.topicId), tips: a.question.tips.map(tip('App\\Models\\Question')) },
  });
  return { answerJson };
}

export function adminAnswerRoutes(app: RestApp, services: Services): void {
  const { ids, prisma } = services;
  const { answerJson } = writers(ids);
  /** An id a body names; one that decodes to nothing stays, as an unknown id the domain reports by its place. */
  const bodyId = (id: string | null | undefined) => (id === null || id === undefined ? undefined : (ids.decode(id) ?? 0));
  const conflictJson = (message: string, changed: readonly string[], version: number) => ({ message, version, changed: [...changed] });

  /** The common answers of a strategy command; `ok` answers the success. */
  function reply409(reply: FastifyReply, result: Exclude<UpdateAnswerResult, { kind: 'ok' }>) {
    if (isRefusal(result)) return sendRefusal(reply, result, restErrors);
    return reply.status(409).send(conflictJson(CONFLICT_MESSAGE, result.changedFields.map(restField), result.current.version));
  }
  async function withAnswer(reply: FastifyReply, result: UpdateAnswerResult, status = 200) {
    if (result.kind !== 'ok') return reply409(reply, result);
    return reply.status(status).send(answerJson((await adminAnswer(prisma, result.answer.id))!));
  }
  const withOk = (reply: FastifyReply, result: UpdateAnswerResult) => (result.kind === 'ok' ? reply.status(200).send({ message: 'ok' as const }) : reply409(reply, result));

  const AnswerParams = z.object({ answer: idParam(ids) });
  const SectionParams = z.object({ answer: idParam(ids), section: idParam(ids) });
  const Written = { 200: AdminAnswerJson, ...Deny, 404: MessageJson, 409: ConflictJson, 422: ValidationErrorJson } as const;

  app.post(
    '/admin/questions/:question/answers',
    {
      preValidation: guard,
      schema: {
        params: z.object({ question: idParam(ids) }),
        body: z.object({ type: z.string().max(100) }),
        response: { 201: AdminAnswerJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const result = await createAnswer(request.ctx, { questionId: request.params.question, type: request.body.type as EditableAnswer['type'] });
      if (result.kind !== 'ok') return reply409(reply, result);
      return reply.status(201).send(answerJson((await adminAnswer(prisma, result.answer.id))!));
    },
  );

  app.get('/admin/answers/:answer', { preValidation: guard, schema: { params: AnswerParams, response: { 200: AdminAnswerJson, ...Deny, 404: MessageJson } } }, async (request, reply) => {
    const answer = await adminAnswer(prisma, request.params.answer);
    return answer ? answerJson(answer) : notFound(reply);
  });

  app.put(
    '/admin/answers/:answer',
    {
      preValidation: guard,
      schema: {
        params: AnswerParams,
        body: z.object({
          name: z.string().max(1000).optional(),
          remark: Text,
          position: z.number().optional(),
          status: z.string().max(100).optional(),
          sections: z.array(SectionBody).max(100).optional().describe('Every step in order: with id kept, without made, left out deleted'),
          version: Version,
        }),
        response: Written,
      },
    },
    async (request, reply) => {
      const { body } = request;
      const result = await updateAnswer(request.ctx, {
        id: request.params.answer,
        version: body.version,
        name: body.name,
        remark: body.remark,
        position: body.position,
        status: body.status as EditableAnswer['status'] | undefined,
        steps: body.sections?.map((s) => ({ ...s, id: bodyId(s.id) })),
      });
      return withAnswer(reply, result);
    },
  );

  app.post('/admin/answers/:answer', { preValidation: guard, schema: { params: AnswerParams, body: z.object({ version: Version }).optional(), response: Written } }, async (request, reply) =>
    withAnswer(reply, await addAnswerStep(request.ctx, { id: request.params.answer, version: request.body?.version })),
  );

  app.delete('/admin/answers/:answer', { preValidation: guard, schema: { params: AnswerParams, response: { 200: DeletedJson, ...Deny, 404: MessageJson } } }, async (request, reply) => {
    const result = await deleteAnswer(request.ctx, { id: request.params.answer });
    if (isRefusal(result)) return sendRefusal(reply, result);
    return { message: `deleted Answer#${ids.encode(result.id)}`, status: 'ok' as const };
  });

  app.put(
    '/admin/answers/:answer/sections/:section',
    {
      preValidation: guard,
      schema: {
        params: SectionParams,
        body: z.object({ points: z.number(), correction: Text, text: Text, elaboration: Text, explanation: Text, version: Version }),
        response: { 200: EmptyJson, ...Deny, 404: MessageJson, 409: ConflictJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const { version, ...step } = request.body;
      const result = await updateAnswerStep(request.ctx, { answerId: request.params.answer, stepId: request.params.section, version, step });
      return result.kind === 'ok' ? emptyAnswer(reply, 200) : reply409(reply, result);
    },
  );

  app.delete('/admin/answers/:answer/sections/:section', { preValidation: guard, schema: { params: SectionParams, response: Written } }, async (request, reply) =>
    withAnswer(reply, await deleteAnswerStep(request.ctx, { answerId: request.params.answer, stepId: request.params.section })),
  );

  app.put(
    '/admin/answers/:answer/scores',
    {
      preValidation: guard,
      schema: {
        params: AnswerParams,
        body: z.array(z.number()).max(1024).describe('Points per combination of earned steps: entry k has the steps whose bit is set in k (step 1 = bit 0); 2^steps entries; all zeros deletes'),
        response: { 200: OkJson, ...Deny, 404: MessageJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => withOk(reply, await saveScoreTable(request.ctx, { id: request.params.answer, scores: request.body })),
  );

  app.delete('/admin/answers/:answer/scores', { preValidation: guard, schema: { params: AnswerParams, response: { 200: OkJson, ...Deny, 404: MessageJson } } }, async (request, reply) =>
    withOk(reply, await saveScoreTable(request.ctx, { id: request.params.answer, scores: [] })),
  );

  app.put(
    '/admin/tips',
    {
      preValidation: guard,
      schema: {
        body: z.object({
          tippable_type: z.enum(['Question', 'AnswerSection', 'App\\Models\\Question', 'App\\Models\\AnswerSection']),
          tippable_id: idParam(ids),
          tips: z.array(TipBody).max(100).describe('Every tip in order: with id updated, without made, left out deleted'),
          version: Version.describe("The question's version (a question's tips) or the strategy's (a step's)"),
        }),
        response: { 200: EmptyJson, ...Deny, 404: MessageJson, 409: ConflictJson, 422: ValidationErrorJson },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const type = body.tippable_type.endsWith('Question') ? 'question' : 'step';
      const result = await saveTips(request.ctx, { owner: { type, id: body.tippable_id }, version: body.version, tips: body.tips.map((t) => ({ id: bodyId(t.id), text: t.text })) });
      switch (result.kind) {
        case 'ok':
          return emptyAnswer(reply, 200);
        case 'conflict':
          return reply.status(409).send(
            conflictJson(
              type === 'question' ? TIPS_CONFLICT_MESSAGE : CONFLICT_MESSAGE,
              result.changedFields.map((f) => restField(f as AnswerField)),
              result.current.version,
            ),
          );
        default:
          return reply409(reply, result);
      }
    },
  );
}
