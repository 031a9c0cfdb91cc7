// The Topic node (an opgave) with the fields of a topic card: what search results and lists show. The topic page adds
// its own fields (questions, attachments, marking schemes) in ./page.ts. Card data comes from the topic's search
// index columns and display cache (kept current by the database, see prisma/migrations/*_topic_search_index).
import { builder } from '../builder.ts';
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
  id: { field: 'id' },
  // Select mode: a topic loads only the columns its asked fields name (exposed fields select themselves), not the
  // whole row with its introduction and id arrays. The display cache always comes along: the card fields that read
  // it then need no select of their own, which Pothos would check for every card of a results page (a search reads
  // only the cards' part of the cache, ../../domain/search/search.ts).
  select: { id: true, cache: true },
  // node(id:) finds only a topic the viewer may see (the topic policy); otherwise null.
  findUnique: (id, ctx) => ({ id: Number.isSafeInteger(Number(id)) ? Number(id) : 0, AND: [visibleTopicWhere({ role: ctx.viewer.user?.role ?? null })] }),
  nullable: true,
  fields: (t) => ({
    urlId: t.string({ description: 'The id used in web addresses: /topics/{urlId}.', resolve: (topic, _a, ctx) => ctx.ids.encode(topic.id) }),
    name: t.exposeString('name'),
    complexity: t.expose('complexity', { type: ComplexityEnum, nullable: true }),
    year: t.exposeInt('year', { nullable: true, description: 'Exam year.' }),
    term: t.exposeInt('term', { nullable: true, description: 'Exam term (tijdvak) 1-3.' }),
    questionCount: t.exposeInt('questionCount'),
    totalPoints: t.exposeInt('totalPoints'),
    totalMinutes: t.exposeInt('totalMinutes'),
    weightedPValue: t.exposeInt('weightedPValue', { nullable: true, description: 'p-value weighted by points (0-100).' }),
    hasAnswers: t.exposeBoolean('hasAnswers', { description: 'Tips and self-marking for students.' }),
    // A search gives these three only their parts of the cache (CARD_COLUMNS in server/domain/search/search.ts): a
    // field that reads another part must be added there too.
    courseName: t.string({ resolve: (topic) => topicCardCache(topic.cache).course }),
    levelName: t.string({ resolve: (topic) => topicCardCache(topic.cache).level }),
    highlights: t.field({ type: [Highlight], resolve: (topic) => topicCardCache(topic.cache).highlights }),
    stream: t.relation('stream', { nullable: true }),
  }),
});
