// The scale generator for benchmarks: `npm run db:seed -- --scale 5000` adds 5,000 generated topics
// (about 25,000 questions) to the three largest streams, linked to their existing tags, domains and chapters.
import type { PrismaClient } from '../../server/db/generated/client.ts';
import { complexityFromPValue } from '../../server/domain/content/catalogue.ts';
import { stableFraction } from './importContent.ts';

const SCALE_STREAMS = ['natuurkunde-havo', 'nask1-vmbo', 'wiskunde-b-vwo'];
const QUESTIONS_PER_TOPIC = 5;
const CONTEXTS = [
  'een windpark voor de kust',
  'een elektrische bus',
  'een waterkoker',
  'een zonnepaneel op een schuur',
  'een trampoline',
  'een kabelbaan',
  'een warmtepomp',
  'een fietsdynamo',
  'een satelliet',
  'een koelcel',
  'een achtbaan',
  'een duikboot',
  'een ijsbaan',
  'een stoommachine',
  'een lichtmast',
  'een voetbal',
  'een wasmachine',
  'een brug over de IJssel',
];
const VERBS = ['Bereken', 'Toon aan', 'Leg uit', 'Bepaal', 'Beredeneer'];

export async function seedScale(prisma: PrismaClient, topicCount: number, log: (line: string) => void = () => {}): Promise<{ topics: number; questions: number }> {
  const streams = await prisma.stream.findMany({
    where: { slug: { in: SCALE_STREAMS } },
    include: {
      tags: { select: { id: true } },
      domains: { where: { parentId: { not: null } }, select: { id: true } },
      chapters: { select: { id: true, methodologyId: true } },
      questionTypes: { select: { id: true, name: true } },
    },
  });
  if (!streams.length) throw new Error('Seed the demo content first (npm run db:seed).');
  const pick = <T>(list: T[], key: string): T => list[Math.floor(stableFraction(key) * list.length)]!;
  let made = 0;
  let questions = 0;
  const batch = 200;
  const run = Date.now().toString(36);
  for (let start = 0; start < topicCount; start += batch) {
    const size = Math.min(batch, topicCount - start);
    await prisma.$transaction(
      async (tx) => {
        for (let i = 0; i < size; i++) {
          const n = start + i;
          const stream = streams[n % streams.length]!;
          const year = [2017, 2018, 2019, 2021, 2022, 2023, 2024][Math.floor(n / streams.length) % 7]!;
          const term = (Math.floor(n / (streams.length * 7)) % 2) + 1;
          let exam = await tx.exam.findFirst({ where: { streamId: stream.id, year, term, notes: 'Gegenereerd voor prestatiemetingen' } });
          exam ??= await tx.exam.create({
            data: { streamId: stream.id, year, term, status: 'published', showAnswers: true, notes: 'Gegenereerd voor prestatiemetingen', isPilot: true },
          });
          const context = pick(CONTEXTS, `${run}|${n}|context`);
          const methodologies = [...new Set(stream.chapters.map((c) => c.methodologyId))];
          await tx.topic.create({
            data: {
              examId: exam.id,
              name: `Meting ${n + 1}: ${context}`,
              introduction: `In deze opgave bekijken we ${context}. De gegevens staan in de tekst bij de vragen.`,
              position: 100 + n,
              popularity: Math.round(stableFraction(`${run}|${n}|pop`) * 50) / 10,
              complexity: complexityFromPValue(Math.round(stableFraction(`${run}|${n}|p`) * 60) + 25),
              questions: {
                create: Array.from({ length: QUESTIONS_PER_TOPIC }, (_, q) => {
                  const key = `${run}|${n}|${q}`;
                  const pValue = Math.round(stableFraction(`${key}|p`) * 60) + 25;
                  const verb = pick(VERBS, `${key}|verb`);
                  const type = stream.questionTypes.find((t) => t.name === verb) ?? pick(stream.questionTypes, `${key}|type`);
                  const points = 1 + Math.floor(stableFraction(`${key}|pts`) * 4);
                  const tagIds = [...new Set([pick(stream.tags, `${key}|t1`).id, pick(stream.tags, `${key}|t2`).id])];
                  return {
                    number: q + 1,
                    points,
                    timeInMinutes: points * 2,
                    proportionValue: pValue,
                    complexity: complexityFromPValue(pValue),
                    typeId: type?.id ?? null,
                    text: `${verb} de gevraagde grootheid bij ${context} (deelvraag ${q + 1}).`,
                    highlights: { create: [{ text: `${context}, deelvraag ${q + 1}` }] },
                    tags: { create: tagIds.map((tagId) => ({ tagId })) },
                    domains: { create: [{ domainId: pick(stream.domains, `${key}|d`).id }] },
                    chapters: {
                      create: methodologies.map((m) => ({
                        chapterId: pick(
                          stream.chapters.filter((c) => c.methodologyId === m),
                          `${key}|c${m}`,
                        ).id,
                      })),
                    },
                    tips: { create: [{ text: 'Schrijf eerst de gegeven grootheden met hun eenheden op.' }] },
                    answers: {
                      create: [
                        {
                          status: 'published' as const,
                          sections: {
                            create: [
                              {
                                position: 0,
                                points: points - 1,
                                correction: 'gebruik van de juiste formule',
                                text: 'De formule is gevonden.',
                                elaboration: 'Kies de formule die de gegeven grootheden verbindt.',
                                explanation: 'Zonder formule geen berekening.',
                              },
                              {
                                position: 1,
                                points: 1,
                                correction: 'completeren van de berekening',
                                text: 'De uitkomst met eenheid.',
                                elaboration: 'Vul de waarden in en reken uit.',
                                explanation: 'Let op de significantie.',
                              },
                            ],
                          },
                        },
                      ],
                    },
                  };
                }),
              },
            },
          });
          questions += QUESTIONS_PER_TOPIC;
        }
      },
      { timeout: 30 * 60 * 1000, maxWait: 60 * 1000 },
    );
    made += size;
    log(`  ${made}/${topicCount} opgaven gegenereerd`);
  }
  return { topics: made, questions };
}
