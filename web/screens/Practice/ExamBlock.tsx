// One whole exam on /zelf-oefenen/hele-examens: its size and N-term, how far the student got, the estimated grade
// (issue 10: the CvTE formula on the server, once every question is scored) and, folded away, its topics with a status
// dot per question, each a link to practise it.
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ExamBlock_exam$key } from '../../__generated__/ExamBlock_exam.graphql';
import { STUDENT_TEXT } from '../Student/studentText.ts';
import type { Scores } from './usePracticeScores.ts';
import { questionStatus } from '../../../shared/practice/scoring.ts';
import { PRACTICE_TEXT as T } from './practiceText.ts';

/** The topic page's back link returns here. */
const BACK = { back: '/zelf-oefenen/hele-examens' };

export function ExamBlock({ exam, scores, headingLevel }: { exam: ExamBlock_exam$key; scores: Scores; headingLevel: 3 | 4 }) {
  const data = useFragment(
    graphql`
      fragment ExamBlock_exam on PracticeExam {
        urlId
        name
        year
        term
        isPilot
        nTerm
        questionCount
        maxScore
        scoredCount
        scoredPoints
        estimatedGrade {
          grade
          score
          maxScore
          nextGrade
          pointsToNextGrade
        }
        topics {
          urlId
          name
          position
          questions {
            question {
              id
              urlId
              number
            }
          }
        }
      }
    `,
    exam,
  );
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const grade = data.estimatedGrade;
  return (
    <article className="exam-block" aria-labelledby={`exam-${data.urlId}`}>
      <Heading id={`exam-${data.urlId}`}>
        {headingLevel === 3 ? T.term(data.term) : data.name}
        {data.isPilot && <span className="exam-pilot"> ({T.pilot})</span>}
      </Heading>
      <p className="exam-facts">{T.examFacts(data.questionCount, data.maxScore, data.nTerm)}</p>
      <p>{T.examProgress(data.scoredCount, data.questionCount, data.scoredPoints)}</p>
      {grade ? (
        <div className="exam-grade" role="status">
          <p className="exam-grade-line">{T.grade(grade.grade, grade.nextGrade, grade.pointsToNextGrade)}</p>
          <p className="practice-note">{T.gradeBasis(grade.score, grade.maxScore)}</p>
        </div>
      ) : (
        <p className="practice-note">{data.nTerm == null ? T.gradeNoNTerm : T.gradeNeedsAll(data.questionCount - data.scoredCount)}</p>
      )}
      <details className="exam-topics">
        <summary>{T.topicsOf}</summary>
        <ul className="exam-topic-list">
          {data.topics.map((topic) => (
            <li key={topic.urlId}>
              <Link to={`/zelf-oefenen/${topic.urlId}`} state={BACK} className="exam-topic-link">
                {T.topicN(topic.position, topic.name)}
              </Link>
              <ul className="question-dots" aria-label={T.topicN(topic.position, topic.name)}>
                {topic.questions.map(({ question }) => {
                  const status = questionStatus(scores[question.id]);
                  return (
                    <li key={question.id}>
                      <Link to={`/zelf-oefenen/${topic.urlId}/${question.urlId}`} state={BACK} className={`question-dot status-${status}`}>
                        <span className="status-dot" aria-hidden="true" />
                        {question.number}
                        <span className="visually-hidden">
                          {' '}
                          ({T.questionN(question.number)}: {STUDENT_TEXT.status[status]})
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}
