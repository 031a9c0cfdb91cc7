// Teacher search on a stream: facets, the keyword overview and the results as a Relay connection. Ids of facet
// values (domains, keywords, chapters, methods, question types) are the opaque ids of web addresses, so a search
// can be carried in the address; the filter takes the same ids. They are named urlId, not id: they are not unique
// across types (Relay would merge a keyword and a chapter with the same number). Rules and queries live in server/domain/search/.
import { GraphQLError } from 'graphql';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.ts';
import { ComplexityEnum, TopicNode } from '../topics/types.ts';
import {
  checkFilter,
  inIdOrder,
  isTopicCardField,
  maySearchStream,
  parseSort,
  searchFacets,
  scopeInStream,
  searchTopicCards,
  searchTopicIds,
  tagCount,
  tagOverview,
  type ChapterFacet,
  type ComplexityName,
  type Counted,
  type DomainFacet,
  type MethodologyFacet,
  type SearchFacets,
  type TagCount,
  type TopicFilter,
} from '../../domain/search/search.ts';
import type { Context } from '../context.ts';
import { issueText } from '../errors/messages.ts';
import { streamNotInLicense } from '../streams/notice.ts';
import { knowLastUses, lastUsesViewer } from '../collections/types.ts';
import { asksField } from '../selection.ts';

/** The scope of a search in the (loaded) stream, or the GraphQL error that says why there is none. */
async function scopeOf(ctx: Context, streamId: number) {
  const scope = scopeInStream(await ctx.actor.access(), streamId);
  if (scope.kind === 'ok') return scope;
  throw new GraphQLError(await streamNotInLicense(ctx, streamId), { extensions: { code: ctx.actor.user ? 'FORBIDDEN' : 'UNAUTHENTICATED' } });
}

const opaque = (ctx: Context, id: number) => ctx.ids.encode(id);

const CountedFacet = builder.objectRef<Counted>('SearchFacetValue').implement({
  description: 'A value to filter on, with the number of topics that have it.',
  fields: (t) => ({
    urlId: t.id({ description: 'The opaque id, as the filter and web addresses take it (not a Relay node id).', resolve: (v, _a, ctx) => opaque(ctx, v.id) }),
    name: t.exposeString('name'),
    topicCount: t.exposeInt('topicCount'),
  }),
});

/** A number-valued facet (year, term, has answers): its id is the value itself. */
const ValueFacet = builder.objectRef<Counted>('SearchFacetNumber').implement({
  fields: (t) => ({
    value: t.exposeInt('id'),
    name: t.exposeString('name'),
    topicCount: t.exposeInt('topicCount'),
  }),
});

const DomainFacetRef = builder.objectRef<DomainFacet>('DomainFacet').implement({
  fields: (t) => ({
    urlId: t.id({ resolve: (d, _a, ctx) => opaque(ctx, d.id) }),
    name: t.exposeString('name'),
    topicCount: t.exposeInt('topicCount'),
    children: t.field({ type: [CountedFacet], description: 'Subdomains.', resolve: (d) => d.children }),
  }),
});

const ChapterFacetRef = builder.objectRef<ChapterFacet>('ChapterFacet');
ChapterFacetRef.implement({
  fields: (t) => ({
    urlId: t.id({ resolve: (c, _a, ctx) => opaque(ctx, c.id) }),
    name: t.exposeString('name', { description: "A code such as 'H5' or 'H5.3'." }),
    title: t.exposeString('title', { nullable: true }),
    topicCount: t.exposeInt('topicCount'),
    children: t.field({ type: [ChapterFacetRef], resolve: (c) => c.children }),
  }),
});

const MethodologyFacetRef = builder.objectRef<MethodologyFacet>('MethodologyFacet').implement({
  fields: (t) => ({
    urlId: t.id({ resolve: (m, _a, ctx) => opaque(ctx, m.id) }),
    name: t.exposeString('name'),
    topicCount: t.exposeInt('topicCount'),
    chapters: t.field({ type: [ChapterFacetRef], resolve: (m) => m.chapters }),
  }),
});

const ComplexityFacet = builder.objectRef<{ id: ComplexityName; topicCount: number }>('ComplexityFacet').implement({
  fields: (t) => ({
    value: t.field({ type: ComplexityEnum, resolve: (c) => c.id }),
    topicCount: t.exposeInt('topicCount'),
  }),
});

const SearchFacetsRef = builder.objectRef<SearchFacets>('SearchFacets').implement({
  description:
    "What a search in a stream can filter on, each value with its topic count within the search: the results ticking that value would give (the other filters applied, its own facet's other values not), 0 when none (document 4 §4).",
  fields: (t) => ({
    topicCount: t.exposeInt('topicCount', { description: 'The number of topics the search finds.' }),
    methodologies: t.field({ type: [MethodologyFacetRef], resolve: (f) => f.methodologies }),
    domains: t.field({ type: [DomainFacetRef], resolve: (f) => f.domains }),
    questionTypes: t.field({ type: [CountedFacet], resolve: (f) => f.questionTypes }),
    years: t.field({ type: [ValueFacet], description: 'Newest first.', resolve: (f) => f.years }),
    terms: t.field({ type: [ValueFacet], description: "Ascending; named '<n>e tijdvak'.", resolve: (f) => f.terms }),
    complexities: t.field({ type: [ComplexityFacet], description: 'High, average, low.', resolve: (f) => f.complexities }),
    hasAnswers: t.field({ type: [ValueFacet], description: 'With (1) and without (0) tips and self-marking for students.', resolve: (f) => f.hasAnswers }),
  }),
});

const TagCountRef = builder.objectRef<TagCount>('KeywordCount').implement({
  description: 'A keyword (trefwoord) with the number of topics that carry it.',
  fields: (t) => ({
    urlId: t.id({ resolve: (k, _a, ctx) => opaque(ctx, k.id) }),
    name: t.exposeString('name'),
    topicCount: t.exposeInt('topicCount'),
  }),
});

const TopicFilterInput = builder.inputType('TopicFilter', {
  description: 'Every given condition must hold. Ids are the opaque ids of the facets.',
  fields: (t) => ({
    domains: t.idList({ required: false, description: 'A question in one of these domains or their subdomains.' }),
    subdomains: t.idList({ required: false, description: 'A question linked to exactly one of these domains.' }),
    tags: t.idList({ required: false, description: 'All of these keywords.' }),
    methodology: t.id({ required: false }),
    chapters: t.idList({ required: false }),
    complexities: t.field({ type: [ComplexityEnum], required: false }),
    questionTypes: t.idList({ required: false }),
    years: t.intList({ required: false }),
    terms: t.intList({ required: false }),
    hasAnswers: t.booleanList({ required: false }),
    text: t.string({ required: false, description: 'Words in the name, highlights, introduction or question texts.' }),
  }),
});

type FilterArg = typeof TopicFilterInput.$inferInput;

/** The filter with its opaque ids decoded; an id this server did not make matches nothing (-1). */
function decodeFilter(ctx: Context, f: FilterArg | null | undefined): TopicFilter {
  if (!f) return {};
  const ids = (list: readonly (string | number)[] | null | undefined) => (list ? list.map((id) => ctx.ids.decode(String(id)) ?? -1) : undefined);
  return {
    domains: ids(f.domains),
    subdomains: ids(f.subdomains),
    tags: ids(f.tags),
    methodology: f.methodology ? (ctx.ids.decode(String(f.methodology)) ?? -1) : undefined,
    chapters: ids(f.chapters),
    complexities: f.complexities ?? undefined,
    questionTypes: ids(f.questionTypes),
    years: f.years ?? undefined,
    terms: f.terms ?? undefined,
    hasAnswers: f.hasAnswers ?? undefined,
    text: f.text ?? undefined,
  };
}

/** Whether a Topic select asks only for columns a search can answer with (a card's). */
function asksOnlyCards(query: { select?: Record<string, unknown> }): boolean {
  return query.select !== undefined && Object.entries(query.select).every(([field, value]) => value === true && isTopicCardField(field));
}

/** A refused argument: the Dutch words of its issue, as a GraphQL error. */
function badArgument(field: string, errors: Record<string, { code: string }[]>): never {
  const [name, issues] = Object.entries(errors)[0]!;
  throw new GraphQLError(`${field}: ${issueText(name, issues[0] as never)}`, { extensions: { code: 'BAD_USER_INPUT', field: name } });
}

builder.prismaObjectFields('Stream', (t) => ({
  viewerMaySearch: t.boolean({
    description: 'The viewer may search this stream (teacher side with a grant for it, or admin and author).',
    resolve: async (stream, _a, ctx) => maySearchStream(await ctx.actor.access(), stream.id),
  }),
  viewerSearchNotice: t.string({
    nullable: true,
    description: "Why the viewer may not search this stream ('{course} {level} valt niet onder je licentie.'); null when they may.",
    resolve: async (stream, _a, ctx) => (maySearchStream(await ctx.actor.access(), stream.id) ? null : streamNotInLicense(ctx, stream.id)),
  }),
  searchFacets: t.field({
    type: SearchFacetsRef,
    nullable: true,
    description: 'Facets for searching this stream (teacher side, with a grant for the stream), counted within the search of `filter`.',
    args: { filter: t.arg({ type: TopicFilterInput, required: false }) },
    resolve: async (stream, args, ctx) => {
      const scope = await scopeOf(ctx, stream.id);
      const filter = checkFilter(decodeFilter(ctx, args.filter));
      if ('kind' in filter) badArgument('filter', filter.errors);
      return searchFacets(ctx.db, scope, filter);
    },
  }),
  keywords: t.field({
    type: [TagCountRef],
    nullable: true,
    description: 'Every keyword of the stream with its topic count, by name (zero counts included).',
    resolve: async (stream, _a, ctx) => tagOverview(ctx.db, await scopeOf(ctx, stream.id)),
  }),
  keyword: t.field({
    type: TagCountRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (stream, { id }, ctx) => {
      const scope = await scopeOf(ctx, stream.id);
      const tagId = ctx.ids.decode(String(id));
      return tagId === undefined ? null : tagCount(ctx.db, scope, tagId);
    },
  }),
  searchTopics: t.connection({
    type: TopicNode,
    nullable: true,
    description: "Topics matching the filter, in the sort's order (document 1 §2.4). Default sort '-popularity', or relevance with free text.",
    args: {
      filter: t.arg({ type: TopicFilterInput, required: false }),
      sort: t.arg.string({ required: false, description: "-popularity, name, -year, -complexity, complexity, time_in_minutes, -time_in_minutes (and document 4's keys); 'relevance' with free text." }),
    },
    resolve: async (stream, args, ctx, info) => {
      const scope = await scopeOf(ctx, stream.id);
      const filter = checkFilter(decodeFilter(ctx, args.filter));
      if ('kind' in filter) badArgument('filter', filter.errors);
      const sort = parseSort(args.sort, filter);
      if (!Array.isArray(sort)) badArgument('sort', sort.errors);
      // The select of the nodes the client asked for. A topic card's columns come with the search (its ids, then their
      // cards); anything else (a relation) loads by id after the ids, with what it shows.
      const query = queryFromInfo({ context: ctx, info, typeName: 'Topic', path: ['edges', 'node'] });
      const cards = asksOnlyCards(query);
      // The cards' 'Al gebruikt met …' comes in the cards' statement when it is asked.
      const lastUsesOf = cards && asksField(info, ['edges', 'node'], 'viewerLastUse') ? await lastUsesViewer(ctx) : undefined;
      return resolveOffsetConnection({ args }, async ({ limit, offset }) => {
        const request = { ...scope, filter, sort, limit, offset };
        if (cards && lastUsesOf) {
          const page = await searchTopicCards(ctx.db, request, lastUsesOf);
          knowLastUses(ctx, page);
          return page;
        }
        if (cards) return searchTopicCards(ctx.db, request);
        const ids = await searchTopicIds(ctx.db, request);
        if (!ids.length) return [];
        return inIdOrder(ids, await ctx.db.topic.findMany({ ...query, where: { id: { in: ids } } }));
      });
    },
  }),
}));
