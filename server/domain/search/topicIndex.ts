// A topic's search index: the denormalised columns on `topics` (stream, exam status, year, term, totals, the ids that
// filters match), the display cache of document 4 §5, and the free text's vector in `topic_search` (migration
// *_topic_search_narrow). The database keeps them current: triggers queue every topic whose content changes and
// rebuild it before the same transaction commits (prisma/migrations/*_topic_search_index), and generate the card's
// part of the cache from it (prisma/migrations/*_topic_card). Here: reading the cache.

/** The display cache as stored (ids are database ids; the REST shim makes them opaque). */
export interface TopicCache {
  examStatus: string;
  examAnswers: boolean;
  stream_id: number;
  course: string;
  course_id: number;
  level: string;
  level_id: number;
  year: number;
  term: number;
  totalPoints: number;
  weightedProportionValue: number | null;
  questionCount: number;
  questionsId: number[];
  totalTimeInMinutes: number;
  questionTypes: { id: number; name: string }[];
  tags: { id: number; name: string }[];
  domains: { id: number; name: string; children: { id: number; name: string }[] }[];
  methodologies: { id: number; name: string }[];
  highlights: { id: number; text: string }[];
}

const EMPTY: TopicCache = {
  examStatus: '',
  examAnswers: false,
  stream_id: 0,
  course: '',
  course_id: 0,
  level: '',
  level_id: 0,
  year: 0,
  term: 0,
  totalPoints: 0,
  weightedProportionValue: null,
  questionCount: 0,
  questionsId: [],
  totalTimeInMinutes: 0,
  questionTypes: [],
  tags: [],
  domains: [],
  methodologies: [],
  highlights: [],
};

/**
 * The stored cache of a topic, or its card (the column `card`: course, level and highlights only, the other parts
 * then empty); an empty one while it was never built (it always is after a commit).
 */
export function topicCardCache(cache: unknown): TopicCache {
  return cache && typeof cache === 'object' && !Array.isArray(cache) ? { ...EMPTY, ...(cache as Partial<TopicCache>) } : EMPTY;
}
