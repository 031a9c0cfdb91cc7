// The import aim of `npm run bench:admin` (issue 47, 'Aims'): importing 2,000 students from a CSV and from an Excel
// file (POST /api/licenses/{l}/import-leerlingen on the real server, multipart, as the web sends it) into a fresh
// licence each time, against a floor that writes the same rows — the group, the seats, their group links, one
// 'oefensets uitvoeren' privilege per seat and subject, and an audit entry per seat and privilege — with bare
// multi-row SQL in one transaction (each table one INSERT … SELECT FROM unnest, so the floor does not even send a
// statement per row). Aim: the import's median within 3× of the floor's, on PGlite and PostgreSQL. And memory: the
// server's peak resident memory over a preview of a 2,000-row file, and of the same 2,000 rows made ~8 MB by a long
// column the import does not use — the file is streamed, never held whole.
import ExcelJS from 'exceljs';
import { openDatabase, type Database, type DatabaseTarget } from '../../server/db/database.ts';
import { createIdCodec } from '../../server/app/ids.ts';
import type { BenchDatabase } from './database.ts';
import { signIn } from './session.ts';
import { median } from './stats.ts';
import { startRssSampler } from './memory.ts';
import type { Captured, Floor } from './adminReports.ts';

export interface ImportBenchOptions {
  bench: BenchDatabase;
  rounds: number;
  students: number;
  startServer(db: Database): Promise<{ url: string; close(): Promise<void> }>;
  createFloor(db: Database, target: DatabaseTarget): Floor;
  idSecret: string;
}

const ADMIN = { email: 'admin@vraagwerk.nl', password: 'vraagwerk-demo' };
const DAY = (text: string) => new Date(`${text}T00:00:00.000Z`);

function students(n: number, tag: string) {
  return Array.from({ length: n }, (_, i) => ({ first: i % 7 === 0 ? 'Zoë' : 'Bülent', prefix: i % 3 === 0 ? 'van der' : '', last: `Berg${i}`, email: `leerling${i}.${tag}@bench.test` }));
}

function csvOf(n: number, tag: string, padding = 0): Buffer {
  const pad = 'x'.repeat(padding);
  const lines = ['Voornaam;Tussenvoegsel;Achternaam;E-mail' + (padding ? ';Opmerking' : '')];
  for (const s of students(n, tag)) lines.push(`${s.first};${s.prefix};${s.last};${s.email}` + (padding ? `;${pad}` : ''));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function xlsxOf(n: number, tag: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Klas');
  sheet.addRow(['Voornaam', 'Tussenvoegsel', 'Achternaam', 'E-mail']);
  for (const s of students(n, tag)) sheet.addRow([s.first, s.prefix, s.last, s.email]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function importAims(o: ImportBenchOptions): Promise<void> {
  const db = await openDatabase(o.bench.target);
  const ids = createIdCodec(o.idSecret);
  const server = await o.startServer(db);
  const floor = o.createFloor(db, o.bench.target);
  const rss = await startRssSampler();
  try {
    const session = await signIn(server.url, ADMIN);
    const streams = (await db.prisma.stream.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 2 })).map((s) => s.id);
    const freshLicense = async () =>
      (await db.prisma.license.create({ data: { type: 'schoollicentie', description: 'Bench import', begin: DAY('2025-08-01'), end: DAY('2026-08-01') }, select: { id: true } })).id;
    let run = 0;
    const post = async (licenseId: number, file: Buffer | Blob, name: string, type: string, preview: boolean) => {
      const form = new FormData();
      form.append('preview', preview ? '1' : '0');
      for (const s of streams) form.append('streams', ids.encode(s));
      form.append('group', 'Havo 4 bench');
      form.append('file', file instanceof Blob ? file : new Blob([new Uint8Array(file)], { type }), name);
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/licenses/${ids.encode(licenseId)}/import-leerlingen`, {
        method: 'POST',
        headers: { ...session.headers, Accept: 'application/json' },
        body: form,
      });
      const body = (await response.json()) as { summary?: { seats_created: number }; counts?: { create: number } };
      const ms = performance.now() - t0;
      if (response.status !== 200) throw new Error(`Import answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return { ms, body };
    };

    const bare = async (n: number, tag: string) => {
      const licenseId = await freshLicense();
      const list = students(n, tag);
      const statements: Captured[] = [
        {
          text: `WITH g AS (INSERT INTO groups (license_id, name, is_active, created_at, updated_at) VALUES ($1, 'Havo 4 bench', true, now(), now()) RETURNING id),
            s AS (INSERT INTO seats (license_id, role, email, first_name, last_name, updated_at)
                  SELECT $1, 'leerling', e, f, l, now() FROM unnest($2::text[], $3::text[], $4::text[]) AS u(e, f, l) RETURNING id, email, first_name, last_name),
            sg AS (INSERT INTO seat_groups (seat_id, group_id, updated_at) SELECT s.id, g.id, now() FROM s, g),
            p AS (INSERT INTO privileges (seat_id, action, object_type, object_id, begin, "end", updated_at)
                  SELECT s.id, 'oefensets uitvoeren', 'stream', st, DATE '2025-08-01', DATE '2026-08-01', now() FROM s, unnest($5::int[]) AS st RETURNING id, seat_id, object_id)
            INSERT INTO audit_entries (user_id, auditable_type, auditable_id, event, new_values, updated_at)
              SELECT NULL::int, 'seat', s.id, 'created', jsonb_build_object('licenseId', $1::int, 'email', s.email, 'firstName', s.first_name, 'lastName', s.last_name), now() FROM s
              UNION ALL
              SELECT NULL::int, 'privilege', p.id, 'created', jsonb_build_object('seatId', p.seat_id, 'objectId', p.object_id), now() FROM p`,
          values: [licenseId, list.map((s) => s.email), list.map((s) => s.first), list.map((s) => [s.prefix, s.last].filter(Boolean).join(' ')), streams],
        },
      ];
      const t0 = performance.now();
      await floor.transaction(statements);
      return performance.now() - t0;
    };

    const csv = () => csvOf(o.students, `c${++run}`);
    const xlsx = () => xlsxOf(o.students, `x${++run}`);
    // Warm up once each (first-use costs: parsers, prepared statements).
    await post(await freshLicense(), csv(), 'klas.csv', 'text/csv', false);
    await post(await freshLicense(), await xlsx(), 'klas.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false);
    await bare(o.students, `b${++run}`);

    const times: Record<'csv' | 'xlsx' | 'floor', number[]> = { csv: [], xlsx: [], floor: [] };
    for (let r = 1; r <= o.rounds; r++) {
      const c = await post(await freshLicense(), csv(), 'klas.csv', 'text/csv', false);
      const x = await post(await freshLicense(), await xlsx(), 'klas.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false);
      const f = await bare(o.students, `b${++run}`);
      if (c.body.summary?.seats_created !== o.students || x.body.summary?.seats_created !== o.students)
        throw new Error(`An import did not make ${o.students} seats: ${JSON.stringify([c.body.summary, x.body.summary])}`);
      console.log(`  round ${r}: CSV ${c.ms.toFixed(0)} ms, Excel ${x.ms.toFixed(0)} ms, floor ${f.toFixed(0)} ms`);
      times.csv.push(c.ms);
      times.xlsx.push(x.ms);
      times.floor.push(f);
    }
    const floorMs = median(times.floor);
    for (const kind of ['csv', 'xlsx'] as const) {
      const m = median(times[kind]);
      console.log(
        `Import of ${o.students} students from ${kind === 'csv' ? 'CSV' : 'Excel'} (median of ${o.rounds}): ${m.toFixed(0)} ms against ${floorMs.toFixed(0)} ms bare: ${(m / floorMs).toFixed(2)}× — aim at most 3×: ${m <= 3 * floorMs ? 'met' : 'NOT met'}`,
      );
    }

    // Memory: the same rows, plain and made ~2, ~4 and ~8 MB by a column the import ignores (previews: nothing written).
    // The client's copy of the file (a Blob) is made before the stretch begins, so what grows is the upload's chunks
    // and the server's work; the aim is a peak that does not grow with the file.
    const licenseId = await freshLicense();
    const peaks: string[] = [];
    for (const mb of [0, 2, 4, 8]) {
      const bytes = csvOf(o.students, `m${mb}`, mb ? Math.floor((mb * 1024 * 1024) / o.students) : 0);
      const blob = new Blob([new Uint8Array(bytes)], { type: 'text/csv' });
      global.gc?.();
      const base = rss.begin();
      await post(licenseId, blob, 'klas.csv', 'text/csv', true);
      const { peak } = rss.end();
      peaks.push(`${(bytes.length / 1024 / 1024).toFixed(1)} MB file: peak +${((peak - base) / 1024 / 1024).toFixed(0)} MB`);
    }
    console.log(`Memory over a preview of ${o.students} rows (server and the upload's client in one process, the file's copy made before): ${peaks.join('; ')}`);
  } finally {
    await rss.close();
    await floor.close();
    await server.close();
    await db.close();
  }
}
