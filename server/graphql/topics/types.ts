// The Topic node (an opgave) with the fields of a topic card: what search results and lists show. The topic page adds
// its own fields (questions, attachments, marking schemes) in ./page.ts. Card data comes from the topic's search
// index columns and the card's part of the display cache, the column `card` (kept current by the database, see
// prisma/migrations/*_topic_search_index and *_topic_card).
import { builder } from '../builder.ts';
import { nodeId } from '../syncNodeIds.ts';
import { TOPIC_CARD_SELECT } from '../../domain/search/search.ts';
import { topicCardCache } from '../../domain/search/topicIndex.ts';
import { visibleTopicWhere } from '../../domain/topics/policy.ts';

export const ComplexityEnum = builder.enumType('Complexity', {
  values: { low: { description: 'Laag' }, average: { description: 'Gemiddeld' }, high: { description: 'Hoog' } } as const,
});

const Highlight = builder.objectRef<{ id: number; text: string }>('TopicHighlight').implement({
  description: 'A highlight (kernpunt) of one of the topic’s questions, in markup.',
  fields: (t) => ({ text: t.exposeString('text') }),
});

export const TopicNode = builder.prismaNode('Topic', {
  id: nodeId('id'),
  // Select mode: a topic loads only the columns of its card (the columns a search returns with its rows, CARD_COLUMNS
  // in ../../domain/search/search.ts, with only the cards' part of the display cache, the column `card`: a card field
  // that reads another part must be added to it, prisma/migrations/*_topic_card), not the whole row with its
  // introduction and id arrays; fields beyond the card (the topic page's, ./page.ts) select their own. The card fields
  // read this base select with plain resolvers: a field with a select of its own is wrapped by Pothos to look its row
  // up in the request's loader mappings, some 200 look-ups for a results page of 20 cards (npm run bench:search).
  select: TOPIC_CARD_SELECT,
  // node(id:) finds only a topic the viewer may see (the topic policy); otherwise null.
  findUnique: (id, ctx) => ({ id: Number.isSafeInteger(Number(id)) ? Number(id) : 0, AND: [visibleTopicWhere({ role: ctx.actor.user?.role ?? null })] }),
  nullable: true,
  fields: (t) => ({
    urlId: t.string({ description: 'The id used in web addresses: /topics/{urlId}.', resolve: (topic, _a, ctx) => ctx.ids.encode(topic.id) }),
    name: t.string({ resolve: (topic) => topic.name }),
    complexity: t.field({ type: ComplexityEnum, nullable: true, resolve: (topic) => topic.complexity }),
    year: t.int({ nullable: true, description: 'Exam year.', resolve: (topic) => topic.year }),
    term: t.int({ nullable: true, description: 'Exam term (tijdvak) 1-3.', resolve: (topic) => topic.term }),
    questionCount: t.int({ resolve: (topic) => topic.questionCount }),
    totalPoints: t.int({ resolve: (topic) => topic.totalPoints }),
    totalMinutes: t.int({ resolve: (topic) => topic.totalMinutes }),
    weightedPValue: t.int({ nullable: true, description: 'p-value weighted by points (0-100).', resolve: (topic) => topic.weightedPValue }),
    hasAnswers: t.boolean({ description: 'Tips and self-marking for students.', resolve: (topic) => topic.hasAnswers }),
    courseName: t.string({ resolve: (topic) => topicCardCache(topic.card).course }),
    levelName: t.string({ resolve: (topic) => topicCardCache(topic.card).level }),
    highlights: t.field({ type: [Highlight], resolve: (topic) => topicCardCache(topic.card).highlights }),
    stream: t.relation('stream', { nullable: true }),
  }),
});
