// Writes the demo content of one stream (prisma/seed/content/<slug>/) into the database, its figures' bytes into the
// file store as every file's (server/domain/content/storedFiles.ts).
import { createHash } from 'node:crypto';
import type { Db } from '../../server/db/database.ts';
import type { Prisma } from '../../server/db/generated/client.ts';
import { complexityFromPValue } from '../../server/domain/content/catalogue.ts';
import type { Figure, StreamContent } from './content/types.ts';
import { storeFileBytes } from '../../server/domain/content/storedFiles.ts';
import type { FileStorage } from '../../server/storage/storage.ts';

type ExamStatus = 'prepared' | 'processing' | 'published' | 'concept' | 'frozen';

/** Variety for the back-office and the filters: the last exam of a stream is still a concept, one shows no answers. */
export function examSettings(stream: StreamContent, year: number, term: number): { status: ExamStatus; showAnswers: boolean } {
  const years = stream.exams.map((e) => e.year * 10 + e.term).sort();
  const key = year * 10 + term;
  const big = stream.exams.length >= 10;
  if (big && key === years[years.length - 1]) return { status: 'concept', showAnswers: true };
  if (big && key === years[1]) return { status: 'published', showAnswers: false };
  return { status: 'published', showAnswers: true };
}

/** A stable number in [0, 1) from a text, so the demo is the same on every machine. */
export function stableFraction(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

function svgSize(svg: string): { width: number | null; height: number | null } {
  const m = /viewBox\s*=\s*"\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  return m ? { width: Math.round(Number(m[1])), height: Math.round(Number(m[2])) } : { width: null, height: null };
}

export function fileUrl(fileId: number, name: string): string {
  return `/files/${fileId}/${encodeURIComponent(name)}`;
}

/** Points image references at the stored files: ![alt](figuur1.svg) → ![alt](/files/12/figuur1.svg). */
function resolveImages(text: string | undefined, urls: Map<string, string>): string | null {
  if (text === undefined) return null;
  return text.replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (all, alt: string, name: string) => {
    const url = urls.get(name);
    return url ? `![${alt}](${url})` : all;
  });
}

interface StoredFigure {
  attachmentId: number;
  url: string;
  name: string;
}

async function storeFigures(db: Db, storage: FileStorage, examId: number, figures: Figure[] | undefined): Promise<StoredFigure[]> {
  const stored: StoredFigure[] = [];
  // The bytes first, all at once (each write waits on the disk's sync), then the rows in order.
  const written = await Promise.all((figures ?? []).map((figure) => storeFileBytes(storage, new Uint8Array(Buffer.from(figure.svg.trim(), 'utf8')), 'image/svg+xml')));
  for (const [i, figure] of (figures ?? []).entries()) {
    const file = await db.storedFile.create({ data: { name: figure.name, mime: 'image/svg+xml', ...written[i]! } });
    const attachment = await db.attachment.create({
      data: { examId, fileId: file.id, name: figure.alt, ...svgSize(figure.svg) },
    });
    stored.push({ attachmentId: attachment.id, url: fileUrl(file.id, figure.name), name: figure.name });
  }
  return stored;
}

export interface ImportCounts {
  exams: number;
  topics: number;
  questions: number;
}

export async function importStreamContent(db: Db, storage: FileStorage, streamId: number, content: StreamContent): Promise<ImportCounts> {
  await db.stream.update({ where: { id: streamId }, data: { formulaSheet: content.formulaSheet } });

  // Domains with their subdomains.
  const subdomainIds = new Map<string, number>();
  for (const [i, domain] of content.domains.entries()) {
    const top = await db.domain.create({ data: { streamId, name: domain.name, position: i } });
    for (const [j, child] of domain.children.entries()) {
      const sub = await db.domain.create({ data: { streamId, parentId: top.id, name: child, position: j } });
      subdomainIds.set(child, sub.id);
    }
  }

  // Methods and their chapters (a chapter is a 'book', its children paragraphs).
  const chapterIds = new Map<string, number>(); // `${method}|${code}`
  for (const method of content.methodologies) {
    const methodology = await db.methodology.upsert({ where: { name: method.name }, update: {}, create: { name: method.name } });
    for (const [i, chapter] of method.chapters.entries()) {
      const book = await db.chapter.create({
        data: { streamId, methodologyId: methodology.id, name: chapter.code, title: chapter.title, position: i },
      });
      chapterIds.set(`${method.name}|${chapter.code}`, book.id);
      for (const [j, paragraph] of (chapter.children ?? []).entries()) {
        const child = await db.chapter.create({
          data: { streamId, methodologyId: methodology.id, parentId: book.id, name: paragraph.code, title: paragraph.title, position: j },
        });
        chapterIds.set(`${method.name}|${paragraph.code}`, child.id);
      }
    }
  }

  await db.questionType.createMany({ data: content.questionTypes.map((name) => ({ streamId, name })) });
  const typeIds = new Map((await db.questionType.findMany({ where: { streamId } })).map((t) => [t.name, t.id]));

  const tagNames = [...new Set(content.exams.flatMap((e) => e.topics.flatMap((t) => t.questions.flatMap((q) => q.tags))))];
  await db.tag.createMany({ data: tagNames.map((name) => ({ streamId, name })), skipDuplicates: true });
  const tagIds = new Map((await db.tag.findMany({ where: { streamId } })).map((t) => [t.name, t.id]));

  const counts: ImportCounts = { exams: 0, topics: 0, questions: 0 };
  for (const exam of content.exams) {
    const settings = examSettings(content, exam.year, exam.term);
    const examRow = await db.exam.create({
      data: {
        streamId,
        year: exam.year,
        term: exam.term,
        status: settings.status,
        showAnswers: settings.showAnswers,
        standardizationValue: exam.standardizationValue,
        introduction: exam.introduction ?? null,
      },
    });
    counts.exams++;

    // Each level of an exam's content is written in one statement (its rows matched back by their natural keys), not
    // a statement per row: the demo content's 12,000 single inserts took half a minute on the embedded database.
    type QuestionContent = (typeof exam.topics)[number]['questions'][number];
    const topicRows: Prisma.TopicCreateManyInput[] = [];
    const topicAttachments: { position: number; attachmentId: number; order: number }[] = [];
    /** A question with its topic, its own figures and appendix, and the addresses of every figure its texts may show. */
    type QuestionEntry = { q: QuestionContent; topicPosition: number; urls: Map<string, string>; own: { figures: StoredFigure[]; appendix: StoredFigure[] } };
    const questions: QuestionEntry[] = [];
    for (const [ti, topic] of exam.topics.entries()) {
      const topicFigures = await storeFigures(db, storage, examRow.id, topic.figures);
      const topicUrls = new Map(topicFigures.map((f) => [f.name, f.url]));
      for (const q of topic.questions) {
        const own = {
          figures: await storeFigures(db, storage, examRow.id, q.figures),
          appendix: await storeFigures(db, storage, examRow.id, q.appendix ? [q.appendix] : []),
        };
        const urls = new Map([...topicUrls, ...[...own.figures, ...own.appendix].map((f) => [f.name, f.url] as const)]);
        questions.push({ q, topicPosition: ti + 1, urls, own });
      }
      const pValues = topic.questions.map((q) => [q.points, q.pValue] as const);
      const weighted = Math.round(
        pValues.reduce((s, [p, v]) => s + p * v, 0) /
          Math.max(
            1,
            pValues.reduce((s, [p]) => s + p, 0),
          ),
      );
      topicRows.push({
        examId: examRow.id,
        name: topic.name,
        introduction: resolveImages(topic.introduction, topicUrls),
        position: ti + 1,
        complexity: complexityFromPValue(weighted),
        popularity: Math.round(stableFraction(`${content.slug}|${exam.year}|${topic.name}`) * 50) / 10,
      });
      topicAttachments.push(...topicFigures.map((f, i) => ({ position: ti + 1, attachmentId: f.attachmentId, order: i })));
      counts.topics++;
      counts.questions += topic.questions.length;
    }
    const topicIds = new Map((await db.topic.createManyAndReturn({ data: topicRows, select: { id: true, position: true } })).map((t) => [t.position, t.id]));
    if (topicAttachments.length) {
      await db.topicAttachment.createMany({
        data: topicAttachments.map((a) => ({ topicId: topicIds.get(a.position)!, attachmentId: a.attachmentId, position: a.order })),
      });
    }

    const numbers = new Map(
      (
        await db.question.createManyAndReturn({
          data: questions.map(({ q, topicPosition, urls }) => ({
            topicId: topicIds.get(topicPosition)!,
            number: q.number,
            points: q.points,
            timeInMinutes: q.minutes,
            proportionValue: q.pValue,
            complexity: complexityFromPValue(q.pValue),
            introduction: resolveImages(q.introduction, urls),
            text: resolveImages(q.text, urls) ?? '',
            typeId: typeIds.get(q.type) ?? null,
          })),
          select: { id: true, number: true },
        })
      ).map((q) => [q.number, q.id]),
    );
    const perQuestion = <T>(rows: (questionId: number, entry: QuestionEntry) => T[]): T[] => questions.flatMap((entry) => rows(numbers.get(entry.q.number)!, entry));
    const highlights = perQuestion((questionId, { q }) => q.highlights.map((text, position) => ({ questionId, text, position })));
    if (highlights.length) await db.questionHighlight.createMany({ data: highlights });
    const tags = perQuestion((questionId, { q }) => q.tags.map((name) => ({ questionId, tagId: tagIds.get(name)! })));
    if (tags.length) await db.questionTag.createMany({ data: tags });
    const domains = perQuestion((questionId, { q }) => {
      const domainId = subdomainIds.get(q.domain);
      return domainId ? [{ questionId, domainId }] : [];
    });
    if (domains.length) await db.questionDomain.createMany({ data: domains });
    const chapters = perQuestion((questionId, { q }) =>
      Object.entries(q.chapters)
        .map(([method, code]) => chapterIds.get(`${method}|${code}`))
        .filter((id): id is number => id !== undefined)
        .map((chapterId) => ({ questionId, chapterId })),
    );
    if (chapters.length) await db.questionChapter.createMany({ data: chapters });
    const questionTips = perQuestion((questionId, { q }) => q.tips.map((text, position) => ({ questionId, text, position })));
    if (questionTips.length) await db.tip.createMany({ data: questionTips });
    const attachments = perQuestion((questionId, { own }) => own.figures.map((f, position) => ({ questionId, attachmentId: f.attachmentId, position })));
    if (attachments.length) await db.questionAttachment.createMany({ data: attachments });
    const appendixes = perQuestion((questionId, { own }) => own.appendix.map((f, position) => ({ questionId, attachmentId: f.attachmentId, position })));
    if (appendixes.length) await db.questionAppendix.createMany({ data: appendixes });

    const answerContent = new Map<string, { steps: QuestionContent['answers'][number]['steps']; urls: Map<string, string> }>();
    const answerRows = perQuestion((questionId, { q, urls }) =>
      q.answers.map((a, position) => {
        answerContent.set(`${questionId}|${position}`, { steps: a.steps, urls });
        return {
          questionId,
          name: a.name ?? (position === 0 ? 'Oplossingsstrategie' : `Oplossingsstrategie ${position + 1}`),
          remark: resolveImages(a.remark, urls),
          position,
          status: 'published' as const,
          scores: a.scores ?? [],
        };
      }),
    );
    const answers = answerRows.length ? await db.answer.createManyAndReturn({ data: answerRows, select: { id: true, questionId: true, position: true } }) : [];
    const sectionContent = new Map<string, string[]>();
    const sectionRows = answers.flatMap((answer) => {
      const { steps, urls } = answerContent.get(`${answer.questionId}|${answer.position}`)!;
      return steps.map((s, position) => {
        sectionContent.set(`${answer.id}|${position}`, s.tips ?? []);
        return {
          answerId: answer.id,
          position,
          points: s.points,
          correction: resolveImages(s.correction, urls),
          text: resolveImages(s.text, urls),
          elaboration: resolveImages(s.elaboration, urls),
          explanation: resolveImages(s.explanation, urls),
        };
      });
    });
    const sections = sectionRows.length ? await db.answerSection.createManyAndReturn({ data: sectionRows, select: { id: true, answerId: true, position: true } }) : [];
    const sectionTips = sections.flatMap((section) => sectionContent.get(`${section.answerId}|${section.position}`)!.map((text, position) => ({ answerSectionId: section.id, text, position })));
    if (sectionTips.length) await db.tip.createMany({ data: sectionTips });

    // Dependencies point at earlier questions of the same exam.
    const dependencies = exam.topics.flatMap((t) =>
      t.questions.flatMap((q) =>
        (q.dependsOn ?? []).map((d) => ({
          questionId: numbers.get(q.number)!,
          dependsOnId: numbers.get(d.number)!,
          introduction: !!d.introduction,
          attachments: !!d.attachments,
          appendixes: !!d.appendixes,
        })),
      ),
    );
    if (dependencies.length) await db.questionDependency.createMany({ data: dependencies });
  }

  // The topics' search index is rebuilt by the database when this transaction commits (migration topic_search_index).
  return counts;
}
