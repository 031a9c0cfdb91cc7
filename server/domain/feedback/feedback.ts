// The feedback tab: cascading options (stream → exam → question → part) and sending a message.
import type { Db } from '../../db/database.ts';
import type { AppContext } from '../context.ts';
import { streamDisplayName, streamOrder } from '../content/streams.ts';
import { examAnnotationName } from '../practice/examAnnotations.ts';
import { consumeRate } from '../accounts/throttle.ts';
import { z } from 'zod';
import { invalid, type Invalid } from '../errors.ts';
import { textField, validate } from '../validation.ts';
import { mayReadContent } from '../topics/policy.ts';

export const FEEDBACK_MAX_LENGTH = 2000;
export const FEEDBACK_PER_WINDOW = 10;
export const FEEDBACK_WINDOW_SECONDS = 10 * 60;

export interface Option<T> {
  label: string;
  value: T;
  info?: string;
}

export type Part = { kind: 'tip'; id: number } | { kind: 'section'; id: number };

/** Do the ids name a stream, an exam of that stream and a question of that exam (as far as they are given)? */
export async function feedbackPathExists(db: Db, path: { streamId: number; examId?: number; questionId?: number }): Promise<boolean> {
  if (path.questionId !== undefined) {
    return (await db.question.count({ where: { id: path.questionId, topic: { examId: path.examId, exam: { streamId: path.streamId } } } })) > 0;
  }
  if (path.examId !== undefined) return (await db.exam.count({ where: { id: path.examId, streamId: path.streamId } })) > 0;
  return (await db.stream.count({ where: { id: path.streamId } })) > 0;
}

export async function streamOptions(db: Db): Promise<Option<number>[]> {
  const streams = await db.stream.findMany({ orderBy: streamOrder, include: { course: true, level: true } });
  return streams.map((s) => ({ label: streamDisplayName(s), value: s.id }));
}

export async function examOptions(db: Db, streamId: number): Promise<Option<number>[]> {
  const exams = await db.exam.findMany({ where: { streamId, status: 'published' }, orderBy: [{ year: 'desc' }, { term: 'asc' }] });
  return exams.map((e) => ({ label: examAnnotationName(e.year, e.term), value: e.id }));
}

export async function questionOptions(db: Db, examId: number): Promise<Option<number>[]> {
  const questions = await db.question.findMany({
    where: { topic: { examId, exam: { status: 'published' } } },
    orderBy: { number: 'asc' },
    include: { topic: { select: { name: true } } },
  });
  return questions.map((q) => ({ label: `${q.topic.name}, vraag ${q.number}`, value: q.id }));
}

const ordinal = (n: number) => `${n}e`;

/**
 * 'Vraag', the question's tips, then per step of the first answer the step and its tips (document 4 §10). A tip's text
 * (info) only for an actor who may read the stream's content (../topics/policy.ts topicContentView): the form is open
 * to everyone, and the labels name a part well enough to give feedback on it.
 */
export async function partOptions(ctx: AppContext, input: { questionId: number }): Promise<Option<Part | null>[]> {
  const { db } = ctx;
  const { questionId } = input;
  const question = await db.question.findFirst({
    where: { id: questionId, topic: { exam: { status: 'published' } } },
    include: {
      topic: { select: { exam: { select: { streamId: true } } } },
      tips: { orderBy: { position: 'asc' } },
      answers: { orderBy: { position: 'asc' }, take: 1, include: { sections: { orderBy: { position: 'asc' }, include: { tips: { orderBy: { position: 'asc' } } } } } },
    },
  });
  if (!question) return [];
  const access = await ctx.actor.access();
  const info = (text: string) => (mayReadContent(access, question.topic.exam.streamId) ? { info: text } : {});
  const options: Option<Part | null>[] = [{ label: 'Vraag', value: null }];
  question.tips.forEach((tip, i) => options.push({ label: i === 0 ? 'Algemene tip' : `${ordinal(i + 1)} algemene tip`, value: { kind: 'tip', id: tip.id }, ...info(tip.text) }));
  const answer = question.answers[0];
  answer?.sections.forEach((section, i) => {
    const name = answer.sections.length === 1 ? 'Antwoord' : `Tussenantwoord ${i + 1}`;
    options.push({ label: name, value: { kind: 'section', id: section.id } });
    section.tips.forEach((tip, j) => options.push({ label: j === 0 ? `${name}, tip` : `${name}, ${ordinal(j + 1)} tip`, value: { kind: 'tip', id: tip.id }, ...info(tip.text) }));
  });
  return options;
}

export async function questionHasAnswer(db: Db, questionId: number): Promise<boolean> {
  return (await db.answer.count({ where: { questionId } })) > 0;
}

export interface FeedbackInput {
  feedback: unknown;
  collectionId?: number | null;
  streamId?: number | null;
  examId?: number | null;
  questionId?: number | null;
  part?: Part | null;
}

/** The message, trimmed. */
const FeedbackSchema = z.object({ feedback: textField(FEEDBACK_MAX_LENGTH, { required: true, trim: true }) });

export type SendFeedbackResult = { kind: 'ok'; id: number } | Invalid;

/**
 * Stores the acting user's message (anonymous for a visitor, rate-limited by the actor's address then) and mails it to
 * `settings.to`, the server's feedback address.
 */
export async function sendFeedback(ctx: AppContext, input: FeedbackInput, settings: { to: string }): Promise<SendFeedbackResult> {
  const { db, mailer } = ctx;
  const sender = ctx.actor.user;
  // Anything but text is no message at all (required), as it always was: the form's one field is the text.
  const checked = validate(FeedbackSchema, { feedback: typeof input.feedback === 'string' ? input.feedback : null });
  if (checked.kind === 'invalid') return checked;
  const text = checked.value.feedback;
  const wait = await consumeRate(db, 'feedback', sender ? `user:${sender.id}` : `ip:${ctx.actor.ip}`, FEEDBACK_PER_WINDOW, FEEDBACK_WINDOW_SECONDS);
  if (wait > 0) return invalid({ feedback: [{ code: 'rateLimited', seconds: wait }] });
  // Only references that exist are kept; the message itself is never lost over a stale option.
  const [collection, stream, exam, question] = await Promise.all([
    input.collectionId ? db.collection.findUnique({ where: { id: input.collectionId }, include: { owner: { select: { email: true } } } }) : null,
    input.streamId ? db.stream.findUnique({ where: { id: input.streamId }, include: { course: true, level: true } }) : null,
    input.examId ? db.exam.findUnique({ where: { id: input.examId } }) : null,
    input.questionId ? db.question.findUnique({ where: { id: input.questionId }, include: { topic: { select: { name: true } } } }) : null,
  ]);
  const part = input.part ? `${input.part.kind === 'tip' ? 'tip' : 'answer_section'}#${input.part.id}` : null;
  const row = await db.feedback.create({
    data: {
      text,
      userId: sender?.id ?? null,
      collectionId: collection?.id ?? null,
      streamId: stream?.id ?? null,
      examId: exam?.id ?? null,
      questionId: question?.id ?? null,
      part,
    },
  });
  const lines = [
    `Feedback via Vraagwerk${sender ? ` van ${`${sender.firstName} ${sender.lastName}`.trim()} <${sender.email}>` : ' (anoniem)'}:`,
    '',
    text,
    '',
    stream ? `Vak: ${streamDisplayName(stream)}` : null,
    exam ? `Examen: ${exam.year}-${exam.term}` : null,
    question ? `Vraag: ${question.number} (${question.topic.name})` : null,
    part ? `Onderdeel: ${part}` : null,
    collection ? `Opgavenset: ${collection.name} (van ${collection.owner.email})` : null,
  ].filter((l): l is string => l !== null);
  await mailer.send({ to: settings.to, subject: 'Feedback', text: lines.join('\n'), replyTo: sender?.email });
  return { kind: 'ok', id: row.id };
}

/**
 * What was stored of a sent message, as the sender may see it again: the set's owner's address only when the sender
 * is that owner.
 */
export async function feedbackReceipt(db: Db, id: number, sender: { id: number } | null) {
  const row = await db.feedback.findUniqueOrThrow({
    where: { id },
    include: {
      collection: { select: { name: true, ownerId: true, owner: { select: { email: true } } } },
      stream: { select: { slug: true } },
      exam: { select: { year: true, term: true } },
      question: { select: { number: true, topic: { select: { name: true } } } },
    },
  });
  return {
    text: row.text,
    collectionName: row.collection?.name ?? null,
    ownerEmail: row.collection && sender && row.collection.ownerId === sender.id ? row.collection.owner.email : null,
    streamSlug: row.stream?.slug ?? null,
    exam: row.exam ? `${row.exam.year}-${row.exam.term}` : null,
    questionNumber: row.question?.number ?? null,
    topicName: row.question?.topic.name ?? null,
  };
}
