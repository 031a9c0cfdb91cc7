// The legacy REST shim under /api: one file per area. Every route declares its params, query, body and response
// schemas (zod, through fastify-type-provider-zod): Fastify validates the request before the handler runs, serializes
// exactly the declared answer, and the same schemas make the OpenAPI 3.1 document at /api/openapi.json.
import type { FastifyError, FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../app/context.ts';
import { streamRoutes } from './streams.ts';
import { searchRoutes } from './search.ts';
import { topicRoutes } from './topics.ts';
import { collectionRoutes } from './collections.ts';
import { authRoutes } from './auth.ts';
import { accountRoutes } from './account.ts';
import { feedbackRoutes } from './feedback.ts';
import { ssoRoutes } from './sso.ts';
import { downloadRoutes } from './downloads.ts';
import { elaborationRoutes } from './elaborations.ts';
import { scoreRoutes } from './scores.ts';
import { annotationRoutes } from './annotations.ts';
import { adminAnnotationRoutes } from './adminAnnotations.ts';
import { classroomRoutes } from './classroom.ts';
import { examRoutes } from './exams.ts';
import { licenseRoutes } from './licenses.ts';
import { adminLicenseRoutes } from './adminLicenses.ts';
import { adminSeatPrivilegeRoutes } from './adminSeatPrivileges.ts';
import { signupRoutes } from './signup.ts';
import { adminAuditRoutes } from './adminAudit.ts';
import { adminUserRoutes } from './adminUsers.ts';
import { adminRegistrationRoutes } from './adminRegistrations.ts';
import { adminRoutes } from './admin.ts';
import { adminTopicRoutes } from './adminTopics.ts';
import { adminBookRoutes } from './adminBooks.ts';
import { adminTagRoutes } from './adminTags.ts';
import { adminQuestionRoutes } from './adminQuestions.ts';
import { adminAnswerRoutes } from './adminAnswers.ts';
import { adminExamRoutes } from './adminExams.ts';
import { adminTeacherDocumentRoutes } from './adminTeacherDocument.ts';
import { adminMiscRoutes } from './adminMisc.ts';
import { adminReportRoutes } from './adminReports.ts';
import { adminAttachmentRoutes } from './adminAttachments.ts';
import { importStudentRoutes } from './importStudents.ts';
import { LEGACY, schemaErrorsJson } from './messages.ts';
import { unstorableTextAt } from '../domain/text.ts';

export const OPENAPI_PATH = '/openapi.json';
export const REFERENCE_PATH = '/docs';

/** A route of the shim as registered: the method, the full path and whether it declares its answers. */
export interface RestRoute {
  method: string;
  url: string;
  hasResponseSchema: boolean;
}

/** Answers for errors outside the handlers' own: document 4's shapes, and never an internal message. */
function errorAnswer(error: FastifyError & { validationContext?: string }, input: (context: string) => unknown) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    // An id in the path this server did not make names nothing: 404, as for an unknown record (document 4 §0).
    if (context === 'params') return { status: 404, body: { message: LEGACY.notFound } };
    return { status: 422, body: { message: LEGACY.invalidData, errors: schemaErrorsJson(error.validation, context, input(context)) } };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return { status, body: { message: LEGACY.serverError } };
  if (status === 429) return { status, body: { message: LEGACY.tooManyRequests } };
  // Malformed JSON, an unsupported content type, a body too large: the framework's own words say nothing internal.
  return { status, body: { message: status === 400 ? LEGACY.badRequest : error.message } };
}

/**
 * A request schema that first refuses text the database cannot store, anywhere in the part (server/domain/text.ts),
 * as an issue at that field; only text that passes reaches the route's own schema.
 */
function withStorableText<S>(schema: S): S {
  if (!(schema instanceof z.ZodType)) return schema;
  const storable = z.unknown().superRefine((value, context) => {
    const path = unstorableTextAt(value);
    if (path) context.addIssue({ code: 'custom', path, message: 'characters', params: { issue: 'characters' } });
  });
  return storable.pipe(schema) as unknown as S;
}

export function restPlugin(services: Services, routes: RestRoute[] = []) {
  return async function rest(app: FastifyInstance): Promise<void> {
    app.setValidatorCompiler((route) => validatorCompiler({ ...route, schema: withStorableText(route.schema as z.ZodType) }));
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.method === 'HEAD' || (route.schema as { hide?: boolean } | undefined)?.hide) return;
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, hasResponseSchema: !!route.schema?.response });
    });
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Vraagwerk REST API',
          version: '1',
          description:
            'The legacy REST shim (document 4): cookie sessions, CSRF token from GET /sanctum/csrf-cookie echoed in X-XSRF-TOKEN, opaque ids, bare JSON. Validation failures answer 422 {message, errors}.',
        },
      },
      transform: jsonSchemaTransform,
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const answer = errorAnswer(error, (context) => (context === 'querystring' ? request.query : context === 'params' ? request.params : request.body));
      if (answer.status === 500) request.log.error(error);
      // These answers are the shim's own, whatever the route declares for its handler's answers.
      return reply.status(answer.status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(answer.body);
    });

    const api = app.withTypeProvider<ZodTypeProvider>();
    authRoutes(api, services);
    accountRoutes(api, services);
    feedbackRoutes(api, services);
    ssoRoutes(api, services, services.sso);
    streamRoutes(api, services);
    searchRoutes(api, services);
    topicRoutes(api, services);
    collectionRoutes(api, services);
    downloadRoutes(api, services);
    await app.register(elaborationRoutes(services));
    scoreRoutes(api, services);
    annotationRoutes(api, services);
    adminAnnotationRoutes(api, services);
    classroomRoutes(api, services);
    examRoutes(api, services);
    licenseRoutes(api, services);
    adminLicenseRoutes(api, services);
    adminSeatPrivilegeRoutes(api, services);
    signupRoutes(api, services);
    adminAuditRoutes(api, services);
    adminUserRoutes(api, services);
    adminRegistrationRoutes(api, services);
    adminRoutes(api, services);
    adminTopicRoutes(api, services);
    adminBookRoutes(api, services);
    adminTagRoutes(api, services);
    adminQuestionRoutes(api, services);
    adminAnswerRoutes(api, services);
    adminTeacherDocumentRoutes(api, services);
    adminMiscRoutes(api);
    adminReportRoutes(api, services);
    await app.register(adminExamRoutes(services));
    await app.register(adminAttachmentRoutes(services));
    await app.register(importStudentRoutes(services));

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
    // A readable reference of the same document, outside production.
    if (!services.config.isProduction) await app.register(fastifySwaggerUi, { routePrefix: REFERENCE_PATH, uiConfig: { docExpansion: 'list' } });
    app.setNotFoundHandler((_request, reply) => {
      void reply.status(404).send({ message: LEGACY.notFound });
    });
    // A route without declared answers would be missing from the document and unchecked on the wire.
    app.addHook('onReady', async () => {
      const undeclared = routes.filter((r) => !r.hasResponseSchema).map((r) => `${r.method} ${r.url}`);
      if (undeclared.length) throw new Error(`REST routes without a response schema: ${undeclared.join(', ')}`);
    });
  };
}
