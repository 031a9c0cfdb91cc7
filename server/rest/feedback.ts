// The feedback form's options and sending feedback (document 4 §10).
import { z } from 'zod';
import {
  examOptions,
  FEEDBACK_MAX_LENGTH,
  feedbackPathExists,
  feedbackReceipt,
  partOptions,
  questionHasAnswer,
  questionOptions,
  sendFeedback,
  streamOptions,
  type Part,
} from '../domain/feedback/feedback.ts';
import { idParam, notFound, validationError, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { MessageJson, ValidationErrorJson } from './json.ts';

const OptionJson = z.object({ label: z.string(), value: z.string() });
const PartJson = z.union([
  z.object({ label: z.string(), value: z.null() }),
  z.object({ value: z.string(), label: z.string(), info: z.string().optional(), tip_id: z.string() }),
  z.object({ value: z.string(), label: z.string() }),
]);

const ReceiptJson = z.object({
  feedback: z.string(),
  collection: z.string().nullable(),
  creator: z.string().nullable().describe("The set owner's e-mail, only to that owner"),
  stream: z.string().nullable(),
  exam: z.string().nullable(),
  question: z.number().int().nullable(),
  topic: z.string().nullable(),
  part: z.string().nullable(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});

const Ref = z.string().max(50).nullable().optional();

export function feedbackRoutes(app: RestApp, services: Services): void {
  const ids = services.ids;
  const id = (text: string | null | undefined) => (text ? services.ids.decode(text) : undefined);

  app.get('/feedback', { schema: { response: { 200: z.array(OptionJson) } } }, async () => (await streamOptions(services.prisma)).map((o) => ({ label: o.label, value: ids.encode(o.value) })));

  app.get('/feedback/:stream', { schema: { params: z.object({ stream: idParam(ids) }), response: { 200: z.array(OptionJson), 404: MessageJson } } }, async (request, reply) => {
    const { stream } = request.params;
    if (!(await feedbackPathExists(services.prisma, { streamId: stream }))) return notFound(reply);
    return (await examOptions(services.prisma, stream)).map((o) => ({ label: o.label, value: ids.encode(o.value) }));
  });

  app.get(
    '/feedback/:stream/:exam',
    {
      schema: {
        params: z.object({ stream: idParam(ids), exam: idParam(ids) }),
        response: { 200: z.array(OptionJson.extend({ question_id: z.string() })), 404: MessageJson },
      },
    },
    async (request, reply) => {
      const { stream, exam } = request.params;
      if (!(await feedbackPathExists(services.prisma, { streamId: stream, examId: exam }))) return notFound(reply);
      return (await questionOptions(services.prisma, exam)).map((o) => ({ label: o.label, value: ids.encode(o.value), question_id: ids.encode(o.value) }));
    },
  );

  app.get(
    '/feedback/:stream/:exam/:question',
    { schema: { params: z.object({ stream: idParam(ids), exam: idParam(ids), question: idParam(ids) }), response: { 200: z.array(PartJson), 404: MessageJson } } },
    async (request, reply) => {
      const { stream, exam, question } = request.params;
      if (!(await feedbackPathExists(services.prisma, { streamId: stream, examId: exam, questionId: question }))) return notFound(reply);
      const options = await partOptions(request.ctx, { questionId: question });
      // Only 'Vraag' and no answer: the legacy answer is an empty list (document 4 §10).
      if (options.length <= 1 && !(await questionHasAnswer(services.prisma, question))) return [];
      return options.map((o) => {
        if (!o.value) return { label: o.label, value: null };
        const hash = ids.encode(o.value.id);
        return o.value.kind === 'tip' ? { value: `tip#${hash}`, label: o.label, info: o.info, tip_id: hash } : { value: `answer_section#${hash}`, label: o.label };
      });
    },
  );

  const FeedbackBody = z.object({
    feedback: z.string().max(FEEDBACK_MAX_LENGTH),
    collection: Ref,
    stream: Ref,
    exam: Ref,
    question: Ref,
    part: z.string().max(80).nullable().optional().describe('tip#<id> or answer_section#<id>'),
  });

  app.post('/feedback', { schema: { body: FeedbackBody, response: { 200: ReceiptJson, 422: ValidationErrorJson } } }, async (request, reply) => {
    const body = request.body;
    const partMatch = body.part ? /^(tip|answer_section)#([A-Za-z0-9]+)$/.exec(body.part) : null;
    const partId = partMatch ? services.ids.decode(partMatch[2]!) : undefined;
    const part: Part | null = partMatch && partId ? { kind: partMatch[1] === 'tip' ? 'tip' : 'section', id: partId } : null;
    const sender = request.ctx.actor.user;
    const result = await sendFeedback(
      request.ctx,
      {
        feedback: body.feedback,
        collectionId: id(body.collection) ?? null,
        streamId: id(body.stream) ?? null,
        examId: id(body.exam) ?? null,
        questionId: id(body.question) ?? null,
        part,
      },
      { to: services.config.feedbackEmail },
    );
    if (result.kind === 'invalid') return validationError(reply, result.errors);
    const receipt = await feedbackReceipt(services.prisma, result.id, sender);
    return {
      feedback: receipt.text,
      collection: receipt.collectionName,
      creator: receipt.ownerEmail,
      stream: receipt.streamSlug,
      exam: receipt.exam,
      question: receipt.questionNumber,
      topic: receipt.topicName,
      part: body.part ?? null,
      email: sender?.email ?? null,
      first_name: sender?.firstName ?? null,
      last_name: sender?.lastName ?? null,
    };
  });
}
