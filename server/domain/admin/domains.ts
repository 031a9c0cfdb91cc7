// Domains (with their subdomains) and question types of a stream in the back-office (document 3 §2, the course page's
// cards 'Domeinen' and 'Vraagtypen'; issue 46). Authors and admins; every change in one transaction with its audit
// entry. The teachers' filters read the names live, and the topic index (its cache holds domain and question type
// names) is rebuilt by the database's triggers in the same transaction (../search/topicIndex.ts), so a rename shows at
// once.
//
// The delete rule: a domain (or a subdomain of it) or question type that a question uses is not deleted — 'in-use'
// with the number of questions, nothing changed. The schema would cascade the domain links away or set the question's
// type to null, silently changing questions teachers and students search by. The delete locks the rows it checks, so
// a question save linking them at the same moment waits and then fails on the missing row.
//
// Two levels: a domain is top-level or the child of a top-level domain of the same stream. Question type names are
// unique in a stream (the schema's unique index); adds and renames lock the stream's row so two at once cannot both
// pass the check.
import { addIssue, hasErrors, invalid, textIssue, type FieldErrors, type Invalid } from '../errors.ts';
import { transact, type AppContext } from '../context.ts';
import { mayUseBackOffice } from './backOffice.ts';

export const DOMAIN_NAME_MAX = 255;
export const QUESTION_TYPE_NAME_MAX = 255;

export interface DomainRow {
  id: number;
  name: string;
  position: number;
  /** Questions linked to exactly this domain. */
  questionCount: number;
}
export interface DomainTreeRow extends DomainRow {
  children: DomainRow[];
}
export interface QuestionTypeRow {
  id: number;
  name: string;
  questionCount: number;
}

type Refused = { kind: 'forbidden' } | { kind: 'not-found' };
export type DomainResult = { kind: 'ok'; domain: { id: number; streamId: number; parentId: number | null; name: string } } | Refused | Invalid;
export type QuestionTypeResult = { kind: 'ok'; questionType: { id: number; streamId: number; name: string } } | Refused | Invalid;
export type DeleteResult = { kind: 'ok'; id: number; streamId: number } | Refused | { kind: 'in-use'; questions: number };

async function allowed(ctx: AppContext): Promise<boolean> {
  return mayUseBackOffice(await ctx.actor.access());
}

const byName = <T extends { name: string; id: number }>(a: T, b: T) => a.name.localeCompare(b.name, 'nl') || a.id - b.id;

/** The stream's top-level domains (by position) with their subdomains and question counts. */
export async function streamDomains(ctx: AppContext, streamId: number): Promise<DomainTreeRow[] | Refused> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  if (!(await ctx.db.stream.findUnique({ where: { id: streamId }, select: { id: true } }))) return { kind: 'not-found' };
  const rows = await ctx.db.domain.findMany({
    where: { streamId },
    select: { id: true, name: true, position: true, parentId: true, _count: { select: { questions: true } } },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
  const row = (d: (typeof rows)[number]): DomainRow => ({ id: d.id, name: d.name, position: d.position, questionCount: d._count.questions });
  return rows.filter((d) => d.parentId === null).map((d) => ({ ...row(d), children: rows.filter((c) => c.parentId === d.id).map(row) }));
}

/** The stream's question types by name, with their question counts. */
export async function streamQuestionTypes(ctx: AppContext, streamId: number): Promise<QuestionTypeRow[] | Refused> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  if (!(await ctx.db.stream.findUnique({ where: { id: streamId }, select: { id: true } }))) return { kind: 'not-found' };
  const rows = await ctx.db.questionType.findMany({ where: { streamId }, select: { id: true, name: true, _count: { select: { questions: true } } } });
  return rows.map((t) => ({ id: t.id, name: t.name, questionCount: t._count.questions })).sort(byName);
}

const nameErrors = (name: string, max: number): FieldErrors => {
  const errors: FieldErrors = {};
  addIssue(errors, 'name', textIssue(name, max, true));
  return errors;
};

/** Adds a domain to a stream, or a subdomain under a top-level domain of it (`parentId`), last among its siblings. */
export async function createDomain(ctx: AppContext, input: { streamId: number; parentId?: number | null; name: string }): Promise<DomainResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [stream] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM streams WHERE id = ${input.streamId} FOR UPDATE`;
    if (!stream) return { kind: 'not-found' } as const;
    const errors = nameErrors(input.name, DOMAIN_NAME_MAX);
    const parentId = input.parentId ?? null;
    if (parentId !== null) {
      const [parent] = await tx.db.$queryRaw<{ id: number }[]>`
        SELECT id FROM domains WHERE id = ${parentId} AND stream_id = ${input.streamId} AND parent_id IS NULL FOR UPDATE`;
      if (!parent) addIssue(errors, 'parentId', { code: 'unknownId' });
    }
    if (hasErrors(errors)) return invalid(errors);
    const max = await tx.db.domain.aggregate({ where: { streamId: input.streamId, parentId }, _max: { position: true } });
    const position = (max._max.position ?? 0) + 1;
    const name = input.name.trim();
    const domain = await tx.db.domain.create({ data: { streamId: input.streamId, parentId, name, position }, select: { id: true, streamId: true, parentId: true, name: true } });
    await tx.audit.created({ type: 'domain', id: domain.id, values: { streamId: domain.streamId, parentId, name, position } });
    return { kind: 'ok', domain } as const;
  });
}

/** Renames a domain; the same name writes nothing. */
export async function updateDomain(ctx: AppContext, input: { id: number; name: string }): Promise<DomainResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [row] = await tx.db.$queryRaw<{ id: number; stream_id: number; parent_id: number | null; name: string }[]>`
      SELECT id, stream_id, parent_id, name FROM domains WHERE id = ${input.id} FOR UPDATE`;
    if (!row) return { kind: 'not-found' } as const;
    const errors = nameErrors(input.name, DOMAIN_NAME_MAX);
    if (hasErrors(errors)) return invalid(errors);
    const name = input.name.trim();
    if (name !== row.name) {
      await tx.db.domain.update({ where: { id: row.id }, data: { name }, select: { id: true } });
      await tx.audit.updated({ type: 'domain', id: row.id, before: { name: row.name }, after: { name } });
    }
    return { kind: 'ok', domain: { id: row.id, streamId: row.stream_id, parentId: row.parent_id, name } } as const;
  });
}

/** Deletes a domain with its subdomains; refused ('in-use', the number of questions) while a question links to any of them. */
export async function deleteDomain(ctx: AppContext, input: { id: number }): Promise<DeleteResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [row] = await tx.db.$queryRaw<{ id: number; stream_id: number; parent_id: number | null; name: string; position: number }[]>`
      SELECT id, stream_id, parent_id, name, position FROM domains WHERE id = ${input.id} FOR UPDATE`;
    if (!row) return { kind: 'not-found' } as const;
    const children = await tx.db.$queryRaw<{ id: number; name: string; position: number }[]>`
      SELECT id, name, position FROM domains WHERE parent_id = ${row.id} ORDER BY position, id FOR UPDATE`;
    const all = [row.id, ...children.map((c) => c.id)];
    const [used] = await tx.db.$queryRaw<{ n: number }[]>`SELECT COUNT(DISTINCT question_id)::int AS n FROM question_domains WHERE domain_id = ANY (${all}::int[])`;
    if ((used?.n ?? 0) > 0) return { kind: 'in-use', questions: used!.n } as const;
    await tx.db.domain.delete({ where: { id: row.id }, select: { id: true } });
    for (const c of children) await tx.audit.deleted({ type: 'domain', id: c.id, values: { parentId: row.id, name: c.name, position: c.position } });
    await tx.audit.deleted({ type: 'domain', id: row.id, values: { streamId: row.stream_id, parentId: row.parent_id, name: row.name, position: row.position } });
    return { kind: 'ok', id: row.id, streamId: row.stream_id } as const;
  });
}

/** Whether another question type of the stream has this name (the unique index compares exactly). */
async function nameTaken(tx: AppContext, streamId: number, name: string, except: number | null): Promise<boolean> {
  return (await tx.db.questionType.count({ where: { streamId, name, ...(except === null ? {} : { id: { not: except } }) } })) > 0;
}

/** Adds a question type to a stream (name required, unique in the stream: 'taken'). */
export async function createQuestionType(ctx: AppContext, input: { streamId: number; name: string }): Promise<QuestionTypeResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [stream] = await tx.db.$queryRaw<{ id: number }[]>`SELECT id FROM streams WHERE id = ${input.streamId} FOR UPDATE`;
    if (!stream) return { kind: 'not-found' } as const;
    const errors = nameErrors(input.name, QUESTION_TYPE_NAME_MAX);
    const name = input.name.trim();
    if (!hasErrors(errors) && (await nameTaken(tx, input.streamId, name, null))) addIssue(errors, 'name', { code: 'taken' });
    if (hasErrors(errors)) return invalid(errors);
    const questionType = await tx.db.questionType.create({ data: { streamId: input.streamId, name }, select: { id: true, streamId: true, name: true } });
    await tx.audit.created({ type: 'questionType', id: questionType.id, values: { streamId: input.streamId, name } });
    return { kind: 'ok', questionType } as const;
  });
}

/** Renames a question type (unique in the stream); the same name writes nothing. */
export async function updateQuestionType(ctx: AppContext, input: { id: number; name: string }): Promise<QuestionTypeResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [found] = await tx.db.$queryRaw<{ stream_id: number }[]>`SELECT stream_id FROM question_types WHERE id = ${input.id}`;
    if (!found) return { kind: 'not-found' } as const;
    // The stream's lock first (as an add takes it), then the row's.
    await tx.db.$queryRaw`SELECT id FROM streams WHERE id = ${found.stream_id} FOR UPDATE`;
    const [row] = await tx.db.$queryRaw<{ id: number; stream_id: number; name: string }[]>`SELECT id, stream_id, name FROM question_types WHERE id = ${input.id} FOR UPDATE`;
    if (!row) return { kind: 'not-found' } as const;
    const errors = nameErrors(input.name, QUESTION_TYPE_NAME_MAX);
    const name = input.name.trim();
    if (!hasErrors(errors) && name !== row.name && (await nameTaken(tx, row.stream_id, name, row.id))) addIssue(errors, 'name', { code: 'taken' });
    if (hasErrors(errors)) return invalid(errors);
    if (name !== row.name) {
      await tx.db.questionType.update({ where: { id: row.id }, data: { name }, select: { id: true } });
      await tx.audit.updated({ type: 'questionType', id: row.id, before: { name: row.name }, after: { name } });
    }
    return { kind: 'ok', questionType: { id: row.id, streamId: row.stream_id, name } } as const;
  });
}

/** Deletes a question type; refused ('in-use', the number of questions) while a question has it. */
export async function deleteQuestionType(ctx: AppContext, input: { id: number }): Promise<DeleteResult> {
  if (!(await allowed(ctx))) return { kind: 'forbidden' };
  return transact(ctx, async (tx) => {
    const [row] = await tx.db.$queryRaw<{ id: number; stream_id: number; name: string }[]>`SELECT id, stream_id, name FROM question_types WHERE id = ${input.id} FOR UPDATE`;
    if (!row) return { kind: 'not-found' } as const;
    const questions = await tx.db.question.count({ where: { typeId: row.id } });
    if (questions > 0) return { kind: 'in-use', questions } as const;
    await tx.db.questionType.delete({ where: { id: row.id }, select: { id: true } });
    await tx.audit.deleted({ type: 'questionType', id: row.id, values: { streamId: row.stream_id, name: row.name } });
    return { kind: 'ok', id: row.id, streamId: row.stream_id } as const;
  });
}

/**
 * Undo from the log (./restore.ts) for a kind without a version column whose updates rename it (a book or chapter, a
 * domain, a question type): the log is its version. The row must still hold what the entry made, and no later entry
 * may have changed those fields; then the entry's old values go back through the kind's own update command (checked
 * and audited as any edit).
 */
export function renameRestorer(
  type: string,
  fields: readonly string[],
  read: (ctx: AppContext, id: number) => Promise<Record<string, unknown> | null>,
  save: (ctx: AppContext, id: number, values: Record<string, string>) => Promise<{ kind: string }>,
) {
  const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  return {
    restorable: (entry: { oldValues: unknown; newValues: unknown }): boolean => {
      const [old, now] = [record(entry.oldValues), record(entry.newValues)];
      return fields.some((f) => typeof old[f] === 'string' && typeof now[f] === 'string');
    },
    async restore(ctx: AppContext, entry: { id: number; auditableId: number; oldValues: unknown; newValues: unknown }) {
      const current = await read(ctx, entry.auditableId);
      if (!current) return { kind: 'not-found' } as const;
      const [old, made] = [record(entry.oldValues), record(entry.newValues)];
      const touched = fields.filter((f) => f in made);
      const later = await ctx.db.auditEntry.findMany({ where: { auditableType: type, auditableId: entry.auditableId, event: 'updated', id: { gt: entry.id } }, select: { newValues: true } });
      const changed = touched.filter((f) => current[f] !== made[f] || later.some((e) => f in record(e.newValues)));
      if (changed.length) return { kind: 'conflict', changedFields: changed } as const;
      const values = Object.fromEntries(fields.map((f) => [f, String((f in old ? old[f] : current[f]) ?? '')]));
      const result = await save(ctx, entry.auditableId, values);
      return result.kind === 'ok' ? ({ kind: 'ok' } as const) : (result as { kind: 'not-found' } | { kind: 'forbidden' } | Invalid);
    },
  };
}

const lockedName = (table: 'domains' | 'question_types') => async (ctx: AppContext, id: number) => {
  const rows = await ctx.db.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM ${table} WHERE id = $1 FOR UPDATE`, id);
  return rows[0] ? { name: rows[0].name } : null;
};

export const domainRestorer = renameRestorer('domain', ['name'], lockedName('domains'), (ctx, id, v) => updateDomain(ctx, { id, name: v.name ?? '' }));
export const questionTypeRestorer = renameRestorer('questionType', ['name'], lockedName('question_types'), (ctx, id, v) => updateQuestionType(ctx, { id, name: v.name ?? '' }));
