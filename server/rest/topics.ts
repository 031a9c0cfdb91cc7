// A topic with its questions (GET /api/topics/{topic}) and the topics of a cart (GET /api/cart?items[]=), in document
// 4's shapes (§4, §5). Anyone may read a published topic's preview; its texts, marking schemes, tips and answers only
// go to whom server/domain/topics/policy.ts topicContentView allows — the legacy API sent them to everyone.
import { z } from 'zod';
import { mayUseCart } from '../domain/cart/cart.ts';
import { readTopicPage, readTopicsWithQuestions } from '../domain/topics/page.ts';
import { forbidden, idParam, notFound, signedIn, validationError, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { MessageJson, topicCacheJson, topicCardJson, ValidationErrorJson } from './json.ts';
import { CartItemJson, TopicJson, topicJsonWriters } from './topicJson.ts';

const ItemsQuery = z
  .object({
    'items[]': z.union([z.string().max(20), z.array(z.string().max(20)).max(100)]).optional(),
    items: z.union([z.string().max(2000), z.array(z.string().max(20)).max(100)]).optional(),
  })
  .describe('items[]=<topic id>, repeated: the topics to load (at least one)');

export function topicRoutes(app: RestApp, services: Services): void {
  const ids = services.ids;
  const { streamJson, examJson, cartQuestionJson, questionJson } = topicJsonWriters(ids, services.config.publicUrl);

  app.get('/topics/:topic', { schema: { params: z.object({ topic: idParam(ids) }), response: { 200: TopicJson, 404: MessageJson } } }, async (request, reply) => {
    const page = await readTopicPage(services.prisma, await request.ctx.actor.access(), request.params.topic);
    if (!page) return notFound(reply);
    const { topic, maySeeAnswers, maySeeNotes } = page;
    return {
      ...topicCardJson(ids, services.config.publicUrl, topic),
      exam: {
        ...examJson(topic.exam, maySeeNotes),
        stream: streamJson(topic.exam.stream),
      },
      questions: topic.questions.map((q) => questionJson(q, maySeeAnswers)),
    };
  });

  app.get(
    '/cart',
    {
      preValidation: signedIn,
      schema: { querystring: ItemsQuery, response: { 200: z.array(CartItemJson), 401: MessageJson, 403: MessageJson, 422: ValidationErrorJson } },
    },
    async (request, reply) => {
      const access = await request.ctx.actor.access();
      if (!mayUseCart(access)) return forbidden(reply);
      const { items, 'items[]': bracketed } = request.query;
      const texts = [items, bracketed]
        .flat()
        .filter((v): v is string => typeof v === 'string')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
      if (!texts.length) return validationError(reply, { items: [{ code: 'required' }] });
      const topicIds = texts.map((text) => ids.decode(text));
      if (topicIds.some((id) => id === undefined)) return validationError(reply, { items: [{ code: 'unknownId' }] });
      const result = await readTopicsWithQuestions(services.prisma, access, topicIds as number[]);
      if (result.kind === 'invalid') return validationError(reply, result.errors);
      if (result.kind === 'forbidden') return forbidden(reply);
      return result.topics.map((topic) => ({
        id: ids.encode(topic.id),
        name: topic.name,
        introduction: topic.introduction,
        has_answers: topic.hasAnswers ? (1 as const) : (0 as const),
        cache: topicCacheJson(ids, topic.cache),
        exam: examJson(topic.exam, result.maySeeNotes),
        questions: topic.questions.map(cartQuestionJson),
      }));
    },
  );
}
