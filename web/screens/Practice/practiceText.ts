// The words of the self-practice pages (document 2 §2.5-§2.6, §8; issue 10), in one place.
import { examName, termName } from '../../../shared/exams/examName.ts';

/** A number with one decimal, the Dutch way: 6,7. */
export const oneDecimal = (n: number) => n.toFixed(1).replace('.', ',');
const punten = (n: number) => `${n} ${n === 1 ? 'punt' : 'punten'}`;
const vragen = (n: number) => `${n} ${n === 1 ? 'vraag' : 'vragen'}`;

export const PRACTICE_TEXT = {
  perTopic: 'Per onderwerp',
  perTopicLead: (stream: string) => `Oefensets van ${stream}: oefen per onderwerp met echte examenvragen en kijk je uitwerking zelf na.`,
  wholeExams: 'Hele examens',
  wholeExamsLead: (stream: string) => `Maak een compleet examen van ${stream}. Heb je elke vraag nagekeken, dan zie je welk cijfer je ongeveer zou halen.`,
  teacherSelection: 'Selectie vanuit docent',
  selectionSome: 'Je docent heeft de volgende examenvragen voor je geselecteerd',
  selectionNone: 'Je docent heeft nog geen examenvragen voor je geselecteerd.',
  selectionFacts: (questions: number, author: string, date: string) => `${vragen(questions)}${author ? ` · ${author}` : ''} · ${date}`,
  noStream: 'Je hebt nog geen vak met een licentie.',

  // §8: the toasts and the empty state.
  filtersFailed: 'Kon filteropties niet laden.',
  setsFailed: 'Kon oefensets niet laden.',
  examsFailed: 'Kon examens niet laden.',
  topicFailed: 'Kon de tips en antwoorden niet inladen.',
  selectionFailed: 'Kon de selectie van je docent niet laden.',
  noSets: 'Geen oefenset gevonden',
  noExams: 'Er zijn nog geen hele examens om mee te oefenen.',
  noQuestions: 'Geen opgaven gevonden.',
  saveFailed: 'Je score is niet opgeslagen. Probeer het later opnieuw.',

  chapter: 'Hoofdstuk',
  allChapters: 'Alle hoofdstukken',
  chapterOption: (name: string, title: string | null | undefined) => (title ? `${name} ${title}` : name),
  showAll: 'Toon alles',
  showLess: 'Toon minder',
  question: 'Vraag',
  yourScore: 'Jouw score',
  /** The score column of a student's table as their teacher sees it. */
  studentScore: 'Score',
  questionN: (n: number) => `Vraag ${n}`,
  exam: examName,
  term: termName,
  pilot: 'pilotexamen',
  points: punten,
  score: (scored: number, total: number) => `${scored} / ${total}`,
  noScore: (total: number) => `– / ${total}`,

  examFacts: (questions: number, points: number, nTerm: number | null | undefined) => `${vragen(questions)} · ${punten(points)}${nTerm == null ? '' : ` · N-term ${oneDecimal(nTerm)}`}`,
  examProgress: (scored: number, total: number, points: number) => `Nagekeken: ${scored} van de ${vragen(total)} (${punten(points)}).`,
  gradeNeedsAll: (left: number) => `Kijk nog ${vragen(left)} na voor een geschat cijfer.`,
  gradeNoNTerm: 'Voor dit examen is de normering (N-term) nog niet bekend, dus er is geen geschat cijfer.',
  /** The estimated grade of issue 10, e.g. 'Geschat cijfer: 6,3 — nog 4 punten voor een 7.' */
  grade: (grade: number, next: number | null | undefined, points: number | null | undefined) =>
    next == null || points == null ? `Geschat cijfer: ${oneDecimal(grade)}.` : `Geschat cijfer: ${oneDecimal(grade)} — nog ${punten(points)} voor een ${next}.`,
  gradeBasis: (score: number, max: number) => `Je hebt ${score} van de ${punten(max)}; het cijfer volgt de omrekenregels van het College voor Toetsen en Examens.`,
  topicsOf: 'Opgaven en vragen',
  topicN: (position: number, name: string) => `Opgave ${position}: ${name}`,
  backTo: (where: string) => `← ${where}`,
} as const;
