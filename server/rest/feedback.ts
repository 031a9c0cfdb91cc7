// The feedback form's options and sending feedback (document 4 §10).
import type { FastifyInstance } from 'fastify';
import { examOptions, feedbackPathExists, partOptions, questionOptions, sendFeedback, streamOptions, type Part } from '../domain/feedback/feedback.ts';
import { notFound, validationError, type RestContext } from './context.ts';

export function feedbackRoutes(app: FastifyInstance, ctx: RestContext): void {
  const id = (text: unknown) => (typeof text === 'string' && text ? ctx.ids.decode(text) : undefined);

  app.get('/feedback', async () => (await streamOptions(ctx.prisma)).map((o) => ({ label: o.label, value: ctx.ids.encode(o.value) })));

  app.get<{ Params: { stream: string } }>('/feedback/:stream', async (request, reply) => {
    const streamId = id(request.params.stream);
    if (!streamId || !(await feedbackPathExists(ctx.prisma, { streamId }))) return notFound(reply);
    return (await examOptions(ctx.prisma, streamId)).map((o) => ({ label: o.label, value: ctx.ids.encode(o.value) }));
  });

  app.get<{ Params: { stream: string; exam: string } }>('/feedback/:stream/:exam', async (request, reply) => {
    const examId = id(request.params.exam);
    const streamId = id(request.params.stream);
    if (!examId || !streamId || !(await feedbackPathExists(ctx.prisma, { streamId, examId }))) return notFound(reply);
    return (await questionOptions(ctx.prisma, examId)).map((o) => ({ label: o.label, value: ctx.ids.encode(o.value), question_id: ctx.ids.encode(o.value) }));
  });

  app.get<{ Params: { stream: string; exam: string; question: string } }>('/feedback/:stream/:exam/:question', async (request, reply) => {
    const [streamId, examId, questionId] = [id(request.params.stream), id(request.params.exam), id(request.params.question)];
    if (!streamId || !examId || !questionId || !(await feedbackPathExists(ctx.prisma, { streamId, examId, questionId }))) return notFound(reply);
    const options = await partOptions(ctx.prisma, questionId);
    if (options.length <= 1 && !(await ctx.prisma.answer.count({ where: { questionId } }))) return [];
    return options.map((o) => {
      if (!o.value) return { label: o.label, value: null };
      const hash = ctx.ids.encode(o.value.id);
      return o.value.kind === 'tip'
        ? { value: `tip#${hash}`, label: o.label, info: o.info, tip_id: hash }
        : { value: `answer_section#${hash}`, label: o.label };
    });
  });

  app.post<{ Body: Record<string, unknown> | null }>('/feedback', async (request, reply) => {
    const body = request.body ?? {};
    const partMatch = typeof body.part === 'string' ? /^(tip|answer_section)#([A-Za-z0-9]+)$/.exec(body.part) : null;
    const partId = partMatch ? ctx.ids.decode(partMatch[2]!) : undefined;
    const part: Part | null = partMatch && partId ? { kind: partMatch[1] === 'tip' ? 'tip' : 'section', id: partId } : null;
    const sender = request.viewer.user;
    const result = await sendFeedback(ctx.prisma, ctx.mailer, ctx.config.feedbackEmail, sender, {
      feedback: body.feedback,
      ip: request.ip,
      collectionId: id(body.collection) ?? null,
      streamId: id(body.stream) ?? null,
      examId: id(body.exam) ?? null,
      questionId: id(body.question) ?? null,
      part,
    });
    if (result.kind === 'invalid') return validationError(reply, result.errors);
    const row = await ctx.prisma.feedback.findUniqueOrThrow({
      where: { id: result.id },
      include: { collection: { select: { name: true, ownerId: true } }, stream: { select: { slug: true } }, exam: true, question: { include: { topic: { select: { name: true } } } } },
    });
    return {
      feedback: row.text,
      collection: row.collection?.name ?? null,
      // The owner's address is only echoed to the owner.
      creator: row.collection && sender && row.collection.ownerId === sender.id ? sender.email : null,
      stream: row.stream?.slug ?? null,
      exam: row.exam ? `${row.exam.year}-${row.exam.term}` : null,
      question: row.question?.number ?? null,
      topic: row.question?.topic.name ?? null,
      part: typeof body.part === 'string' ? body.part : null,
      email: sender?.email ?? null,
      first_name: sender?.firstName ?? null,
      last_name: sender?.lastName ?? null,
    };
  });
}
