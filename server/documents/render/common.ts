// What the PDF and the Word documents word alike: Dutch dates, counts and exam labels, and where figures come from.
import type { DocFile, DocQuestion, DocTopic, DocumentModel } from '../../domain/documents/model.ts';

export interface RenderInput {
  model: DocumentModel;
  files: DocFile[];
}

const DATE = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-10' → '10 maart 2026'. */
export const dutchDate = (ymd: string) => DATE.format(new Date(`${ymd}T00:00:00Z`));

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const ROMAN = ['', 'I', 'II', 'III', 'IV'];
/** 'Examen 2017-I': the exam a topic comes from, term in Roman numerals as the product writes it. */
export const examLabel = (t: Pick<DocTopic, 'year' | 'term'>) => `Examen ${t.year}-${ROMAN[t.term] ?? t.term}`;

export const questionFacts = (q: Pick<DocQuestion, 'points' | 'minutes'>) =>
  [plural(q.points, 'punt', 'punten'), q.minutes ? plural(q.minutes, 'minuut', 'minuten') : null].filter(Boolean).join(' · ');

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
  return [
    model.formulaSheet,
    ...model.topics.flatMap((t) => [t.introduction, ...t.questions.flatMap((q) => [q.introduction, q.text, ...q.earlier.map((e) => e.introduction)])]),
  ];
}

/** Every markup text the corrections show. */
export function correctionTexts(model: DocumentModel): (string | null)[] {
  return model.topics.flatMap((t) =>
    t.questions.flatMap((q) => [q.text, ...q.tips, ...q.answers.flatMap((a) => [a.remark, ...a.steps.flatMap((s) => [s.correction, s.text, ...s.tips])])]),
  );
}
