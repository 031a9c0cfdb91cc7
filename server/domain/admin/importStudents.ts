// Importing students into a licence from a CSV or Excel file (document 3 §5 'Import students', issue 47 'Beyond the
// spec 1'): the columns mapped to first name and e-mail (required), last name and a surname prefix ('van der' +
// 'Berg' → 'van der Berg'); at least one subject and a group. A preview shows every row with its problems and what the
// import will do, writing nothing; the import reads the file again, judges every row the same way and, in one
// transaction, makes a seat for each good row that is not in the licence yet (matched by e-mail address), in the group
// (made when new, as adding students makes it: ./licenses.ts ensureStudentGroup) with 'oefensets uitvoeren' on each
// subject for the licence's period, and invites it by e-mail as adding students does (a first name and an address, a
// teacher seat in the licence). Rows with problems are not written and are reported; the same file imported twice makes
// nothing the second time. The seats, links, privileges and audit entries go in as multi-row inserts: 2,000 rows are a
// handful of statements. Who may: an admin, or the licence's manager (../licensing/access.ts).
import { ACTIONS } from '../access/grants.ts';
import { emailIssue, normalizeEmail } from '../accounts/auth.ts';
import { consumeRate } from '../accounts/throttle.ts';
import { transact, type AppContext } from '../context.ts';
import { addIssue, hasErrors, invalid, textIssue, type FieldErrors, type Invalid, type Issue } from '../errors.ts';
import { managedLicense } from '../licensing/access.ts';
import { GROUP_NAME_MAX } from '../licensing/groups.ts';
import { newInvitation, sendInvitationMail } from '../licensing/invitations.ts';
import { INVITES_PER_SENDER_HOUR, SEAT_NAME_MAX } from '../licensing/seats.ts';
import { ensureStudentGroup } from './licenses.ts';
import { IMPORT_SKIP_MAX, readStudentFile, SEPARATORS, type FileKind, type FileProblem, type Separator, type UploadedFile } from './importStudentsFile.ts';

export const DEFAULT_SEPARATOR: Separator = ';';
export const DEFAULT_SKIP_LINES = 0;
/** Addresses per lookup of the seats a licence has. */
const BATCH = 1000;

export const IMPORT_FIELDS = ['firstName', 'prefix', 'lastName', 'email'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** The column (0-based) of each field; a field not in the file is null. */
export type ColumnMapping = Record<ImportField, number | null>;

/** What a row's problem is (codes; the interfaces word them). */
export type RowIssue =
  | { field: 'firstName' | 'lastName' | 'email'; issue: Issue }
  /** The address is on an earlier row of the file (`line`). */
  | { field: 'email'; issue: { code: 'duplicate'; line: number } };

export interface ImportRow {
  line: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** 'create': a new seat; 'exists': the licence has a seat with this address (skipped); 'invalid': not written. */
  action: 'create' | 'exists' | 'invalid';
  issues: RowIssue[];
}

export interface ImportOptions {
  licenseId: number;
  file: UploadedFile;
  separator?: string | null;
  skipLines?: number | null;
  /** The mapping chosen; fields left out are guessed from the header row. */
  columns?: Partial<ColumnMapping> | null;
  streamIds?: readonly number[];
  group?: string | null;
}

export interface ImportPreview {
  kind: 'ok';
  fileKind: FileKind;
  /** 'textType': a text file not declared as CSV, read as CSV. */
  warning: 'textType' | null;
  headers: string[];
  columns: ColumnMapping;
  rows: ImportRow[];
  counts: { create: number; exists: number; invalid: number };
}

export type ImportRefusal = { kind: 'forbidden' } | { kind: 'not-found' } | { kind: 'file'; problem: FileProblem } | Invalid;
export type PreviewResult = ImportPreview | ImportRefusal;
export type ImportResult = (ImportPreview & { summary: { seatsCreated: number; invitationsSent: number; rowsSkipped: number; groupCreated: boolean }; seatIds: number[] }) | ImportRefusal;

/** Whether the caller may import into the licence: an admin, or its manager (asked before a request's body is read). */
export async function importAccess(ctx: AppContext, licenseId: number): Promise<{ kind: 'ok' } | { kind: 'forbidden' } | { kind: 'not-found' }> {
  const user = ctx.actor.user;
  if (!user) return { kind: 'forbidden' };
  const found = await managedLicense(ctx.db, user, licenseId, ctx.now);
  return found.kind === 'ok' ? { kind: 'ok' } : found;
}

// ── The mapping ──

const simple = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  firstName: ['voornaam', 'roepnaam', 'firstname', 'givenname', 'voornamen'],
  prefix: ['tussenvoegsel', 'tussenvoegsels', 'voorvoegsel', 'prefix', 'tv'],
  lastName: ['achternaam', 'familienaam', 'lastname', 'surname', 'familyname', 'naam'],
  email: ['email', 'emailadres', 'mail', 'mailadres', 'emailaddress'],
};

/** The columns the header row suggests: 'Voornaam', 'Tussenvoegsel', 'Achternaam', 'E-mail' and their English names. */
export function guessColumns(headers: readonly string[]): ColumnMapping {
  const names = headers.map(simple);
  const used = new Set<number>();
  const find = (field: ImportField) => {
    const at = names.findIndex((name, i) => !used.has(i) && HEADER_NAMES[field].includes(name));
    if (at < 0) return null;
    used.add(at);
    return at;
  };
  // First name before last name: 'naam' is the surname only when nothing else claimed the column.
  const firstName = find('firstName');
  const prefix = find('prefix');
  const email = find('email');
  const lastName = find('lastName');
  return { firstName, prefix, lastName, email };
}

// ── Judging the rows ──

const cell = (cells: readonly string[], column: number | null) => (column === null ? '' : (cells[column] ?? '').trim());
const orNull = (text: string) => (text ? text : null);

/** The surname with its prefix in front: 'van der' + 'Berg' → 'van der Berg'; spaces inside collapsed. */
export const joinSurname = (prefix: string, surname: string) =>
  [prefix, surname]
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');

function judgeRows(rows: readonly { line: number; cells: string[] }[], columns: ColumnMapping, existing: ReadonlySet<string>): ImportRow[] {
  const firstLine = new Map<string, number>();
  return rows.map(({ line, cells }) => {
    const issues: RowIssue[] = [];
    const firstName = cell(cells, columns.firstName);
    const lastName = joinSurname(cell(cells, columns.prefix), cell(cells, columns.lastName));
    const rawEmail = cell(cells, columns.email);
    const first = textIssue(firstName, SEAT_NAME_MAX, true);
    if (first) issues.push({ field: 'firstName', issue: first });
    const last = textIssue(lastName, SEAT_NAME_MAX, false);
    if (last) issues.push({ field: 'lastName', issue: last });
    const mail = rawEmail ? emailIssue(rawEmail) : { code: 'required' as const };
    const email = mail ? null : normalizeEmail(rawEmail);
    if (mail) issues.push({ field: 'email', issue: mail });
    else if (firstLine.has(email!)) issues.push({ field: 'email', issue: { code: 'duplicate', line: firstLine.get(email!)! } });
    else firstLine.set(email!, line);
    const action = issues.length ? 'invalid' : existing.has(email!) ? 'exists' : 'create';
    return { line, firstName: orNull(firstName), lastName: orNull(lastName), email: email ?? orNull(rawEmail), action, issues };
  });
}

const countOf = (rows: readonly ImportRow[]) => ({
  create: rows.filter((r) => r.action === 'create').length,
  exists: rows.filter((r) => r.action === 'exists').length,
  invalid: rows.filter((r) => r.action === 'invalid').length,
});

/** The addresses of the licence's seats among `emails`: a seat's own address, or its user's. */
async function existingAddresses(db: AppContext['db'], licenseId: number, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += BATCH) {
    const some = emails.slice(i, i + BATCH);
    const seats = await db.seat.findMany({
      where: { licenseId, OR: [{ email: { in: some } }, { user: { email: { in: some } } }] },
      select: { email: true, user: { select: { email: true } } },
    });
    for (const s of seats) {
      if (s.email) found.add(normalizeEmail(s.email));
      if (s.user?.email) found.add(normalizeEmail(s.user.email));
    }
  }
  return found;
}

function checkOptions(input: ImportOptions, errors: FieldErrors): { separator: Separator; skipLines: number } {
  const separator = (input.separator ?? DEFAULT_SEPARATOR) as Separator;
  if (!(SEPARATORS as readonly string[]).includes(separator)) addIssue(errors, 'separator', { code: 'notAllowed' });
  const skipLines = input.skipLines ?? DEFAULT_SKIP_LINES;
  if (!Number.isInteger(skipLines) || skipLines < 0 || skipLines > IMPORT_SKIP_MAX) addIssue(errors, 'skipLines', { code: 'invalid' });
  return { separator, skipLines };
}

type Read = { kind: 'ok'; preview: ImportPreview; licenseId: number } | ImportRefusal;

/** Ownership, the options, the file and its rows as judged now: what preview and import share. */
async function readAndJudge(ctx: AppContext, input: ImportOptions, errors: FieldErrors, lookUpExisting: boolean): Promise<Read> {
  const user = ctx.actor.user;
  if (!user) return { kind: 'forbidden' };
  const found = await managedLicense(ctx.db, user, input.licenseId, ctx.now);
  if (found.kind !== 'ok') return found;
  const options = checkOptions(input, errors);
  if (hasErrors(errors)) return invalid(errors);
  const read = await readStudentFile(input.file, options);
  if (read.kind !== 'ok') return { kind: 'file', problem: read.problem };
  const guessed = guessColumns(read.headers);
  const columns: ColumnMapping = { ...guessed };
  for (const field of IMPORT_FIELDS) {
    const chosen = input.columns?.[field];
    if (chosen === undefined) continue;
    if (chosen !== null && (!Number.isInteger(chosen) || chosen < 0 || chosen >= read.headers.length)) addIssue(errors, ['columns', field], { code: 'notAllowed' });
    else columns[field] = chosen;
  }
  const mapped = IMPORT_FIELDS.map((f) => columns[f]).filter((c) => c !== null);
  if (new Set(mapped).size !== mapped.length) addIssue(errors, 'columns', { code: 'notAllowed' });
  if (columns.firstName === null) addIssue(errors, ['columns', 'firstName'], { code: 'required' });
  if (columns.email === null) addIssue(errors, ['columns', 'email'], { code: 'required' });
  const emails = [
    ...new Set(
      read.rows
        .map((r) => cell(r.cells, columns.email))
        .filter((e) => e && !emailIssue(e))
        .map(normalizeEmail),
    ),
  ];
  // The import judges against the licence's seats again under its lock: only a preview looks them up here.
  const existing = lookUpExisting ? await existingAddresses(ctx.db, found.license.id, emails) : new Set<string>();
  const rows = judgeRows(read.rows, columns, existing);
  return { kind: 'ok', licenseId: found.license.id, preview: { kind: 'ok', fileKind: read.fileKind, warning: read.warning, headers: read.headers, columns, rows, counts: countOf(rows) } };
}

/**
 * Every row of the file with its problems and what the import would do with it; writes nothing. The columns not
 * chosen are guessed from the header row, and the answer says which were used: a preview without a mapping is how the
 * screen learns the file's columns. A mapping without first name or e-mail is answered as invalid with the rows still
 * judged by what it has.
 */
export async function previewStudentImport(ctx: AppContext, input: ImportOptions): Promise<PreviewResult & { errors?: FieldErrors }> {
  const errors: FieldErrors = {};
  const read = await readAndJudge(ctx, input, errors, true);
  if (read.kind !== 'ok') return read;
  return hasErrors(errors) ? { ...read.preview, errors } : read.preview;
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The import: the same reading and judging as the preview, then, in one transaction, the seats of the 'create' rows.
 * The licence row is locked first, so two imports of the same file one after the other (or at once) make each seat
 * once; the rows are judged again against the seats the licence has under that lock.
 */
export async function importStudents(ctx: AppContext, input: ImportOptions): Promise<ImportResult> {
  const user = ctx.actor.user;
  const errors: FieldErrors = {};
  const streamIds = [...new Set(input.streamIds ?? [])];
  if (!streamIds.length) addIssue(errors, 'streamIds', { code: 'required' });
  addIssue(errors, 'group', textIssue(input.group, GROUP_NAME_MAX, true));
  const read = await readAndJudge(ctx, input, errors, false);
  if (read.kind !== 'ok') return read;
  if (streamIds.length) {
    const known = new Set((await ctx.db.stream.findMany({ where: { id: { in: streamIds } }, select: { id: true } })).map((s) => s.id));
    if (streamIds.some((id) => !known.has(id))) addIssue(errors, 'streamIds', { code: 'unknownId' });
  }
  if (hasErrors(errors)) return invalid(errors);
  const group = input.group!.trim();
  const licenseId = read.licenseId;
  const { headers, columns } = read.preview;

  const outcome = await transact(ctx, async ({ db, audit, now }) => {
    // One import into a licence at a time: the second finds the first one's seats.
    await db.$queryRaw`SELECT id FROM licenses WHERE id = ${licenseId} FOR UPDATE`;
    const license = await db.license.findUniqueOrThrow({ where: { id: licenseId }, select: { id: true, begin: true, end: true, description: true } });
    const emails = read.preview.rows.filter((r) => r.action !== 'invalid').map((r) => r.email!);
    const existing = await existingAddresses(db, licenseId, emails);
    const rows = read.preview.rows.map((r) =>
      r.action === 'create' && existing.has(r.email!) ? { ...r, action: 'exists' as const } : r.action === 'exists' && !existing.has(r.email!) ? { ...r, action: 'create' as const } : r,
    );
    const creating = rows.filter((r) => r.action === 'create');
    if (!creating.length) return { rows, seatIds: [] as number[], invitations: [], groupCreated: false };

    const made = await ensureStudentGroup({ db, audit, now }, license, group);
    const inviting = (await db.seat.count({ where: { licenseId, role: 'docent' } })) > 0;
    // Invitations as adding students sends them, within the sender's hourly limit; past it the seat is made uninvited.
    let mayInvite = inviting;
    const invitations: { to: string; firstName: string; token: string; expiresAt: Date; licenseDescription: string | null }[] = [];
    const hashes: (string | null)[] = [];
    let expiresAt: Date | null = null;
    for (const r of creating) {
      let invitation = null;
      if (mayInvite && user) {
        if ((await consumeRate(db, 'invite-sender', String(user.id), INVITES_PER_SENDER_HOUR, 3600, now)) > 0) mayInvite = false;
        else invitation = newInvitation(now);
      }
      if (invitation) invitations.push({ to: r.email!, firstName: r.firstName!, token: invitation.token, expiresAt: invitation.expiresAt, licenseDescription: license.description });
      hashes.push(invitation?.tokenHash ?? null);
      expiresAt ??= invitation?.expiresAt ?? null;
    }
    // Each table one INSERT … SELECT FROM unnest(arrays): a handful of statements for any number of rows (Prisma's
    // createMany binds every value as a parameter of its own, which cost seconds for 2,000 rows on PGlite).
    const seats = await db.$queryRaw<{ id: number; email: string }[]>`
      INSERT INTO seats (license_id, role, email, first_name, last_name, invite_token_hash, invite_expires_at, updated_at)
      SELECT ${licenseId}, 'leerling'::"SeatRole", e, f, l, h, CASE WHEN h IS NULL THEN NULL ELSE ${expiresAt}::timestamp(3) END, now()
      FROM unnest(${creating.map((r) => r.email!)}::text[], ${creating.map((r) => r.firstName)}::text[], ${creating.map((r) => r.lastName)}::text[], ${hashes}::text[]) AS u(e, f, l, h)
      RETURNING id, email`;
    const seatOf = new Map(seats.map((seat) => [seat.email, seat.id]));
    const seatIds = creating.map((r) => seatOf.get(r.email!)!);
    await db.$executeRaw`
      INSERT INTO seat_groups (seat_id, group_id, updated_at) SELECT s, ${made.id}, now() FROM unnest(${seatIds}::int[]) AS s`;
    const privileges = await db.$queryRaw<{ id: number; seatId: number; objectId: number }[]>`
      INSERT INTO privileges (seat_id, action, object_type, object_id, begin, "end", updated_at)
      SELECT s, ${ACTIONS.practice}, 'stream'::"PrivilegeObjectType", st, ${dayText(license.begin)}::date, ${dayText(license.end)}::date, now()
      FROM unnest(${seatIds}::int[]) WITH ORDINALITY AS a(s, n) CROSS JOIN unnest(${streamIds}::int[]) WITH ORDINALITY AS b(st, m)
      ORDER BY n, m
      RETURNING id, seat_id AS "seatId", object_id AS "objectId"`;

    // The log as audit.created writes it, one entry per seat and privilege, in one multi-row insert.
    const userId = ctx.actor.user?.id ?? null;
    const entries = [
      ...creating.map((r, i) => ({
        type: 'seat',
        id: seatIds[i]!,
        values: { licenseId, role: 'leerling', email: r.email, firstName: r.firstName, lastName: r.lastName, groupIds: [made.id], importedFromLine: r.line },
      })),
      ...privileges.map((p) => ({
        type: 'privilege',
        id: p.id,
        values: { seatId: p.seatId, action: ACTIONS.practice, objectType: 'stream', objectId: p.objectId, begin: dayText(license.begin), end: dayText(license.end) },
      })),
    ];
    await db.$executeRaw`
      INSERT INTO audit_entries (user_id, auditable_type, auditable_id, event, new_values, updated_at)
      SELECT ${userId}::int, t, i, 'created', v::jsonb, now()
      FROM unnest(${entries.map((e) => e.type)}::text[], ${entries.map((e) => e.id)}::int[], ${entries.map((e) => JSON.stringify(e.values))}::text[]) AS u(t, i, v)`;
    return { rows, seatIds, invitations, groupCreated: made.created };
  });

  if (user && outcome.invitations.length) {
    const inviter = `${user.firstName} ${user.lastName}`.trim() || null;
    for (const invitation of outcome.invitations) await sendInvitationMail(ctx.mailer, ctx.publicUrl, { ...invitation, inviter });
  }
  const counts = countOf(outcome.rows);
  return {
    kind: 'ok',
    fileKind: read.preview.fileKind,
    warning: read.preview.warning,
    headers,
    columns,
    rows: outcome.rows,
    counts,
    seatIds: outcome.seatIds,
    summary: { seatsCreated: outcome.seatIds.length, invitationsSent: outcome.invitations.length, rowsSkipped: counts.exists + counts.invalid, groupCreated: outcome.groupCreated },
  };
}
