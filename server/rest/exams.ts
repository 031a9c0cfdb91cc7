// GET /api/streams/{id}/exams (document 4 §4): the published exams of a stream, `[{year, term, show_answers}]` by year
// and term. Signed in and granted for the stream like the other stream content routes (./search.ts): the legacy API
// left it open. The topics of one exam term are the search results route's (filter[year], filter[term],
// sort=position), which the term page shares (server/domain/exams/examList.ts).
import { z } from 'zod';
import { publishedExams } from '../domain/exams/examList.ts';
import { searchScope } from '../domain/search/search.ts';
import { forbidden, idParam, notFound, signedIn, type RestApp, type RestContext } from './context.ts';
import { MessageJson } from './json.ts';

const ExamListJson = z.array(z.object({ year: z.number().int(), term: z.number().int(), show_answers: z.boolean() }));

export function examRoutes(app: RestApp, ctx: RestContext): void {
  app.get(
    '/streams/:stream/exams',
    {
      preValidation: signedIn,
      schema: {
        params: z.object({ stream: idParam(ctx.ids) }),
        response: { 200: ExamListJson, 401: MessageJson, 403: MessageJson, 404: MessageJson },
      },
    },
    async (request, reply) => {
      const scope = await searchScope(ctx.prisma, await request.viewer.access(), request.params.stream);
      if (scope.kind === 'not-found') return notFound(reply);
      if (scope.kind === 'forbidden') return forbidden(reply);
      const exams = await publishedExams(ctx.prisma, scope.streamId);
      return exams.map((e) => ({ year: e.year, term: e.term, show_answers: e.showAnswers }));
    },
  );
}
