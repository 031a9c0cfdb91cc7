// An exam's teacher document (document 3 §7 'GET /api/admin/teacher-document/{exam}', issue 45): a Word file of every
// topic and question of the exam with its marking scheme, for authors and admins, whatever the exam's status (a
// concept exam too: it is how an author reads the whole exam back). The legacy API served a file made beforehand by a
// console job (document 4 §13) and answered a server path when it was missing; here the document is made on request
// by the pipeline that makes the teachers' Word documents (server/documents/: worker threads, native equations, the
// cache keyed on what the document shows), from the model this command gathers. Reading only: nothing is written.
import { examName } from '../../../shared/exams/examName.ts';
import type { AppContext } from '../context.ts';
import { documentFileName } from '../documents/kinds.ts';
import { loadExamModel, type DocumentModel } from '../documents/model.ts';
import { mayUseBackOffice } from './backOffice.ts';

export type TeacherDocumentResult = { kind: 'ok'; model: DocumentModel; fileName: string } | { kind: 'forbidden' } | { kind: 'not-found' };

/**
 * The teacher document of an exam: its model (every topic and question with all their solution strategies, concept
 * ones included) and its file name, 'Vraagwerk docentendocument Natuurkunde Havo 2019 2e tijdvak.docx'. Anyone but an
 * author or admin is refused before anything is read.
 */
export async function teacherDocument(ctx: AppContext, input: { examId: number }): Promise<TeacherDocumentResult> {
  const access = await ctx.actor.access();
  if (!mayUseBackOffice(access)) return { kind: 'forbidden' };
  const exam = await ctx.db.exam.findUnique({
    where: { id: input.examId },
    select: { year: true, term: true, stream: { select: { course: { select: { name: true } }, level: { select: { name: true } } } } },
  });
  if (!exam) return { kind: 'not-found' };
  const name = `${exam.stream.course.name} ${exam.stream.level.name} ${examName(exam.year, exam.term)}`;
  const model = await loadExamModel(ctx.db, input.examId, { role: access.role }, name, ctx.now);
  if (!model) return { kind: 'not-found' };
  return { kind: 'ok', model, fileName: documentFileName('examTeacher', name) };
}
