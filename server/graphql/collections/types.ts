// Sets (opgavensets) in GraphQL: the set itself (its global id holds the link key, never the sequential id), the
// teacher's history as a connection, the licence allowance per stream, the coverage grid of a cart or set, and
// when a topic was last shared. Resolvers ask server/domain/collections/*; what is the owner's alone (shares,
// hides, activity) answers null to anyone else.
import { builder } from '../builder.ts';
import { nodeId } from '../syncNodeIds.ts';
import '../cart/types.ts';
import { cartTopicCount } from '../../domain/cart/cart.ts';
import { Question } from '../topics/question.ts';
import { ComplexityEnum } from '../topics/types.ts';
import { Viewer } from '../accounts/viewer.ts';
import { allowance, type Allowance, type Counter } from '../../domain/collections/limits.ts';
import { coverageOf, type Coverage, type CoverageCell, type CoverageRow } from '../../domain/collections/coverage.ts';
import { HISTORY_PAGE, lastUses, lastUsesOf, newestFirst, ownSetsWhere, topicsInOrder, type LastUse, type LastUsesOf } from '../../domain/collections/history.ts';
import { defaultHideUntil, managedSetsWhere, mayManageSet } from '../../domain/collections/sharing.ts';
import { activitySummary, type ActivitySummary } from '../../domain/activity/log.ts';
import { MAX_DEVICES } from '../../domain/collections/fairUse.ts';
import type { Context } from '../context.ts';
import { requestLoader } from '../loaders.ts';
import { APPENDIX_QUESTION, documentFileName, documentFormat, documentsOfSet, type SetDocumentKind } from '../../domain/documents/kinds.ts';
import { setDocumentPath } from '../../documents/paths.ts';
import { qrAddresses, type QrAddresses } from '../../domain/documents/qrAddress.ts';

export const DownloadTypeEnum = builder.enumType('DownloadType', {
  description: 'How a set is handed out: online (digital), as a PDF or as a Word document.',
  values: ['digital', 'pdf', 'word'] as const,
});

const asc = 'asc' as const;

// ── Coverage grid ──

const CoverageTotal = builder.objectRef<Omit<CoverageCell, 'complexity'>>('CoverageTotal').implement({
  fields: (t) => ({ questions: t.exposeInt('questions'), points: t.exposeInt('points'), minutes: t.exposeInt('minutes') }),
});
const CoverageCellRef = builder.objectRef<CoverageCell>('CoverageCell').implement({
  fields: (t) => ({
    complexity: t.field({ type: ComplexityEnum, nullable: true, description: 'null: questions without a complexity.', resolve: (c) => c.complexity }),
    questions: t.exposeInt('questions'),
    points: t.exposeInt('points'),
    minutes: t.exposeInt('minutes'),
  }),
});
const CoverageRowRef = builder.objectRef<CoverageRow>('CoverageRow').implement({
  fields: (t) => ({
    domainUrlId: t.string({
      nullable: true,
      description: 'The main domain as the search filters name it (filter domain); null for questions without a domain.',
      resolve: (row, _a, ctx) => (row.domainId === null ? null : ctx.ids.encode(row.domainId)),
    }),
    name: t.exposeString('name', { nullable: true }),
    cells: t.field({ type: [CoverageCellRef], description: 'One per column of the grid, in its order.', resolve: (r) => r.cells }),
    total: t.field({ type: CoverageTotal, resolve: (r) => r.total }),
  }),
});
export const CoverageRef = builder.objectRef<Coverage>('Coverage').implement({
  description: 'A selection as domains × complexity: questions, points and minutes per cell (a question in two domains counts in both rows, once in the totals).',
  fields: (t) => ({
    complexities: t.field({ type: [ComplexityEnum], nullable: { list: false, items: true }, resolve: (c) => c.complexities }),
    rows: t.field({ type: [CoverageRowRef], resolve: (c) => c.rows }),
    totals: t.field({ type: [CoverageCellRef], resolve: (c) => c.totals }),
    total: t.field({ type: CoverageTotal, resolve: (c) => c.total }),
  }),
});

builder.prismaObjectFields('Cart', (t) => ({
  coverage: t.field({
    type: CoverageRef,
    description: 'The coverage grid of the selected questions.',
    select: { topics: { select: { questions: { select: { questionId: true } } } } },
    resolve: (cart, _a, ctx) =>
      coverageOf(
        ctx.db,
        cart.topics.flatMap((t) => t.questions.map((q) => q.questionId)),
      ),
  }),
}));

// ── The set ──

const ActivitySummaryRef = builder.objectRef<ActivitySummary>('ActivitySummary').implement({
  fields: (t) => ({
    devices: t.exposeInt('devices', { description: 'Anonymous devices that opened the set (fair use: at most 75).' }),
    sessions: t.exposeInt('sessions'),
    activities: t.exposeInt('activities'),
    last: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.last }),
  }),
});

interface SetTopicParent {
  topicId: number;
  questionIds: number[];
  points: number;
  minutes: number;
}

const CollectionTopic = builder.objectRef<SetTopicParent>('CollectionTopic').implement({
  description: 'A topic of a set with the questions chosen from it, and their points and minutes.',
  fields: (t) => ({
    topic: t.prismaField({ type: 'Topic', resolve: (query, p, _a, ctx) => ctx.db.topic.findUniqueOrThrow({ ...query, where: { id: p.topicId } }) }),
    questions: t.prismaField({
      type: [Question],
      resolve: (query, p, _a, ctx) => ctx.db.question.findMany({ ...query, where: { id: { in: p.questionIds } }, orderBy: [{ number: asc }, { id: asc }] }),
    }),
    points: t.exposeInt('points'),
    minutes: t.exposeInt('minutes'),
  }),
});

const ShareRef = builder.prismaObject('CollectionShare', {
  fields: (t) => ({ group: t.relation('group', { nullable: true, description: 'null: all the teacher’s students.' }), createdAt: t.expose('createdAt', { type: 'DateTime' }) }),
});
const HideRef = builder.prismaObject('CollectionHide', {
  fields: (t) => ({
    group: t.relation('group', { nullable: true, description: 'null: all the teacher’s students.' }),
    until: t.expose('until', { type: 'Date' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const questionsInOrder = {
  questions: {
    orderBy: [{ position: asc }, { questionId: asc }],
    select: { question: { select: { id: true, topicId: true, points: true, timeInMinutes: true, _count: { select: { answers: true, tips: true } } } } },
  },
};

const DocumentKindEnum = builder.enumType('DocumentKind', {
  description: "A set's downloadable document.",
  values: {
    PDF: { value: 'pdf', description: 'The questions as a PDF, with a QR code per question.' },
    WORD: { value: 'word', description: 'The questions as an editable Word file (sets made as Word only).' },
    CORRECTIONS: { value: 'corrections', description: 'The correctievoorschrift as a Word file.' },
    CORRECTIONS_PDF: { value: 'correctionsPdf', description: 'The correctievoorschrift as a PDF, for printing.' },
    TEACHER_PDF: { value: 'teacherPdf', description: "The teacher's version: the set's PDF with each question's correctievoorschrift after it (sets handed out as PDF or Word)." },
    APPENDIXES: { value: 'appendixes', description: 'The uitwerkbijlagen of the set as a PDF.' },
  } as const,
});

interface SetDocument {
  kind: SetDocumentKind;
  key: string;
  name: string;
}

const SetDocumentRef = builder.objectRef<SetDocument>('SetDocument').implement({
  description: 'A document of a set, as its owner downloads it.',
  fields: (t) => ({
    kind: t.field({ type: DocumentKindEnum, resolve: (d) => d.kind }),
    path: t.string({ description: 'The download address, relative to the site: /api/download-…', resolve: (d) => setDocumentPath(d.kind, d.key) }),
    fileName: t.string({ resolve: (d) => documentFileName(d.kind, d.name) }),
    format: t.string({ description: "'pdf' or 'docx'.", resolve: (d) => documentFormat(d.kind) }),
  }),
});

const QrCodesRef = builder.objectRef<QrAddresses>('QrCodes').implement({
  description: "What the QR codes of a set's PDF and Word files carry (made by the same function as the codes).",
  fields: (t) => ({
    address: t.string({ description: "The server's public address (PUBLIC_URL) every code's address starts with: {address}/c/{set}/{topic}/{question}.", resolve: (q) => q.base }),
    reachableFromPhone: t.boolean({ description: 'false: a loopback address (localhost, 127.x, ::1) that a phone scanning the code cannot open.', resolve: (q) => q.reach === 'reachable' }),
  }),
});

export const CollectionNode = builder.prismaNode('Collection', {
  id: nodeId('key'),
  nullable: true,
  description:
    "A set, as its owner (or an admin) sees it. Its id holds the link key, never the sequential id. node(id:) finds only the viewer's own sets (admins: every set): students read a shared set through the fair-use count, not here.",
  findUnique: (key, ctx) => ({ ...managedSetsWhere(ctx.actor.user), key }),
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The key in every link to the set (/student/{key}, /c/{key}/...).' }),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    downloadType: t.expose('downloadType', { type: DownloadTypeEnum }),
    qr: t.exposeBoolean('qr'),
    answerSpace: t.exposeBoolean('answerSpace', { description: 'Its PDF and Word files print ruled lines under each question to answer on.' }),
    completeTopics: t.exposeInt('completeTopics'),
    partialTopics: t.exposeInt('partialTopics'),
    topicCount: t.int({ select: { topicOrder: true }, resolve: (c) => c.topicOrder.length }),
    questionCount: t.relationCount('questions'),
    stream: t.relation('stream'),
    studentPath: t.string({ description: "The set's page for students: /student/{key}.", resolve: (c) => `/student/${c.key}` }),
    url: t.string({ description: 'The whole link to the set for students.', resolve: (c, _a, ctx) => `${ctx.config.publicUrl}/student/${c.key}` }),
    qrCodes: t.field({
      type: QrCodesRef,
      nullable: true,
      description: "The address the QR codes of the set's PDF and Word files open; null for a set made without QR codes.",
      select: { qr: true },
      resolve: (c, _a, ctx) => (c.qr ? qrAddresses(ctx.config.publicUrl, ctx.ids.encode) : null),
    }),
    viewerSelectionCount: t.int({
      description: "Topics in the viewer's current selection of the set's stream: what 'Bewerk een kopie' (reuseCollection) would replace.",
      select: { streamId: true },
      resolve: (c, _a, ctx) => (ctx.actor.user ? cartTopicCount(ctx.db, ctx.actor.user.id, c.streamId) : 0),
    }),
    shortUrl: t.string({
      description: 'The same link in short (/s/{key}, which the server redirects to /student/{key}): for the classroom projector, read out or typed.',
      resolve: (c, _a, ctx) => `${ctx.config.publicUrl}/s/${c.key}`,
    }),
    topics: t.field({
      type: [CollectionTopic],
      description: "The set's topics in its topic order.",
      select: { topicOrder: true, ...questionsInOrder },
      resolve: (c) =>
        topicsInOrder(
          c.topicOrder,
          c.questions.map((q) => q.question),
        ).map(({ topicId, questions, points, minutes }) => ({
          topicId,
          questionIds: questions.map((q) => q.id),
          points,
          minutes,
        })),
    }),
    answeredQuestions: t.int({
      nullable: true,
      description: 'Questions with a marking scheme: for teacher-like roles only (null for others).',
      select: questionsInOrder,
      resolve: async (c, _a, ctx) => ((await ctx.actor.access()).isTeacherLike ? c.questions.filter((q) => q.question._count.answers > 0).length : null),
    }),
    tipCount: t.int({
      nullable: true,
      description: 'Tips over all questions: for teacher-like roles only (null for others).',
      select: questionsInOrder,
      resolve: async (c, _a, ctx) => ((await ctx.actor.access()).isTeacherLike ? c.questions.reduce((n, q) => n + q.question._count.tips, 0) : null),
    }),
    coverage: t.field({
      type: CoverageRef,
      select: questionsInOrder,
      resolve: (c, _a, ctx) =>
        coverageOf(
          ctx.db,
          c.questions.map((q) => q.question.id),
        ),
    }),
    documents: t.field({
      type: [SetDocumentRef],
      description: 'The documents the viewer may download: empty unless the viewer manages the set.',
      select: { ownerId: true, key: true, name: true, downloadType: true, questions: { where: APPENDIX_QUESTION, take: 1, select: { questionId: true } } },
      resolve: async (c, _a, ctx) =>
        mayManageSet(await ctx.actor.access(), ctx.actor.user?.id, c)
          ? documentsOfSet({ downloadType: c.downloadType, hasAppendixes: c.questions.length > 0 }).map((kind) => ({ kind, key: c.key, name: c.name }))
          : [],
    }),
    viewerMayManage: t.boolean({
      description: 'The viewer owns the set (or is an admin): may share, hide and see its activity.',
      select: { ownerId: true },
      resolve: async (c, _a, ctx) => mayManageSet(await ctx.actor.access(), ctx.actor.user?.id, c),
    }),
    shares: t.prismaField({
      type: [ShareRef],
      nullable: true,
      description: 'Newest first; null unless the viewer manages the set.',
      select: { ownerId: true, id: true },
      resolve: async (query, c, _a, ctx) =>
        mayManageSet(await ctx.actor.access(), ctx.actor.user?.id, c) ? ctx.db.collectionShare.findMany({ ...query, where: { collectionId: c.id }, orderBy: { id: 'desc' } }) : null,
    }),
    hides: t.prismaField({
      type: [HideRef],
      nullable: true,
      description: 'Newest first; null unless the viewer manages the set.',
      select: { ownerId: true, id: true },
      resolve: async (query, c, _a, ctx) =>
        mayManageSet(await ctx.actor.access(), ctx.actor.user?.id, c) ? ctx.db.collectionHide.findMany({ ...query, where: { collectionId: c.id }, orderBy: { id: 'desc' } }) : null,
    }),
    activity: t.field({
      type: ActivitySummaryRef,
      nullable: true,
      description: 'Null unless the viewer manages the set.',
      select: { ownerId: true, id: true },
      resolve: async (c, _a, ctx) => (mayManageSet(await ctx.actor.access(), ctx.actor.user?.id, c) ? activitySummary(ctx.db, c.id) : null),
    }),
    devices: t.int({
      nullable: true,
      description: `Anonymous devices that hold a place of the set (fair use: at most ${MAX_DEVICES}; resetSetDevices frees them); null unless the viewer manages the set.`,
      select: { ownerId: true, deviceCount: true },
      resolve: async (c, _a, ctx) => (mayManageSet(await ctx.actor.access(), ctx.actor.user?.id, c) ? c.deviceCount : null),
    }),
    maxDevices: t.int({ description: 'The most anonymous devices fair use lets in.', resolve: () => MAX_DEVICES }),
  }),
});

// ── History, allowance, share groups ──

builder.objectField(Viewer, 'collections', (t) =>
  t.prismaConnection({
    type: 'Collection',
    cursor: 'id',
    defaultSize: HISTORY_PAGE,
    maxSize: 50,
    description: "The viewer's own sets, newest first ('Opgaven opnieuw gebruiken', 'Je laatste selecties').",
    resolve: (query, _v, _a, ctx) => (ctx.actor.user ? ctx.db.collection.findMany({ ...query, where: ownSetsWhere(ctx.actor.user.id), orderBy: newestFirst }) : []),
  }),
);

builder.objectField(Viewer, 'defaultHideUntil', (t) =>
  t.field({
    type: 'Date',
    description: 'The day a hide from self-practice ends unless the teacher picks another: four weeks from today (document 1 §9).',
    resolve: (_v, _a, ctx) => defaultHideUntil(ctx.now),
  }),
);

builder.objectField(Viewer, 'shareGroups', (t) =>
  t.prismaField({
    type: ['Group'],
    description: "Groups the viewer manages ('groepen beheren'): with more than one, a share or hide asks which group.",
    resolve: async (query, _v, _a, ctx) => {
      const ids = (await ctx.actor.access()).managedGroupIds;
      return ids.length ? ctx.db.group.findMany({ ...query, where: { id: { in: [...ids] } }, orderBy: { name: 'asc' } }) : [];
    },
  }),
);

const LicenseKindEnum = builder.enumType('SetLicenseKind', {
  description: 'unlimited: admins and authors; full: a licence; limited: a trial licence.',
  values: ['unlimited', 'full', 'limited'] as const,
});
const CounterRef = builder.objectRef<Counter>('LimitCounter').implement({
  fields: (t) => ({ max: t.exposeInt('max'), used: t.exposeInt('used'), available: t.exposeInt('available', { description: 'max − used, never below 0.' }) }),
});
const AllowanceRef = builder.objectRef<Allowance>('SetAllowance').implement({
  description: 'What the viewer may still put in sets of a stream (document 1 §9). The server enforces it when a set is made.',
  fields: (t) => ({
    kind: t.field({ type: LicenseKindEnum, resolve: (a) => a.kind }),
    periodDays: t.int({ nullable: true, resolve: (a) => (a.kind === 'unlimited' ? null : a.periodDays) }),
    topicsPerSet: t.int({ nullable: true, resolve: (a) => (a.kind === 'unlimited' ? null : a.topicsPerSet) }),
    completeTopics: t.field({ type: CounterRef, nullable: true, resolve: (a) => (a.kind === 'unlimited' ? null : a.completeTopics) }),
    wordTopics: t.field({ type: CounterRef, nullable: true, resolve: (a) => (a.kind === 'unlimited' ? null : a.wordTopics) }),
  }),
});

builder.prismaObjectFields('Stream', (t) => ({
  viewerSetAllowance: t.field({
    type: AllowanceRef,
    nullable: true,
    description: 'The viewer’s set-making limits in this stream; null when they may not make sets in it.',
    select: { id: true },
    resolve: async (stream, _a, ctx) => (ctx.actor.user ? allowance(ctx.db, await ctx.actor.access(), ctx.actor.user.id, stream.id, ctx.now) : null),
  }),
}));

// ── 'Al gebruikt met …' on topics ──

const LastUseRef = builder.objectRef<LastUse>('TopicLastUse').implement({
  description: 'The viewer’s latest share this school year of a set holding the topic.',
  fields: (t) => ({
    sharedAt: t.expose('sharedAt', { type: 'DateTime' }),
    groupName: t.exposeString('groupName', { nullable: true, description: 'null: shared with all the teacher’s students.' }),
  }),
});

/** The viewer's own last uses, when they see any (the domain's rule, lastUsesOf). */
export async function lastUsesViewer(ctx: Context): Promise<LastUsesOf | undefined> {
  return lastUsesOf(await ctx.actor.access(), ctx.actor.user, ctx.now);
}

/**
 * The viewer's last use of each topic a request asks about, all of a list's in one statement (lastUses); nothing is
 * read for a viewer who sees none (lastUsesViewer).
 */
const lastUseLoader = requestLoader<number, LastUse | null>(async (topicIds, ctx) => {
  const viewer = await lastUsesViewer(ctx);
  if (!viewer) return topicIds.map(() => null);
  const uses = await lastUses(ctx.db, viewer.userId, topicIds, viewer.now);
  return topicIds.map((id) => uses.get(id) ?? null);
});

/**
 * Last uses that came with the topics: a search reads its cards' in the statement that finds them, under the same
 * rule (lastUsesViewer), and hands them to the loader, so a page of cards asks nothing more.
 */
export function knowLastUses(ctx: Context, topics: readonly { id: number; lastUse: LastUse | null }[]): void {
  const loader = lastUseLoader(ctx);
  for (const topic of topics) loader.prime(topic.id, topic.lastUse);
}

builder.prismaObjectFields('Topic', (t) => ({
  viewerLastUse: t.field({
    type: LastUseRef,
    nullable: true,
    description: "When the viewer last shared this topic with students this school year ('Al gebruikt met Havo 4a op 12 maart'); null if not.",
    resolve: (topic, _a, ctx) => lastUseLoader(ctx).load(topic.id),
  }),
}));
