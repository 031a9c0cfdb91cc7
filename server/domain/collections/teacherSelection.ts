// 'Selectie vanuit docent' (/selectie-docent, document 2 §2.6): the sets the student's teachers shared with them. A set
// is the student's when one of its shares reaches them today (./reach.ts: a share with one of their groups, or one
// for all students of a licence they study in), so a student who joins a group later finds what was shared with it.
// The student opens each set by its link (/student/{key}), which is where its fair use is counted.
import type { Db } from '../../db/database.ts';
import { today } from '../licensing/period.ts';
import { studentReach } from './reach.ts';

export interface SelectedSet {
  id: number;
  key: string;
  name: string;
  ownerName: string;
  streamId: number;
  /** When it was last shared with the student. */
  sharedAt: Date;
  questionCount: number;
  topicCount: number;
}

/** The sets shared with a user's student seats, the latest share first; [] for a user without student seats. */
export async function teacherSelection(db: Db, userId: number, now: Date): Promise<SelectedSet[]> {
  const reach = await studentReach(db, userId, today(now));
  if (!reach) return [];
  const sets = await db.collection.findMany({
    where: { shares: { some: reach } },
    select: {
      id: true,
      key: true,
      name: true,
      streamId: true,
      topicOrder: true,
      owner: { select: { firstName: true, lastName: true } },
      shares: { where: reach, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 1, select: { createdAt: true } },
      _count: { select: { questions: true } },
    },
  });
  return sets
    .map((s) => ({
      id: s.id,
      key: s.key,
      name: s.name,
      ownerName: [s.owner.firstName, s.owner.lastName].filter(Boolean).join(' '),
      streamId: s.streamId,
      sharedAt: s.shares[0]!.createdAt,
      questionCount: s._count.questions,
      topicCount: s.topicOrder.length,
    }))
    .sort((a, b) => b.sharedAt.getTime() - a.sharedAt.getTime() || b.id - a.id);
}
