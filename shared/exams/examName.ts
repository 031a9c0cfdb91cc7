// How an exam is written wherever a teacher or a student reads it (issue 41): '2021 2e tijdvak', the words of the
// exam list (document 2 §2.9: '1e tijdvak') and of the students' practice sets ('2019 2e tijdvak'), rather than
// '2021-II' on some pages and '2021 2e tijdvak' on others. (The term page's own header '{year}-{term}' is document 2's.)

/** 'e tijdvak' after the term's number: '2e tijdvak'. */
export const termName = (term: number): string => `${term}e tijdvak`;

/** An exam by its year and term: '2021 2e tijdvak'. */
export const examName = (year: number, term: number): string => `${year} ${termName(term)}`;

/** The same with the word before it, as a topic's facts show it: 'Examen 2021 2e tijdvak'. */
export const examLabel = (year: number, term: number): string => `Examen ${examName(year, term)}`;
