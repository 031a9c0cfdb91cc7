// The shape of the demo content. Every exam, topic and question of the demo is original text,
// written for Vraagwerk in the style of the Dutch central exams (see shared/CONTENT.md).
//
// Markup used in every text field:
//   $$tex$$            a formula (KaTeX / MathJax), Dutch decimal comma: $$9{,}81\ \text{m/s}^2$$
//   **bold**           bold text
//   ![alt](name.svg)   an image: `name.svg` is the `name` of a Figure of the same topic or question
//   | a | b |          a table: consecutive lines that start and end with `|`; the first line is the header,
//   |---|---|          the second line is the separator
//   blank line         a new paragraph

/** A picture drawn as SVG: a diagram, graph, circuit, table or photo-like sketch. */
export interface Figure {
  /** File name, unique within the topic, ends in .svg, e.g. 'figuur1.svg'. */
  name: string;
  /** Caption / alternative text, e.g. 'Figuur 1: de zonneboiler op het dak'. */
  alt: string;
  /** A complete standalone SVG document with a viewBox (no scripts, no external references). */
  svg: string;
}

export interface StepContent {
  /** The scoring bullet of the correctievoorschrift, e.g. 'gebruik van $$P = U \cdot I$$'. */
  correction: string;
  /** The intermediate answer the student compares with, e.g. '$$P = 4{,}6\ \text{W}$$'. */
  text: string;
  /** The worked-out step (modeluitwerking). */
  elaboration: string;
  /** Why this step is done this way (toelichting). */
  explanation: string;
  /** Points for this step (usually 1). Use 0 for every step when the answer has `scores`. */
  points: number;
  /** Tips that nudge towards this step without giving it away; 0-2. */
  tips?: string[];
}

export interface AnswerContent {
  /** Defaults to 'Oplossingsstrategie' (a second strategy: 'Oplossingsstrategie 2'). */
  name?: string;
  /** A remark for the teacher, e.g. 'Als de eenheid ontbreekt, maximaal 2 scorepunten toekennen.' */
  remark?: string;
  /** 2-4 steps. */
  steps: StepContent[];
  /**
   * Optional score table: one number per combination of correct steps, 2^steps.length entries.
   * Index bit i (value 2^i) set means step i (0-based) was correct. Only when totals are not
   * simply the sum of step points; then every step has points 0.
   */
  scores?: number[];
}

export interface DependencyContent {
  /** The number of an EARLIER question in the same exam. */
  number: number;
  /** Bring in that question's introduction / attachments (figures) / appendix. */
  introduction?: boolean;
  attachments?: boolean;
  appendixes?: boolean;
}

export interface QuestionContent {
  /** Numbering runs on through the whole exam: topic 1 has 1-4, topic 2 has 5-8, ... */
  number: number;
  /** One of the stream's questionTypes, e.g. 'Bereken', 'Toon aan', 'Leg uit', 'Meerkeuze'. */
  type: string;
  points: number;
  /** Minutes a candidate needs, 1-12. */
  minutes: number;
  /** p-value: share (0-100) of candidates who scored the points. */
  pValue: number;
  /** Optional extra context before the question text. */
  introduction?: string;
  /** The question itself, starting with its verb: 'Bereken de ...'. Multiple choice lists options A-D on separate lines. */
  text: string;
  /** 1-2 short key phrases, e.g. 'rendement van een zonneboiler'. */
  highlights: string[];
  /** 1-4 concrete keywords (trefwoorden), lower case, e.g. ['rendement', 'vermogen']. */
  tags: string[];
  /** The name of one SUBdomain (a child in the stream's domains). */
  domain: string;
  /** For each methodology of the stream: the code of one chapter or paragraph, e.g. { 'Nova': 'H5.3', 'Newton': '4.2' }. */
  chapters: Record<string, string>;
  /** Questions that build on an earlier one. */
  dependsOn?: DependencyContent[];
  /** Figures belonging to this question only. */
  figures?: Figure[];
  /** An uitwerkbijlage: a sheet the student completes (graph, table, diagram). */
  appendix?: Figure;
  /** 1-2 tips on the question as a whole. */
  tips: string[];
  /** Usually one solution strategy; sometimes a second. */
  answers: AnswerContent[];
}

export interface TopicContent {
  /** The opgave's title without number, e.g. 'Zonneboiler'. */
  name: string;
  /** The real-life context: 2-6 sentences, may show figures and tables. */
  introduction: string;
  /** Figures of the topic (shown with the introduction). */
  figures?: Figure[];
  questions: QuestionContent[];
}

export interface ExamContent {
  year: number;
  /** Tijdvak: 1 (May) or 2 (June). */
  term: 1 | 2;
  /** N-term of the normering, 0.0-2.0, usually near 1. */
  standardizationValue: number;
  /** Optional note about the exam as a whole. */
  introduction?: string;
  topics: TopicContent[];
}

export interface DomainContent {
  name: string;
  /** Subdomains; questions link to these. */
  children: string[];
}

export interface ChapterContent {
  /** e.g. 'H5' */
  code: string;
  /** e.g. 'Kracht en beweging' */
  title: string;
  /** Paragraphs, e.g. { code: 'H5.3', title: 'Wetten van Newton' }. */
  children?: { code: string; title: string }[];
}

export interface MethodologyContent {
  /** e.g. 'Nova', 'Newton', 'Getal & Ruimte'. */
  name: string;
  chapters: ChapterContent[];
}

export interface StreamContent {
  /** e.g. 'natuurkunde-havo'. */
  slug: string;
  /** Formula sheet in markup: the formulas this stream's questions need. */
  formulaSheet: string;
  domains: DomainContent[];
  methodologies: MethodologyContent[];
  /** e.g. ['Bereken', 'Toon aan', 'Leg uit', 'Beredeneer', 'Bepaal', 'Geef aan', 'Noem', 'Meerkeuze'] */
  questionTypes: string[];
  exams: ExamContent[];
}
