// /zelf-oefenen/hele-examens (document 2 §2.5; issue 10): the whole exams of the current stream per year and term,
// each with the student's progress and, once every question is scored, the estimated grade.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { WholeExamsScreenQuery, WholeExamsScreenQuery$data } from '../../__generated__/WholeExamsScreenQuery.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { ExamBlock } from './ExamBlock.tsx';
import { usePracticeScores } from './usePracticeScores.ts';
import { PRACTICE_TEXT as T } from './practiceText.ts';
import '../Student/student.css';
import './practice.css';

export const wholeExamsScreenQuery = graphql`
  query WholeExamsScreenQuery @preloadable {
    viewer {
      currentStream {
        id
        name
        ...usePracticeScores_stream
        practice {
          __typename
          ... on Practice {
            exams {
              year
              terms {
                term
                exams {
                  urlId
                  ...ExamBlock_exam
                }
              }
            }
          }
          ... on Error {
            message
          }
        }
      }
    }
  }
`;

export function WholeExamsScreen({ queryRef }: { queryRef: PreloadedQuery<WholeExamsScreenQuery> }) {
  const stream = usePreloadedQuery<WholeExamsScreenQuery>(wholeExamsScreenQuery, queryRef).viewer.currentStream;
  return (
    <div className="practice-page">
      <h1>{T.wholeExams}</h1>
      {stream ? <Exams stream={stream} /> : <Alert kind="warning">{T.noStream}</Alert>}
    </div>
  );
}

function Exams({ stream }: { stream: NonNullable<WholeExamsScreenQuery$data['viewer']['currentStream']> }) {
  const { scores } = usePracticeScores(stream);
  const practice = stream.practice;
  if (practice.__typename !== 'Practice') return <Alert kind="warning">{practice.message}</Alert>;
  const years = practice.exams ?? [];
  return (
    <>
      <p className="lead">{T.wholeExamsLead(stream.name)}</p>
      {years.length === 0 ? (
        <p className="empty">{T.noExams}</p>
      ) : (
        years.map((year) => (
          <section key={year.year} className="exam-year" aria-labelledby={`year-${year.year}`}>
            <h2 id={`year-${year.year}`}>{year.year}</h2>
            <div className="exam-terms">
              {year.terms.map((term) =>
                term.exams.length === 1 ? (
                  <ExamBlock key={term.term} exam={term.exams[0]!} scores={scores} headingLevel={3} />
                ) : (
                  <section key={term.term} className="exam-term" aria-labelledby={`term-${year.year}-${term.term}`}>
                    <h3 id={`term-${year.year}-${term.term}`}>{T.term(term.term)}</h3>
                    {term.exams.map((exam) => (
                      <ExamBlock key={exam.urlId} exam={exam} scores={scores} headingLevel={4} />
                    ))}
                  </section>
                ),
              )}
            </div>
          </section>
        ))
      )}
    </>
  );
}
