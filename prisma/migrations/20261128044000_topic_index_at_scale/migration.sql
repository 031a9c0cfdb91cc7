-- The topic index (20261125104636_topic_search_index) at the scale of a real question bank: a bulk write's commit
-- no longer slows down as the bank grows.
--
-- 1. topic_index_refresh finds a topic's tags, domains, chapters, highlights and answer sections through the ids of
--    its questions (= ANY (q.question_ids): an index scan on each link table, whatever the statistics say), not by
--    joining questions on topic_id. Without fresh statistics (after a bulk load, before ANALYZE) the planner hashed
--    every link table whole for every topic: 200 new topics among 3,000 took 3.4-5.1 s instead of 0.1 s, and the
--    time grew with the bank. Whether a topic has answer text is an aggregate, not an EXISTS, for the same reason:
--    an EXISTS made the planner scan answer_sections hoping for an early match. The results are the same.
--
-- 2. topic_index_flush runs once per transaction, not once per queued row. It is a deferred constraint trigger, and
--    those are row triggers: every row queued in a transaction fires it at the end. The first firing takes the whole
--    queue and rebuilds its topics; until now every later firing still ran a DELETE over the queue, which by then
--    holds only the dead rows of this transaction. A bulk write (an import, the scale generator: about 44 queued rows
--    a topic) queues thousands of rows, so its commit did thousands of scans of thousands of dead rows (8,800 rows:
--    0.76 s instead of 0.01 s).
--
--    Now a firing remembers, in a transaction-local setting, the last queued row it took; a later firing for a row up
--    to that one returns at once. Rows queued after a flush in the same transaction (after SET CONSTRAINTS ...
--    IMMEDIATE) have higher ids and are flushed as before; a rolled-back savepoint rolls back the setting with the
--    rows.

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
)
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
  ),
  search_vector =
    setweight(to_tsvector('dutch', topic_index_plain(c.name)), 'A') ||
    setweight(to_tsvector('dutch', topic_index_plain(c.highlight_text)), 'B') ||
    setweight(to_tsvector('dutch', topic_index_plain(c.introduction)), 'C') ||
    setweight(to_tsvector('dutch', topic_index_plain(c.question_text)), 'D')
FROM computed c
WHERE t.id = c.id
$$;

CREATE OR REPLACE FUNCTION topic_index_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  queued int[];
  last_taken bigint;
BEGIN
  IF NEW.id <= coalesce(nullif(current_setting('vraagwerk.topic_index_taken', true), '')::bigint, 0) THEN
    RETURN NULL;
  END IF;
  WITH done AS (DELETE FROM topic_index_queue RETURNING id, topic_id)
  SELECT array_agg(DISTINCT topic_id), max(id) INTO queued, last_taken FROM done;
  IF queued IS NOT NULL THEN
    PERFORM set_config('vraagwerk.topic_index_taken', last_taken::text, true);
    PERFORM topic_index_refresh(queued);
  END IF;
  RETURN NULL;
END
$$;
