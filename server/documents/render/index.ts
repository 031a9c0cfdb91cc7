// One document rendered from its model: what a worker thread runs (server/documents/worker.mjs).
import type { DocFile, DocumentModel } from '../../domain/documents/model.ts';
import type { DocumentKind } from '../../domain/documents/kinds.ts';
import { appendixesPdf, setPdf } from './pdf.ts';
import { correctionsWord, examTeacherWord, setWord } from './word.ts';
import { correctionsPdf, teacherPdf } from './correctionsPdf.ts';
import { giveWayTo, waitedSoFar } from '../requestLoad.ts';

export interface RenderTask {
  kind: DocumentKind;
  model: DocumentModel;
  files: DocFile[];
  /** The server's count of requests in flight, to give way to (../requestLoad.ts); none: render without pausing. */
  requestLoad?: SharedArrayBuffer;
  /** Where the thread adds up the time it gave way on this task (../requestLoad.ts createPauseClock). */
  pauseClock?: SharedArrayBuffer;
}

export interface Rendered {
  data: Uint8Array;
  /** Word documents: what became of the formulas (native equations, images, source text). */
  formulas?: { native: number; image: number; source: number };
  /** How often and how long the thread gave way to requests while it rendered this document. */
  waited?: { pauses: number; ms: number };
}

export { RENDERER_VERSION } from './version.ts';

export async function render(task: RenderTask): Promise<Rendered> {
  giveWayTo(task.requestLoad, task.pauseClock);
  try {
    return { ...(await renderKind(task)), waited: waitedSoFar() };
  } finally {
    giveWayTo(null);
  }
}

async function renderKind(task: RenderTask): Promise<Rendered> {
  const input = { model: task.model, files: task.files };
  switch (task.kind) {
    case 'pdf':
      return { data: await setPdf(input) };
    case 'word':
      return setWord(input);
    case 'corrections':
      return correctionsWord(input);
    case 'examTeacher':
      return examTeacherWord(input);
    case 'correctionsPdf':
      return { data: await correctionsPdf(input) };
    case 'teacherPdf':
      return { data: await teacherPdf(input) };
    case 'appendixes':
    case 'topicAppendixes':
      return { data: await appendixesPdf(input) };
  }
}

/** A small document of each kind, so a new worker has its fonts, MathJax and code ready before its first real task. */
export async function warmUp(): Promise<void> {
  const model: DocumentModel = {
    title: 'Opwarmen',
    date: '2026-01-01',
    course: 'Natuurkunde',
    level: 'Havo',
    formulaSheet: '$$\\eta = \\dfrac{E_{nuttig}}{E_{in}} \\rightleftharpoons \\mathbb{R}$$ en $$\\text{ë µ} \\le 3$$',
    topics: [
      {
        id: 1,
        name: 'Opwarmen',
        introduction: 'Een **zin** met $$v = \\sqrt{2 g h}$$.',
        figures: [],
        year: 2026,
        term: 1,
        complete: true,
        questions: [
          {
            id: 1,
            number: 1,
            label: 1,
            points: 1,
            minutes: 1,
            earlier: [],
            introduction: null,
            text: 'Bereken $$x$$.',
            figures: [],
            appendixes: [],
            tips: ['$$y$$'],
            answers: [{ name: 'A', remark: null, scores: [0, 1], steps: [{ points: 0, correction: '$$z$$', text: null, elaboration: null, explanation: null, tips: [] }] }],
            qrUrl: 'http://localhost/c/x/1/1',
          },
        ],
      },
    ],
    files: [],
  };
  for (const kind of ['pdf', 'word', 'corrections', 'correctionsPdf'] as const) await render({ kind, model, files: [] });
}
