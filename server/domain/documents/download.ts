// Which document a download request gets: the rules of kinds.ts applied to the set or topic in the database, and the
// model loaded for the reader. The routes only word the answers and hand the model to the renderers.
import type { Db } from '../../db/database.ts';
import type { Access, Role } from '../access/grants.ts';
import { visibleTopicWhere } from '../topics/policy.ts';
import { isCollectionKey } from '../collections/create.ts';
import { APPENDIX_QUESTION, documentFileName, maySetDocument, mayTopicAppendixes, type SetDocumentKind, type SetDocumentRefusal } from './kinds.ts';
import { hasAppendixes, loadSetModel, loadTopicModel, type DocumentModel } from './model.ts';
import { withAnswerSpace } from './answerSpace.ts';

export type DocumentRequest = { kind: 'ok'; model: DocumentModel; fileName: string; collectionId: number | null } | { kind: 'refused'; reason: SetDocumentRefusal };

export interface Downloader {
  access: Access;
  userId: number | null;
  role: Role | null;
}

/**
 * A document of a set by its link key. `qrUrl` makes a question's QR address (the PDF and Word files print one per
 * question when the set was made with QR codes).
 */
export async function setDocument(db: Db, who: Downloader, key: string, kind: SetDocumentKind, qrUrl: (setKey: string, topicId: number, questionId: number) => string): Promise<DocumentRequest> {
  if (!isCollectionKey(key)) return { kind: 'refused', reason: 'not-found' };
  const set = await db.collection.findUnique({
    where: { key },
    select: {
      id: true,
      key: true,
      name: true,
      ownerId: true,
      downloadType: true,
      deviceCount: true,
      qr: true,
      answerSpace: true,
      questions: { where: APPENDIX_QUESTION, take: 1, select: { questionId: true } },
    },
  });
  if (!set) return { kind: 'refused', reason: 'not-found' };
  const refusal = maySetDocument(who.access, who.userId, { ...set, hasAppendixes: set.questions.length > 0 }, kind);
  if (refusal) return { kind: 'refused', reason: refusal };
  // The teacher's version prints the same QR codes as the students' paper.
  const withQr = set.qr && (kind === 'pdf' || kind === 'word' || kind === 'teacherPdf');
  const model = await loadSetModel(db, set.id, { role: who.role }, withQr ? (topicId, questionId) => qrUrl(set.key, topicId, questionId) : null);
  if (!model) return { kind: 'refused', reason: 'not-found' };
  // The lines to answer on are for the student's papers, not for the corrections or the appendixes.
  const answerSpace = set.answerSpace && (kind === 'pdf' || kind === 'word');
  return { kind: 'ok', model: answerSpace ? withAnswerSpace(model) : model, fileName: documentFileName(kind, set.name), collectionId: set.id };
}

/** The appendixes of one topic, for teacher-like roles who may open its stream; `fileKey` names the file. */
export async function topicAppendixes(db: Db, who: Downloader, topicId: number, fileKey: string): Promise<DocumentRequest> {
  const topic = await db.topic.findFirst({ where: { id: topicId, ...visibleTopicWhere(who) }, select: { streamId: true } });
  if (!topic || !mayTopicAppendixes(who.access, topic.streamId)) return { kind: 'refused', reason: 'not-found' };
  const model = await loadTopicModel(db, topicId, visibleTopicWhere(who));
  if (!model) return { kind: 'refused', reason: 'not-found' };
  if (!hasAppendixes(model)) return { kind: 'refused', reason: 'not-offered' };
  return { kind: 'ok', model, fileName: documentFileName('topicAppendixes', fileKey), collectionId: null };
}
