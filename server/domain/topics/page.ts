// Reading a topic page (/topics/{id}): the topic, its exam and stream, attachments and its questions in number order
// with everything the page shows. One statement with joins loads the whole tree (relationJoins), so a topic with 30
// questions costs as many statements as one with 3. What a viewer may see is decided by ./policy.ts.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { Access } from '../access/grants.ts';
import { invalid, type Invalid } from '../errors.ts';
import { answerWhere, maySelectQuestions, mayReadContent, visibleTopicWhere } from './policy.ts';

/** The topic `topicId` when the viewer may see it: the filter a caller reads it with (GraphQL spreads its selection beside it). */
export function visibleTopicByIdWhere(viewer: { role: string | null }, topicId: number): Prisma.TopicWhereInput {
  return { id: topicId, ...visibleTopicWhere(viewer) };
}

/** What a question brings in from an earlier one it depends on: only what its QuestionDependency flags name. */
export interface DependencyFlags {
  introduction: boolean;
  attachments: boolean;
  appendixes: boolean;
}

export function broughtIn<A>(flags: DependencyFlags, earlier: { introduction?: string | null; attachments?: A[]; appendixes?: A[] }) {
  return {
    introduction: flags.introduction ? (earlier.introduction ?? null) : null,
    attachments: flags.attachments ? (earlier.attachments ?? []) : [],
    appendixes: flags.appendixes ? (earlier.appendixes ?? []) : [],
  };
}

// ── The whole page in one select (the REST shim's GET /api/topics/{id}) ──

const attachmentSelect = { id: true, name: true, width: true, height: true, file: { select: { id: true, name: true } } } satisfies Prisma.AttachmentSelect;
const asc = 'asc' as const;
const orderedAttachments = { orderBy: [{ position: asc }, { attachmentId: asc }], select: { attachment: { select: attachmentSelect } } };

const byPosition = [{ position: asc }, { id: asc }];
const chapterSelect = { id: true, name: true, title: true, methodology: { select: { id: true, name: true } } } satisfies Prisma.ChapterSelect;
/** Nothing matches: how a relation the viewer may not see is left unloaded while the shape stays the same. */
const NONE = { id: { in: [] as number[] } };

/** The question fields the cart and the page share: the question with its attachments and appendixes. */
const questionBase = {
  id: true,
  topicId: true,
  typeId: true,
  number: true,
  points: true,
  timeInMinutes: true,
  complexity: true,
  proportionValue: true,
  introduction: true,
  text: true,
  attachments: orderedAttachments,
  appendixes: orderedAttachments,
} satisfies Prisma.QuestionSelect;

export function questionPageSelect(answers: Prisma.AnswerWhereInput | null) {
  return {
    ...questionBase,
    questionType: { select: { id: true, name: true } },
    highlights: { orderBy: byPosition, select: { id: true, text: true } },
    tags: {
      orderBy: { tag: { name: 'asc' } },
      select: { tag: { select: { id: true, streamId: true, name: true, children: { orderBy: { name: 'asc' }, select: { id: true, streamId: true, name: true } } } } },
    },
    domains: {
      orderBy: [{ domain: { position: 'asc' } }, { domainId: 'asc' }],
      select: {
        domain: {
          select: { id: true, name: true, parent: { select: { id: true, name: true } }, children: { orderBy: byPosition, select: { id: true, name: true } } },
        },
      },
    },
    chapters: {
      orderBy: [{ chapter: { methodology: { name: 'asc' } } }, { chapter: { position: 'asc' } }, { chapterId: 'asc' }],
      select: { chapter: { select: { ...chapterSelect, parent: { select: chapterSelect }, children: { orderBy: byPosition, select: chapterSelect } } } },
    },
    dependencies: {
      orderBy: { dependsOn: { number: 'asc' } },
      select: {
        introduction: true,
        attachments: true,
        appendixes: true,
        dependsOn: { select: { id: true, number: true, introduction: true, attachments: orderedAttachments, appendixes: orderedAttachments } },
      },
    },
    tips: { where: answers ? {} : NONE, orderBy: byPosition, select: { id: true, text: true } },
    answers: {
      where: answers ?? NONE,
      orderBy: byPosition,
      select: {
        id: true,
        questionId: true,
        name: true,
        type: true,
        position: true,
        remark: true,
        status: true,
        scores: true,
        sections: {
          orderBy: byPosition,
          select: {
            id: true,
            correction: true,
            text: true,
            elaboration: true,
            explanation: true,
            points: true,
            tips: { orderBy: byPosition, select: { id: true, text: true } },
          },
        },
      },
    },
  } satisfies Prisma.QuestionSelect;
}

export const examSelect = {
  id: true,
  streamId: true,
  status: true,
  notes: true,
  year: true,
  term: true,
  showAnswers: true,
  standardizationValue: true,
  isPilot: true,
  introduction: true,
} satisfies Prisma.ExamSelect;

export const topicBase = {
  id: true,
  examId: true,
  name: true,
  introduction: true,
  complexity: true,
  popularity: true,
  position: true,
  hasAnswers: true,
  cache: true,
  attachments: orderedAttachments,
} satisfies Prisma.TopicSelect;

function topicPageSelect(answers: Prisma.AnswerWhereInput | null, content: boolean) {
  return {
    ...topicBase,
    // The preview (./policy.ts topicContentView) loads no figures; its texts are dropped below (previewOf).
    attachments: content ? orderedAttachments : { ...orderedAttachments, where: { attachmentId: NONE.id } },
    exam: {
      select: {
        ...examSelect,
        stream: {
          select: { id: true, slug: true, practiceStatus: true, formulaSheet: true, course: { select: { id: true, name: true } }, level: { select: { id: true, name: true } } },
        },
      },
    },
    questions: { orderBy: [{ number: 'asc' }, { id: 'asc' }], select: questionPageSelect(answers) },
  } satisfies Prisma.TopicSelect;
}

type LoadedPage = Prisma.TopicGetPayload<{ select: ReturnType<typeof topicPageSelect> }>;
type LoadedQuestion = LoadedPage['questions'][number];
/** A question of the page; in the public preview its text is null (and its introduction, figures and dependencies empty). */
export type TopicPageQuestion = Omit<LoadedQuestion, 'text'> & { text: string | null };
export type TopicPageRow = Omit<LoadedPage, 'questions'> & { questions: TopicPageQuestion[] };

/**
 * The public preview of a loaded page (./policy.ts topicContentView): the card, the exam and each question's
 * 'Kenmerken' (number, points, time, type, keywords, domains, chapters, highlights); none of the texts, figures,
 * appendixes or what a question brings in.
 */
function previewOf(page: LoadedPage): TopicPageRow {
  return {
    ...page,
    introduction: null,
    attachments: [],
    questions: page.questions.map((q) => ({ ...q, introduction: null, text: null, attachments: [], appendixes: [], dependencies: [], tips: [], answers: [] })),
  };
}

export interface TopicPage {
  /** In the preview without its texts (previewOf). */
  topic: TopicPageRow;
  /** Texts, marking schemes, tips and answers were loaded (./policy.ts mayReadContent); otherwise those lists are empty. */
  maySeeAnswers: boolean;
  maySelect: boolean;
  /** Admins and authors see the exam's notes. */
  maySeeNotes: boolean;
}

/**
 * The topic page for a viewer, or null when the topic does not exist or is hidden from them. Two statements, whatever
 * the number of questions: the topic's stream (for the policy), then the page in one query with joins.
 */
export async function readTopicPage(db: Db, access: Access, topicId: number): Promise<TopicPage | null> {
  const found = await db.topic.findFirst({ where: { id: topicId, ...visibleTopicWhere(access) }, select: { exam: { select: { streamId: true } } } });
  if (!found) return null;
  const streamId = found.exam.streamId;
  const content = mayReadContent(access, streamId);
  const row = await db.topic.findFirst({
    where: { id: topicId, ...visibleTopicWhere(access) },
    select: topicPageSelect(content ? answerWhere(access) : null, content),
  });
  if (!row) return null;
  const topic = content ? row : previewOf(row);
  return { topic, maySeeAnswers: content, maySelect: maySelectQuestions(access, streamId), maySeeNotes: access.isStaff };
}

// ── Topics for the cart (GET /api/cart?items[]=): each topic with its exam and its questions' attachments ──

function cartTopicSelect() {
  return {
    ...topicBase,
    exam: { select: examSelect },
    questions: { orderBy: [{ number: 'asc' }, { id: 'asc' }], select: questionBase },
  } satisfies Prisma.TopicSelect;
}

export type CartTopicRow = Prisma.TopicGetPayload<{ select: ReturnType<typeof cartTopicSelect> }>;

/**
 * The given topics in the given order (duplicates once), each with its exam and questions, in one statement. A topic
 * that does not exist or is hidden from the viewer refuses the request: `items` names an unknown id. A topic whose
 * texts the viewer may not read (./policy.ts topicContentView: no licence for its stream) refuses it as not allowed,
 * before any question is loaded.
 */
export async function readTopicsWithQuestions(
  db: Db,
  access: Access,
  topicIds: readonly number[],
): Promise<{ kind: 'ok'; topics: CartTopicRow[]; maySeeNotes: boolean } | { kind: 'forbidden' } | Invalid> {
  const ids = [...new Set(topicIds)];
  if (!ids.length) return invalid({ items: [{ code: 'required' }] });
  const streams = await db.topic.findMany({ where: { id: { in: ids }, ...visibleTopicWhere(access) }, select: { id: true, exam: { select: { streamId: true } } } });
  if (streams.length < ids.length) return invalid({ items: [{ code: 'unknownId' }] });
  if (streams.some((t) => !mayReadContent(access, t.exam.streamId))) return { kind: 'forbidden' };
  const rows = await db.topic.findMany({ where: { id: { in: ids }, ...visibleTopicWhere(access) }, select: cartTopicSelect() });
  const byId = new Map(rows.map((t) => [t.id, t]));
  if (ids.some((id) => !byId.has(id))) return invalid({ items: [{ code: 'unknownId' }] });
  return { kind: 'ok', topics: ids.map((id) => byId.get(id)!), maySeeNotes: access.isStaff };
}
