-- AlterTable
ALTER TABLE "topics" ADD COLUMN     "search_vector" tsvector;

-- CreateTable
CREATE TABLE "topic_index_queue" (
    "id" BIGSERIAL NOT NULL,
    "topic_id" INTEGER NOT NULL,

    CONSTRAINT "topic_index_queue_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "topics_search_vector_idx" ON "topics" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "topics_stream_popularity" ON "topics"("stream_id", "popularity" DESC, "name", "id");

-- ───────────────────────── the topic search index, kept current by the database ─────────────────────────
-- Every change to content that a topic's index depends on (the topic, its exam, questions, highlights, keywords,
-- domains, chapters, types, answers, and the names of those) queues the topic in topic_index_queue through a trigger;
-- a deferred trigger rebuilds the queued topics once, at the end of the same transaction, and empties the queue. So
-- the index is right after every commit, whatever wrote the content (back-office, import, seed, plain SQL).

-- Text for full-text search: formulas ($$…$$) left out, images by their alt text, bold and table markup dropped.
CREATE FUNCTION topic_index_plain(txt text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
           regexp_replace(
             regexp_replace(coalesce(txt, ''), '\$\$.*?\$\$', ' ', 'g'),
             '!\[([^\]]*)\]\([^)]*\)', '\1', 'g'),
           '\*\*|\|', ' ', 'g')
$$;

-- Rebuilds the search columns and the display cache (document 4 §5) of the given topics.
CREATE FUNCTION topic_index_refresh(ids int[]) RETURNS void LANGUAGE sql AS $$
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
    EXISTS (
      SELECT 1 FROM answer_sections sec
      JOIN answers a ON a.id = sec.answer_id
      JOIN questions qq ON qq.id = a.question_id
      WHERE qq.topic_id = t.id AND coalesce(sec.text, '') ~ '\S'
    ) AS has_answer_text,
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
    WHERE tag.id IN (SELECT qt.tag_id FROM question_tags qt JOIN questions qq ON qq.id = qt.question_id WHERE qq.topic_id = t.id)
  ) tg
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(qd.domain_id ORDER BY qd.domain_id), '{}') AS subdomain_ids
    FROM (SELECT DISTINCT qd.domain_id FROM question_domains qd JOIN questions qq ON qq.id = qd.question_id WHERE qq.topic_id = t.id) qd
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
      SELECT qc.chapter_id AS id FROM question_chapters qc JOIN questions qq ON qq.id = qc.question_id WHERE qq.topic_id = t.id
      UNION
      SELECT c.parent_id FROM chapters c JOIN question_chapters qc ON qc.chapter_id = c.id JOIN questions qq ON qq.id = qc.question_id
      WHERE qq.topic_id = t.id AND c.parent_id IS NOT NULL
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
    SELECT coalesce(jsonb_agg(jsonb_build_object('id', h.id, 'text', h.text) ORDER BY qq.number, h.position, h.id), '[]') AS highlights,
      coalesce(string_agg(h.text, ' ' ORDER BY qq.number, h.position, h.id), '') AS highlight_text
    FROM question_highlights h JOIN questions qq ON qq.id = h.question_id WHERE qq.topic_id = t.id
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

-- At the end of a transaction: rebuild every queued topic once and empty the queue. Each transaction sees and deletes
-- only its own queued rows (the queue is empty between transactions), so concurrent writers never wait on each other.
CREATE FUNCTION topic_index_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  queued int[];
BEGIN
  WITH done AS (DELETE FROM topic_index_queue RETURNING topic_id)
  SELECT array_agg(DISTINCT topic_id) INTO queued FROM done;
  IF queued IS NOT NULL THEN
    PERFORM topic_index_refresh(queued);
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER topic_index_flush AFTER INSERT ON topic_index_queue
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION topic_index_flush();

-- Statement triggers on tables written in bulk: TG_ARGV[0] selects the affected topic ids from the statement's rows
-- (%s is the transition table: new_rows or old_rows).
CREATE FUNCTION topic_index_mark_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('INSERT INTO topic_index_queue (topic_id) SELECT DISTINCT topic_id FROM (%s) marked WHERE topic_id IS NOT NULL', format(TG_ARGV[0], 'new_rows'));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('INSERT INTO topic_index_queue (topic_id) SELECT DISTINCT topic_id FROM (%s) marked WHERE topic_id IS NOT NULL', format(TG_ARGV[0], 'old_rows'));
  END IF;
  RETURN NULL;
END
$$;

-- Row triggers on rarely changed rows (an exam's status, a keyword's name …): TG_ARGV[0] selects the affected topic
-- ids for the changed row's id ($1).
CREATE FUNCTION topic_index_mark_related() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO topic_index_queue (topic_id) SELECT DISTINCT topic_id FROM (%s) marked WHERE topic_id IS NOT NULL', TG_ARGV[0]) USING NEW.id;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  source record;
BEGIN
  FOR source IN SELECT * FROM (VALUES
    ('questions', 'SELECT topic_id FROM %s'),
    ('question_highlights', 'SELECT q.topic_id FROM %s r JOIN questions q ON q.id = r.question_id'),
    ('question_tags', 'SELECT q.topic_id FROM %s r JOIN questions q ON q.id = r.question_id'),
    ('question_domains', 'SELECT q.topic_id FROM %s r JOIN questions q ON q.id = r.question_id'),
    ('question_chapters', 'SELECT q.topic_id FROM %s r JOIN questions q ON q.id = r.question_id'),
    ('answers', 'SELECT q.topic_id FROM %s r JOIN questions q ON q.id = r.question_id'),
    ('answer_sections', 'SELECT q.topic_id FROM %s r JOIN answers a ON a.id = r.answer_id JOIN questions q ON q.id = a.question_id')
  ) AS s(tbl, selector) LOOP
    EXECUTE format('CREATE TRIGGER topic_index_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION topic_index_mark_rows(%L)', source.tbl, source.selector);
    EXECUTE format('CREATE TRIGGER topic_index_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION topic_index_mark_rows(%L)', source.tbl, source.selector);
    EXECUTE format('CREATE TRIGGER topic_index_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION topic_index_mark_rows(%L)', source.tbl, source.selector);
  END LOOP;

  FOR source IN SELECT * FROM (VALUES
    ('topics', 'name, introduction, exam_id', 'SELECT $1 AS topic_id'),
    ('exams', 'stream_id, year, term, status, show_answers', 'SELECT id AS topic_id FROM topics WHERE exam_id = $1'),
    ('tags', 'name', 'SELECT q.topic_id FROM question_tags qt JOIN questions q ON q.id = qt.question_id WHERE qt.tag_id = $1'),
    ('domains', 'name, parent_id, position', 'SELECT q.topic_id FROM question_domains qd JOIN domains d ON d.id = qd.domain_id JOIN questions q ON q.id = qd.question_id WHERE d.id = $1 OR d.parent_id = $1'),
    ('chapters', 'parent_id, methodology_id', 'SELECT q.topic_id FROM question_chapters qc JOIN chapters c ON c.id = qc.chapter_id JOIN questions q ON q.id = qc.question_id WHERE c.id = $1 OR c.parent_id = $1'),
    ('methodologies', 'name', 'SELECT q.topic_id FROM question_chapters qc JOIN chapters c ON c.id = qc.chapter_id JOIN questions q ON q.id = qc.question_id WHERE c.methodology_id = $1'),
    ('question_types', 'name', 'SELECT topic_id FROM questions WHERE type_id = $1'),
    ('courses', 'name', 'SELECT t.id AS topic_id FROM topics t JOIN exams e ON e.id = t.exam_id JOIN streams s ON s.id = e.stream_id WHERE s.course_id = $1'),
    ('levels', 'name', 'SELECT t.id AS topic_id FROM topics t JOIN exams e ON e.id = t.exam_id JOIN streams s ON s.id = e.stream_id WHERE s.level_id = $1')
  ) AS s(tbl, cols, selector) LOOP
    EXECUTE format('CREATE TRIGGER topic_index_update AFTER UPDATE OF %s ON %I FOR EACH ROW EXECUTE FUNCTION topic_index_mark_related(%L)', source.cols, source.tbl, source.selector);
  END LOOP;
END
$$;

-- A new topic is indexed even before it has questions.
CREATE TRIGGER topic_index_insert AFTER INSERT ON topics REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION topic_index_mark_rows('SELECT id AS topic_id FROM %s');

-- Topics that existed before this migration.
SELECT topic_index_refresh(coalesce((SELECT array_agg(id) FROM topics), '{}'));
