// What the PDF and the Word documents word alike: Dutch dates, counts and exam labels, and where figures come from.
import type { DocEarlier, DocFigure, DocFile, DocQuestion, DocTopic, DocumentModel } from '../../domain/documents/model.ts';
import { examName } from '../../../shared/exams/examName.ts';

export interface RenderInput {
  model: DocumentModel;
  files: DocFile[];
}

const DATE = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-10' → '10 maart 2026'. */
export const dutchDate = (ymd: string) => DATE.format(new Date(`${ymd}T00:00:00Z`));

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '3', '3 en 5', '3, 5 en 7'. */
export function dutchList(items: (string | number)[]): string {
  const all = items.map(String);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} en ${all[all.length - 1]}`;
}

/** The source line of an opgave, as a central exam booklet names it: 'bron: centraal examen 2021 2e tijdvak'. */
export const examSource = (t: Pick<DocTopic, 'year' | 'term'>) => `bron: centraal examen ${examName(t.year, t.term)}`;

/** The exam's own numbers of a topic's questions in the set: 'vragen 5, 6 en 8 van dit examen'. */
export const examNumbers = (t: Pick<DocTopic, 'questions'>) => `${t.questions.length === 1 ? 'vraag' : 'vragen'} ${dutchList(t.questions.map((q) => q.number))} van dit examen`;

/** The labels of a topic's questions in the set: '1-4', '5, 7'. */
export const topicLabels = (t: Pick<DocTopic, 'questions'>) => {
  const labels = t.questions.map((q) => q.label);
  const consecutive = labels.every((l, i) => i === 0 || l === labels[i - 1]! + 1);
  return consecutive && labels.length > 2 ? `${labels[0]}-${labels[labels.length - 1]}` : labels.join(', ');
};

/** A question's heading: 'Vraag 7'. */
export const questionHeading = (q: Pick<DocQuestion, 'label'>) => `Vraag ${q.label}`;

/** The facts beside a question's heading: its exam number where the set numbers it otherwise, points and minutes. */
export const questionFacts = (q: Pick<DocQuestion, 'points' | 'minutes' | 'number' | 'label'>) =>
  [q.label === q.number ? null : `examenvraag ${q.number}`, plural(q.points, 'punt', 'punten'), q.minutes ? plural(q.minutes, 'minuut', 'minuten') : null].filter(Boolean).join(' · ');

/** The line above what a question brings in from an earlier one, or the pointer to where that is printed already. */
export const earlierLine = (e: DocEarlier) => (e.seeLabel === null ? `Uit examenvraag ${e.number}:` : `Gebruik ook de gegevens bij vraag ${e.seeLabel}.`);

/** The line that points to the appendix a question is answered on. */
export const appendixLine = (q: Pick<DocQuestion, 'appendixes'>) => (q.appendixes.length > 1 ? 'Gebruik de uitwerkbijlagen.' : 'Gebruik de uitwerkbijlage.');

/** The cover's facts of a set, as a central exam's cover words them. */
export function coverLines(model: DocumentModel): string[] {
  const t = setTotals(model);
  return [
    `Deze opgaven bestaan uit ${plural(t.questions, 'vraag', 'vragen')}. Voor deze opgaven zijn maximaal ${plural(t.points, 'punt', 'punten')} te behalen.`,
    'Voor elk vraagnummer staat hoeveel punten met een goed antwoord behaald kunnen worden.',
    ...(appendixSheets(model).length ? ['Bij dit examen hoort een uitwerkbijlage.'] : []),
  ];
}

/** The cover's lines for the student's name and class. */
export const NAME_LINE = 'Naam: ______________________________    Klas: ________';

/** The word a central exam ends its questions with. */
export const END_WORD = 'einde';

/** An appendix sheet: each appendix once, headed by every question of the set that is answered on it. */
export interface AppendixSheet {
  figure: DocFigure;
  questions: { label: number; topic: DocTopic }[];
}

export function appendixSheets(model: DocumentModel): AppendixSheet[] {
  const sheets = new Map<number, AppendixSheet>();
  for (const topic of model.topics)
    for (const q of topic.questions)
      for (const figure of q.appendixes) {
        const sheet = sheets.get(figure.fileId) ?? { figure, questions: [] };
        sheet.questions.push({ label: q.label, topic });
        sheets.set(figure.fileId, sheet);
      }
  return [...sheets.values()];
}

/** An appendix sheet's heading line: 'Bij vraag 3 en 7 · Elektrische auto · bron: centraal examen 2021 1e tijdvak'. */
export function appendixHeading(sheet: AppendixSheet): string {
  const topics = [...new Set(sheet.questions.map((q) => q.topic))];
  return [`Bij ${sheet.questions.length === 1 ? 'vraag' : 'vragen'} ${dutchList(sheet.questions.map((q) => q.label))}`, ...topics.flatMap((t) => [t.name, examSource(t)])].join(' · ');
}

export function setTotals(model: DocumentModel) {
  const questions = model.topics.flatMap((t) => t.questions);
  return {
    topics: model.topics.length,
    questions: questions.length,
    points: questions.reduce((n, q) => n + q.points, 0),
    minutes: questions.reduce((n, q) => n + (q.minutes ?? 0), 0),
  };
}

/** A stored file by id, and by the /files/{id}/{name} address markup images use. */
export function fileLookup(files: DocFile[]) {
  const byId = new Map(files.map((f) => [f.id, f]));
  return {
    byId: (id: number) => byId.get(id) ?? null,
    bySrc: (src: string) => {
      const m = /^\/files\/(\d+)\//.exec(src);
      return m ? (byId.get(Number(m[1])) ?? null) : null;
    },
  };
}

export type Files = ReturnType<typeof fileLookup>;

export const isSvg = (file: DocFile) => file.mime === 'image/svg+xml';
export const isBitmap = (file: DocFile) => file.mime === 'image/png' || file.mime === 'image/jpeg';
export const svgText = (file: DocFile) => new TextDecoder().decode(file.data);

/** The size of a figure in CSS pixels: the stored size, else the SVG's viewBox, else a default. */
export function figureSize(file: DocFile, stored: { width: number | null; height: number | null }): { width: number; height: number } {
  if (stored.width && stored.height) return { width: stored.width, height: stored.height };
  if (isSvg(file)) {
    const m = /viewBox\s*=\s*"\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svgText(file));
    if (m) return { width: Number(m[1]), height: Number(m[2]) };
  }
  return { width: 480, height: 300 };
}

/** Every markup text the question documents show (formulas are rendered from these). */
export function questionTexts(model: DocumentModel): (string | null)[] {
  return [model.formulaSheet, ...model.topics.flatMap((t) => [t.introduction, ...t.questions.flatMap((q) => [...q.earlier.map((e) => e.introduction), q.introduction, q.text])])];
}

/** Every markup text the corrections show: with each step its worked solution and explanation. */
export function correctionTexts(model: DocumentModel): (string | null)[] {
  return model.topics.flatMap((t) =>
    t.questions.flatMap((q) => [q.text, ...q.tips, ...q.answers.flatMap((a) => [a.remark, ...a.steps.flatMap((s) => [s.correction, s.text, s.elaboration, s.explanation, ...s.tips])])]),
  );
}

/** The corrections' words, alike in Word and PDF. */
export const CORRECTION_TEXT = {
  noAnswers: 'Voor deze vraag is nog geen correctievoorschrift beschikbaar.',
  elaboration: 'Modeluitwerking',
  explanation: 'Toelichting',
  /** The teacher's version: the box after a question. */
  teacherBox: (q: Pick<DocQuestion, 'label'>) => `Correctievoorschrift ${questionHeading(q).toLowerCase()}`,
};

/** 'stap 1 en 3', 'geen stap', 'alle stappen': which steps a score table's bit pattern marks correct. */
export function stepsOf(mask: number, steps: number): string {
  const on = Array.from({ length: steps }, (_, i) => i)
    .filter((i) => mask & (1 << i))
    .map((i) => `${i + 1}`);
  if (!on.length) return 'geen stap';
  if (on.length === steps && steps > 1) return 'alle stappen';
  return `${on.length === 1 ? 'stap' : 'stappen'} ${on.length === 1 ? on[0] : `${on.slice(0, -1).join(', ')} en ${on[on.length - 1]}`}`;
}
