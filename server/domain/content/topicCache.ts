// The denormalised search data of a topic: totals, the ids search filters on, and the legacy display cache
// (document 4 §5). Rebuilt whenever content changes, so searching never joins through the question tables.
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';

const topicForCache = {
  id: true,
  exam: {
    select: {
      status: true,
      showAnswers: true,
      year: true,
      term: true,
      stream: { select: { id: true, course: { select: { id: true, name: true } }, level: { select: { id: true, name: true } } } },
    },
  },
  questions: {
    orderBy: { number: 'asc' },
    select: {
      id: true,
      points: true,
      timeInMinutes: true,
      proportionValue: true,
      questionType: { select: { id: true, name: true } },
      tags: { select: { tag: { select: { id: true, name: true } } } },
      domains: { select: { domain: { select: { id: true, name: true, parent: { select: { id: true, name: true } } } } } },
      chapters: { select: { chapter: { select: { id: true, methodologyId: true, parentId: true } } } },
      highlights: { orderBy: { position: 'asc' }, select: { id: true, text: true } },
      answers: { select: { sections: { select: { text: true } } } },
    },
  },
} satisfies Prisma.TopicSelect;

type TopicForCache = Prisma.TopicGetPayload<{ select: typeof topicForCache }>;

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** Pure: the search columns and display cache of one topic. */
export function computeTopicCache(topic: TopicForCache) {
  const { exam, questions } = topic;
  const totalPoints = questions.reduce((s, q) => s + q.points, 0);
  const weighted = questions.reduce((s, q) => s + q.points * (q.proportionValue ?? 0), 0);
  const weightedPValue = totalPoints > 0 ? Math.round(weighted / totalPoints) : null;
  const types = new Map<number, string>();
  const tags = new Map<number, string>();
  const domains = new Map<number, { id: number; name: string; children: Map<number, string> }>();
  const subdomainIds: number[] = [];
  const chapterIds: number[] = [];
  const methodologyIds: number[] = [];
  for (const q of questions) {
    if (q.questionType) types.set(q.questionType.id, q.questionType.name);
    for (const { tag } of q.tags) tags.set(tag.id, tag.name);
    for (const { domain } of q.domains) {
      subdomainIds.push(domain.id);
      const top = domain.parent ?? domain;
      const entry = domains.get(top.id) ?? { id: top.id, name: top.name, children: new Map<number, string>() };
      if (domain.parent) entry.children.set(domain.id, domain.name);
      domains.set(top.id, entry);
    }
    for (const { chapter } of q.chapters) {
      chapterIds.push(chapter.id);
      if (chapter.parentId) chapterIds.push(chapter.parentId);
      methodologyIds.push(chapter.methodologyId);
    }
  }
  const hasAnswers = exam.showAnswers && questions.some((q) => q.answers.some((a) => a.sections.some((s) => !!s.text?.trim())));
  const highlights = questions.flatMap((q) => q.highlights);
  const cache = {
    examStatus: exam.status,
    examAnswers: exam.showAnswers,
    stream_id: exam.stream.id,
    course: exam.stream.course.name,
    course_id: exam.stream.course.id,
    level: exam.stream.level.name,
    level_id: exam.stream.level.id,
    year: exam.year,
    term: exam.term,
    totalPoints,
    weightedProportionValue: weightedPValue,
    questionCount: questions.length,
    questionsId: questions.map((q) => q.id),
    totalTimeInMinutes: questions.reduce((s, q) => s + (q.timeInMinutes ?? 0), 0),
    questionTypes: [...types].map(([id, name]) => ({ id, name })),
    tags: [...tags].map(([id, name]) => ({ id, name })),
    domains: [...domains.values()].map((d) => ({ id: d.id, name: d.name, children: [...d.children].map(([id, name]) => ({ id, name })) })),
    highlights,
  };
  return {
    streamId: exam.stream.id,
    examStatus: exam.status,
    year: exam.year,
    term: exam.term,
    questionCount: questions.length,
    totalPoints,
    totalMinutes: cache.totalTimeInMinutes,
    weightedPValue,
    hasAnswers,
    tagIds: [...tags.keys()],
    domainIds: unique([...domains.values()].flatMap((d) => [d.id, ...d.children.keys()])),
    subdomainIds: unique(subdomainIds),
    questionTypeIds: [...types.keys()],
    methodologyIds: unique(methodologyIds),
    chapterIds: unique(chapterIds),
    cache,
  };
}

/** Rebuilds the search data of the topics matching `where`, in chunks. Returns how many were rebuilt. */
export async function rebuildTopicCaches(db: Db, where: Prisma.TopicWhereInput, chunkSize = 250): Promise<number> {
  const ids = (await db.topic.findMany({ where, select: { id: true }, orderBy: { id: 'asc' } })).map((t) => t.id);
  for (let i = 0; i < ids.length; i += chunkSize) {
    const topics = await db.topic.findMany({ where: { id: { in: ids.slice(i, i + chunkSize) } }, select: topicForCache });
    for (const topic of topics) {
      await db.topic.update({ where: { id: topic.id }, data: computeTopicCache(topic) });
    }
  }
  return ids.length;
}
