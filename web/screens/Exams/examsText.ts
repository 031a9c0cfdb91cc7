// Every sentence of the exam list and the exam term page (document 2 §2.9, §8). Refusals come from the server
// (ExamTerm.viewerSelectionNotice, the mutation's error messages); the server's words are shown as they are.
import { termName } from '../../../shared/exams/examName.ts';

/** 'opgave' for 1, otherwise 'opgaven'; 'vraag' for 1, otherwise 'vragen' (document 2 §9). */
const topics = (n: number) => `${n} ${n === 1 ? 'opgave' : 'opgaven'}`;
const questions = (n: number) => `${n} ${n === 1 ? 'vraag' : 'vragen'}`;

export const EXAMS_TEXT = {
  listTitle: 'Hele examens',
  listLead: (stream: string) => `De centrale examens van ${stream}, per jaar en tijdvak.`,
  allStreams: 'Alle vakken',
  noStream: 'Dit vak bestaat niet (meer).',
  listFailed: 'Kon examens niet laden.',
  /** A link to an exam term: '1e tijdvak'. */
  term: termName,
  /** Said after the term in its link, for screen readers: '1e tijdvak van 2024'. */
  termOfYear: (year: number) => `van ${year}`,
  noCentralExams: (year: number) => `In ${year} zijn er vanwege COVID-19 geen centrale examens afgenomen.`,
  notProcessed: 'Voor dit jaar zijn de centrale examens nog niet verwerkt.',
  /** Whether students get tips and self-marking for the exam (the search's wording, document 4 §4). */
  withAnswers: 'Inclusief tips/nakijken voor leerlingen',
  withoutAnswers: 'Exclusief tips/nakijken voor leerlingen',
  concept: 'Concept',

  /** The term page's header: '{year}-{term}' (document 2 §2.9). */
  termTitle: (year: number, term: number) => `${year}-${term}`,
  termLead: (stream: string, term: number) => `${stream} · ${termName(term)}`,
  backToList: (stream: string) => `Alle examens van ${stream}`,
  termTitlePlain: 'Examen',
  termNotFoundTitle: 'Examen niet gevonden',
  termNotFound: 'Dit examen bestaat niet of is (nog) niet gepubliceerd.',
  termFailed: 'Kon het examen niet laden.',
  noTopics: 'Geen opgaven gevonden.',
  topicsHeading: 'Opgaven van dit examen',
  size: (topicCount: number, questionCount: number) => `${topics(topicCount)} met samen ${questions(questionCount)}.`,

  selectionHeading: 'Huidige selectie',
  useAsSelection: 'Examen als selectie gebruiken',
  asSelectionHint: (questionCount: number) => `Alle ${questions(questionCount)} van dit examen worden je huidige selectie.`,
  confirmTitle: 'Examen als selectie gebruiken',
  confirmText: (stream: string, inSelection: number) =>
    `Je huidige selectie van ${stream} bevat al ${topics(inSelection)}. Als je dit examen als selectie gebruikt, wordt die selectie gewist. Wil je doorgaan?`,
  yes: 'Ja',
  no: 'Nee',
  done: (topicCount: number, questionCount: number) => `Je huidige selectie bestaat nu uit dit examen: ${topics(topicCount)} met ${questions(questionCount)}.`,
  toCart: 'Naar Huidige selectie',
  failed: 'Het examen kon niet als selectie worden gebruikt. Probeer het opnieuw.',
  failedBecause: (reason: string) => `Het examen kon niet als selectie worden gebruikt. ${reason}`,
};
