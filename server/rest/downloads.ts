// Downloads of a set's documents (document 4 §6): the PDF with a QR code per question, the Word file, the
// correctievoorschrift (Word, or PDF with type=pdf) and the appendixes, and one topic's appendixes; beyond document 4,
// the teacher's version (the PDF with each question's marking scheme after it). Unlike the legacy API these are not
// open: a set's documents are its owner's (and admins'), a topic's appendixes need a grant for its stream. The rules
// are the domain's (server/domain/documents/); documents are made in worker threads (server/documents/service.ts).
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setDocument, topicAppendixes, type DocumentRequest } from '../domain/documents/download.ts';
import { DOCUMENT_MIME, documentFormat, type DocumentKind, type SetDocumentKind } from '../domain/documents/kinds.ts';
import { loadFiles } from '../domain/documents/model.ts';
import { qrAddresses } from '../domain/documents/qrAddress.ts';
import { DocumentsBusy } from '../documents/service.ts';
import { SET_DOCUMENT_ROUTES, TOPIC_APPENDIXES_ROUTE } from '../documents/paths.ts';
import { idParam, notFound, signedIn, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { MessageJson } from './json.ts';
import { LEGACY } from './messages.ts';

const Binary = z.any().describe('The document: application/pdf or application/vnd.openxmlformats-officedocument.wordprocessingml.document');
const errors = {
  401: MessageJson,
  403: MessageJson.describe('The set has been opened on too many devices (fair use)'),
  404: MessageJson.describe('No such set or topic, not yours, or not a document this set has'),
  503: MessageJson.describe('Too many documents are being made: retry after the Retry-After header’s seconds'),
};

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
function disposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A document as a download: made in the worker pool (or from its cache), 503 with Retry-After while the pool is full. */
export async function sendDocument(services: Services, request: FastifyRequest, reply: FastifyReply, kind: DocumentKind, answer: DocumentRequest) {
  if (answer.kind === 'refused') return answer.reason === 'fair-use' ? reply.status(403).send({ message: LEGACY.fairUse }) : notFound(reply);
  try {
    const result = await services.documents.document(kind, answer.model, () => loadFiles(services.prisma, services.storage, answer.model.files));
    const format = documentFormat(kind);
    return reply
      .header('Content-Type', DOCUMENT_MIME[format])
      .header('Content-Disposition', disposition(answer.fileName))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('X-Document-Cache', result.cached ? 'hit' : 'miss')
      .send(Buffer.from(result.data.buffer, result.data.byteOffset, result.data.byteLength));
  } catch (error) {
    if (error instanceof DocumentsBusy) return reply.status(503).header('Retry-After', String(error.retryAfter)).send({ message: LEGACY.documentsBusy });
    request.log.error(error);
    throw error;
  }
}

/** What each route hands out, for the OpenAPI document. */
const ROUTE_WHAT: Record<SetDocumentKind, string> = {
  pdf: 'PDF',
  word: 'Word file',
  corrections: 'correctievoorschrift (Word)',
  correctionsPdf: 'correctievoorschrift as a PDF (type=pdf)',
  teacherPdf: "teacher's version (PDF)",
  appendixes: 'appendixes (PDF)',
};

const ROUTE_NOTES: Partial<Record<SetDocumentKind, string>> = {
  correctionsPdf: 'Without type, or with type=word, the Word file of document 4 §6; type=pdf (issue 42) answers the same correctievoorschrift as application/pdf.',
  teacherPdf:
    "Extension of this server, not in document 4: the set's PDF with each question's correctievoorschrift after it, QR codes as in the set's PDF. Offered for sets handed out as PDF or Word.",
};

/** The kind a request for a route asks: the one whose legacy query is its `type`, else the route's own (no query). */
function kindAt(kinds: SetDocumentKind[], type: string | undefined): SetDocumentKind {
  if (kinds.length === 1) return kinds[0]!;
  return kinds.find((k) => type && SET_DOCUMENT_ROUTES[k].query === `?type=${type}`) ?? kinds.find((k) => !SET_DOCUMENT_ROUTES[k].query)!;
}

export function downloadRoutes(app: RestApp, services: Services) {
  // The one maker of QR addresses; the set's qrCodes field in GraphQL shows the same base.
  const qrUrl = qrAddresses(services.config.publicUrl, services.ids.encode).question;

  // One route per path; where two kinds share one (the correctievoorschrift), the legacy `type` query chooses.
  const routes = new Map<string, SetDocumentKind[]>();
  for (const [kind, route] of Object.entries(SET_DOCUMENT_ROUTES) as [SetDocumentKind, (typeof SET_DOCUMENT_ROUTES)[SetDocumentKind]][])
    routes.set(route.path, [...(routes.get(route.path) ?? []), kind]);

  for (const [path, kinds] of routes) {
    const typed = kinds.some((k) => SET_DOCUMENT_ROUTES[k].query);
    const type = typed
      ? z.object({
          type: z
            .enum(['pdf', 'word'])
            .optional()
            .describe(kinds.length > 1 ? 'pdf: the PDF; word or none: the Word file' : 'Legacy clients send the type; the route decides it'),
        })
      : z.object({});
    const description = kinds.flatMap((k) => ROUTE_NOTES[k] ?? []).join(' ');
    app.get(
      path,
      {
        preHandler: signedIn,
        config: { waitsForDocument: true },
        schema: {
          tags: ['Downloads'],
          summary: `A set's ${kinds.map((k) => ROUTE_WHAT[k]).join(', or its ')}, for its owner and admins`,
          ...(description ? { description } : {}),
          params: z.object({ id: z.string().max(40).describe("The set's link key") }),
          querystring: type,
          response: { 200: Binary, ...errors },
        },
      },
      async (request, reply) => {
        const kind = kindAt(kinds, (request.query as { type?: string }).type);
        const viewer = request.ctx.actor;
        const user = viewer.user!;
        const answer = await setDocument(services.prisma, { access: await viewer.access(), userId: user.id, role: user.role }, request.params.id, kind, qrUrl);
        return sendDocument(services, request, reply, kind, answer);
      },
    );
  }

  app.get(
    TOPIC_APPENDIXES_ROUTE,
    {
      preHandler: signedIn,
      config: { waitsForDocument: true },
      schema: {
        tags: ['Downloads'],
        summary: "A topic's appendixes (PDF), for teacher-like roles with a grant for its stream",
        params: z.object({ topicId: idParam(services.ids) }),
        response: { 200: Binary, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.ctx.actor.user!;
      const topicId = request.params.topicId;
      const answer = await topicAppendixes(services.prisma, { access: await request.ctx.actor.access(), userId: user.id, role: user.role }, topicId, services.ids.encode(topicId));
      return sendDocument(services, request, reply, 'topicAppendixes', answer);
    },
  );
}
