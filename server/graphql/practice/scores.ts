// Saved scores of the signed-in student (document 2 §3 'Question score', §4.1, §4.3): a stream's scores of the
// viewer, and saving one. The points are the domain's (server/domain/practice/scores.ts), recomputed on the server.
import { builder } from '../builder.ts';
import { questionStatus } from '../../../shared/practice/scoring.ts';
import { saveScore, scoresOfUser, type SavedScore, type ScoredSection } from '../../domain/practice/scores.ts';
import { fieldValidationError as validationError, ForbiddenError, ValidationError } from '../errors/types.ts';
import { refusalText } from './practiceSets.ts';
import { idOf } from '../ids.ts';

export const QuestionStatusEnum = builder.enumType('QuestionStatus', {
  description: 'The status dot of a question (document 2 §4.3).',
  values: {
    pending: { description: 'No finished score yet.' },
    passed: { description: 'Every point.' },
    finished: { description: 'Some points.' },
    failed: { description: 'Marked, without points.' },
  } as const,
});

const ScoreSection = builder.objectRef<ScoredSection>('ScoreSection').implement({
  description: 'A step of the strategy as the student marked it.',
  fields: (t) => ({
    sectionId: t.globalID({ description: 'The step (AnswerSection.id).', resolve: (s) => ({ type: 'AnswerSection', id: s.id }) }),
    text: t.exposeString('text'),
    points: t.exposeInt('points'),
    isCorrect: t.exposeBoolean('isCorrect', { nullable: true, description: "'Ja' true, 'Nee' false, null while not marked." }),
    shownElaboration: t.exposeBoolean('shownElaboration', { description: 'The model answer was viewed: the step earns nothing.' }),
    isCompleted: t.exposeBoolean('isCompleted'),
  }),
});

export const QuestionScore = builder.objectRef<SavedScore>('QuestionScore').implement({
  description: "The viewer's newest score of a question.",
  fields: (t) => ({
    questionId: t.globalID({ resolve: (s) => ({ type: 'Question', id: s.questionId }) }),
    updatedAt: t.exposeString('updatedAt', { description: "The client's time of the score, as it sent it." }),
    totalPoints: t.exposeInt('totalPoints'),
    scoredPoints: t.exposeInt('scoredPoints'),
    hasCompletedScoreFlow: t.exposeBoolean('hasCompletedScoreFlow', { description: "'Bekijk je punten' was pressed." }),
    status: t.field({ type: QuestionStatusEnum, resolve: (s) => questionStatus(s) }),
    sections: t.field({ type: [ScoreSection], resolve: (s) => s.sections }),
  }),
});

builder.prismaObjectField('Stream', 'myScores', (t) =>
  t.field({
    type: [QuestionScore],
    description: "The signed-in viewer's newest score of every question of this stream they marked; empty for a visitor.",
    resolve: (stream, _a, ctx) => (ctx.actor.user ? scoresOfUser(ctx.db, ctx.actor.user.id, stream.id) : []),
  }),
);

const SectionMarkInput = builder.inputType('SectionMarkInput', {
  fields: (t) => ({
    sectionId: t.id({ required: true, description: 'AnswerSection.id of a step of one strategy of the question.' }),
    isCorrect: t.boolean({ required: false, description: "'Ja' true, 'Nee' false; absent while not marked." }),
    shownElaboration: t.boolean({ required: false, description: 'The model answer was viewed (default false).' }),
  }),
});

const SaveScoreSuccess = builder.objectRef<{ score: SavedScore; created: boolean }>('SaveScoreSuccess').implement({
  fields: (t) => ({
    score: t.field({ type: QuestionScore, resolve: (p) => p.score }),
    created: t.exposeBoolean('created', { description: 'false: a score with the same updatedAt was saved before (a retry).' }),
  }),
});

builder.mutationField('saveScore', (t) =>
  t.field({
    type: SaveScoreSuccess,
    description:
      "Saves the viewer's marking of a question of a stream they may practise in. The server computes the points from the marked steps; the score with the latest updatedAt is the question's score, and saving the same updatedAt again changes nothing.",
    authScopes: { signedIn: true },
    args: {
      streamId: t.arg.id({ required: true }),
      questionId: t.arg.id({ required: true }),
      updatedAt: t.arg.string({ required: true, description: 'The time the student marked it, ISO 8601 (e.g. new Date().toISOString()).' }),
      hasCompletedScoreFlow: t.arg.boolean({ required: true }),
      sections: t.arg({ type: [SectionMarkInput], required: true }),
    },
    errors: { types: [ValidationError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const streamId = idOf(args.streamId, 'Stream');
      if (streamId === undefined) throw validationError({ streamId: [{ code: 'unknownId' }] });
      const questionId = idOf(args.questionId, 'Question');
      if (questionId === undefined) throw validationError({ questionId: [{ code: 'unknownId' }] });
      const sections = args.sections.map((s) => ({ id: idOf(s.sectionId, 'AnswerSection'), isCorrect: s.isCorrect ?? null, shownElaboration: s.shownElaboration ?? false }));
      if (sections.some((s) => s.id === undefined)) throw validationError({ sections: [{ code: 'unknownId' }] });
      const result = await saveScore(ctx, {
        streamId,
        questionId,
        updatedAt: args.updatedAt,
        hasCompletedScoreFlow: args.hasCompletedScoreFlow,
        sections: sections as { id: number; isCorrect: boolean | null; shownElaboration: boolean }[],
      });
      switch (result.kind) {
        case 'forbidden':
          throw new ForbiddenError(await refusalText(ctx, result.reason, streamId));
        case 'invalid':
          throw validationError(result.errors);
        case 'ok':
          return { score: result.score, created: result.created };
      }
    },
  }),
);
