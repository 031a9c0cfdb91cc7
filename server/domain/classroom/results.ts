// A student's results for their teacher (/leerlingen/{seatId}, document 2 §2.8): the practice sets per onderwerp as the
// student sees them — their access to the stream, the questions hidden from them — filled with the student's own
// scores. Only for the student's teachers (./teachers.ts); for anyone else the student does not exist.
import type { Db } from '../../db/database.ts';
import { loadAccess, type Role } from '../access/grants.ts';
import type { Access } from '../access/grants.ts';
import { practiceScope, type PracticeScopeResult } from '../practice/practiceSets.ts';
import { findTaughtStudent, type TaughtStudent } from './teachers.ts';

export type StudentResultsResult = { kind: 'ok'; student: TaughtStudent; streamId: number; scope: PracticeScopeResult } | { kind: 'not-found' };

/** The student on a seat the viewer teaches, with their practice scope in a stream (or why they cannot practise there). */
export async function studentResults(db: Db, access: Access, seatId: number, streamId: number, now: Date): Promise<StudentResultsResult> {
  const student = await findTaughtStudent(db, access, seatId);
  if (!student) return { kind: 'not-found' };
  const user = await db.user.findUniqueOrThrow({ where: { id: student.userId }, select: { id: true, role: true } });
  const studentAccess = await loadAccess(db, { id: user.id, role: user.role as Role | null }, now);
  return { kind: 'ok', student, streamId, scope: await practiceScope(db, studentAccess, student.userId, streamId, now) };
}
