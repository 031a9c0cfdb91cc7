// Reading a shared set by its link (GET /api/collections/{key}[/{topic}], the student pages): anyone holding the
// link may read it — students open it without signing in — so the link key is the only way in, answers come only
// from exams that show answers, and the fair-use device limit applies.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { examSelect, questionPageSelect, topicBase } from '../topics/page.ts';
import { isCollectionKey } from './create.ts';
import { admitVisitor, type Visitor } from './fairUse.ts';

/** Published solution strategies of exams that show their answers: what a set's reader may see. */
export const SHOWN_ANSWERS: Prisma.AnswerWhereInput = { status: 'published', question: { topic: { exam: { showAnswers: true } } } };
/** Tips of a question, for its readers: like the answers, only of exams that show their answers. */
export const SHOWN_TIPS: Prisma.TipWhereInput = { question: { topic: { exam: { showAnswers: true } } } };

function sharedSetSelect(topicId: number | null) {
  return {
    id: true,
    key: true,
    ownerId: true,
    deviceCount: true,
    name: true,
    downloadType: true,
    topicOrder: true,
    completeTopics: true,
    partialTopics: true,
    createdAt: true,
    owner: { select: { firstName: true, lastName: true } },
    stream: { select: { id: true } },
    questions: {
      where: topicId === null ? {} : { question: { topicId } },
      orderBy: [{ position: 'asc' }, { questionId: 'asc' }],
      select: {
        question: {
          select: {
            ...questionPageSelect(SHOWN_ANSWERS),
            tips: { where: SHOWN_TIPS, orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, text: true } },
            topic: { select: { ...topicBase, exam: { select: examSelect } } },
          },
        },
      },
    },
  } satisfies Prisma.CollectionSelect;
}

export type SharedSetRow = Prisma.CollectionGetPayload<{ select: ReturnType<typeof sharedSetSelect> }>;

/** Why a visitor is not let in (fairUse.ts Admission): 'fair-use', 'new-devices', 'not-admitted'. */
export type SetRefusal = { kind: 'not-found' } | { kind: 'fair-use' } | { kind: 'new-devices' } | { kind: 'not-admitted' };

export type ReadSharedSetResult = { kind: 'ok'; set: SharedSetRow } | SetRefusal;

export type OpenSharedSetResult = { kind: 'ok'; id: number } | SetRefusal;

/**
 * Lets a visitor into the set of a link key (narrowed to one of its topics): the set's id, or why not. An anonymous
 * device is counted against fair use here, whichever interface reads the set afterwards.
 */
export async function openSharedSet(db: Db, key: string, topicId: number | null, visitor: Visitor): Promise<OpenSharedSetResult> {
  if (!isCollectionKey(key)) return { kind: 'not-found' };
  const head = await db.collection.findUnique({ where: { key }, select: { id: true, ownerId: true, deviceCount: true, topicOrder: true } });
  if (!head) return { kind: 'not-found' };
  if (topicId !== null && !head.topicOrder.includes(topicId)) return { kind: 'not-found' };
  const admission = await admitVisitor(db, head, visitor);
  return admission === 'ok' ? { kind: 'ok', id: head.id } : { kind: admission };
}

/** The set of a link key (narrowed to one of its topics), for a visitor; counted against fair use. */
export async function readSharedSet(db: Db, key: string, topicId: number | null, visitor: Visitor): Promise<ReadSharedSetResult> {
  const opened = await openSharedSet(db, key, topicId, visitor);
  if (opened.kind !== 'ok') return opened;
  const set = await db.collection.findUnique({ where: { id: opened.id }, select: sharedSetSelect(topicId) });
  return set ? { kind: 'ok', set } : { kind: 'not-found' };
}
