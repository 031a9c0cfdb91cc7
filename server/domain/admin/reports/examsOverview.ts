// /admin/exams (document 3 §2 'exams overview'; issue 46): every exam of every stream, for authors and admins, stream by
// stream (course name, level), then as each stream's exam list orders them (newest year and term first, then the
// status rank: backOffice.ts BACK_OFFICE_EXAM_ORDER and EXAM_STATUS_RANK).
import type { Prisma } from '../../../db/generated/client.ts';
import { BACK_OFFICE_EXAM_ORDER } from '../backOffice.ts';

export const ALL_EXAMS_ORDER: Prisma.ExamOrderByWithRelationInput[] = [
  { stream: { course: { name: 'asc' } } },
  { stream: { level: { position: 'asc' } } },
  { streamId: 'asc' },
  ...BACK_OFFICE_EXAM_ORDER,
];

/** The overview lists at most this many exams: the bank has some 60 per stream. */
export const ALL_EXAMS_MAX = 5000;
