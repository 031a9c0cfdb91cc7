// Scores of signed-in students in document 4's shapes (§8): reading one's own per stream, saving one, and a teacher
// reading a student's through the student's practice privilege. The rules are the domain's
// (server/domain/practice/scores.ts): the points are recomputed from the marked steps, and a student's scores are
// only for their teachers (the legacy API left that route open).
import { z } from 'zod';
import { saveScore, scoresOfPrivilege, scoresOfUser, SECTION_MARKS_MAX, UPDATED_AT_MAX, type SavedScore } from '../domain/practice/scores.ts';
import { emptyAnswer, forbidden, idParam, notFound, signedIn, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { fieldErrorsJson, LEGACY } from './messages.ts';
import { EmptyJson, Flag, MessageJson, ValidationErrorJson } from './json.ts';
import type { IdCodec } from '../app/ids.ts';

const SectionJson = z.object({
  id: z.string(),
  text: z.string(),
  points: z.number().int(),
  isCorrect: z.boolean().nullable(),
  shownElaboration: z.boolean(),
  isCompleted: z.boolean(),
});

const ScoreJson = z.object({
  updatedAt: z.string(),
  totalPoints: z.number().int(),
  scoredPoints: z.number().int(),
  hasCompletedScoreFlow: z.union([z.literal(0), z.literal(1)]),
  sections: z.array(SectionJson),
});

/** Keyed by question id; an empty list (not an object) when there are none, as the legacy API answered. */
const ScoreMapJson = z.union([z.record(z.string(), ScoreJson), z.array(z.never()).length(0)]).describe('Question id → its newest score; [] when none');

function scoreMapJson(ids: IdCodec, scores: SavedScore[]): z.infer<typeof ScoreMapJson> {
  if (!scores.length) return [];
  return Object.fromEntries(
    scores.map((s) => [
      ids.encode(s.questionId),
      {
        updatedAt: s.updatedAt,
        totalPoints: s.totalPoints,
        scoredPoints: s.scoredPoints,
        hasCompletedScoreFlow: s.hasCompletedScoreFlow ? (1 as const) : (0 as const),
        sections: s.sections.map((section) => ({ ...section, id: ids.encode(section.id) })),
      },
    ]),
  );
}

export function scoreRoutes(app: RestApp, services: Services): void {
  const { ids } = services;
  const id = idParam(ids);
  const StreamParams = z.object({ stream: id.describe('The stream') });

  const SaveBody = z.object({
    question_id: id.describe('The question'),
    updatedAt: z.string().max(UPDATED_AT_MAX).describe("The client's time of the score (ISO 8601); a repeated save with the same time changes nothing"),
    totalPoints: z.number().optional().describe('Ignored: the server computes the total from the strategy'),
    scoredPoints: z.number().optional().describe('Ignored: the server computes the score from the marked steps'),
    hasCompletedScoreFlow: Flag.optional().default(false),
    sections: z
      .array(
        z.looseObject({
          id: id.describe('A step of the question’s solution strategy'),
          isCorrect: z.boolean().nullable().optional(),
          shownElaboration: Flag.optional().default(false),
        }),
      )
      .max(SECTION_MARKS_MAX)
      .optional()
      .default([])
      .describe('The marked steps of one strategy; text, points and isCompleted are the server’s'),
  });

  // The legacy API also answered a stream's own path with the scores.
  for (const path of ['/streams/:stream/scores', '/streams/:stream']) {
    app.get(path, { preValidation: signedIn, schema: { params: StreamParams, response: { 200: ScoreMapJson, 401: MessageJson, 404: MessageJson } } }, async (request) =>
      scoreMapJson(ids, await scoresOfUser(services.prisma, request.ctx.actor.user!.id, request.params.stream)),
    );
  }

  // The legacy client posted to any path under the stream.
  for (const path of ['/streams/:stream/scores', '/streams/:stream/:anything']) {
    app.post(
      path,
      {
        preValidation: signedIn,
        schema: {
          params: StreamParams.extend({ anything: z.string().max(100).optional() }),
          body: SaveBody,
          response: { 201: EmptyJson, 401: MessageJson, 403: MessageJson, 404: MessageJson, 422: ValidationErrorJson },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const result = await saveScore(request.ctx, {
          streamId: request.params.stream,
          questionId: body.question_id,
          updatedAt: body.updatedAt,
          hasCompletedScoreFlow: body.hasCompletedScoreFlow,
          sections: body.sections.map((s) => ({ id: s.id, isCorrect: s.isCorrect ?? null, shownElaboration: s.shownElaboration })),
        });
        if (result.kind === 'forbidden') return forbidden(reply);
        if (result.kind === 'invalid') {
          // The body spells this field in camelCase (document 4 §8); its error goes under the same name.
          const { updated_at: updatedAt, ...errors } = fieldErrorsJson(result.errors);
          return reply.status(422).send({ message: LEGACY.invalidData, errors: updatedAt ? { ...errors, updatedAt } : errors });
        }
        return emptyAnswer(reply, 201);
      },
    );
  }

  app.get(
    '/privileges/:privilege/scores',
    {
      preValidation: signedIn,
      schema: { params: z.object({ privilege: id.describe("A student's practice privilege") }), response: { 200: ScoreMapJson, 401: MessageJson, 403: MessageJson, 404: MessageJson } },
    },
    async (request, reply) => {
      const result = await scoresOfPrivilege(services.prisma, await request.ctx.actor.access(), request.params.privilege, request.ctx.now);
      if (result.kind === 'not-found') return notFound(reply);
      if (result.kind === 'not-practice') return forbidden(reply);
      return scoreMapJson(ids, result.scores);
    },
  );
}
