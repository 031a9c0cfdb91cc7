// A year of generated activity over the generated bank (prisma/seed/scale.ts), for the reports' aims of
// `npm run bench:admin -- --reports-only` (issue 46). Bare multi-row SQL from generate_series, one transaction,
// the same text on PGlite and PostgreSQL; deterministic (hashes of the row numbers, no random()), so two runs hold the
// same rows. Everything it makes is marked: e-mail addresses @bench.vraagwerk.test, set keys 'bench-…', origin 'bench'.
//
// Volumes at scale 1 (a year of a mid-sized product; --activity-scale multiplies the people and the sets):
//   250 teachers and 1,200 students (users); 150 schools, each a student licence of 60 student seats (9,000 seats, 8
//   taken per school: the 1,200 students), each seat a privilege on a generated stream;
//   4,000 sets (collections) made by the teachers over the year — 60 % online, 30 % PDF, 10 % Word — of 10 questions
//   each (40,000 collection_questions), with the activity 'Opgavenset samengesteld (…)' per set;
//   each online set opened by 5 to 25 anonymous devices (15 on average: 36,000 collection_devices), each device working
//   2 of the set's questions: 'Opgave', 'Begin met nakijken', and per step (2 per generated question) a tip (40 %),
//   the model answer (30 %) and its Ja/Nee mark (Ja as likely as the question's P-waarde, +15 with a tip);
//   the students' self-marking: 40 scores each (48,000 scores, their steps' marks as the app stores them), with a tip
//   (40 %) and the model answer (30 %) logged under their account;
//   sign-ins ('Login'): 60 per teacher and 30 per student (51,000);
//   1,000 registrations.
// About 525,000 activity_logs rows in all (526,009 with the demo's, generated in 63 s on PostgreSQL). The moments are spread over the 365 days before now.
import type { PrismaClient } from '../../server/db/generated/client.ts';
import { GENERATED_EXAM_NOTES } from './database.ts';

export interface ActivityVolumes {
  teachers: number;
  students: number;
  schools: number;
  seatsPerSchool: number;
  sets: number;
  questionsPerSet: number;
  scoresPerStudent: number;
  registrations: number;
}

export function activityVolumes(scale: number): ActivityVolumes {
  const n = (x: number) => Math.max(1, Math.round(x * scale));
  return { teachers: n(250), students: n(1200), schools: n(150), seatsPerSchool: 60, sets: n(4000), questionsPerSet: 10, scoresPerStudent: 40, registrations: n(1000) };
}

export interface GeneratedActivity {
  volumes: ActivityVolumes;
  counts: Record<string, number>;
  seconds: number;
}

/** A deterministic fraction in [0, 1) of a row's numbers: reproducible, spread enough for volumes and moments. */
const H = (expr: string, salt: number) => `(((hashtext((${expr})::text || ':${salt}')::bigint % 10000) + 10000) % 10000 / 10000.0)`;
/** A moment in the year before now, from a fraction. */
const YEAR_AGO = (fraction: string) => `(now() - make_interval(secs => (1 - ${fraction}) * 365 * 86400))`;

export async function generateActivity(prisma: PrismaClient, scale = 1): Promise<GeneratedActivity> {
  const v = activityVolumes(scale);
  const started = Date.now();
  await prisma.$transaction(
    async (tx) => {
      const run = (sql: string) => tx.$executeRawUnsafe(sql);
      // The generated questions, numbered per stream, with their steps (the first strategy's sections).
      await run(`CREATE TEMP TABLE bench_q ON COMMIT DROP AS
        SELECT q.id, q.topic_id, e.stream_id, coalesce(q.proportion_value, 50) AS p,
          (row_number() OVER (PARTITION BY e.stream_id ORDER BY q.id) - 1)::int AS rn,
          (SELECT array_agg(sec.id ORDER BY sec.position) FROM answer_sections sec WHERE sec.answer_id = (SELECT min(a.id) FROM answers a WHERE a.question_id = q.id)) AS steps
        FROM questions q JOIN topics t ON t.id = q.topic_id JOIN exams e ON e.id = t.exam_id
        WHERE e.notes = '${GENERATED_EXAM_NOTES.replace(/'/g, "''")}'`);
      await run(`CREATE INDEX ON bench_q (stream_id, rn)`);
      await run(`CREATE TEMP TABLE bench_s ON COMMIT DROP AS
        SELECT stream_id, (row_number() OVER (ORDER BY stream_id) - 1)::int AS k, count(*)::int AS n FROM bench_q GROUP BY stream_id`);
      const [counted] = await tx.$queryRawUnsafe<{ streams: number }[]>(`SELECT count(*)::int AS streams FROM bench_s`);
      const streams = counted?.streams ?? 0;
      if (!streams) throw new Error('No generated questions: run the scale generator first.');

      // People.
      await run(`INSERT INTO users (email, first_name, last_name, role, created_at, updated_at)
        SELECT 'bench-docent-' || g || '@bench.vraagwerk.test', 'Docent', 'Meting ' || g, 'docent', now() - interval '2 years', now() FROM generate_series(1, ${v.teachers}) g`);
      await run(`INSERT INTO users (email, first_name, last_name, role, created_at, updated_at)
        SELECT 'bench-leerling-' || g || '@bench.vraagwerk.test', 'Leerling', 'Meting ' || g, 'leerling', now() - interval '2 years', now() FROM generate_series(1, ${v.students}) g`);
      await run(`CREATE TEMP TABLE bench_u ON COMMIT DROP AS
        SELECT id, role::text AS role, (row_number() OVER (PARTITION BY role ORDER BY id) - 1)::int AS k FROM users WHERE email LIKE '%@bench.vraagwerk.test'`);
      await run(`CREATE INDEX ON bench_u (role, k)`);

      // Schools: a student licence each, its seats (the first 8 taken by students), a privilege per seat on a stream.
      await run(`INSERT INTO licenses (type, description, begin, "end", brin_id, slug, created_at, updated_at)
        SELECT 'leerlinglicentie', 'Meting', (now() - interval '1 year')::date, (now() + interval '1 year')::date, 'B' || lpad(g::text, 3, '0') || 'M', 'bench-school-' || g, now() - interval '1 year', now()
        FROM generate_series(1, ${v.schools}) g`);
      await run(`INSERT INTO seats (license_id, role, user_id, created_at, updated_at)
        SELECT li.id, 'leerling', u.id, now() - interval '1 year', now()
        FROM licenses li CROSS JOIN generate_series(0, ${v.seatsPerSchool - 1}) s
        LEFT JOIN bench_u u ON u.role = 'leerling' AND s < 8 AND u.k = (substring(li.slug FROM 14)::int - 1) * 8 + s
        WHERE li.slug LIKE 'bench-school-%'`);
      await run(`INSERT INTO privileges (seat_id, action, object_type, object_id, begin, "end", created_at, updated_at)
        SELECT se.id, 'oefensets uitvoeren', 'stream', bs.stream_id, li.begin, li."end", now(), now()
        FROM seats se JOIN licenses li ON li.id = se.license_id AND li.slug LIKE 'bench-school-%'
        JOIN bench_s bs ON bs.k = li.id % ${streams}`);

      // Sets over the year, 60 % online, 30 % PDF, 10 % Word; each 10 consecutive generated questions of its stream.
      await run(`INSERT INTO collections (key, owner_id, stream_id, name, download_type, topic_order, fingerprint, created_at, updated_at)
        SELECT 'bench-' || g, u.id, bs.stream_id, 'Meting set ' || g,
          (CASE WHEN g % 10 < 6 THEN 'digital' WHEN g % 10 < 9 THEN 'pdf' ELSE 'word' END)::"DownloadType",
          '{}', md5('bench-' || g), ${YEAR_AGO(H('g', 1))}, now()
        FROM generate_series(1, ${v.sets}) g
        JOIN bench_u u ON u.role = 'docent' AND u.k = g % ${v.teachers}
        JOIN bench_s bs ON bs.k = g % ${streams}`);
      await run(`CREATE TEMP TABLE bench_c ON COMMIT DROP AS
        SELECT c.id, c.owner_id, c.stream_id, c.created_at, c.download_type::text AS kind, (${H('c.id', 2)} * bs.n)::int AS start, bs.n,
          CASE WHEN c.download_type = 'digital' THEN 5 + c.id % 21 ELSE 0 END AS devices
        FROM collections c JOIN bench_s bs ON bs.stream_id = c.stream_id WHERE c.key LIKE 'bench-%'`);
      await run(`INSERT INTO collection_questions (collection_id, question_id, position, created_at, updated_at)
        SELECT c.id, q.id, g.pos, c.created_at, c.created_at
        FROM bench_c c CROSS JOIN generate_series(0, ${v.questionsPerSet - 1}) AS g(pos)
        JOIN bench_q q ON q.stream_id = c.stream_id AND q.rn = (c.start + g.pos) % c.n`);
      await run(`INSERT INTO activity_logs (origin, device_key, session_key, activity, collection_id, user_id, created_at, updated_at)
        SELECT 'bench', 'bench-docent-' || c.owner_id, 'bench-made-' || c.id,
          CASE c.kind WHEN 'digital' THEN 'Opgavenset samengesteld (online)' WHEN 'pdf' THEN 'Opgavenset samengesteld (PDF)' ELSE 'Opgavenset samengesteld (docx)' END,
          c.id, c.owner_id, c.created_at, c.created_at
        FROM bench_c c`);

      // Devices on the online sets, each working 2 of its questions over the weeks after the set was made.
      await run(`CREATE TEMP TABLE bench_d ON COMMIT DROP AS
        SELECT c.id AS collection_id, c.stream_id, c.start, c.n, d,
          'bench-device-' || c.id || '-' || d AS device_key,
          least(now() - interval '1 minute', c.created_at + make_interval(secs => ${H("c.id || '-' || d", 3)} * 21 * 86400)) AS at
        FROM bench_c c CROSS JOIN generate_series(1, c.devices) d`);
      await run(`INSERT INTO collection_devices (collection_id, device_key, address, created_at) SELECT collection_id, device_key, 'bench', at FROM bench_d`);
      await run(`UPDATE collections c SET device_count = x.n FROM (SELECT collection_id, count(*)::int AS n FROM bench_d GROUP BY collection_id) x WHERE x.collection_id = c.id`);
      // One row per device, question and step, with what happened there.
      await run(`CREATE TEMP TABLE bench_w ON COMMIT DROP AS
        SELECT d.collection_id, d.device_key, 'bench-session-' || d.collection_id || '-' || d.d || '-' || w AS session_key,
          q.id AS question_id, q.topic_id, q.p, step, sec AS section_id,
          d.at + make_interval(mins => (w * 40 + step * 3)::int) AS at,
          ${H("d.device_key || '-' || q.id || '-' || step", 4)} < 0.4 AS tip,
          ${H("d.device_key || '-' || q.id || '-' || step", 5)} < 0.3 AS shown,
          ${H("d.device_key || '-' || q.id || '-' || step", 6)} * 100
            < q.p + CASE WHEN ${H("d.device_key || '-' || q.id || '-' || step", 4)} < 0.4 THEN 15 ELSE 0 END AS yes
        FROM bench_d d CROSS JOIN generate_series(0, 1) w
        JOIN bench_q q ON q.stream_id = d.stream_id AND q.rn = (d.start + (d.d + w * 3) % ${v.questionsPerSet}) % d.n
        CROSS JOIN LATERAL unnest(q.steps) WITH ORDINALITY AS s(sec, step)`);
      await run(`INSERT INTO activity_logs (origin, device_key, session_key, activity, collection_id, topic_id, question_id, section_id, created_at, updated_at)
        SELECT 'bench', w.device_key, w.session_key, e.activity, w.collection_id, w.topic_id, w.question_id, e.section_id, w.at + e.after, w.at + e.after
        FROM bench_w w CROSS JOIN LATERAL (VALUES
          ('Opgave', NULL::int, interval '0 s', w.step = 1),
          ('Begin met nakijken', NULL, interval '30 s', w.step = 1),
          ('Ontvang een tip', w.section_id, interval '60 s', w.tip),
          ('Kijk antwoord na', w.section_id, interval '90 s', w.shown),
          (CASE WHEN w.yes THEN 'Heb je dit tussenantwoord goed: Ja' ELSE 'Heb je dit tussenantwoord goed: Nee' END, w.section_id, interval '120 s', true)
        ) AS e(activity, section_id, after, happened)
        WHERE e.happened`);

      // The students' self-marking: 40 scores each over the year, on questions of their licence's stream.
      await run(`CREATE TEMP TABLE bench_sc ON COMMIT DROP AS
        SELECT u.id AS user_id, q.id AS question_id, q.stream_id, q.steps, q.p, i,
          ${YEAR_AGO(H("u.id || '-' || i", 7))} AS at,
          ${H("u.id || '-' || i", 8)} < 0.4 AS tip, ${H("u.id || '-' || i", 9)} < 0.3 AS shown
        FROM bench_u u CROSS JOIN generate_series(0, ${v.scoresPerStudent - 1}) i
        JOIN bench_s bs ON bs.k = u.k % ${streams}
        JOIN bench_q q ON q.stream_id = bs.stream_id AND q.rn = (${H("u.id || '-' || i", 10)} * bs.n)::int
        WHERE u.role = 'leerling'`);
      await run(`CREATE INDEX ON bench_sc (user_id, question_id)`);
      await run(`INSERT INTO scores (user_id, question_id, stream_id, client_updated_at, total_points, scored_points, has_completed_score_flow, sections, is_newest, created_at, updated_at)
        SELECT sc.user_id, sc.question_id, sc.stream_id, to_char(sc.at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '-' || sc.i, m.total, m.scored, true, m.sections,
          NOT EXISTS (SELECT 1 FROM bench_sc later WHERE later.user_id = sc.user_id AND later.question_id = sc.question_id AND (later.at, later.i) > (sc.at, sc.i)),
          sc.at, sc.at
        FROM bench_sc sc CROSS JOIN LATERAL (
          SELECT coalesce(sum(sec.points), 0)::int AS total,
            coalesce(sum(sec.points) FILTER (WHERE ${H("sc.user_id || '-' || sc.i || '-' || sec.id", 11)} * 100 < sc.p + CASE WHEN sc.tip THEN 15 ELSE 0 END), 0)::int AS scored,
            coalesce(jsonb_agg(jsonb_build_object('id', sec.id, 'text', coalesce(sec.text, ''), 'points', sec.points,
              'isCorrect', ${H("sc.user_id || '-' || sc.i || '-' || sec.id", 11)} * 100 < sc.p + CASE WHEN sc.tip THEN 15 ELSE 0 END,
              'shownElaboration', sc.shown, 'isCompleted', true) ORDER BY sec.position), '[]') AS sections
          FROM answer_sections sec WHERE sec.id = ANY (sc.steps)
        ) m`);
      await run(`INSERT INTO activity_logs (origin, device_key, session_key, activity, topic_id, question_id, section_id, user_id, created_at, updated_at)
        SELECT 'bench', 'bench-student-' || sc.user_id, 'bench-practice-' || sc.user_id || '-' || sc.i, e.activity, q.topic_id, sc.question_id, sc.steps[1], sc.user_id, sc.at + e.after, sc.at + e.after
        FROM bench_sc sc JOIN bench_q q ON q.id = sc.question_id CROSS JOIN LATERAL (VALUES
          ('Begin met nakijken', interval '0 s', true), ('Ontvang een tip', interval '20 s', sc.tip), ('Kijk antwoord na', interval '40 s', sc.shown)
        ) AS e(activity, after, happened)
        WHERE e.happened`);

      // Sign-ins: 60 a year per teacher, 30 per student.
      await run(`INSERT INTO activity_logs (origin, device_key, session_key, activity, user_id, created_at, updated_at)
        SELECT 'bench', 'bench-login-' || u.id, 'bench-login-' || u.id || '-' || i, 'Login', u.id, ${YEAR_AGO(H("u.id || '-' || i", 12))}, now()
        FROM bench_u u CROSS JOIN generate_series(1, CASE WHEN u.role = 'docent' THEN 60 ELSE 30 END) i`);

      // Registrations over the year.
      await run(`INSERT INTO registrations (first_name, last_name, email, license_slug, activation_code, created_at, updated_at)
        SELECT 'Nieuw', 'Meting ' || g, 'bench-registratie-' || g || '@bench.vraagwerk.test', 'proeflicentie-natuurkunde-havo', 'bench-' || md5('registratie' || g), ${YEAR_AGO(H('g', 13))}, now()
        FROM generate_series(1, ${v.registrations}) g`);
    },
    { timeout: 60 * 60 * 1000, maxWait: 60 * 1000 },
  );
  const counts: Record<string, number> = {};
  for (const table of ['users', 'seats', 'collections', 'collection_questions', 'collection_devices', 'activity_logs', 'scores', 'registrations']) {
    const [row] = await prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = row!.n;
  }
  return { volumes: v, counts, seconds: (Date.now() - started) / 1000 };
}
