// The exam lists of a stream (document 2 §2.9, §9): the year blocks of /vakken/{stream}/examens, one exam term
// (tijdvak) with its topics for the term page, and the published exams of the legacy REST list (document 4 §4).
//
// An exam term is named by its year and term ('2023-1'), the way the product names an exam everywhere (the term page's
// header, feedback's '<year>-<term>', the search filters year and term). It is not a key to anything: who may see the
// term and its topics is decided by the viewer's role (the exam status rule of ../topics/policy.ts), never by knowing
// the address. When more than one visible exam has the same year and term (a concept beside a published one, for an
// author), the term is all of them together — exactly what the search's year and term filters find.
import type { Db } from '../../db/database.ts';
import type { ExamStatus } from '../../db/generated/enums.ts';
import { mayOpenArea, type Access } from '../access/grants.ts';
import { searchTopicIds } from '../search/search.ts';
import { visibleExamStatuses } from '../topics/policy.ts';

/** The oldest year the exam list shows (document 2 §9: 'Years shown for exams: 2017 to …'). */
export const FIRST_LISTED_YEAR = 2017;

/** Years in which no central exams were held: 2020, because of COVID-19 (document 2 §2.9). */
export const YEARS_WITHOUT_CENTRAL_EXAMS: ReadonlySet<number> = new Set([2020]);

/**
 * From this month (0-based: June) the current year gets its block. The first tijdvak is held in May, so before June a
 * block for this year could only say that exams which were not held yet are 'not processed yet'.
 */
export const CURRENT_YEAR_LISTED_FROM_MONTH = 5;

/** The highest term number (tijdvak) an exam can have (document 4 §13: term 1, 2 or 3). */
export const LAST_TERM = 3;

/**
 * What a year block says: its exams, that there were no central exams that year (2020), or that the year's exams
 * are not processed yet ('Voor dit jaar zijn de centrale examens nog niet verwerkt.').
 */
export type ExamYearState = 'exams' | 'noCentralExams' | 'notProcessed';

/** One exam term (tijdvak) of a stream as the viewer sees it. */
export interface ExamTerm {
  streamId: number;
  year: number;
  term: number;
  /** Students get tips and self-marking (the exam's show_answers); with several exams in the term, all of them do. */
  showAnswers: boolean;
  /** Only concept exams in this term (shown to admins and authors only). */
  isConcept: boolean;
  /** The exam statuses the viewer sees: which exams' topics the term has. */
  statuses: ExamStatus[];
}

export interface ExamYearBlock {
  year: number;
  state: ExamYearState;
  /** Ascending by term; empty unless state is 'exams'. */
  terms: ExamTerm[];
}

/**
 * Who may read the exam lists and term pages: docent, author and admin (document 2 §2.1, area 'exams'), with or
 * without a licence for the stream. Which years and terms exist and whether students get their answers is no premium
 * content; what a licence decides is selecting an exam (../topics/policy.ts) and its marking schemes. The one rule of
 * the GraphQL fields and the legacy REST list alike.
 */
export function mayBrowseExams(access: Access): boolean {
  return mayOpenArea(access, 'exams');
}

/**
 * The newest year with a block: the current year from June (its central exams have been held), else the year before;
 * a later year when the stream already has an exam of it.
 */
export function newestListedYear(now: Date, newestExamYear: number | null): number {
  const heldYear = now.getUTCMonth() >= CURRENT_YEAR_LISTED_FROM_MONTH ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return Math.max(heldYear, newestExamYear ?? heldYear);
}

/** An exam row as the list needs it. */
export interface ListedExam {
  year: number;
  term: number;
  status: ExamStatus;
  showAnswers: boolean;
}

/** The exams of one term, as one term: answers shown when every one shows them, a concept when all are concepts. */
function termOf(streamId: number, statuses: ExamStatus[], exams: readonly ListedExam[]): ExamTerm {
  const { year, term } = exams[0]!;
  return { streamId, year, term, statuses, showAnswers: exams.every((e) => e.showAnswers), isConcept: exams.every((e) => e.status === 'concept') };
}

/**
 * The year blocks from the newest listed year down to FIRST_LISTED_YEAR, each with its terms in order. Pure: the
 * exams are the ones the viewer sees; exams before FIRST_LISTED_YEAR are not listed.
 */
export function examYearBlocks(streamId: number, statuses: ExamStatus[], exams: readonly ListedExam[], now: Date): ExamYearBlock[] {
  const listed = exams.filter((e) => e.year >= FIRST_LISTED_YEAR);
  const newest = newestListedYear(now, listed.length ? Math.max(...listed.map((e) => e.year)) : null);
  const blocks: ExamYearBlock[] = [];
  for (let year = newest; year >= FIRST_LISTED_YEAR; year--) {
    const ofYear = listed.filter((e) => e.year === year);
    const terms = [...new Set(ofYear.map((e) => e.term))]
      .sort((a, b) => a - b)
      .map((term) =>
        termOf(
          streamId,
          statuses,
          ofYear.filter((e) => e.term === term),
        ),
      );
    const state: ExamYearState = terms.length ? 'exams' : YEARS_WITHOUT_CENTRAL_EXAMS.has(year) ? 'noCentralExams' : 'notProcessed';
    blocks.push({ year, state, terms });
  }
  return blocks;
}

const listedExamSelect = { year: true, term: true, status: true, showAnswers: true } as const;

/** The year blocks of a stream for the viewer: published exams, and concept ones too for admins and authors. */
export async function examYears(db: Db, access: Access, streamId: number, now: Date): Promise<ExamYearBlock[]> {
  const statuses = visibleExamStatuses(access);
  const exams = await db.exam.findMany({
    where: { streamId, status: { in: statuses }, year: { gte: FIRST_LISTED_YEAR } },
    orderBy: [{ year: 'desc' }, { term: 'asc' }, { id: 'asc' }],
    select: listedExamSelect,
  });
  return examYearBlocks(streamId, statuses, exams, now);
}

/** '2023-1': the id of an exam term in addresses. */
export const termIdOf = (term: { year: number; term: number }): string => `${term.year}-${term.term}`;

/** The year and term of a term id, or null when the text is not one ('2023-1'; terms 1 to 3). */
export function parseTermId(text: string): { year: number; term: number } | null {
  const match = /^(\d{4})-([1-9])$/.exec(text);
  if (!match) return null;
  const term = Number(match[2]);
  return term <= LAST_TERM ? { year: Number(match[1]), term } : null;
}

/** One exam term of a stream as the viewer sees it; null when the viewer sees no exam of that year and term. */
export async function findExamTerm(db: Db, access: Access, streamId: number, year: number, term: number): Promise<ExamTerm | null> {
  const statuses = visibleExamStatuses(access);
  const exams = await db.exam.findMany({ where: { streamId, year, term, status: { in: statuses } }, orderBy: { id: 'asc' }, select: listedExamSelect });
  return exams.length ? termOf(streamId, statuses, exams) : null;
}

/**
 * The topics of an exam term in exam order (topic position, then name and id): the search's results for the filters
 * year and term with the sort 'position' (document 4 §4), so the term page and GET
 * /api/streams/{id}/search/results?filter[year][0]=…&filter[term][0]=…&sort=position always agree.
 */
export function examTermTopicIds(db: Db, term: Pick<ExamTerm, 'streamId' | 'year' | 'term' | 'statuses'>): Promise<number[]> {
  return searchTopicIds(db, {
    streamId: term.streamId,
    statuses: term.statuses,
    filter: { years: [term.year], terms: [term.term] },
    sort: [{ key: 'position', descending: false }],
  });
}

export type PublishedExamsResult = { kind: 'ok'; exams: { year: number; term: number; showAnswers: boolean }[] } | { kind: 'forbidden' } | { kind: 'not-found' };

/**
 * The published exams of a stream, by year and term (the legacy list GET /api/streams/{id}/exams, document 4 §4), for
 * whoever may browse exams (mayBrowseExams); an unknown stream is not found.
 */
export async function publishedExams(db: Db, access: Access, streamId: number): Promise<PublishedExamsResult> {
  if (!mayBrowseExams(access)) return { kind: 'forbidden' };
  if (!(await db.stream.count({ where: { id: streamId } }))) return { kind: 'not-found' };
  const exams = await db.exam.findMany({
    where: { streamId, status: 'published' },
    orderBy: [{ year: 'asc' }, { term: 'asc' }, { id: 'asc' }],
    select: { year: true, term: true, showAnswers: true },
  });
  return { kind: 'ok', exams };
}
