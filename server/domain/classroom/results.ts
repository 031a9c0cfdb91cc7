// A student's results for their teacher (/leerlingen/{seatId}, document 2 §2.8): the practice sets per onderwerp as the
// student sees them — their access to the stream, the questions hidden from them — filled with the student's own
// scores. Only for the student's teachers (./teachers.ts); for anyone else the student does not exist. A teacher sees
// a student's results in a stream only while the seat that ties them holds 'oefensets uitvoeren' on it today: not in
// another stream the teacher happens to work in, nor through a licence the student holds elsewhere.
import type { Db } from '../../db/database.ts';
import { loadAccess, type Role } from '../access/grants.ts';
import type { Access } from '../access/grants.ts';
import { practiceScope, type PracticeScopeResult } from '../practice/practiceSets.ts';
import { scoresOfUser, type SavedScore } from '../practice/scores.ts';
import { findTaughtStudent, practisesOn, type TaughtStudent } from './teachers.ts';

export type StudentResultsResult = { kind: 'ok'; student: TaughtStudent; streamId: number; scope: PracticeScopeResult; scores: SavedScore[] } | { kind: 'not-found' };

/**
 * The student on a seat the viewer teaches, with their practice scope and scores in a stream — or, when the seat does
 * not let them practise there today, why not ('license') and no scores.
 */
export async function studentResults(db: Db, access: Access, seatId: number, streamId: number, now: Date): Promise<StudentResultsResult> {
  const student = await findTaughtStudent(db, access, { seatId });
  if (!student) return { kind: 'not-found' };
  if (!(await practisesOn(db, student.seatId, streamId, now))) {
    const known = await db.stream.count({ where: { id: streamId } });
    return { kind: 'ok', student, streamId, scope: known ? { kind: 'forbidden', reason: 'license' } : { kind: 'not-found' }, scores: [] };
  }
  const user = await db.user.findUniqueOrThrow({ where: { id: student.userId }, select: { id: true, role: true } });
  const studentAccess = await loadAccess(db, { id: user.id, role: user.role as Role | null }, now);
  const scope = await practiceScope(db, studentAccess, student.userId, streamId, now);
  return { kind: 'ok', student, streamId, scope, scores: await scoresOfUser(db, student.userId, streamId) };
}
