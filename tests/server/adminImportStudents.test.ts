// Importing students from a file (issue 47, document 3 §5 'Import students'): POST /api/licenses/{l}/import-leerlingen
// with a real multipart form. Good files — CSV with ';' ',' and Tab, an Excel workbook made here with exceljs, a UTF-8
// byte-order mark, 'van der' prefixes and 'Zoë', 'Bülent' — and bad ones — no first-name column, bad e-mail addresses,
// a duplicate address, more than 10 MB, a binary file named .csv, an unknown type, a '=HYPERLINK(...)' cell kept as
// text and exported with an apostrophe. A preview writes nothing; an import writes only good rows, in one transaction,
// audited; the same file twice makes nothing the second time. Who may: an admin, the licence's manager for their own
// licence; a teacher without the right, a student, an author and a visitor nothing.
import ExcelJS from 'exceljs';
import { createIdCodec } from '../../server/app/ids.ts';
import { reportCsv, reportXlsx } from '../../server/domain/admin/reports/files.ts';
import { createLicense, createSeat, createUser, signedInClient, streamIdOf } from '../setup/factories.ts';
import { startTestServer, type TestServer } from '../setup/server.ts';
import { startSmtp, type TestSmtp } from '../setup/smtp.ts';
import { TEST_NOW } from '../setup/env.ts';
import type { HttpClient } from '../setup/client.ts';

let smtp: TestSmtp;
let server: TestServer;
const db = () => server.db.prisma;
const ids = () => createIdCodec(server.config.idSecret);
const D = (text: string) => new Date(`${text}T00:00:00.000Z`);

let physics: number;
let chemistry: number;
let admin: HttpClient;
let manager: HttpClient;
let otherManager: HttpClient;
let colleague: HttpClient;
let student: HttpClient;
let author: HttpClient;
let anonymous: HttpClient;
let schoolId: number;
let otherId: number;
let noTeacherId: number;

async function licenseWithManager(name: string, withTeacher = true) {
  const license = await createLicense(db(), { description: name, begin: D('2025-08-01'), end: D('2026-08-01') });
  if (!withTeacher) return { license, manager: null };
  const user = await createUser(db(), { role: 'docent', firstName: 'Marieke', lastName: name });
  await createSeat(db(), {
    licenseId: license.id,
    userId: user.id,
    privileges: [{ action: 'licentie beheren', objectType: 'license', objectId: license.id, begin: D('2025-08-01'), end: D('2026-08-01') }],
  });
  return { license, manager: user };
}

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, LOG_LEVEL: 'error' }, { clock: () => new Date(TEST_NOW.getTime()) });
  physics = await streamIdOf(db(), 'natuurkunde-havo');
  chemistry = await streamIdOf(db(), 'scheikunde-havo');
  const school = await licenseWithManager('Importcollege');
  const other = await licenseWithManager('Andere school');
  const bare = await licenseWithManager('Zonder docent', false);
  schoolId = school.license.id;
  otherId = other.license.id;
  noTeacherId = bare.license.id;
  const colleagueUser = await createUser(db(), { role: 'docent', firstName: 'Collega' });
  await createSeat(db(), { licenseId: schoolId, userId: colleagueUser.id, privileges: [{ action: 'opgavensets samenstellen', objectId: physics }] });
  [admin, manager, otherManager, colleague, student, author] = await Promise.all([
    signedInClient(server, 'admin@vraagwerk.nl'),
    signedInClient(server, school.manager!.email),
    signedInClient(server, other.manager!.email),
    signedInClient(server, colleagueUser.email),
    signedInClient(server, 'leerling@vraagwerk.nl'),
    signedInClient(server, 'auteur@vraagwerk.nl'),
  ]);
  anonymous = server.client();
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

type Row = { line: number; first_name: string | null; last_name: string | null; email: string | null; action: string; errors: string[] };
type Answer = {
  status: string;
  message?: string;
  file_type: string;
  warning: string | null;
  headers: string[];
  columns: Record<string, number | null>;
  rows: Row[];
  counts: { create: number; exists: number; invalid: number };
  summary?: { seats_created: number; invitations_sent: number; rows_skipped: number };
  errors?: Record<string, string[]>;
};

interface Upload {
  bytes: Buffer | string;
  filename?: string;
  type?: string;
}

async function post(client: HttpClient, licenseId: number, upload: Upload | null, fields: Record<string, string | string[]> = {}) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.csrf();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  if (upload) {
    const bytes = typeof upload.bytes === 'string' ? Buffer.from(upload.bytes, 'utf8') : upload.bytes;
    form.append('file', new Blob([new Uint8Array(bytes)], { type: upload.type ?? 'text/csv' }), upload.filename ?? 'leerlingen.csv');
  }
  const response = await client.request('POST', `/api/licenses/${ids().encode(licenseId)}/import-leerlingen`, form);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer & { message: string; errors: Record<string, string[]> } };
}

const importFields = (group: string, extra: Record<string, string | string[]> = {}) => ({ streams: [ids().encode(physics), ids().encode(chemistry)], group, ...extra });
const preview = (client: HttpClient, licenseId: number, upload: Upload | null, extra: Record<string, string | string[]> = {}) => post(client, licenseId, upload, { preview: '1', ...extra });

const seatsOf = (licenseId: number) =>
  db().seat.findMany({
    where: { licenseId, role: 'leerling' },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      inviteTokenHash: true,
      groups: { select: { group: { select: { name: true } } } },
      privileges: { select: { action: true, objectId: true, begin: true, end: true }, orderBy: { objectId: 'asc' } },
    },
  });

const CLASS_CSV = ['Voornaam;Tussenvoegsel;Achternaam;E-mail', 'Zoë;van der;Berg;zoe.berg@example.test', 'Bülent;;Yılmaz;Bulent.Yilmaz@Example.test', 'Sem;de;Vries;sem@example.test'].join('\r\n');

describe('reading a file', () => {
  test('a CSV with ; (the default), a byte-order mark, prefixes and diacritics: the preview guesses the columns and writes nothing', async () => {
    const before = await db().seat.count();
    const { status, body } = await preview(admin, schoolId, { bytes: `\uFEFF${CLASS_CSV}` });
    expect(status).toBe(200);
    expect(body.status).toBe('preview');
    expect(body.file_type).toBe('csv');
    expect(body.warning).toBeNull();
    expect(body.headers).toEqual(['Voornaam', 'Tussenvoegsel', 'Achternaam', 'E-mail']);
    expect(body.columns).toEqual({ first_name: 0, prefix: 1, last_name: 2, email: 3 });
    expect(body.rows).toEqual([
      { line: 2, first_name: 'Zoë', last_name: 'van der Berg', email: 'zoe.berg@example.test', action: 'create', errors: [] },
      { line: 3, first_name: 'Bülent', last_name: 'Yılmaz', email: 'bulent.yilmaz@example.test', action: 'create', errors: [] },
      { line: 4, first_name: 'Sem', last_name: 'de Vries', email: 'sem@example.test', action: 'create', errors: [] },
    ]);
    expect(body.counts).toEqual({ create: 3, exists: 0, invalid: 0 });
    expect(await db().seat.count()).toBe(before);
  });

  test.each([
    [',', ','],
    ['tab', '\t'],
  ])('a CSV separated by %s, with lines to skip before the header', async (name, sep) => {
    const text = ['Klassenlijst 4H', 'Schooljaar 2025-2026', ['E-mail', 'Voornaam', 'Achternaam'].join(sep), ['a@example.test', 'Anouk', '"Jansen, A."'].join(sep)].join('\n');
    const { status, body } = await preview(admin, schoolId, { bytes: text }, { separator: name, skip_lines: '2' });
    expect(status).toBe(200);
    expect(body.headers).toEqual(['E-mail', 'Voornaam', 'Achternaam']);
    expect(body.rows).toEqual([{ line: 4, first_name: 'Anouk', last_name: 'Jansen, A.', email: 'a@example.test', action: 'create', errors: [] }]);
  });

  test('an Excel workbook (first sheet), a formula cell and a number kept as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('4H');
    sheet.addRow(['Voornaam', 'Tussenvoegsel', 'Achternaam', 'E-mail', 'Leerlingnummer']);
    sheet.addRow(['Zoë', 'van der', 'Berg', 'zoe.xlsx@example.test', 12345]);
    sheet.addRow([{ richText: [{ text: 'Bü' }, { text: 'lent' }] }, null, 'Yılmaz', { text: 'bulent.xlsx@example.test', hyperlink: 'mailto:bulent.xlsx@example.test' }, 2]);
    workbook.addWorksheet('Andere klas').addRow(['Niet', 'lezen']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { status, body } = await preview(admin, schoolId, {
      bytes,
      filename: 'klas.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(status).toBe(200);
    expect(body.file_type).toBe('xlsx');
    expect(body.headers).toEqual(['Voornaam', 'Tussenvoegsel', 'Achternaam', 'E-mail', 'Leerlingnummer']);
    expect(body.rows).toEqual([
      { line: 2, first_name: 'Zoë', last_name: 'van der Berg', email: 'zoe.xlsx@example.test', action: 'create', errors: [] },
      { line: 3, first_name: 'Bülent', last_name: 'Yılmaz', email: 'bulent.xlsx@example.test', action: 'create', errors: [] },
    ]);
  });

  test('other text types are read with a warning; a type that is neither is "Onbekend bestandstype"', async () => {
    const plain = await preview(admin, schoolId, { bytes: CLASS_CSV, filename: 'klas.txt', type: 'text/plain' });
    expect(plain.status).toBe(200);
    expect(plain.body.warning).toBe('Dit bestand is geen CSV- of Excelbestand; het is als CSV gelezen. Controleer de voorvertoning.');
    const pdf = await preview(admin, schoolId, { bytes: '%PDF-1.4', filename: 'klas.pdf', type: 'application/pdf' });
    expect(pdf.status).toBe(422);
    expect(pdf.body).toEqual({ message: 'Leerlingen importeren is mislukt: Onbekend bestandstype', errors: { file: ['Onbekend bestandstype'] } });
  });

  test('a binary file named .csv is refused, as is a zip declared as CSV', async () => {
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const png = await preview(admin, schoolId, { bytes: binary, filename: 'leerlingen.csv', type: 'text/csv' });
    expect(png.status).toBe(422);
    expect(png.body.errors).toEqual({ file: ['Onbekend bestandstype: dit bestand is geen tekst (CSV) en geen Excelbestand.'] });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['Voornaam', 'E-mail']);
    const zip = await preview(admin, schoolId, { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), filename: 'leerlingen.csv', type: 'text/csv' });
    expect(zip.status).toBe(422);
    expect(zip.body.errors?.file).toEqual(['Onbekend bestandstype: dit bestand is geen tekst (CSV) en geen Excelbestand.']);
  });

  test('a file over 10 MB is refused and nothing is written', async () => {
    const before = await db().seat.count();
    // Long rows: fewer than the 5,000 rows a file may have, more than 10 MB.
    const row = `Piet;${'Puk'.repeat(1000)};piet@example.test\n`;
    const big = 'Voornaam;Achternaam;E-mail\n' + row.repeat(Math.ceil((10 * 1024 * 1024) / row.length) + 10);
    const { status, body } = await post(admin, schoolId, { bytes: big }, importFields('Groot'));
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'Leerlingen importeren is mislukt: Het bestand is groter dan 10 MB.', errors: { file: ['Het bestand is groter dan 10 MB.'] } });
    expect(await db().seat.count()).toBe(before);
  });

  test('an unclosed quote is a malformed CSV, with its line', async () => {
    const { status, body } = await preview(admin, schoolId, { bytes: 'Voornaam;E-mail\n"Anna;anna@example.test\n' });
    expect(status).toBe(422);
    expect(body.errors.file?.[0]).toMatch(/^Het bestand is geen geldig CSV-bestand/);
  });

  test('without a first-name column the mapping is asked for; the rows are still shown', async () => {
    const { status, body } = await preview(admin, schoolId, { bytes: 'Naam;Adres\nJansen;a@example.test\n' });
    expect(status).toBe(200);
    expect(body.columns).toEqual({ first_name: null, prefix: null, last_name: 0, email: null });
    expect(body.errors).toEqual({ 'columns.firstName': ['Kies de kolom met de voornaam'], 'columns.email': ['Kies de kolom met het e-mailadres'] });
    const chosen = await preview(admin, schoolId, { bytes: 'Naam;Adres\nJansen;a@example.test\n' }, { 'columns[first_name]': '0', 'columns[last_name]': '', 'columns[email]': '1' });
    expect(chosen.body.errors).toBeUndefined();
    expect(chosen.body.rows).toEqual([{ line: 2, first_name: 'Jansen', last_name: null, email: 'a@example.test', action: 'create', errors: [] }]);
    const import_ = await post(admin, schoolId, { bytes: 'Naam;Adres\nJansen;a@example.test\n' }, importFields('4H'));
    expect(import_.status).toBe(422);
    expect(import_.body.errors).toEqual({ 'columns.firstName': ['Kies de kolom met de voornaam'], 'columns.email': ['Kies de kolom met het e-mailadres'] });
  });

  test('the import needs a subject and a group (document 3 §8)', async () => {
    const { status, body } = await post(admin, schoolId, { bytes: CLASS_CSV }, {});
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'Leerlingen importeren is mislukt: Controleer de velden', errors: { streamIds: ['Selecteer één of meerdere vakken'], group: ['Kies/creëer een klas/groep'] } });
  });
});

describe('importing', () => {
  test('good rows become seats in one group with their subjects, bad rows are reported and not written, audited; the same file again makes nothing', async () => {
    const csv = [
      'Voornaam;Tussenvoegsel;Achternaam;E-mail',
      'Zoë;van der;Berg;zoe@import.test',
      ';;Zonder;zonder-voornaam@import.test',
      'Bülent;;Yılmaz;geen-adres',
      'Daan;;Dubbel;zoe@import.test',
      '=HYPERLINK("http://evil.test","Klik");;Formule;formule@import.test',
      'Sem;de;Vries;SEM@import.test',
    ].join('\n');
    const { status, body } = await post(manager, schoolId, { bytes: csv }, importFields('4H import'));
    expect(status).toBe(200);
    expect(body.status).toBe('imported');
    expect(body.message).toBe('Leerlingen geïmporteerd');
    expect(body.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, 'create', []],
      [3, 'invalid', ['Voornaam ontbreekt']],
      [4, 'invalid', ['Geen geldig e-mailadres']],
      [5, 'invalid', ['Dit e-mailadres staat al op regel 2']],
      [6, 'create', []],
      [7, 'create', []],
    ]);
    expect(body.summary).toEqual({ seats_created: 3, invitations_sent: 3, rows_skipped: 3 });

    const seats = await seatsOf(schoolId);
    expect(seats.map((s) => [s.email, s.firstName, s.lastName, s.groups.map((g) => g.group.name)])).toEqual([
      ['zoe@import.test', 'Zoë', 'van der Berg', ['4H import']],
      ['formule@import.test', '=HYPERLINK("http://evil.test","Klik")', 'Formule', ['4H import']],
      ['sem@import.test', 'Sem', 'de Vries', ['4H import']],
    ]);
    for (const seat of seats) {
      expect(seat.inviteTokenHash).not.toBeNull();
      expect(seat.privileges).toEqual([
        { action: 'oefensets uitvoeren', objectId: Math.min(physics, chemistry), begin: D('2025-08-01'), end: D('2026-08-01') },
        { action: 'oefensets uitvoeren', objectId: Math.max(physics, chemistry), begin: D('2025-08-01'), end: D('2026-08-01') },
      ]);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mail = smtp.messages.find((m) => m.to.includes('zoe@import.test'))!;
    expect(mail.subject).toBe('Aanmelding Vraagwerk');
    expect(mail.text).toContain('Beste Zoë,');

    // Audited: the group, 'groepen beheren' for the teacher seats, each seat and each privilege, by the manager.
    const group = await db().group.findUniqueOrThrow({ where: { licenseId_name: { licenseId: schoolId, name: '4H import' } } });
    const managerId = (await db().seat.findFirstOrThrow({ where: { licenseId: schoolId, privileges: { some: { action: 'licentie beheren' } } } })).userId;
    const groupEntry = await db().auditEntry.findFirstOrThrow({ where: { auditableType: 'group', auditableId: group.id } });
    expect([groupEntry.userId, groupEntry.event, groupEntry.newValues]).toEqual([managerId, 'created', { licenseId: schoolId, name: '4H import' }]);
    const seatEntries = await db().auditEntry.findMany({ where: { auditableType: 'seat', auditableId: { in: seats.map((s) => s.id) } }, orderBy: { auditableId: 'asc' } });
    expect(seatEntries.map((e) => [e.userId, e.event, e.newValues])).toEqual([
      [managerId, 'created', { licenseId: schoolId, role: 'leerling', email: 'zoe@import.test', firstName: 'Zoë', lastName: 'van der Berg', groupIds: [group.id], importedFromLine: 2 }],
      [
        managerId,
        'created',
        { licenseId: schoolId, role: 'leerling', email: 'formule@import.test', firstName: '=HYPERLINK("http://evil.test","Klik")', lastName: 'Formule', groupIds: [group.id], importedFromLine: 6 },
      ],
      [managerId, 'created', { licenseId: schoolId, role: 'leerling', email: 'sem@import.test', firstName: 'Sem', lastName: 'de Vries', groupIds: [group.id], importedFromLine: 7 }],
    ]);
    const privileges = await db().privilege.findMany({ where: { seatId: { in: seats.map((s) => s.id) } }, select: { id: true } });
    expect(await db().auditEntry.count({ where: { auditableType: 'privilege', auditableId: { in: privileges.map((p) => p.id) }, event: 'created', userId: managerId } })).toBe(6);
    const teacherGrant = await db().privilege.findMany({ where: { action: 'groepen beheren', objectType: 'group', objectId: group.id }, select: { seat: { select: { role: true } } } });
    expect(teacherGrant.map((p) => p.seat.role)).toEqual(['docent', 'docent']);

    // The same file again: nothing new, every row says why.
    const again = await post(manager, schoolId, { bytes: csv }, importFields('4H import'));
    expect(again.status).toBe(200);
    expect(again.body.rows.map((r) => [r.line, r.action])).toEqual([
      [2, 'exists'],
      [3, 'invalid'],
      [4, 'invalid'],
      [5, 'invalid'],
      [6, 'exists'],
      [7, 'exists'],
    ]);
    expect(again.body.summary).toEqual({ seats_created: 0, invitations_sent: 0, rows_skipped: 6 });
    expect((await seatsOf(schoolId)).length).toBe(3);
    const preview2 = await preview(manager, schoolId, { bytes: csv });
    expect(preview2.body.counts).toEqual({ create: 0, exists: 3, invalid: 3 });
  });

  test('a licence without a teacher seat gets its seats uninvited; an Excel file imports like a CSV', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Klas');
    sheet.addRow(['E-mail', 'Voornaam', 'Achternaam']);
    sheet.addRow(['xl1@import.test', 'Fleur', 'Bakker']);
    sheet.addRow(['xl2@import.test', 'Noah', 'Smit']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { status, body } = await post(admin, noTeacherId, { bytes, filename: 'klas.xlsx', type: 'application/vnd.ms-excel' }, importFields('5V'));
    expect(status).toBe(200);
    expect(body.summary).toEqual({ seats_created: 2, invitations_sent: 0, rows_skipped: 0 });
    const seats = await seatsOf(noTeacherId);
    expect(seats.map((s) => [s.email, s.firstName, s.lastName, s.inviteTokenHash])).toEqual([
      ['xl1@import.test', 'Fleur', 'Bakker', null],
      ['xl2@import.test', 'Noah', 'Smit', null],
    ]);
  });

  test('a CSV export writes the formula cell as text (an apostrophe in front), numbers as numbers', () => {
    const csv = reportCsv(
      {
        title: 'Test',
        columns: [
          { key: 'name', label: 'Naam' },
          { key: 'n', label: 'Aantal' },
        ],
      } as never,
      [
        { name: '=HYPERLINK("http://evil.test","Klik")', n: -3 },
        { name: '+31 6', n: 1 },
        { name: '@SUM(A1)', n: 0 },
        { name: 'Zoë', n: 2 },
      ],
    );
    expect(csv).toBe('\uFEFFNaam;Aantal\r\n"\'=HYPERLINK(""http://evil.test"",""Klik"")";-3\r\n\'+31 6;1\r\n\'@SUM(A1);0\r\nZoë;2\r\n');
  });
});

describe('exports', () => {
  test('an Excel export keeps the formula cell a text cell, never a formula', async () => {
    const bytes = await reportXlsx({ title: 'Test', columns: [{ key: 'name', label: 'Naam' }] } as never, [{ name: '=HYPERLINK("http://evil.test","Klik")' }]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]!.getCell('A2');
    expect([cell.type, cell.value]).toEqual([ExcelJS.ValueType.String, '=HYPERLINK("http://evil.test","Klik")']);
  });
});

describe('who may import', () => {
  test.each([
    ['a visitor', () => anonymous, 401],
    ['a student', () => student, 404],
    ['an author', () => author, 404],
    ['a teacher of the licence without the right', () => colleague, 403],
    ['the manager of another licence', () => otherManager, 404],
  ])('%s may not, and nothing is written', async (_who, client, code) => {
    const before = await db().seat.count();
    const { status } = await post(client(), schoolId, { bytes: CLASS_CSV }, importFields('Niet'));
    expect(status).toBe(code);
    const again = await preview(client(), schoolId, { bytes: CLASS_CSV });
    expect(again.status).toBe(code);
    expect(await db().seat.count()).toBe(before);
    expect(await db().group.count({ where: { name: 'Niet' } })).toBe(0);
  });

  test('the manager of a licence may import into their own, the admin into any', async () => {
    expect((await preview(otherManager, otherId, { bytes: CLASS_CSV })).status).toBe(200);
    expect((await preview(admin, otherId, { bytes: CLASS_CSV })).status).toBe(200);
  });
});
