// A small stream of known content for the search tests, so every expected result is written down beforehand:
//
// stream 'Testkunde Havo'; domains Mechanica (Krachten, Energie) and Elektriciteit (Schakelingen); methods
// Testmethode (H1 'Beweging' with paragraph H1.1, H2) and Andere methode (K3); types Bereken, Leg uit; keywords
// arbeid, energie, ongebruikt (on no question), rendement, vermogen, zonnepaneel.
//
// | topic                   | exam            | complexity | popularity | questions (points, minutes, p)        | answers shown |
// | Zonnepanelen op het dak | 2024-I publ.    | high       | 5          | 1: 3, 4, 60 · 2: 2, 3, 40             | yes           |
// | Hijskraan               | 2024-I publ.    | low        | 9          | 1: 4, 5, 50                           | no (no text)  |
// | Elektrische fiets       | 2023-II publ.   | average    | 7          | 1: 2, 2, –                            | no (exam)     |
// | Windturbine             | 2022-I concept  | high       | 10         | 1: 1, 1, –                            | no            |
import type { PrismaClient } from '../../server/db/generated/client.ts';

export interface SearchFixture {
  streamId: number;
  examIds: { e2024: number; e2023: number; e2022: number };
  topics: { zon: number; kraan: number; fiets: number; wind: number };
  domains: { mechanica: number; krachten: number; energie: number; elektriciteit: number; schakelingen: number };
  methods: { test: number; andere: number };
  chapters: { h1: number; h11: number; h2: number; k3: number };
  types: { bereken: number; legUit: number };
  tags: Record<'arbeid' | 'energie' | 'ongebruikt' | 'rendement' | 'vermogen' | 'zonnepaneel', number>;
  questions: { zon1: number; zon2: number; kraan1: number; fiets1: number; wind1: number };
}

export async function createSearchFixture(db: PrismaClient): Promise<SearchFixture> {
  const level = await db.level.findUniqueOrThrow({ where: { slug: 'havo' } });
  const course = await db.course.create({ data: { name: 'Testkunde', slug: 'testkunde' } });
  const stream = await db.stream.create({ data: { slug: 'testkunde-havo', courseId: course.id, levelId: level.id, practiceStatus: 'published', reviewStatus: 'published' } });
  const streamId = stream.id;

  const domain = (name: string, position: number, parentId: number | null = null) => db.domain.create({ data: { streamId, name, position, parentId } });
  const mechanica = await domain('Mechanica', 0);
  const krachten = await domain('Krachten', 0, mechanica.id);
  const energie = await domain('Energie', 1, mechanica.id);
  const elektriciteit = await domain('Elektriciteit', 1);
  const schakelingen = await domain('Schakelingen', 0, elektriciteit.id);

  const test = await db.methodology.create({ data: { name: 'Testmethode' } });
  const andere = await db.methodology.create({ data: { name: 'Andere methode' } });
  const chapter = (methodologyId: number, name: string, title: string, parentId: number | null = null) => db.chapter.create({ data: { streamId, methodologyId, name, title, parentId } });
  const h1 = await chapter(test.id, 'H1', 'Beweging');
  const h11 = await chapter(test.id, 'H1.1', 'Snelheid', h1.id);
  const h2 = await chapter(test.id, 'H2', 'Energie');
  const k3 = await chapter(andere.id, 'K3', 'Elektrische energie');

  const bereken = await db.questionType.create({ data: { streamId, name: 'Bereken' } });
  const legUit = await db.questionType.create({ data: { streamId, name: 'Leg uit' } });

  const tagIds = {} as SearchFixture['tags'];
  for (const name of ['arbeid', 'energie', 'ongebruikt', 'rendement', 'vermogen', 'zonnepaneel'] as const) {
    tagIds[name] = (await db.tag.create({ data: { streamId, name } })).id;
  }

  const exam = (year: number, term: number, status: 'published' | 'concept', showAnswers: boolean) => db.exam.create({ data: { streamId, year, term, status, showAnswers } });
  const e2024 = await exam(2024, 1, 'published', true);
  const e2023 = await exam(2023, 2, 'published', false);
  const e2022 = await exam(2022, 1, 'concept', true);

  interface Q {
    number: number;
    points: number;
    minutes: number;
    p: number | null;
    typeId: number;
    text: string;
    tags: number[];
    domains: number[];
    chapters: number[];
    highlights?: string[];
    answerText?: string;
  }
  const topic = async (examId: number, name: string, complexity: 'low' | 'average' | 'high', popularity: number, introduction: string, questions: Q[]) => {
    const created = await db.topic.create({
      data: {
        examId,
        name,
        complexity,
        popularity,
        introduction,
        questions: {
          create: questions.map((q) => ({
            number: q.number,
            points: q.points,
            timeInMinutes: q.minutes,
            proportionValue: q.p,
            typeId: q.typeId,
            text: q.text,
            tags: { create: q.tags.map((tagId) => ({ tagId })) },
            domains: { create: q.domains.map((domainId) => ({ domainId })) },
            chapters: { create: q.chapters.map((chapterId) => ({ chapterId })) },
            highlights: { create: (q.highlights ?? []).map((text, position) => ({ text, position })) },
            answers: q.answerText ? { create: [{ status: 'published', sections: { create: [{ position: 0, points: q.points, text: q.answerText }] } }] } : undefined,
          })),
        },
      },
      include: { questions: { orderBy: { number: 'asc' }, select: { id: true } } },
    });
    return { id: created.id, questionIds: created.questions.map((q) => q.id) };
  };

  const zon = await topic(e2024.id, 'Zonnepanelen op het dak', 'high', 5, 'Een school legt panelen op het dak.', [
    {
      number: 1,
      points: 3,
      minutes: 4,
      p: 60,
      typeId: bereken.id,
      text: 'Bereken het rendement van het paneel: $$\\eta = \\dfrac{P_{nuttig}}{P_{in}}$$',
      tags: [tagIds.rendement, tagIds.zonnepaneel],
      domains: [energie.id],
      chapters: [h11.id],
      highlights: ['Rendementen van **zonnepanelen** vergelijken'],
      answerText: 'Het rendement is 18%.',
    },
    {
      number: 2,
      points: 2,
      minutes: 3,
      p: 40,
      typeId: legUit.id,
      text: 'Leg uit waarom het vermogen in de winter kleiner is.',
      tags: [tagIds.vermogen],
      domains: [schakelingen.id],
      chapters: [k3.id],
    },
  ]);
  const kraan = await topic(e2024.id, 'Hijskraan', 'low', 9, 'Een kraan tilt een last.', [
    { number: 1, points: 4, minutes: 5, p: 50, typeId: bereken.id, text: 'Bereken de arbeid die de motor verricht.', tags: [tagIds.arbeid, tagIds.energie], domains: [krachten.id], chapters: [h2.id] },
  ]);
  const fiets = await topic(e2023.id, 'Elektrische fiets', 'average', 7, 'Een accu levert de energie.', [
    {
      number: 1,
      points: 2,
      minutes: 2,
      p: null,
      typeId: legUit.id,
      text: 'Vergelijk de fiets met een hijskraan.',
      tags: [tagIds.energie, tagIds.vermogen],
      domains: [energie.id, schakelingen.id],
      chapters: [h1.id],
      answerText: 'Beide zetten energie om.',
    },
  ]);
  const wind = await topic(e2022.id, 'Windturbine', 'high', 10, 'Een turbine op zee.', [
    { number: 1, points: 1, minutes: 1, p: null, typeId: bereken.id, text: 'Bereken de energie per jaar.', tags: [tagIds.energie], domains: [energie.id], chapters: [h2.id] },
  ]);

  return {
    streamId,
    examIds: { e2024: e2024.id, e2023: e2023.id, e2022: e2022.id },
    topics: { zon: zon.id, kraan: kraan.id, fiets: fiets.id, wind: wind.id },
    domains: { mechanica: mechanica.id, krachten: krachten.id, energie: energie.id, elektriciteit: elektriciteit.id, schakelingen: schakelingen.id },
    methods: { test: test.id, andere: andere.id },
    chapters: { h1: h1.id, h11: h11.id, h2: h2.id, k3: k3.id },
    types: { bereken: bereken.id, legUit: legUit.id },
    tags: tagIds,
    questions: { zon1: zon.questionIds[0]!, zon2: zon.questionIds[1]!, kraan1: kraan.questionIds[0]!, fiets1: fiets.questionIds[0]!, wind1: wind.questionIds[0]! },
  };
}
