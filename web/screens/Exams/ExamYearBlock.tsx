// One year of the exam list: its exam terms as links ('1e tijdvak'), each saying whether students get tips and
// self-marking; or why the year has none (2020, or not processed yet).
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ExamYearBlock_year$key } from '../../__generated__/ExamYearBlock_year.graphql';
import { AnswersIndicator } from './AnswersIndicator.tsx';
import { EXAMS_TEXT as T } from './examsText.ts';

export function ExamYearBlock({ year, streamUrlId }: { year: ExamYearBlock_year$key; streamUrlId: string }) {
  const data = useFragment(
    graphql`
      fragment ExamYearBlock_year on ExamYear {
        year
        state
        terms {
          termId
          term
          showAnswers
          isConcept
        }
      }
    `,
    year,
  );
  const headingId = `exam-year-${data.year}`;
  return (
    <section className="card exam-year-block" aria-labelledby={headingId} data-testid="exam-year">
      <h2 id={headingId}>{data.year}</h2>
      {data.state === 'exams' ? (
        <ul className="exam-term-list">
          {data.terms.map((term) => (
            <li key={term.termId}>
              <Link to={`/vakken/${streamUrlId}/examens/${term.termId}`} className="exam-term-link">
                {T.term(term.term)}
                {/* Every year has a '1e tijdvak': the year makes each link's name its own. */}
                <span className="visually-hidden"> {T.termOfYear(data.year)}</span>
              </Link>
              {term.isConcept && <span className="badge badge-concept">{T.concept}</span>}
              <AnswersIndicator shown={term.showAnswers} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{data.state === 'noCentralExams' ? T.noCentralExams(data.year) : T.notProcessed}</p>
      )}
    </section>
  );
}
