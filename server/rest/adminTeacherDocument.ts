// GET /api/admin/teacher-document/{exam} (document 3 §7, document 4 §13): an exam's teacher document, a Word file of
// every topic and question with its marking scheme, for authors and admins (a visitor 401, any other role 403, an
// unknown exam 404). The legacy API served a file a console job had made and answered 500 with a server path when it
// was missing; here it is made on request by the teachers' document pipeline (worker threads, cache, 503 with
// Retry-After while the pool is full), with the rules in server/domain/admin/teacherDocument.ts.
import { z } from 'zod';
import type { Services } from '../app/context.ts';
import { teacherDocument } from '../domain/admin/teacherDocument.ts';
import { forbidden, idParam, notFound, signedIn, type RestApp } from './context.ts';
import { sendDocument } from './downloads.ts';
import { MessageJson } from './json.ts';

export function adminTeacherDocumentRoutes(app: RestApp, services: Services) {
  app.get(
    '/admin/teacher-document/:exam',
    {
      preHandler: signedIn,
      config: { waitsForDocument: true },
      schema: {
        summary: "An exam's teacher document: every topic and question with its marking scheme, as Word (docx), for an exam of any status. Authors and admins",
        params: z.object({ exam: idParam(services.ids) }),
        response: {
          200: z.any().describe('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
          401: MessageJson,
          403: MessageJson,
          404: MessageJson.describe('No such exam'),
          503: MessageJson.describe('Too many documents are being made: retry after the Retry-After header’s seconds'),
        },
      },
    },
    async (request, reply) => {
      const result = await teacherDocument(request.ctx, { examId: request.params.exam });
      if (result.kind === 'forbidden') return forbidden(reply);
      if (result.kind === 'not-found') return notFound(reply);
      return sendDocument(services, request, reply, 'examTeacher', { kind: 'ok', model: result.model, fileName: result.fileName, collectionId: null });
    },
  );
}
