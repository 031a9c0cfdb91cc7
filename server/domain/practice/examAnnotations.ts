// The 'examen' practice sets: one annotation per published exam that shows answers, named
// '<year> <term>e tijdvak', with an 'opgave' child per topic holding that topic's questions.
import type { Db } from '../../db/database.ts';
import { examName } from '../../../shared/exams/examName.ts';

export const EXAM_ANNOTATION = 'examen';
export const TOPIC_ANNOTATION = 'opgave';

export function examAnnotationName(year: number, term: number): string {
  return examName(year, term);
}

/** Replaces the stream's 'examen' annotations by ones built from its current published exams. */
export async function rebuildExamAnnotations(db: Db, streamId: number): Promise<number> {
  await db.annotation.deleteMany({ where: { streamId, type: { in: [EXAM_ANNOTATION, TOPIC_ANNOTATION] } } });
  const exams = await db.exam.findMany({
    where: { streamId, status: 'published', showAnswers: true },
    orderBy: [{ year: 'desc' }, { term: 'asc' }],
    include: { topics: { orderBy: { position: 'asc' }, include: { questions: { orderBy: { number: 'asc' }, select: { id: true } } } } },
  });
  for (const [i, exam] of exams.entries()) {
    const parent = await db.annotation.create({
      data: { streamId, type: EXAM_ANNOTATION, name: examAnnotationName(exam.year, exam.term), position: i, examId: exam.id },
    });
    for (const topic of exam.topics) {
      await db.annotation.create({
        data: {
          streamId,
          parentId: parent.id,
          type: TOPIC_ANNOTATION,
          name: topic.name,
          position: topic.position,
          examId: exam.id,
          topicId: topic.id,
          questions: { create: topic.questions.map((q, position) => ({ questionId: q.id, position })) },
        },
      });
    }
  }
  return exams.length;
}
