// Exams in the back-office (issue 45): the editor's fields and version on the Exam node (Exam.edit), and the mutations
// updateExam and deleteExam with typed errors. The resolvers decode, call the one domain command
// (server/domain/admin/exams.ts) and map its answer; REST calls the same commands.
//
// Creating an exam takes its PDFs, and this GraphQL endpoint reads no multipart bodies (no upload spec is installed:
// adding one would open the endpoint to form posts and their size limits). The web creates an exam through the REST
// route POST /api/admin/exams (multipart, document 4 §13), which answers with the new exam's address; every other
// change goes through the mutations here.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { Db } from '../../db/database.ts';
import { deleteExam, EXAM_EDITABLE_FIELDS, examFiles, updateExam, type EditedExam, type ExamEditableField } from '../../domain/admin/exams.ts';
import type { Issue } from '../../domain/errors.ts';
import { ErrorInterface, ForbiddenError, NotFoundError, ValidationError } from '../errors/types.ts';
import { issueText } from '../errors/messages.ts';
import { unlessRefused } from '../errors/outcome.ts';
import { VersionConflictInterface } from './conflicts.ts';
import { idOf } from '../ids.ts';
import { ExamStatusEnum } from './types.ts';

const backOffice = { area: 'admin' } as const;

export const EXAM_MESSAGES = {
  conflict: 'Dit examen is intussen door iemand anders gewijzigd. Bekijk de wijzigingen en sla opnieuw op.',
  inUse: (sets: number) => `Dit examen kan niet worden verwijderd: vragen ervan staan in ${sets} ${sets === 1 ? 'set' : 'sets'} van docenten.`,
  practised: (times: number) =>
    `Dit examen kan niet worden verwijderd: leerlingen hebben ${times === 1 ? 'een vraag ervan al nagekeken' : `vragen ervan al ${times} keer nagekeken`}. Zet het op Concept of Bevroren om het te verbergen.`,
};

/** The exam editor's own sentences; everything else is the one Dutch table's. */
function examIssueText(field: string, issue: Issue): string {
  if (field === 'year' && issue.code === 'invalid') return 'Kies een jaar vanaf 2010';
  if (field === 'term' && issue.code === 'notAllowed') return 'Kies tijdvak 1, 2 of 3';
  if (field === 'status' && issue.code === 'notAllowed') return 'Kies Concept, Gepubliceerd of Bevroren';
  if (field === 'standardizationValue' && issue.code === 'invalid') return 'Vul een getal in';
  return issueText(field, issue);
}

const ExamEditableStatusEnum = builder.enumType('ExamEditableStatus', {
  description: 'The statuses an author chooses in the exam editor (document 3 §4).',
  values: { concept: { description: 'Concept' }, published: { description: 'Gepubliceerd' }, frozen: { description: 'Bevroren' } } as const,
});

const ExamFieldEnum = builder.enumType('ExamField', {
  description: 'A field of the exam editor, as a conflict names what changed.',
  values: Object.fromEntries(EXAM_EDITABLE_FIELDS.map((field) => [field, {}])) as Record<ExamEditableField, object>,
});

const ExamFileRef = builder.objectRef<{ id: number; name: string; examId: number }>('ExamFile').implement({
  description: 'A PDF of an exam.',
  fields: (t) => ({
    id: t.id({ description: 'An opaque id.', resolve: (f, _a, ctx) => ctx.ids.encode(f.id) }),
    name: t.exposeString('name'),
    url: t.string({ description: 'Where authors and admins download it.', resolve: (f, _a, ctx) => `/api/admin/exams/${ctx.ids.encode(f.examId)}/files/${ctx.ids.encode(f.id)}` }),
  }),
});

const ExamEdit = builder.objectRef<EditedExam>('ExamEdit').implement({
  description: "An exam's editable fields and version, as the editor loads and saves them.",
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'Raised by every change; send it back with updateExam.' }),
    status: t.field({ type: ExamStatusEnum, resolve: (e) => e.status }),
    year: t.exposeInt('year'),
    term: t.exposeInt('term'),
    showAnswers: t.exposeBoolean('showAnswers'),
    isPilot: t.exposeBoolean('isPilot'),
    standardizationValue: t.exposeFloat('standardizationValue', { nullable: true, description: 'N-term.' }),
    introduction: t.exposeString('introduction', { nullable: true, description: 'Markup.' }),
    notes: t.exposeString('notes', { nullable: true }),
    files: t.field({ type: [ExamFileRef], resolve: async (e, _a, ctx) => (await examFiles(ctx.db, e.id)).map((f) => ({ ...f, examId: e.id })) }),
  }),
});

async function editableExam(ctx: { db: Db }, id: number): Promise<EditedExam | null> {
  const row = await ctx.db.exam.findUnique({
    where: { id },
    select: { id: true, streamId: true, version: true, status: true, year: true, term: true, showAnswers: true, isPilot: true, standardizationValue: true, introduction: true, notes: true },
  });
  return row && { ...row, standardizationValue: row.standardizationValue === null ? null : Number(row.standardizationValue) };
}

builder.prismaObjectFields('Exam', (t) => ({
  edit: t.field({
    type: ExamEdit,
    nullable: true,
    description: 'Its editable fields, PDFs and version, for the back-office. Authors and admins.',
    authScopes: backOffice,
    select: { id: true },
    resolve: (exam, _a, ctx) => editableExam(ctx, exam.id),
  }),
}));

export class ExamConflictError extends Error {
  constructor(
    public changedFields: ExamEditableField[],
    public current: EditedExam,
  ) {
    super(EXAM_MESSAGES.conflict);
  }
}

builder.objectType(ExamConflictError, {
  name: 'ExamConflictError',
  description: 'The save was based on an older version: nothing was saved. The fields changed since, and the exam as it is now.',
  interfaces: [ErrorInterface, VersionConflictInterface],
  fields: (t) => ({
    changedFields: t.field({ type: [ExamFieldEnum], resolve: (e) => e.changedFields }),
    current: t.field({ type: ExamEdit, resolve: (e) => e.current }),
  }),
});

export class ExamInUseError extends Error {
  constructor(
    public sets: number,
    public practised: number,
  ) {
    super(sets > 0 ? EXAM_MESSAGES.inUse(sets) : EXAM_MESSAGES.practised(practised));
  }
}
builder.objectType(ExamInUseError, {
  name: 'ExamInUseError',
  description: "The exam was not deleted: questions of it are in teachers' sets, or students saved scores or work on them.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    sets: t.exposeInt('sets', { description: 'How many sets hold its questions.' }),
    practised: t.exposeInt('practised', { description: 'How many scores and uploaded elaborations students saved on its questions.' }),
  }),
});

const UpdateExamSuccess = builder.objectRef<{ examId: number }>('UpdateExamSuccess').implement({
  fields: (t) => ({
    exam: t.prismaField({ type: 'Exam', resolve: (query, p, _a, ctx) => ctx.db.exam.findUniqueOrThrow({ ...query, where: { id: p.examId } }) }),
  }),
});

const DeleteExamSuccess = builder.objectRef<{ examId: number; streamId: number }>('DeleteExamSuccess').implement({
  fields: (t) => ({
    deletedExamId: t.id({ description: 'The global id the exam had.', resolve: (p) => encodeGlobalID('Exam', p.examId) }),
    stream: t.prismaField({ type: 'Stream', resolve: (query, p, _a, ctx) => ctx.db.stream.findUniqueOrThrow({ ...query, where: { id: p.streamId } }) }),
  }),
});

builder.mutationField('updateExam', (t) =>
  t.field({
    type: UpdateExamSuccess,
    description: "Saves an exam's fields (those given). Naming an older version is refused with ExamConflictError. Authors and admins.",
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The global id of the exam.' }),
      version: t.arg.int({ required: false, description: 'The version the edit is based on (ExamEdit.version).' }),
      status: t.arg({ type: ExamEditableStatusEnum, required: false }),
      year: t.arg.int({ required: false, description: '2010 or later.' }),
      term: t.arg.int({ required: false, description: 'Tijdvak 1-3.' }),
      showAnswers: t.arg.boolean({ required: false, description: "'Nakijken tonen'." }),
      isPilot: t.arg.boolean({ required: false }),
      standardizationValue: t.arg.float({ required: false, description: 'N-term; null clears it.' }),
      introduction: t.arg.string({ required: false, description: 'Markup; blank clears it.' }),
      notes: t.arg.string({ required: false, description: 'Blank clears them.' }),
    },
    errors: { types: [ValidationError, ExamConflictError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const id = idOf(args.id, 'Exam');
      if (id === undefined) throw new NotFoundError();
      const result = unlessRefused(
        await updateExam(ctx, {
          id,
          version: args.version,
          status: args.status,
          year: args.year,
          term: args.term,
          showAnswers: args.showAnswers,
          isPilot: args.isPilot,
          standardizationValue: args.standardizationValue,
          introduction: args.introduction,
          notes: args.notes,
        }),
        examIssueText,
      );
      if (result.kind === 'conflict') throw new ExamConflictError(result.changedFields, result.current);
      return { examId: result.exam.id };
    },
  }),
);

builder.mutationField('deleteExam', (t) =>
  t.field({
    type: DeleteExamSuccess,
    description:
      "Deletes an exam with its topics, questions and PDFs; refused with ExamInUseError while a teacher's set holds one of its questions or students saved scores or work on them. Authors and admins.",
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The global id of the exam.' }) },
    errors: { types: [ExamInUseError, NotFoundError, ForbiddenError] },
    resolve: async (_root, args, ctx) => {
      const id = idOf(args.id, 'Exam');
      if (id === undefined) throw new NotFoundError();
      const result = unlessRefused(await deleteExam(ctx, { id }));
      if (result.kind === 'in-use') throw new ExamInUseError(result.sets, result.practised);
      return { examId: result.id, streamId: result.streamId };
    },
  }),
);

builder.queryField('adminExamByUrlId', (t) =>
  t.prismaField({
    type: 'Exam',
    nullable: true,
    description: 'One exam of any status by the id of its web address (/admin/courses/{course}/exams/{urlId}); null when there is none. Authors and admins.',
    authScopes: backOffice,
    args: { urlId: t.arg.string({ required: true }) },
    resolve: (query, _root, { urlId }, ctx) => {
      const id = ctx.ids.decode(urlId);
      return id === undefined ? null : ctx.db.exam.findUnique({ ...query, where: { id } });
    },
  }),
);
