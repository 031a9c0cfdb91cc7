// /vakken/{stream}/examens/{year}-{term} (document 2 §2.9): the header '{year}-{term}', the exam's topics as topic
// cards in exam order, and 'Examen als selectie gebruiken'. 'Geen opgaven gevonden.' when the exam has no topics the
// viewer sees. Docent, author and admin (the route's <Protected area="exams">).
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ExamTermScreenQuery, ExamTermScreenQuery$data } from '../../__generated__/ExamTermScreenQuery.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { TopicCard } from '../Search/TopicCard.tsx';
import { AnswersIndicator } from './AnswersIndicator.tsx';
import { SelectExamPanel } from './SelectExamPanel.tsx';
import { EXAMS_TEXT as T } from './examsText.ts';
import '../Search/search.css';
import './exams.css';

export const examTermScreenQuery = graphql`
  query ExamTermScreenQuery($streamId: String!, $termId: String!) @preloadable {
    stream(urlId: $streamId) {
      urlId
      name
      examTerm(termId: $termId) {
        id
        year
        term
        isConcept
        showAnswers
        questionCount
        topics {
          id
          ...TopicCard_topic
        }
        ...SelectExamPanel_examTerm
      }
    }
  }
`;

export function ExamTermScreen({ queryRef }: { queryRef: PreloadedQuery<ExamTermScreenQuery> }) {
  const { stream } = usePreloadedQuery<ExamTermScreenQuery>(examTermScreenQuery, queryRef);
  if (!stream) {
    return (
      <div className="exams-page">
        <h1>{T.listTitle}</h1>
        <p className="empty">{T.noStream}</p>
      </div>
    );
  }
  const exam = stream.examTerm;
  const back = (
    <p className="breadcrumb">
      <Link to={`/vakken/${stream.urlId}/examens`}>{T.backToList(stream.name)}</Link>
    </p>
  );
  if (!exam) {
    return (
      <div className="exams-page">
        {back}
        <h1>{T.termNotFoundTitle}</h1>
        <Alert kind="info">
          <p>{T.termNotFound}</p>
        </Alert>
      </div>
    );
  }
  return (
    <div className="exams-page">
      {back}
      <h1>
        {T.termTitle(exam.year, exam.term)}
        {exam.isConcept && <span className="badge badge-concept exam-title-badge">{T.concept}</span>}
      </h1>
      <p className="lead">{T.termLead(stream.name, exam.term)}</p>
      <p className="exam-answers-line">
        <AnswersIndicator shown={exam.showAnswers} />
      </p>
      {exam.topics.length === 0 ? (
        <p className="empty">{T.noTopics}</p>
      ) : (
        <div className="exam-term-layout">
          {/* Topics without any question leave nothing to select. The button comes first (beside the topics on a wide screen). */}
          {exam.questionCount > 0 && <SelectExamPanel examTerm={exam} />}
          <TopicList exam={exam} />
        </div>
      )}
    </div>
  );
}

/** What the page shows when the exam could not be loaded (the toast says it too). */
export function ExamTermFailed() {
  return (
    <div className="exams-page">
      <h1>{T.termTitlePlain}</h1>
      <p className="empty">{T.termFailed}</p>
    </div>
  );
}

type Exam = NonNullable<NonNullable<ExamTermScreenQuery$data['stream']>['examTerm']>;

function TopicList({ exam }: { exam: Exam }) {
  return (
    <section aria-labelledby="exam-topics-title" className="exam-topics">
      <h2 id="exam-topics-title">{T.topicsHeading}</h2>
      <p className="muted">{T.size(exam.topics.length, exam.questionCount)}</p>
      <div className="topic-cards">
        {exam.topics.map((topic) => (
          <TopicCard key={topic.id} topic={topic} />
        ))}
      </div>
    </section>
  );
}
