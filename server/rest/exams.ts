// GET /api/streams/{id}/exams (document 4 §4): the published exams of a stream, `[{year, term, show_answers}]` by year
// and term, for whoever may browse the exam lists (docent, author, admin: the same rule as the GraphQL exam list,
// server/domain/exams/examList.ts mayBrowseExams); the legacy API left it open to anyone. The topics of one exam term
// are the search results route's (filter[year], filter[term], sort=position, granted per stream), which the term page
// shares.
import { z } from 'zod';
import { publishedExams } from '../domain/exams/examList.ts';
import { forbidden, idParam, notFound, signedIn, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { MessageJson } from './json.ts';

const ExamListJson = z.array(z.object({ year: z.number().int(), term: z.number().int(), show_answers: z.boolean() }));

export function examRoutes(app: RestApp, services: Services): void {
  app.get(
    '/streams/:stream/exams',
    {
      preValidation: signedIn,
      schema: {
        params: z.object({ stream: idParam(services.ids) }),
        response: { 200: ExamListJson, 401: MessageJson, 403: MessageJson, 404: MessageJson },
      },
    },
    async (request, reply) => {
      const result = await publishedExams(services.prisma, await request.ctx.actor.access(), request.params.stream);
      if (result.kind === 'not-found') return notFound(reply);
      if (result.kind === 'forbidden') return forbidden(reply);
      return result.exams.map((e) => ({ year: e.year, term: e.term, show_answers: e.showAnswers }));
    },
  );
}
