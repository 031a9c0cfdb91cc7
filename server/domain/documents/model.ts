// What a set's documents hold (document 1 §3, document 4 §6), loaded once from the database as plain data: the
// renderers (server/documents/) turn it into a PDF or a Word file in a worker thread without touching the database.
// The model is also the document's version: the cache key is a hash of it (and of its files' hashes), so any change
// to the content a document shows makes a new key, and an unchanged set is served from the cache.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { storedFileBytes, storedFileBytesSelect } from '../content/storedFiles.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { Role } from '../access/grants.ts';
import { topicsInOrder } from '../collections/history.ts';
import { answerWhere } from '../topics/policy.ts';
import { broughtIn } from '../topics/page.ts';
import { markupFileIds } from '../../../shared/markup/parse.ts';
import { setLabels } from '../collections/labels.ts';

/** A figure or appendix: the stored file it shows and its caption. */
export interface DocFigure {
  fileId: number;
  caption: string;
  width: number | null;
  height: number | null;
}

export interface DocStep {
  points: number;
  correction: string | null;
  text: string | null;
  elaboration: string | null;
  explanation: string | null;
  tips: string[];
}

export interface DocAnswer {
  name: string;
  remark: string | null;
  /** Score per combination of correct steps (bit i = step i correct); empty when the steps' points add up. */
  scores: number[];
  steps: DocStep[];
}

/**
 * What a question brings in from an earlier question of its exam (its introduction, its figures). Printed once per
 * set: where the earlier question is in the set, or an earlier question of the set brought the same in already,
 * `seeLabel` names that question and the text is not repeated.
 */
export interface DocEarlier {
  /** The earlier question's number in its exam. */
  number: number;
  /** The label (in this set) of the question where this is printed already; null: printed here. */
  seeLabel: number | null;
  introduction: string | null;
  figures: DocFigure[];
}

export interface DocQuestion {
  id: number;
  /** Its number in its exam: the source line's 'vraag 5'. */
  number: number;
  /** Its name in the set's documents and pages: numbered through the set (server/domain/collections/labels.ts). */
  label: number;
  points: number;
  minutes: number | null;
  /** What the question brings in from earlier questions it depends on, each with something to show. */
  earlier: DocEarlier[];
  introduction: string | null;
  text: string;
  figures: DocFigure[];
  /** The appendixes the question is answered on: its own and those it brings in, each once. */
  appendixes: DocFigure[];
  tips: string[];
  answers: DocAnswer[];
  /** The student's QR page of this question (/c/{set}/{topic}/{question}); null when the set prints no QR codes. */
  qrUrl: string | null;
  /** Ruled lines to answer on under the question (a set made with answer space: ./answerSpace.ts); absent: none. */
  answerLines?: number;
}

export interface DocTopic {
  id: number;
  name: string;
  introduction: string | null;
  figures: DocFigure[];
  year: number;
  term: number;
  /** All the topic's questions were chosen. */
  complete: boolean;
  questions: DocQuestion[];
}

/** A stored file the document shows, by id; `sha256` versions it, the bytes are loaded only to render. */
export interface DocFileRef {
  id: number;
  name: string;
  mime: string;
  sha256: string;
}

export interface DocumentModel {
  /** The set's name (or the topic's, for one topic's appendixes). */
  title: string;
  /** The day the set was made, as YYYY-MM-DD. */
  date: string;
  course: string;
  level: string;
  /** The stream's formula sheet (formuleblad), in markup. */
  formulaSheet: string | null;
  topics: DocTopic[];
  files: DocFileRef[];
}

/** A loaded file, as the renderers receive it. */
export interface DocFile extends DocFileRef {
  data: Uint8Array;
}

const asc = 'asc' as const;
const figures = { orderBy: [{ position: asc }, { attachmentId: asc }], select: { attachment: { select: { name: true, width: true, height: true, fileId: true } } } };
const byPosition = [{ position: asc }, { id: asc }];

function questionSelect(answers: Prisma.AnswerWhereInput | null) {
  return {
    id: true,
    topicId: true,
    number: true,
    points: true,
    timeInMinutes: true,
    introduction: true,
    text: true,
    attachments: figures,
    appendixes: figures,
    dependencies: {
      orderBy: { dependsOn: { number: asc } },
      select: { introduction: true, attachments: true, appendixes: true, dependsOn: { select: { id: true, number: true, introduction: true, attachments: figures, appendixes: figures } } },
    },
    tips: { orderBy: byPosition, select: { text: true } },
    answers: {
      where: answers ?? { id: { in: [] } },
      orderBy: byPosition,
      select: {
        name: true,
        remark: true,
        scores: true,
        sections: {
          orderBy: byPosition,
          select: { points: true, correction: true, text: true, elaboration: true, explanation: true, tips: { orderBy: byPosition, select: { text: true } } },
        },
      },
    },
    topic: {
      select: {
        id: true,
        name: true,
        introduction: true,
        questionCount: true,
        attachments: figures,
        exam: { select: { year: true, term: true } },
      },
    },
  } satisfies Prisma.QuestionSelect;
}

type QuestionRow = Prisma.QuestionGetPayload<{ select: ReturnType<typeof questionSelect> }>;
type FigureRow = { attachment: { name: string; width: number | null; height: number | null; fileId: number } };

const figureOf = (row: FigureRow): DocFigure => ({ fileId: row.attachment.fileId, caption: row.attachment.name, width: row.attachment.width, height: row.attachment.height });

/**
 * Figures not already shown in a text: the content writes most figures into its introduction as an image; the
 * paper shows each once.
 */
function unshown(list: DocFigure[], texts: (string | null)[]): DocFigure[] {
  const shown = new Set(markupFileIds(texts));
  return list.filter((f) => !shown.has(f.fileId));
}

/** Each file once, in the order first met. */
function onceEach(list: DocFigure[]): DocFigure[] {
  const seen = new Set<number>();
  return list.filter((f) => !seen.has(f.fileId) && (seen.add(f.fileId), true));
}

/**
 * Where what a question brings in is printed already: the earlier question itself when the set holds it (by its
 * label), or the first question of the set that brought it in. Keyed by the earlier question's id.
 */
type Printed = Map<number, number>;

function questionOf(q: QuestionRow, label: number, printed: Printed | null, qrUrl: string | null): DocQuestion {
  const brought = q.dependencies.map((d) => ({
    id: d.dependsOn.id,
    number: d.dependsOn.number,
    ...broughtIn(d, { introduction: d.dependsOn.introduction, attachments: d.dependsOn.attachments.map(figureOf), appendixes: d.dependsOn.appendixes.map(figureOf) }),
  }));
  const earlier = brought.flatMap((b): DocEarlier[] => {
    const figuresShown = unshown(b.attachments, [b.introduction]);
    if (!b.introduction?.trim() && !figuresShown.length) return [];
    const seeLabel = printed?.get(b.id) ?? null;
    if (printed && seeLabel === null) printed.set(b.id, label);
    return [{ number: b.number, seeLabel, introduction: seeLabel === null ? b.introduction : null, figures: seeLabel === null ? figuresShown : [] }];
  });
  return {
    id: q.id,
    number: q.number,
    label,
    points: q.points,
    minutes: q.timeInMinutes,
    earlier,
    introduction: q.introduction,
    text: q.text,
    figures: unshown(q.attachments.map(figureOf), [q.introduction, q.text]),
    appendixes: onceEach([...q.appendixes.map(figureOf), ...brought.flatMap((b) => b.appendixes)]),
    tips: q.tips.map((t) => t.text),
    answers: q.answers.map((a) => ({
      name: a.name,
      remark: a.remark,
      scores: a.scores,
      steps: a.sections.map((s) => ({ points: s.points, correction: s.correction, text: s.text, elaboration: s.elaboration, explanation: s.explanation, tips: s.tips.map((t) => t.text) })),
    })),
    qrUrl,
  };
}

/** Every markup text of the model, for the files its images show. */
function modelTexts(m: Omit<DocumentModel, 'files'>): (string | null)[] {
  return [
    m.formulaSheet,
    ...m.topics.flatMap((t) => [
      t.introduction,
      ...t.questions.flatMap((q) => [
        q.introduction,
        q.text,
        ...q.earlier.map((e) => e.introduction),
        ...q.tips,
        ...q.answers.flatMap((a) => [a.remark, ...a.steps.flatMap((s) => [s.correction, s.text, s.elaboration, s.explanation, ...s.tips])]),
      ]),
    ]),
  ];
}

async function withFiles(db: Db, model: Omit<DocumentModel, 'files'>): Promise<DocumentModel> {
  const ids = new Set(markupFileIds(modelTexts(model)));
  for (const t of model.topics) {
    for (const f of t.figures) ids.add(f.fileId);
    for (const q of t.questions) for (const f of [...q.figures, ...q.appendixes, ...q.earlier.flatMap((e) => e.figures)]) ids.add(f.fileId);
  }
  const files = await db.storedFile.findMany({ where: { id: { in: [...ids] } }, orderBy: { id: 'asc' }, select: { id: true, name: true, mime: true, sha256: true } });
  return { ...model, files };
}

const ymd = (date: Date) => date.toISOString().slice(0, 10);

/** Who asks for the document: decides which marking schemes (concept ones for admins and authors). */
export interface DocumentReader {
  role: Role | null;
}

/**
 * The model of a set's documents: its topics in the set's order with the chosen questions in number order, with
 * their marking schemes as the reader may see them. `qrUrl` makes the student's QR address of a question (null: no
 * QR codes).
 */
export async function loadSetModel(db: Db, collectionId: number, reader: DocumentReader, qrUrl: ((topicId: number, questionId: number) => string) | null): Promise<DocumentModel | null> {
  const set = await db.collection.findUnique({
    where: { id: collectionId },
    select: {
      name: true,
      createdAt: true,
      topicOrder: true,
      stream: { select: { formulaSheet: true, course: { select: { name: true } }, level: { select: { name: true } } } },
      questions: { orderBy: [{ position: asc }, { questionId: asc }], select: { questionId: true, position: true, question: { select: questionSelect(answerWhere(reader)) } } },
    },
  });
  if (!set) return null;
  const labels = setLabels(set.questions);
  // What an earlier question brings in is printed with that question where the set holds it.
  const printed: Printed = new Map(set.questions.map((q) => [q.questionId, labels.get(q.questionId)!]));
  const topics = topicsInOrder(
    set.topicOrder,
    set.questions.map((q) => q.question),
  ).map(({ topicId, questions }): DocTopic => {
    const topic = questions[0]!.topic;
    return {
      id: topicId,
      name: topic.name,
      introduction: topic.introduction,
      figures: unshown(topic.attachments.map(figureOf), [topic.introduction]),
      year: topic.exam.year,
      term: topic.exam.term,
      complete: questions.length >= topic.questionCount,
      questions: questions.map((q) => questionOf(q, labels.get(q.id)!, printed, qrUrl ? qrUrl(topicId, q.id) : null)),
    };
  });
  return withFiles(db, {
    title: set.name,
    date: ymd(set.createdAt),
    course: set.stream.course.name,
    level: set.stream.level.name,
    formulaSheet: set.stream.formulaSheet,
    topics,
  });
}

/** The model of one topic's appendixes (all its questions), or null when the topic does not exist. */
export async function loadTopicModel(db: Db, topicId: number, where: Prisma.TopicWhereInput): Promise<DocumentModel | null> {
  const topic = await db.topic.findFirst({
    where: { id: topicId, ...where },
    select: {
      id: true,
      name: true,
      createdAt: true,
      exam: { select: { stream: { select: { formulaSheet: true, course: { select: { name: true } }, level: { select: { name: true } } } } } },
      questions: { orderBy: [{ number: asc }, { id: asc }], select: questionSelect(null) },
    },
  });
  if (!topic || !topic.questions.length) return topic ? emptyTopicModel(topic) : null;
  const first = topic.questions[0]!.topic;
  return withFiles(db, {
    title: topic.name,
    date: ymd(topic.createdAt),
    course: topic.exam.stream.course.name,
    level: topic.exam.stream.level.name,
    formulaSheet: null,
    topics: [
      {
        id: topic.id,
        name: topic.name,
        introduction: first.introduction,
        figures: unshown(first.attachments.map(figureOf), [first.introduction]),
        year: first.exam.year,
        term: first.exam.term,
        complete: true,
        // One topic's appendixes, not a set: each question keeps its exam number.
        questions: topic.questions.map((q) => questionOf(q, q.number, null, null)),
      },
    ],
  });
}

/**
 * The model of a whole exam, for its teacher document: every topic in the exam's order (position) with every question
 * in number order, each question named by its exam number, with the marking schemes the reader may see (concept ones
 * for admins and authors). Topics without questions are kept: the author sees what is still to be done. `title` names
 * the exam, `date` is the day the document is made. Null when the exam does not exist.
 */
export async function loadExamModel(db: Db, examId: number, reader: DocumentReader, title: string, date: Date): Promise<DocumentModel | null> {
  const exam = await db.exam.findUnique({
    where: { id: examId },
    select: {
      year: true,
      term: true,
      stream: { select: { course: { select: { name: true } }, level: { select: { name: true } } } },
      topics: {
        orderBy: byPosition,
        select: { id: true, name: true, introduction: true, attachments: figures, questions: { orderBy: [{ number: asc }, { id: asc }], select: questionSelect(answerWhere(reader)) } },
      },
    },
  });
  if (!exam) return null;
  // Every question is in the document: what one brings in from an earlier question points to that question.
  const printed: Printed = new Map(exam.topics.flatMap((t) => t.questions.map((q) => [q.id, q.number] as const)));
  return withFiles(db, {
    title,
    date: ymd(date),
    course: exam.stream.course.name,
    level: exam.stream.level.name,
    formulaSheet: null,
    topics: exam.topics.map((topic): DocTopic => ({
      id: topic.id,
      name: topic.name,
      introduction: topic.introduction,
      figures: unshown(topic.attachments.map(figureOf), [topic.introduction]),
      year: exam.year,
      term: exam.term,
      complete: true,
      // A whole exam: each question keeps its exam number.
      questions: topic.questions.map((q) => questionOf(q, q.number, printed, null)),
    })),
  });
}

function emptyTopicModel(topic: { name: string; createdAt: Date; exam: { stream: { course: { name: string }; level: { name: string } } } }): DocumentModel {
  return { title: topic.name, date: ymd(topic.createdAt), course: topic.exam.stream.course.name, level: topic.exam.stream.level.name, formulaSheet: null, topics: [], files: [] };
}

/** Whether a model has any appendix to print. */
export const hasAppendixes = (model: DocumentModel) => model.topics.some((t) => t.questions.some((q) => q.appendixes.length));

/** The bytes of a model's files, for rendering (from the file store, ../content/storedFiles.ts). */
export async function loadFiles(db: Db, storage: FileStorage, files: DocFileRef[]): Promise<DocFile[]> {
  const rows = await db.storedFile.findMany({ where: { id: { in: files.map((f) => f.id) } }, select: { id: true, ...storedFileBytesSelect } });
  const bytes = new Map(await Promise.all(rows.map(async (r) => [r.id, await storedFileBytes(storage, r)] as const)));
  return files.flatMap((f) => {
    const data = bytes.get(f.id);
    return data ? [{ ...f, data: new Uint8Array(data) }] : [];
  });
}

/** A document's version: the hash of what it shows (its files by their own hashes) and of the renderer's version. */
export function documentVersion(kind: string, rendererVersion: string, model: DocumentModel): string {
  return createHash('sha256').update(`${kind}\n${rendererVersion}\n`).update(JSON.stringify(model)).digest('base64url');
}
