// Demo practice sets (oefensets): per domain an 'oefenset' with 'basisvaardigheid' children per subdomain
// (the more accessible questions) and one 'gecombineerde-opgaven' child (the harder ones).
import type { Db } from '../../server/db/database.ts';
import { rebuildExamAnnotations } from '../../server/domain/practice/examAnnotations.ts';

export async function seedPracticeSets(db: Db, streamId: number): Promise<void> {
  const domains = await db.domain.findMany({
    where: { streamId, parentId: null },
    orderBy: { position: 'asc' },
    include: {
      children: {
        orderBy: { position: 'asc' },
        include: {
          questions: {
            where: { question: { topic: { exam: { status: 'published' } } } },
            select: { question: { select: { id: true, proportionValue: true, number: true, topic: { select: { exam: { select: { year: true, term: true } } } } } } },
          },
        },
      },
    },
  });
  const order = (q: { number: number; topic: { exam: { year: number; term: number } } }) => q.topic.exam.year * 1000 + q.topic.exam.term * 100 + q.number;
  for (const [i, domain] of domains.entries()) {
    const questions = domain.children.flatMap((c) => c.questions.map((q) => ({ ...q.question, subdomainId: c.id })));
    if (!questions.length) continue;
    const set = await db.annotation.create({ data: { streamId, type: 'oefenset', name: domain.name, position: i } });
    let position = 0;
    for (const child of domain.children) {
      const basic = questions.filter((q) => q.subdomainId === child.id && (q.proportionValue ?? 0) >= 55).sort((a, b) => order(a) - order(b));
      if (!basic.length) continue;
      await db.annotation.create({
        data: {
          streamId,
          parentId: set.id,
          type: 'basisvaardigheid',
          name: child.name,
          position: position++,
          questions: { create: basic.slice(0, 12).map((q, p) => ({ questionId: q.id, position: p })) },
        },
      });
    }
    const combined = questions.filter((q) => (q.proportionValue ?? 0) < 55).sort((a, b) => order(a) - order(b));
    if (combined.length) {
      await db.annotation.create({
        data: {
          streamId,
          parentId: set.id,
          type: 'gecombineerde-opgaven',
          name: `Gecombineerde opgaven ${domain.name.toLowerCase()}`,
          position,
          questions: { create: combined.slice(0, 12).map((q, p) => ({ questionId: q.id, position: p })) },
        },
      });
    }
  }
  await rebuildExamAnnotations(db, streamId);
}
