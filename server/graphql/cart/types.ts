// The viewer's current selection (cart, 'Huidige selectie') per stream: its topics in their order, each with the
// questions chosen from it. Read through the cart store (server/domain/cart/cart.ts).
import { builder } from '../builder.ts';
import { nodeId } from '../syncNodeIds.ts';
import '../topics/page.ts';
import { asPreview, Question } from '../topics/question.ts';
import { cartOfWhere, cartTopicOrder, cartTopicsWhere, mayUseCart, suggestedCartName } from '../../domain/cart/cart.ts';
import { idOf } from '../ids.ts';
import { isCompleteTopic } from '../../domain/collections/limits.ts';
import { mayReadContent } from '../../domain/topics/policy.ts';

const asc = 'asc' as const;

export const CartTopic = builder.prismaNode('CartTopic', {
  id: nodeId('id'),
  nullable: true,
  description: 'A topic in the cart with the questions chosen from it (possibly none).',
  // Only the viewer's own cart topics can be looked up by id.
  findUnique: (id, ctx) => ({ id: Number(id), cart: { userId: ctx.actor.user?.id ?? 0 } }),
  fields: (t) => ({
    position: t.exposeInt('position', { description: 'Place in the topic order (the order topics were added in).' }),
    complete: t.boolean({
      description: 'Every question of the topic is chosen: it would go into a set as a complete topic (document 4 §14).',
      select: { topic: { select: { questionCount: true } }, _count: { select: { questions: true } } },
      resolve: (cartTopic) => cartTopic._count.questions > 0 && isCompleteTopic(cartTopic._count.questions, cartTopic.topic.questionCount),
    }),
    topic: t.relation('topic'),
    questions: t.field({
      type: [Question],
      description: 'The chosen questions, in number order; without their texts once the viewer may no longer read the stream (a licence that ended).',
      select: (_a, _c, nested) => ({
        topic: { select: { exam: { select: { streamId: true } } } },
        questions: { orderBy: { question: { number: asc } }, select: { question: nested() } },
      }),
      // A question reached through the cart shows its texts as on the topic page: the content rule decides.
      resolve: async (cartTopic, _a, ctx) => {
        const questions = cartTopic.questions.map((q) => q.question);
        return mayReadContent(await ctx.actor.access(), cartTopic.topic.exam.streamId) ? questions : asPreview(questions);
      },
    }),
  }),
});

builder.prismaObject('Cart', {
  description: "The viewer's current selection in one stream.",
  fields: (t) => ({
    stream: t.relation('stream'),
    name: t.exposeString('name', { nullable: true, description: "The name the teacher gave the set to be ('Naam van de set'), kept until the set is made." }),
    suggestedName: t.string({
      description: "A name to suggest for the set: the stream and today's date, 'Natuurkunde Havo, 6 december 2026'.",
      select: { stream: { select: { course: { select: { name: true } }, level: { select: { name: true } } } } },
      resolve: (cart, _a, ctx) => suggestedCartName(cart.stream, ctx.now),
    }),
    topics: t.relation('topics', {
      description: 'In the topic order; topics hidden since they were added are left out.',
      query: (_args, ctx) => ({ where: cartTopicsWhere({ role: ctx.actor.user?.role ?? null }), orderBy: cartTopicOrder }),
    }),
  }),
});

builder.queryField('cart', (t) =>
  t.prismaField({
    type: 'Cart',
    nullable: true,
    description: "The viewer's cart in a stream (by default the current stream); null when there is none yet or the viewer has no cart (students, visitors).",
    args: { streamId: t.arg.id({ required: false }) },
    resolve: async (query, _root, { streamId }, ctx) => {
      const user = ctx.actor.user;
      if (!user || !mayUseCart(await ctx.actor.access())) return null;
      const stream = streamId ? idOf(streamId, 'Stream') : await ctx.actor.currentStreamId();
      return stream ? ctx.db.cart.findUnique({ ...query, where: cartOfWhere(user.id, stream) }) : null;
    },
  }),
);
