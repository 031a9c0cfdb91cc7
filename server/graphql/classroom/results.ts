// A student's results for their teacher (/leerlingen/{seatId}, document 2 §2.8): the practice sets per onderwerp as the
// student sees them, read-only, with the student's own scores. Only for the student's teachers (the one rule of
// server/domain/classroom/teachers.ts): anyone else gets a NotFoundError, the same as for a seat that does not exist.
import { builder } from '../builder.ts';
import { ForbiddenError, NotFoundError } from '../errors/types.ts';
import { NL } from '../errors/messages.ts';
import { Practice } from '../practice/practiceSets.ts';
import { QuestionScore } from '../practice/scores.ts';
import type { Context } from '../context.ts';
import { mayOpenArea } from '../../domain/access/grants.ts';
import { studentResults, type StudentResultsResult } from '../../domain/classroom/results.ts';
import type { PracticeRefusal } from '../../domain/practice/practiceSets.ts';

type Results = Extract<StudentResultsResult, { kind: 'ok' }>;

/** Why the student cannot practise in the stream, said to their teacher. */
async function refusalText(ctx: Context, reason: PracticeRefusal, streamId: number): Promise<string> {
  const stream = (await ctx.actor.streams()).find((s) => s.id === streamId);
  if (!stream || reason === 'signedOut') return NL.forbidden;
  return reason === 'unpublished' ? NL.practiceUnpublished(stream.courseName, stream.levelName) : NL.studentNotInStream(stream.courseName, stream.levelName);
}

const StudentResults = builder.objectRef<Results>('StudentResults').implement({
  description: "A student's self-practice results in the teacher's current stream, for the student's teachers.",
  fields: (t) => ({
    seatUrlId: t.string({ resolve: (r, _a, ctx) => ctx.ids.encode(r.student.seatId) }),
    name: t.string({ description: "'Resultaten van {name}'.", resolve: (r) => r.student.name }),
    stream: t.prismaField({ type: 'Stream', resolve: (query, r, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: r.streamId } }) }),
    practice: t.field({
      type: Practice,
      description:
        'The practice sets as the student sees them (their questions hidden by a teacher left out); a ForbiddenError saying why when the student cannot practise in the stream (not published yet, no licence for it).',
      errors: { types: [ForbiddenError], union: { name: 'StudentPracticeResult' } },
      resolve: async (r, _a, ctx) => {
        if (r.scope.kind === 'forbidden') throw new ForbiddenError(await refusalText(ctx, r.scope.reason, r.streamId));
        if (r.scope.kind === 'not-found') throw new ForbiddenError(NL.forbidden);
        return { scope: r.scope, userId: r.student.userId };
      },
    }),
    scores: t.field({
      type: [QuestionScore],
      description: "The student's newest score of every question of the stream they marked; none when their seat does not let them practise in the stream.",
      resolve: (r) => r.scores,
    }),
  }),
});

builder.queryField('studentResults', (t) =>
  t.field({
    type: StudentResults,
    description: "A student's results by the seat's urlId (ClassroomStudent.seatUrlId), in the viewer's current stream; a NotFoundError unless the viewer teaches the student.",
    args: { seatUrlId: t.arg.string({ required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, args, ctx) => {
      const access = await ctx.actor.access();
      const seatId = ctx.ids.decode(args.seatUrlId);
      const streamId = await ctx.actor.currentStreamId();
      if (!mayOpenArea(access, 'students') || seatId === undefined || !streamId) throw new NotFoundError();
      const result = await studentResults(ctx.db, access, seatId, streamId, ctx.now);
      if (result.kind === 'not-found') throw new NotFoundError();
      return result;
    },
  }),
);
