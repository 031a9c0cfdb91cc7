// Search in a stream (document 4 §4): facets, results, keywords. Signed in and granted for the stream — the legacy
// API left content open, the shim does not. The rules and queries are the domain's (server/domain/search/).
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import {
  COMPLEXITIES,
  checkFilter,
  findTag,
  parseSort,
  searchFacets,
  searchScope,
  searchTopicsWithAttachments,
  tagOverview,
  type ChapterFacet,
  type ComplexityName,
  type TopicFilter,
} from '../domain/search/search.ts';
import { forbidden, idParam, notFound, signedIn, type RestApp } from './context.ts';
import type { Services } from '../app/context.ts';
import { MessageJson, TopicCardJson, topicCardJson, ValidationErrorJson } from './json.ts';
import { issueText, snakeCase } from './messages.ts';
import type { IdCodec } from '../app/ids.ts';

/** The legacy filter names (document 4 §4) and how their values read. */
const FILTERS = {
  domain: 'ids',
  subdomain: 'ids',
  tags: 'ids',
  methodology: 'id',
  chapter: 'ids',
  questionType: 'ids',
  complexity: 'complexity',
  year: 'ints',
  term: 'ints',
  has_answers: 'flags',
} as const;
type FilterName = keyof typeof FILTERS;

const Value = z.union([z.string().max(2000), z.array(z.string().max(200)).max(50)]);

// `filter[x]=a,b`, `filter[x][]=a&filter[x][]=b` and `filter[x][0]=a` all name the same filter.
const ResultsQuery = z
  .object({
    sort: z
      .string()
      .max(200)
      .optional()
      .describe('Comma list of name, popularity, complexity, proportion_value, year, question_count, time_in_minutes, points, position, relevance; prefix - for descending'),
    ...Object.fromEntries(
      Object.keys(FILTERS).flatMap((name) => [
        [`filter[${name}]`, Value.optional()],
        [`filter[${name}][]`, Value.optional()],
      ]),
    ),
    'filter[text]': z.string().max(200).optional().describe('Free text (Dutch stemming): name, highlights, introduction, question texts'),
  })
  .catchall(Value)
  .describe('An unknown filter or sort answers 400.');

class BadQuery extends Error {}

/** The domain's filter from the legacy query string; unknown names and malformed values are a BadQuery. */
function parseFilter(ids: IdCodec, query: Record<string, unknown>): TopicFilter {
  const values = new Map<FilterName | 'text', string[]>();
  for (const [key, raw] of Object.entries(query)) {
    if (key === 'sort') continue;
    const match = /^filter\[([A-Za-z_]+)\](?:\[\d*\])?$/.exec(key);
    const name = match?.[1];
    if (!name || !(name in FILTERS || name === 'text')) throw new BadQuery(`Requested filter(s) \`${key}\` are not allowed.`);
    const list = (Array.isArray(raw) ? raw : [raw])
      .flatMap((v) => (name === 'text' ? [String(v)] : String(v).split(',')))
      .map((v) => v.trim())
      .filter(Boolean);
    values.set(name as FilterName, [...(values.get(name as FilterName) ?? []), ...list]);
  }
  const get = (name: FilterName) => values.get(name);
  const idList = (name: FilterName) => get(name)?.map((v) => ids.decode(v) ?? -1);
  const ints = (name: FilterName) =>
    get(name)?.map((v) => {
      if (!/^\d{1,4}$/.test(v)) throw new BadQuery(`The filter ${name} takes numbers.`);
      return Number(v);
    });
  const methodology = get('methodology');
  if (methodology && methodology.length > 1) throw new BadQuery('The filter methodology takes one id.');
  return {
    domains: idList('domain'),
    subdomains: idList('subdomain'),
    tags: idList('tags'),
    methodology: methodology?.length ? (ids.decode(methodology[0]!) ?? -1) : undefined,
    chapters: idList('chapter'),
    questionTypes: idList('questionType'),
    complexities: get('complexity')?.map((v) => {
      if (!COMPLEXITIES.includes(v as ComplexityName)) throw new BadQuery('The filter complexity takes low, average or high.');
      return v as ComplexityName;
    }),
    years: ints('year'),
    terms: ints('term'),
    hasAnswers: get('has_answers')?.map((v) => {
      if (v !== '0' && v !== '1') throw new BadQuery('The filter has_answers takes 0 or 1.');
      return v === '1';
    }),
    text: values.get('text')?.join(' '),
  };
}

const Counted = z.object({ id: z.string(), name: z.string(), topics_count: z.number().int() });
const NumberFacet = z.object({ id: z.number().int(), name: z.string(), topics_count: z.number().int() });
type ChapterJsonT = { id: string; name: string; title: string | null; methodology: { id: string; name: string }; children: ChapterJsonT[]; topics_count: number };
const ChapterJson: z.ZodType<ChapterJsonT> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    title: z.string().nullable(),
    methodology: z.object({ id: z.string(), name: z.string() }),
    children: z.array(ChapterJson),
    topics_count: z.number().int(),
  }),
);
const FacetsJson = z.object({
  methodologies: z.array(z.object({ id: z.string(), name: z.string(), topics_count: z.null(), chapters: z.array(ChapterJson) })),
  domains: z.array(Counted.extend({ children: z.array(Counted) })),
  questionTypes: z.array(Counted),
  years: z.array(NumberFacet),
  terms: z.array(NumberFacet),
  complexities: z.array(z.object({ id: z.enum(['low', 'average', 'high']), name: z.string(), topics_count: z.number().int() })),
  has_answers: z.array(NumberFacet),
});

const TagJson = z.object({ id: z.string(), stream_id: z.string(), name: z.string(), topics_count: z.number().int(), children: z.array(z.never()) });
const TagWithChildrenJson = z.object({
  id: z.string(),
  stream_id: z.string(),
  name: z.string(),
  children: z.array(z.object({ id: z.string(), stream_id: z.string(), name: z.string() })),
});

const Deny = { 401: MessageJson, 403: MessageJson, 404: MessageJson };

export function searchRoutes(app: RestApp, services: Services): void {
  const ids = services.ids;
  const StreamParams = z.object({ stream: idParam(ids) });

  /** The user's search scope in the stream, or the refusal already sent. */
  async function scope(request: { ctx: { actor: { access(): Promise<import('../domain/access/grants.ts').Access> } } }, reply: FastifyReply, streamId: number) {
    const result = await searchScope(services.prisma, await request.ctx.actor.access(), streamId);
    if (result.kind === 'not-found') return void notFound(reply);
    if (result.kind === 'forbidden') return void forbidden(reply);
    return result;
  }

  app.get('/streams/:stream/search', { preValidation: signedIn, schema: { params: StreamParams, response: { 200: FacetsJson, ...Deny } } }, async (request, reply) => {
    const s = await scope(request, reply, request.params.stream);
    if (!s) return reply;
    const f = await searchFacets(services.prisma, s);
    const counted = (v: { id: number; name: string; topicCount: number }) => ({ id: ids.encode(v.id), name: v.name, topics_count: v.topicCount });
    const chapter =
      (methodology: { id: string; name: string }) =>
      (c: ChapterFacet): ChapterJsonT => ({
        id: ids.encode(c.id),
        name: c.name,
        title: c.title,
        methodology,
        children: c.children.map(chapter(methodology)),
        topics_count: c.topicCount,
      });
    return {
      methodologies: f.methodologies.map((m) => {
        const methodology = { id: ids.encode(m.id), name: m.name };
        return { ...methodology, topics_count: null, chapters: m.chapters.map(chapter(methodology)) };
      }),
      domains: f.domains.map((d) => ({ ...counted(d), children: d.children.map(counted) })),
      questionTypes: f.questionTypes.map(counted),
      years: f.years.map((y) => ({ id: y.id, name: y.name, topics_count: y.topicCount })),
      terms: f.terms.map((t) => ({ id: t.id, name: t.name, topics_count: t.topicCount })),
      complexities: f.complexities.map((c) => ({ id: c.id, name: c.name, topics_count: c.topicCount })),
      has_answers: f.hasAnswers.map((h) => ({ id: h.id, name: h.name, topics_count: h.topicCount })),
    };
  });

  app.get(
    '/streams/:stream/search/results',
    { preValidation: signedIn, schema: { params: StreamParams, querystring: ResultsQuery, response: { 200: z.array(TopicCardJson), 400: MessageJson, ...Deny, 422: ValidationErrorJson } } },
    async (request, reply) => {
      const s = await scope(request, reply, request.params.stream);
      if (!s) return reply;
      let filter: TopicFilter;
      try {
        filter = parseFilter(ids, request.query);
      } catch (error) {
        if (error instanceof BadQuery) return reply.status(400).send({ message: error.message });
        throw error;
      }
      const checked = checkFilter(filter);
      if ('kind' in checked) {
        const [field, issues] = Object.entries(checked.errors)[0]!;
        return reply.status(400).send({ message: issueText(`filter ${snakeCase(field)}`, issues[0]!) });
      }
      const sort = parseSort(request.query.sort, checked);
      if (!Array.isArray(sort)) return reply.status(400).send({ message: `Requested sort(s) \`${request.query.sort}\` is not allowed.` });
      const found = await searchTopicsWithAttachments(services.prisma, { ...s, filter: checked, sort });
      return found.map((t) => topicCardJson(ids, services.config.publicUrl, t));
    },
  );

  app.get('/streams/:stream/tags', { preValidation: signedIn, schema: { params: StreamParams, response: { 200: z.array(TagJson), ...Deny } } }, async (request, reply) => {
    const s = await scope(request, reply, request.params.stream);
    if (!s) return reply;
    const streamId = ids.encode(s.streamId);
    // Document 4: only keywords of at least one topic the user sees.
    return (await tagOverview(services.prisma, s)).filter((t) => t.topicCount > 0).map((t) => ({ id: ids.encode(t.id), stream_id: streamId, name: t.name, topics_count: t.topicCount, children: [] }));
  });

  app.get(
    '/streams/:stream/tags/:tag',
    { preValidation: signedIn, schema: { params: z.object({ stream: idParam(ids), tag: idParam(ids) }), response: { 200: TagWithChildrenJson, ...Deny } } },
    async (request, reply) => {
      const s = await scope(request, reply, request.params.stream);
      if (!s) return reply;
      const tag = await findTag(services.prisma, s.streamId, request.params.tag);
      if (!tag) return notFound(reply);
      const tagJson = (t: { id: number; name: string; streamId: number }) => ({ id: ids.encode(t.id), stream_id: ids.encode(t.streamId), name: t.name });
      return { ...tagJson(tag), children: tag.children.map(tagJson) };
    },
  );
}
