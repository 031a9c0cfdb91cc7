// Teacher search over the topic index (document 1 §2.4, document 4 §4): who may search a stream (which exams they
// see is the topic policy's, ../topics/policy.ts), the facets with their topic counts, the keyword overview, and the results for filters, free text and a sort.
// Every query reads the denormalised columns of `topics` (see ./topicIndex.ts), free text those of `topic_search`,
// backed by their indexes; a page of results is two statements whatever its size (its ids, then their cards),
// document 4's array of every result one.
import { Prisma } from '../../db/generated/client.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/queryRows.ts';
import { CUSTOM_PLAN } from '../../db/statementNames.ts';
import type { ExamStatus } from '../../db/generated/enums.ts';
import type { Access } from '../access/grants.ts';
import { addIssue, hasErrors, invalid, type FieldErrors, type Invalid } from '../errors.ts';
import { maySeeAnswers, visibleExamStatuses } from '../topics/policy.ts';
import { lastUseSql, type LastUse, type LastUsesOf } from '../collections/history.ts';
import { streamExists } from '../content/streams.ts';
import { termName } from '../../../shared/exams/examName.ts';

export type ComplexityName = 'low' | 'average' | 'high';
export const COMPLEXITIES: readonly ComplexityName[] = ['low', 'average', 'high'];

/**
 * Searching is for the teacher side (admin, author, docent, participant) in a stream the user may open: the topic
 * policy's rule for marking schemes, kept there only (../topics/policy.ts maySeeAnswers).
 */
export function maySearchStream(access: Access, streamId: number): boolean {
  return maySeeAnswers(access, streamId);
}

export type SearchScope = { kind: 'ok'; streamId: number; statuses: ExamStatus[] } | { kind: 'forbidden' } | { kind: 'not-found' };

/** The scope of a search in a stream that exists: which exams the user sees, or that they may not search it. */
export function scopeInStream(access: Access, streamId: number): SearchScope {
  if (!access.signedIn || !maySearchStream(access, streamId)) return { kind: 'forbidden' };
  return { kind: 'ok', streamId, statuses: visibleExamStatuses(access) };
}

/** The same for a stream id from outside (an address): not found when there is no such stream. */
export async function searchScope(db: Db, access: Access, streamId: number): Promise<SearchScope> {
  if (!access.signedIn) return { kind: 'forbidden' };
  return (await streamExists(db, access, streamId)) ? scopeInStream(access, streamId) : { kind: 'not-found' };
}

// ───────────────────────────── filters and sorts ─────────────────────────────

export interface TopicFilter {
  /** A question in one of these domains or their subdomains. */
  domains?: number[];
  /** A question linked to exactly one of these domains. */
  subdomains?: number[];
  /** Every one of these keywords. */
  tags?: number[];
  /** One method (methodology). */
  methodology?: number;
  /** A question in one of these chapters (or their paragraphs). */
  chapters?: number[];
  complexities?: ComplexityName[];
  questionTypes?: number[];
  years?: number[];
  terms?: number[];
  /** With (true) or without (false) tips and self-marking for students. */
  hasAnswers?: boolean[];
  /** Free text: words in the name, highlights, introduction and question texts (Dutch stemming). */
  text?: string;
}

export type SortKey = 'popularity' | 'name' | 'year' | 'complexity' | 'timeInMinutes' | 'proportionValue' | 'questionCount' | 'points' | 'position' | 'relevance';
export interface SortPart {
  key: SortKey;
  descending: boolean;
}

/** The sort names of the address and of document 4 (`-` = descending), to their keys. */
const SORT_NAMES: Record<string, SortKey> = {
  popularity: 'popularity',
  name: 'name',
  year: 'year',
  complexity: 'complexity',
  time_in_minutes: 'timeInMinutes',
  proportion_value: 'proportionValue',
  question_count: 'questionCount',
  points: 'points',
  position: 'position',
  relevance: 'relevance',
};

/**
 * Parses `-popularity,name`; an unknown name is an invalid sort. Empty → the default: relevance when the filter has
 * free text with words in it, else the most popular first.
 */
export function parseSort(text: string | null | undefined, filter: TopicFilter = {}): SortPart[] | Invalid {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return textQuery(filter.text) ? [{ key: 'relevance', descending: true }] : [{ key: 'popularity', descending: true }];
  const sort: SortPart[] = [];
  for (const part of parts) {
    const descending = part.startsWith('-');
    const key = SORT_NAMES[descending ? part.slice(1) : part];
    if (!key || part.length > 40) return invalid({ sort: [{ code: 'notAllowed' }] });
    sort.push({ key, descending });
  }
  return sort.length > 5 ? invalid({ sort: [{ code: 'tooMany', max: 5 }] }) : sort;
}

export const MAX_FILTER_VALUES = 50;
export const MAX_TEXT_LENGTH = 200;

/** Bounds on a filter (the interfaces check types): too many values or too long a text is invalid. */
export function checkFilter(filter: TopicFilter): TopicFilter | Invalid {
  const errors: FieldErrors = {};
  for (const key of ['domains', 'subdomains', 'tags', 'chapters', 'complexities', 'questionTypes', 'years', 'terms', 'hasAnswers'] as const) {
    const values = filter[key];
    if (values && values.length > MAX_FILTER_VALUES) addIssue(errors, key, { code: 'tooMany', max: MAX_FILTER_VALUES });
  }
  if (filter.text && filter.text.length > MAX_TEXT_LENGTH) addIssue(errors, 'text', { code: 'tooLong', max: MAX_TEXT_LENGTH });
  return hasErrors(errors) ? invalid(errors) : filter;
}

/**
 * Free text as a PostgreSQL tsquery for the 'dutch' configuration: every word must match, the last one also as the
 * start of a word (so results follow the typing). Only letters and digits pass, so no input can break the query
 * syntax. Null when the text has no words.
 */
export function textQuery(text: string | null | undefined): string | null {
  const words =
    (text ?? '')
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 12) ?? [];
  if (!words.length) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** Sort columns; `nullable` ones put their empty values last in both directions. */
const ORDER: Record<Exclude<SortKey, 'position' | 'relevance'>, { column: Prisma.Sql; nullable: boolean }> = {
  popularity: { column: Prisma.sql`t.popularity`, nullable: false },
  name: { column: Prisma.sql`t.name`, nullable: false },
  year: { column: Prisma.sql`t.year`, nullable: true },
  complexity: { column: Prisma.sql`t.complexity`, nullable: true },
  timeInMinutes: { column: Prisma.sql`t.total_minutes`, nullable: false },
  proportionValue: { column: Prisma.sql`t.weighted_p_value`, nullable: true },
  questionCount: { column: Prisma.sql`t.question_count`, nullable: false },
  points: { column: Prisma.sql`t.total_points`, nullable: false },
};

/** The last keys of every sort, so paging is stable: by name and id, of `topics t` or of `topic_search s`. */
const TIE_BREAK = { topics: Prisma.sql`t.name ASC, t.id ASC`, search: Prisma.sql`s.name ASC, s.topic_id ASC` };

/**
 * The ORDER BY of a sort, ties broken by name and id so paging is stable. NOT NULL columns get no NULLS clause, so
 * the default sort (popularity DESC, name, id) is exactly the order of the index topics_stream_popularity and a
 * results page reads only its own index entries, however many topics match (measured by npm run bench:search).
 * Relevance ranks the free text's vector in `topic_search s`.
 */
function orderBy(sort: SortPart[], query: string | null, tieBreak: Prisma.Sql = TIE_BREAK.topics): Prisma.Sql {
  const terms: Prisma.Sql[] = [];
  for (const { key, descending } of sort) {
    if (key === 'position') terms.push(Prisma.sql`t.year ASC NULLS LAST, t.term ASC NULLS LAST, t.position ASC`);
    else if (key === 'relevance') {
      if (query) terms.push(Prisma.sql`ts_rank(s.search_vector, to_tsquery('dutch', ${query})) ${descending ? Prisma.sql`DESC` : Prisma.sql`ASC`}`);
    } else {
      const { column, nullable } = ORDER[key];
      const direction = descending ? Prisma.sql`DESC` : Prisma.sql`ASC`;
      terms.push(nullable ? Prisma.sql`${column} ${direction} NULLS LAST` : Prisma.sql`${column} ${direction}`);
    }
  }
  terms.push(tieBreak);
  return Prisma.join(terms, ', ');
}

/**
 * The conditions of a filter on the topic index (`topics t`), for a stream and the exam statuses the user sees; its
 * free text is searched in topic_search (matchingIdsSql). Enum lists travel as text[] and are cast in SQL: an embedded
 * database that was migrated after it opened does not know the enums' array types and would send such a parameter as
 * plain text. Every column read here is also in the default sort's index (topics_stream_popularity), so that sort
 * finds a page in the index alone; a new filter's column goes there too (tests/server/search.test.ts checks the plan).
 */
function conditions(streamId: number, statuses: ExamStatus[], filter: TopicFilter): Prisma.Sql {
  return Prisma.join([...inScope('t', streamId, statuses), ...filterConditions(filter)], ' AND ');
}

/** The stream and the exam statuses the user sees, on `topics t` or on `topic_search s` (both keep them). */
function inScope(table: 't' | 's', streamId: number, statuses: ExamStatus[]): Prisma.Sql[] {
  const column = (name: string) => Prisma.raw(`${table}.${name}`);
  return [Prisma.sql`${column('stream_id')} = ${streamId}`, Prisma.sql`${column('exam_status')} = ANY (${statuses}::text[]::"ExamStatus"[])`];
}

/** The conditions of a filter's values other than its free text, on `topics t`. */
function filterConditions(filter: TopicFilter): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  const ints = (values: number[]) => Prisma.sql`${values}::int[]`;
  if (filter.domains?.length) where.push(Prisma.sql`t.domain_ids && ${ints(filter.domains)}`);
  if (filter.subdomains?.length) where.push(Prisma.sql`t.subdomain_ids && ${ints(filter.subdomains)}`);
  if (filter.tags?.length) where.push(Prisma.sql`t.tag_ids @> ${ints(filter.tags)}`);
  if (filter.methodology !== undefined) where.push(Prisma.sql`t.methodology_ids @> ${ints([filter.methodology])}`);
  if (filter.chapters?.length) where.push(Prisma.sql`t.chapter_ids && ${ints(filter.chapters)}`);
  if (filter.questionTypes?.length) where.push(Prisma.sql`t.question_type_ids && ${ints(filter.questionTypes)}`);
  if (filter.complexities?.length) where.push(Prisma.sql`t.complexity = ANY (${filter.complexities}::text[]::"Complexity"[])`);
  if (filter.years?.length) where.push(Prisma.sql`t.year = ANY (${ints(filter.years)})`);
  if (filter.terms?.length) where.push(Prisma.sql`t.term = ANY (${ints(filter.terms)})`);
  if (filter.hasAnswers?.length) where.push(Prisma.sql`t.has_answers = ANY (${filter.hasAnswers}::boolean[])`);
  return where;
}

export interface ResultsRequest {
  streamId: number;
  statuses: ExamStatus[];
  filter: TopicFilter;
  sort: SortPart[];
  /** Rows to skip and to answer; no limit answers every result (the legacy bare array). */
  offset?: number;
  limit?: number;
}

/**
 * The columns a search can answer with, by the Topic model's field names: what a topic card shows. A page of results
 * then loads with the statement after the one that finds it (searchTopicCards).
 */
const CARD_COLUMNS = {
  id: Prisma.sql`t.id`,
  name: Prisma.sql`t.name`,
  // Of the display cache (1.5 kB a topic) only what a card shows, as the database keeps it in a column of its own:
  // parsing the whole cache for a page of cards was half the server's time on the statement, and reading three keys
  // out of it 40 % of the database's. GraphQL's Topic reads no other part (server/graphql/topics/types.ts).
  card: Prisma.sql`t.card`,
  complexity: Prisma.sql`t.complexity::text AS complexity`,
  year: Prisma.sql`t.year`,
  term: Prisma.sql`t.term`,
  questionCount: Prisma.sql`t.question_count AS "questionCount"`,
  totalPoints: Prisma.sql`t.total_points AS "totalPoints"`,
  totalMinutes: Prisma.sql`t.total_minutes AS "totalMinutes"`,
  weightedPValue: Prisma.sql`t.weighted_p_value AS "weightedPValue"`,
  hasAnswers: Prisma.sql`t.has_answers AS "hasAnswers"`,
  streamId: Prisma.sql`t.stream_id AS "streamId"`,
} as const;

export type TopicCardField = keyof typeof CARD_COLUMNS;
export const isTopicCardField = (field: string): field is TopicCardField => Object.hasOwn(CARD_COLUMNS, field);
/** The card's columns as a Prisma select: what every Topic loads in GraphQL, so a search's rows and any other topic answer the same card. */
export const TOPIC_CARD_SELECT = Object.fromEntries(Object.keys(CARD_COLUMNS).map((field) => [field, true])) as { readonly [F in TopicCardField]: true };

/**
 * The statement that finds a results page: the ids of the matching topics in the sort's order, with the request's
 * offset and limit. Planned for its values every time (CUSTOM_PLAN): a filter that matches many topics walks the sort's
 * index, a rare one collects its few matches, and a kept generic plan would take the second way for both. Exposed for
 * the benchmark.
 */
export function resultsSql(request: ResultsRequest): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(CUSTOM_PLAN)}${matchingIdsSql(request)}`;
}

/**
 * The statement that reads a results page's cards: every card column of the topics `ids`, in that order, and with
 * `lastUsesOf` each card's last use by that teacher. It is a statement of its own, kept prepared on PostgreSQL: its
 * plan does not depend on the values, and planning the page's join with the last uses for every request cost the
 * database more than finding the page did (npm run bench:search). Every column, whatever the client asked: a topic
 * node loads them all anyway (TOPIC_CARD_SELECT), and the statement keeps two texts (with last uses and without), not
 * one per selection that a client could vary without end. Exposed for the benchmark.
 */
export function cardsSql(ids: readonly number[], lastUsesOf?: LastUsesOf): Prisma.Sql {
  const selected = Object.values(CARD_COLUMNS);
  const lastUse = lastUsesOf ? Prisma.sql` LEFT JOIN LATERAL (${lastUseSql(lastUsesOf.userId, lastUsesOf.now, Prisma.sql`t.id`)}) lu ON true` : Prisma.empty;
  if (lastUsesOf) selected.push(Prisma.sql`lu.shared_at AS "lastUseSharedAt"`, Prisma.sql`lu.group_name AS "lastUseGroupName"`);
  // WITH ORDINALITY numbers the ids in their order.
  return Prisma.sql`SELECT ${Prisma.join(selected, ', ')} FROM unnest(${[...ids]}::int[]) WITH ORDINALITY AS page (id, n) JOIN topics t ON t.id = page.id${lastUse} ORDER BY page.n`;
}

/**
 * The ids of the matching topics in the sort's order, with the request's offset and limit. Free text is matched and
 * ranked in topic_search, whose rows are narrow: ranking reads every match's vector, and a common word matches most
 * of a stream. Sorted by relevance alone (the default with free text), the statement reads that table only, the
 * filter's other values as a semi-join on the topic index; another sort joins the two.
 */
function matchingIdsSql({ streamId, statuses, filter, sort, offset = 0, limit }: ResultsRequest): Prisma.Sql {
  const query = textQuery(filter.text);
  const page = Prisma.sql`${limit === undefined ? Prisma.empty : Prisma.sql` LIMIT ${limit}`} OFFSET ${offset}`;
  if (!query) return Prisma.sql`SELECT t.id FROM topics t WHERE ${conditions(streamId, statuses, filter)} ORDER BY ${orderBy(sort, null)}${page}`;
  const matches = Prisma.sql`s.search_vector @@ to_tsquery('dutch', ${query})`;
  if (sort.every((part) => part.key === 'relevance')) {
    const where = [...inScope('s', streamId, statuses), matches];
    if (filterConditions(filter).length) where.push(Prisma.sql`s.topic_id IN (SELECT t.id FROM topics t WHERE ${conditions(streamId, statuses, filter)})`);
    return Prisma.sql`SELECT s.topic_id AS id FROM topic_search s WHERE ${Prisma.join(where, ' AND ')} ORDER BY ${orderBy(sort, query, TIE_BREAK.search)}${page}`;
  }
  return Prisma.sql`SELECT t.id FROM topics t JOIN topic_search s ON s.topic_id = t.id WHERE ${conditions(streamId, statuses, filter)} AND ${matches} ORDER BY ${orderBy(sort, query)}${page}`;
}

/** The given columns of the matching topics (`t`), in the sort's order. */
function matchingRowsSql(request: ResultsRequest, columns: Prisma.Sql): Prisma.Sql {
  // ARRAY(…) keeps the order of its rows; WITH ORDINALITY numbers them.
  return Prisma.sql`${Prisma.raw(CUSTOM_PLAN)}SELECT ${columns} FROM unnest(ARRAY(${matchingIdsSql(request)})) WITH ORDINALITY AS page (id, n) JOIN topics t ON t.id = page.id ORDER BY page.n`;
}

/**
 * A topic as document 4's results list it: its own columns, its whole display cache and its attachments in their
 * order (shaped as Prisma's nested select would load them, so the REST card serves both).
 */
export interface TopicWithAttachments {
  id: number;
  examId: number;
  complexity: ComplexityName | null;
  popularity: number;
  name: string;
  introduction: string | null;
  position: number;
  hasAnswers: boolean;
  cache: Prisma.JsonValue | null;
  attachments: { attachment: { id: number; name: string; file: { id: number; name: string } } }[];
}

const WITH_ATTACHMENTS_COLUMNS = Prisma.sql`t.id, t.exam_id AS "examId", t.complexity::text AS complexity, t.popularity, t.name, t.introduction,
  t.position, t.has_answers AS "hasAnswers", t.cache,
  (SELECT coalesce(json_agg(json_build_object('attachment', json_build_object('id', a.id, 'name', a.name, 'file', json_build_object('id', f.id, 'name', f.name)))
                            ORDER BY ta.position, ta.attachment_id), '[]'::json)
   FROM topic_attachments ta JOIN attachments a ON a.id = ta.attachment_id JOIN stored_files f ON f.id = a.file_id
   WHERE ta.topic_id = t.id) AS attachments`;

/** Every topic a search finds (no paging: document 4's bare array), each with its attachments: one statement. Exposed for the benchmark. */
export function withAttachmentsSql(request: ResultsRequest): Prisma.Sql {
  return matchingRowsSql(request, WITH_ATTACHMENTS_COLUMNS);
}

/** The topics a search finds, in order, with their attachments (see TopicWithAttachments). */
export function searchTopicsWithAttachments(db: Db, request: ResultsRequest): Promise<TopicWithAttachments[]> {
  return queryRows<TopicWithAttachments>(db, withAttachmentsSql(request));
}

/** The ids of the topics a search finds, in the requested order. */
export async function searchTopicIds(db: Db, request: ResultsRequest): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, resultsSql(request));
  return rows.map((r) => r.id);
}

export type TopicCard = Pick<Prisma.TopicGetPayload<object>, TopicCardField>;

/** The topics a search finds, in order, each with the columns of its card: a page in two statements, its ids and their cards. */
export function searchTopicCards(db: Db, request: ResultsRequest): Promise<TopicCard[]>;
/** …and with each card, its last use by the teacher (null when they have not used it this school year). */
export function searchTopicCards(db: Db, request: ResultsRequest, lastUsesOf: LastUsesOf): Promise<(TopicCard & { lastUse: LastUse | null })[]>;
export async function searchTopicCards(db: Db, request: ResultsRequest, lastUsesOf?: LastUsesOf) {
  type Row = TopicCard & { lastUseSharedAt?: Date | null; lastUseGroupName?: string | null };
  const ids = await searchTopicIds(db, request);
  if (!ids.length) return [];
  // A topic deleted between the two statements is left out, as a page read a moment later would.
  const rows = await queryRows<Row>(db, cardsSql(ids, lastUsesOf));
  if (!lastUsesOf) return rows;
  return rows.map(({ lastUseSharedAt, lastUseGroupName, ...card }) => ({
    ...card,
    lastUse: lastUseSharedAt ? { topicId: card.id, sharedAt: lastUseSharedAt, groupName: lastUseGroupName ?? null } : null,
  }));
}

/** Rows loaded by id, put back in the order of the ids (rows that vanished meanwhile are left out). */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ───────────────────────────── facets ─────────────────────────────

export interface Counted {
  id: number;
  name: string;
  topicCount: number;
}
export interface DomainFacet extends Counted {
  children: Counted[];
}
export interface ChapterFacet extends Counted {
  title: string | null;
  children: ChapterFacet[];
}
export interface MethodologyFacet extends Counted {
  chapters: ChapterFacet[];
}
export interface SearchFacets {
  /** The number of topics the search finds. */
  topicCount: number;
  methodologies: MethodologyFacet[];
  domains: DomainFacet[];
  questionTypes: Counted[];
  /** Newest first. */
  years: Counted[];
  /** Ascending; the name is '<n>e tijdvak'. */
  terms: Counted[];
  /** High, average, low; the name is the code. */
  complexities: { id: ComplexityName; name: ComplexityName; topicCount: number }[];
  /** With (id 1) and without (id 0) tips and self-marking for students. */
  hasAnswers: Counted[];
}

type CountRow = { kind: string; id: string; n: bigint | number };

/** A filter's keys that a facet's own values select (its free text and keywords are no facet of a results page). */
type FacetKey = Exclude<keyof TopicFilter, 'text'>;

/**
 * Per count in the facets' statement: the topic-index column its values come from (an array is unnested) and the
 * filter keys left out when counting it, its own selection.
 */
const FACET_COUNTS: { kind: string; values: Prisma.Sql; array: boolean; own: FacetKey[] }[] = [
  { kind: 'domain', values: Prisma.sql`m.domain_ids`, array: true, own: ['domains'] },
  { kind: 'subdomain', values: Prisma.sql`m.subdomain_ids`, array: true, own: ['subdomains'] },
  { kind: 'chapter', values: Prisma.sql`m.chapter_ids`, array: true, own: ['chapters'] },
  // Choosing another method also clears the chapters (web/screens/Search/SearchScreen.tsx).
  { kind: 'methodology', values: Prisma.sql`m.methodology_ids`, array: true, own: ['methodology', 'chapters'] },
  { kind: 'type', values: Prisma.sql`m.question_type_ids`, array: true, own: ['questionTypes'] },
  { kind: 'year', values: Prisma.sql`m.year`, array: false, own: ['years'] },
  { kind: 'term', values: Prisma.sql`m.term`, array: false, own: ['terms'] },
  { kind: 'complexity', values: Prisma.sql`m.complexity`, array: false, own: ['complexities'] },
  { kind: 'hasAnswers', values: Prisma.sql`(CASE WHEN m.has_answers THEN 1 ELSE 0 END)`, array: false, own: ['hasAnswers'] },
];

/**
 * The facets' counts within a search, in one statement. A value's count is the number of results ticking it would
 * give: the topics that match every other part of the search (its free text, keyword, and the other facets' values)
 * and have that value, whatever else of its own facet is ticked (disjunctive faceting: values of one facet widen the
 * search, so the count of a value that is ticked is what it adds). A value with 0 then gives an empty list, and the
 * screens disable it. The visible topics of the stream are read once (the CTE, materialised as it is read by every
 * count), each with a flag per condition of the search; every count tallies its values over the rows whose flags
 * other than its own hold. Every value of the stream gets a row, counted 0 when no result has it: a year the search
 * leaves out still shows, disabled, instead of vanishing. 'total' is the number of results.
 */
function facetCountsSql(streamId: number, statuses: ExamStatus[], filter: TopicFilter): Prisma.Sql {
  const flags: Partial<Record<FacetKey | 'text', Prisma.Sql>> = {};
  const single = (key: FacetKey) => filterConditions({ [key]: filter[key] } as TopicFilter)[0];
  for (const key of ['domains', 'subdomains', 'tags', 'methodology', 'chapters', 'questionTypes', 'complexities', 'years', 'terms', 'hasAnswers'] as const) {
    const condition = single(key);
    if (condition) flags[key] = condition;
  }
  const query = textQuery(filter.text);
  if (query) {
    flags.text = Prisma.sql`t.id IN (SELECT s.topic_id FROM topic_search s WHERE ${Prisma.join([...inScope('s', streamId, statuses), Prisma.sql`s.search_vector @@ to_tsquery('dutch', ${query})`], ' AND ')})`;
  }
  const keys = Object.keys(flags) as (FacetKey | 'text')[];
  const flagColumns = keys.map((key) => Prisma.sql`(${flags[key]!}) AS ${Prisma.raw(`"f_${key}"`)}`);
  const counted = (own: readonly string[]) => {
    const others = keys.filter((key) => !own.includes(key)).map((key) => Prisma.raw(`m."f_${key}"`));
    return others.length ? Prisma.sql`count(*) FILTER (WHERE ${Prisma.join(others, ' AND ')})` : Prisma.sql`count(*)`;
  };
  const branches = FACET_COUNTS.map(({ kind, values, array, own }) =>
    array
      ? Prisma.sql`SELECT ${Prisma.raw(`'${kind}'`)} AS kind, x::text AS id, ${counted(own)} AS n FROM m, unnest(${values}) x GROUP BY 2`
      : Prisma.sql`SELECT ${Prisma.raw(`'${kind}'`)}, (${values})::text, ${counted(own)} FROM m WHERE ${values} IS NOT NULL GROUP BY 2`,
  );
  branches.push(Prisma.sql`SELECT 'total', '0', ${counted([])} FROM m`);
  const columns = Prisma.join([Prisma.sql`t.domain_ids, t.subdomain_ids, t.chapter_ids, t.methodology_ids, t.question_type_ids, t.year, t.term, t.complexity, t.has_answers`, ...flagColumns], ', ');
  return Prisma.sql`WITH m AS (SELECT ${columns} FROM topics t WHERE ${conditions(streamId, statuses, {})}) ${Prisma.join(branches, ' UNION ALL ')}`;
}

/**
 * The facets of a stream with their topic counts within a search (facetCountsSql), over the topics the user sees,
 * and the number of results. Four statements, whatever the search.
 */
export async function searchFacets(db: Db, scope: { streamId: number; statuses: ExamStatus[] }, filter: TopicFilter = {}): Promise<SearchFacets> {
  const { streamId, statuses } = scope;
  const [counts, domains, chapters, types] = await Promise.all([
    queryRows<CountRow>(db, facetCountsSql(streamId, statuses, filter)),
    db.domain.findMany({ where: { streamId }, select: { id: true, name: true, parentId: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
    db.chapter.findMany({
      where: { streamId },
      select: { id: true, name: true, title: true, parentId: true, methodology: { select: { id: true, name: true } } },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    }),
    db.questionType.findMany({ where: { streamId }, select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
  ]);
  const count = new Map<string, number>(counts.map((r) => [`${r.kind}:${r.id}`, Number(r.n)]));
  const n = (kind: string, id: number | string) => count.get(`${kind}:${id}`) ?? 0;

  const domainFacets = domains
    .filter((d) => d.parentId === null)
    .map((top) => ({
      id: top.id,
      name: top.name,
      topicCount: n('domain', top.id),
      // A subdomain's box filters on the question's own links (subdomains), so it counts those.
      children: domains.filter((d) => d.parentId === top.id).map((d) => ({ id: d.id, name: d.name, topicCount: n('subdomain', d.id) })),
    }));

  const chapterFacet = (c: (typeof chapters)[number]): ChapterFacet => ({
    id: c.id,
    name: c.name,
    title: c.title,
    topicCount: n('chapter', c.id),
    children: chapters.filter((child) => child.parentId === c.id).map(chapterFacet),
  });
  const methodologies = new Map<number, MethodologyFacet>();
  for (const c of chapters) {
    if (c.parentId !== null) continue;
    const m = methodologies.get(c.methodology.id) ?? { id: c.methodology.id, name: c.methodology.name, topicCount: n('methodology', c.methodology.id), chapters: [] };
    m.chapters.push(chapterFacet(c));
    methodologies.set(m.id, m);
  }

  const numbered = (kind: string, name: (v: number) => string) =>
    [...count.entries()]
      .filter(([k]) => k.startsWith(`${kind}:`))
      .map(([k, topicCount]) => {
        const v = Number(k.slice(kind.length + 1));
        return { id: v, name: name(v), topicCount };
      });

  return {
    topicCount: n('total', 0),
    methodologies: [...methodologies.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl')),
    domains: domainFacets,
    questionTypes: types.map((t) => ({ id: t.id, name: t.name, topicCount: n('type', t.id) })),
    years: numbered('year', String).sort((a, b) => b.id - a.id),
    terms: numbered('term', termName).sort((a, b) => a.id - b.id),
    complexities: (['high', 'average', 'low'] as const).filter((c) => count.has(`complexity:${c}`)).map((c) => ({ id: c, name: c, topicCount: n('complexity', c) })),
    hasAnswers: [
      { id: 1, name: 'Inclusief tips/nakijken voor leerlingen', topicCount: n('hasAnswers', 1) },
      { id: 0, name: 'Exclusief tips/nakijken voor leerlingen', topicCount: n('hasAnswers', 0) },
    ],
  };
}

// ───────────────────────────── keywords ─────────────────────────────

export interface TagCount {
  id: number;
  name: string;
  topicCount: number;
}

/** Every keyword of a stream with the number of topics the user sees that carry it, ordered by name. */
export async function tagOverview(db: Db, scope: { streamId: number; statuses: ExamStatus[] }): Promise<TagCount[]> {
  const { streamId, statuses } = scope;
  const [tags, counts] = await Promise.all([
    db.tag.findMany({ where: { streamId }, select: { id: true, name: true } }),
    queryRows<{ id: number; n: bigint | number }>(
      db,
      Prisma.sql`
      SELECT x AS id, count(*) AS n FROM topics t, unnest(t.tag_ids) x
      WHERE t.stream_id = ${streamId} AND t.exam_status = ANY (${statuses}::text[]::"ExamStatus"[]) GROUP BY x`,
    ),
  ]);
  const count = new Map(counts.map((r) => [r.id, Number(r.n)]));
  return tags.map((t) => ({ id: t.id, name: t.name, topicCount: count.get(t.id) ?? 0 })).sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.id - b.id);
}

/**
 * One keyword of a stream with the number of topics the user sees that carry it (the overview's entry for it), or
 * null when the stream has no such keyword. One statement: the count reads the keyword's topics through the GIN index
 * on tag_ids, not the whole overview.
 */
export async function tagCount(db: Db, scope: { streamId: number; statuses: ExamStatus[] }, tagId: number): Promise<TagCount | null> {
  const { streamId, statuses } = scope;
  const [row] = await queryRows<{ id: number; name: string; n: bigint | number }>(
    db,
    Prisma.sql`
    SELECT k.id, k.name, (
      SELECT count(*) FROM topics t
      WHERE t.stream_id = ${streamId} AND t.exam_status = ANY (${statuses}::text[]::"ExamStatus"[]) AND t.tag_ids @> ARRAY[k.id]
    ) AS n
    FROM tags k WHERE k.id = ${tagId} AND k.stream_id = ${streamId}`,
  );
  return row ? { id: row.id, name: row.name, topicCount: Number(row.n) } : null;
}

/** One keyword of a stream with its children, or null. */
export async function findTag(db: Db, streamId: number, tagId: number) {
  return db.tag.findFirst({
    where: { id: tagId, streamId },
    select: { id: true, name: true, streamId: true, children: { select: { id: true, name: true, streamId: true }, orderBy: { name: 'asc' } } },
  });
}
