-- Free text is searched and ranked in a narrow table of its own, topic_search (topic id, stream, exam status, name and
-- search vector), instead of in the vector column of `topics`.
--
-- Ranking free text by relevance reads every match's vector: a common word matches most of a stream. In `topics` the
-- vector shares its row with the display cache and the card (about 1.4 kB a row on disk, 5-6 rows a page), so a word
-- matching 1,669 of a stream's 1,725 topics read 747 pages of the table; topic_search holds about 17 rows a page and
-- the same search reads 289 (293 buffers instead of 930). Its statement took 1.6 ms instead of 3.5-3.8 (EXPLAIN
-- ANALYZE, 5,000 generated topics, PostgreSQL 15); the free-text results over GraphQL answered 367 requests a second
-- at 16 connections instead of 247, p95 67 ms instead of 88 (npm run bench:search, workload B, medians of 3 rounds).
--
-- The topic index keeps it in the transaction of every content change, as it keeps the other search columns:
-- topic_index_refresh writes a topic's row here together with its columns in `topics` (a new topic gets its row there
-- too: its insert queues it). A deleted topic takes its row with it.

-- CreateTable
CREATE TABLE "topic_search" (
    "topic_id" INTEGER NOT NULL,
    "stream_id" INTEGER,
    "exam_status" "ExamStatus",
    "name" TEXT NOT NULL,
    "search_vector" tsvector NOT NULL,

    CONSTRAINT "topic_search_pkey" PRIMARY KEY ("topic_id")
);

-- CreateIndex
CREATE INDEX "topic_search_stream_id_exam_status_idx" ON "topic_search"("stream_id", "exam_status");

-- CreateIndex
CREATE INDEX "topic_search_search_vector_idx" ON "topic_search" USING GIN ("search_vector");

-- AddForeignKey
ALTER TABLE "topic_search" ADD CONSTRAINT "topic_search_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO topic_search (topic_id, stream_id, exam_status, name, search_vector)
SELECT id, stream_id, exam_status, name, coalesce(search_vector, ''::tsvector) FROM topics;

-- DropIndex
DROP INDEX "topics_search_vector_idx";

-- AlterTable
ALTER TABLE "topics" DROP COLUMN "search_vector";

-- The refresh of 20261128044000_topic_index_at_scale, writing the vector to topic_search.
CREATE OR REPLACE FUNCTION topic_index_refresh(ids int[]) RETURNS void LANGUAGE sql AS $$
WITH computed AS (
  SELECT t.id,
    e.stream_id, e.status AS exam_status, e.year, e.term, e.show_answers,
    s.course_id, co.name AS course, s.level_id, lv.name AS level,
    q.question_count, q.total_points, q.total_minutes, q.weighted_p_value, q.question_ids, q.question_text,
    tg.tag_ids, tg.tags,
    sd.subdomain_ids, dm.domain_ids, dj.domains,
    ch.chapter_ids, me.methodology_ids, me.methodologies,
    ty.question_type_ids, ty.question_types,
    hl.highlights, hl.highlight_text,
    coalesce((
      SELECT bool_or(coalesce(sec.text, '') ~ '\S') FROM answer_sections sec
      WHERE sec.answer_id = ANY (ARRAY(SELECT a.id FROM answers a WHERE a.question_id = ANY (q.question_ids)))
    ), false) AS has_answer_text,
    t.name, t.introduction
  FROM topics t
  JOIN exams e ON e.id = t.exam_id
  JOIN streams s ON s.id = e.stream_id
  JOIN courses co ON co.id = s.course_id
  JOIN levels lv ON lv.id = s.level_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS question_count,
      coalesce(sum(points), 0)::int AS total_points,
      coalesce(sum(coalesce(time_in_minutes, 0)), 0)::int AS total_minutes,
      CASE WHEN sum(points) > 0 THEN round(sum(points * coalesce(proportion_value, 0))::numeric / sum(points))::int END AS weighted_p_value,
      coalesce(array_agg(id ORDER BY number, id), '{}') AS question_ids,
      coalesce(string_agg(coalesce(introduction, '') || ' ' || text, ' ' ORDER BY number, id), '') AS question_text
    FROM questions WHERE topic_id = t.id
  ) q
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(tag.id ORDER BY tag.id), '{}') AS tag_ids,
      coalesce(jsonb_agg(jsonb_build_object('id', tag.id, 'name', tag.name) ORDER BY tag.name, tag.id), '[]') AS tags
    FROM tags tag
    WHERE tag.id IN (SELECT qt.tag_id FROM question_tags qt WHERE qt.question_id = ANY (q.question_ids))
  ) tg
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(qd.domain_id ORDER BY qd.domain_id), '{}') AS subdomain_ids
    FROM (SELECT DISTINCT qd.domain_id FROM question_domains qd WHERE qd.question_id = ANY (q.question_ids)) qd
  ) sd
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(x.id ORDER BY x.id), '{}') AS domain_ids
    FROM (
      SELECT unnest(sd.subdomain_ids) AS id
      UNION SELECT d.parent_id FROM domains d WHERE d.id = ANY (sd.subdomain_ids) AND d.parent_id IS NOT NULL
    ) x
  ) dm
  CROSS JOIN LATERAL (
    SELECT coalesce(jsonb_agg(jsonb_build_object(
        'id', top.id, 'name', top.name,
        'children', (
          SELECT coalesce(jsonb_agg(jsonb_build_object('id', sub.id, 'name', sub.name) ORDER BY sub.position, sub.id), '[]')
          FROM domains sub WHERE sub.parent_id = top.id AND sub.id = ANY (sd.subdomain_ids)
        )
      ) ORDER BY top.position, top.id), '[]') AS domains
    FROM domains top WHERE top.id = ANY (dm.domain_ids) AND top.parent_id IS NULL
  ) dj
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(x.id ORDER BY x.id), '{}') AS chapter_ids
    FROM (
      SELECT qc.chapter_id AS id FROM question_chapters qc WHERE qc.question_id = ANY (q.question_ids)
      UNION
      SELECT c.parent_id FROM chapters c JOIN question_chapters qc ON qc.chapter_id = c.id
      WHERE qc.question_id = ANY (q.question_ids) AND c.parent_id IS NOT NULL
    ) x
  ) ch
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(m.id ORDER BY m.id), '{}') AS methodology_ids,
      coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name) ORDER BY m.name, m.id), '[]') AS methodologies
    FROM methodologies m WHERE m.id IN (SELECT c.methodology_id FROM chapters c WHERE c.id = ANY (ch.chapter_ids))
  ) me
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(qt.id ORDER BY qt.id), '{}') AS question_type_ids,
      coalesce(jsonb_agg(jsonb_build_object('id', qt.id, 'name', qt.name) ORDER BY qt.name, qt.id), '[]') AS question_types
    FROM question_types qt WHERE qt.id IN (SELECT qq.type_id FROM questions qq WHERE qq.topic_id = t.id)
  ) ty
  CROSS JOIN LATERAL (
    SELECT coalesce(jsonb_agg(jsonb_build_object('id', h.id, 'text', h.text) ORDER BY array_position(q.question_ids, h.question_id), h.position, h.id), '[]') AS highlights,
      coalesce(string_agg(h.text, ' ' ORDER BY array_position(q.question_ids, h.question_id), h.position, h.id), '') AS highlight_text
    FROM question_highlights h WHERE h.question_id = ANY (q.question_ids)
  ) hl
  WHERE t.id = ANY (ids)
), updated AS (
UPDATE topics t SET
  stream_id = c.stream_id,
  exam_status = c.exam_status,
  year = c.year,
  term = c.term,
  question_count = c.question_count,
  total_points = c.total_points,
  total_minutes = c.total_minutes,
  weighted_p_value = c.weighted_p_value,
  has_answers = c.show_answers AND c.has_answer_text,
  tag_ids = c.tag_ids,
  domain_ids = c.domain_ids,
  subdomain_ids = c.subdomain_ids,
  question_type_ids = c.question_type_ids,
  methodology_ids = c.methodology_ids,
  chapter_ids = c.chapter_ids,
  cache = jsonb_build_object(
    'examStatus', c.exam_status,
    'examAnswers', c.show_answers,
    'stream_id', c.stream_id,
    'course', c.course,
    'course_id', c.course_id,
    'level', c.level,
    'level_id', c.level_id,
    'year', c.year,
    'term', c.term,
    'totalPoints', c.total_points,
    'weightedProportionValue', c.weighted_p_value,
    'questionCount', c.question_count,
    'questionsId', to_jsonb(c.question_ids),
    'totalTimeInMinutes', c.total_minutes,
    'questionTypes', c.question_types,
    'tags', c.tags,
    'domains', c.domains,
    'methodologies', c.methodologies,
    'highlights', c.highlights
  )
FROM computed c
WHERE t.id = c.id
RETURNING t.id, t.stream_id, t.exam_status, t.name, c.highlight_text, c.introduction, c.question_text
)
INSERT INTO topic_search (topic_id, stream_id, exam_status, name, search_vector)
SELECT u.id, u.stream_id, u.exam_status, u.name,
  setweight(to_tsvector('dutch', topic_index_plain(u.name)), 'A') ||
  setweight(to_tsvector('dutch', topic_index_plain(u.highlight_text)), 'B') ||
  setweight(to_tsvector('dutch', topic_index_plain(u.introduction)), 'C') ||
  setweight(to_tsvector('dutch', topic_index_plain(u.question_text)), 'D')
FROM updated u
ON CONFLICT (topic_id) DO UPDATE SET
  stream_id = EXCLUDED.stream_id,
  exam_status = EXCLUDED.exam_status,
  name = EXCLUDED.name,
  search_vector = EXCLUDED.search_vector
$$;
