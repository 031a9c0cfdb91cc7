// The back-office's side menu (document 3 §2): course → 'Examens' → each exam ('year-term', its status in brackets
// unless published) → its topics ('(concept)' when the exam is a concept) → its questions. A disclosure tree: each
// entry is a link to its route and a button (aria-expanded) that opens its level, which is fetched only then — one
// query per level, so a stream of 60 exams and thousands of questions opens as fast as a small one. A level longer
// than a page (100) offers 'Meer laden' under it.
import { Suspense, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { NavLink } from 'react-router-dom';
import type { AdminSideMenuQuery } from '../../__generated__/AdminSideMenuQuery.graphql';
import type { AdminSideMenuExamsQuery } from '../../__generated__/AdminSideMenuExamsQuery.graphql';
import type { AdminSideMenuTopicsQuery } from '../../__generated__/AdminSideMenuTopicsQuery.graphql';
import type { AdminSideMenuQuestionsQuery } from '../../__generated__/AdminSideMenuQuestionsQuery.graphql';
import type { AdminSideMenu_exams$key } from '../../__generated__/AdminSideMenu_exams.graphql';
import type { AdminSideMenu_topics$key } from '../../__generated__/AdminSideMenu_topics.graphql';
import type { AdminSideMenu_questions$key } from '../../__generated__/AdminSideMenu_questions.graphql';
import type { AdminSideMenuExamsPaginationQuery } from '../../__generated__/AdminSideMenuExamsPaginationQuery.graphql';
import type { AdminSideMenuTopicsPaginationQuery } from '../../__generated__/AdminSideMenuTopicsPaginationQuery.graphql';
import type { AdminSideMenuQuestionsPaginationQuery } from '../../__generated__/AdminSideMenuQuestionsPaginationQuery.graphql';
import { LoadMore, type LoadNext } from '../../components/LoadMore.tsx';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { ADMIN_TEXT as T, examMenuLabel, examPath } from './adminText.ts';

/** One entry: a link, and a button that opens what is below it (rendered, and so fetched, only while open). */
function Branch({ label, to, children }: { label: string; to: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <div className="admin-tree-row">
        <button type="button" className="admin-tree-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          <span className="visually-hidden">{T.show(label)}</span>
        </button>
        <NavLink to={to} end>
          {label}
        </NavLink>
      </div>
      {open && (
        <FailureBoundary fallback={<p className="admin-tree-note">{T.loadFailed}</p>}>
          <Suspense fallback={<p className="admin-tree-note">{T.loading}</p>}>{children()}</Suspense>
        </FailureBoundary>
      )}
    </li>
  );
}

export function AdminSideMenu() {
  const data = useLazyLoadQuery<AdminSideMenuQuery>(
    graphql`
      query AdminSideMenuQuery {
        adminStreams {
          id
          urlId
          name
        }
      }
    `,
    {},
  );
  return (
    <ul className="admin-tree">
      {data.adminStreams.map((stream) => (
        <Branch key={stream.id} label={stream.name} to={`/admin/courses/${stream.urlId}`}>
          {() => (
            <ul>
              <Branch label={T.exams} to={`/admin/courses/${stream.urlId}/exams`}>
                {() => <ExamsLevel streamUrlId={stream.urlId} />}
              </Branch>
            </ul>
          )}
        </Branch>
      ))}
    </ul>
  );
}

/** A level's page: large enough for any real exam or stream; a longer list offers 'Meer laden' under it. */
const LEVEL_PAGE = 100;

function MoreOf({ hasNext, isLoadingNext, loadNext }: { hasNext: boolean; isLoadingNext: boolean; loadNext: LoadNext }) {
  return <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={LEVEL_PAGE} label={T.loadMore} failed={T.loadFailed} className="admin-tree-more" />;
}

function ExamsLevel({ streamUrlId }: { streamUrlId: string }) {
  const data = useLazyLoadQuery<AdminSideMenuExamsQuery>(
    graphql`
      query AdminSideMenuExamsQuery($urlId: String!) {
        adminStream(urlId: $urlId) {
          ...AdminSideMenu_exams
        }
      }
    `,
    { urlId: streamUrlId },
  );
  return data.adminStream ? <ExamsList stream={data.adminStream} streamUrlId={streamUrlId} /> : <p className="admin-tree-note">{T.noExams}</p>;
}

function ExamsList({ stream, streamUrlId }: { stream: AdminSideMenu_exams$key; streamUrlId: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminSideMenuExamsPaginationQuery, AdminSideMenu_exams$key>(
    graphql`
      fragment AdminSideMenu_exams on Stream @refetchable(queryName: "AdminSideMenuExamsPaginationQuery") @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        adminExams(first: $first, after: $after) @connection(key: "AdminSideMenu_adminExams") {
          edges {
            node {
              id
              urlId
              year
              term
              status
            }
          }
        }
      }
    `,
    stream,
  );
  const exams = data.adminExams.edges.map((e) => e.node);
  if (!exams.length) return <p className="admin-tree-note">{T.noExams}</p>;
  return (
    <>
      <ul>
        {exams.map((exam) => {
          const base = `/admin/courses/${streamUrlId}/exams`;
          const to = examPath(streamUrlId, exam);
          return (
            <Branch key={exam.id} label={examMenuLabel(exam)} to={to}>
              {() => <TopicsLevel examId={exam.id} examPath={`${base}/${exam.urlId}`} concept={exam.status === 'concept'} />}
            </Branch>
          );
        })}
      </ul>
      <MoreOf hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />
    </>
  );
}

function TopicsLevel({ examId, examPath, concept }: { examId: string; examPath: string; concept: boolean }) {
  const data = useLazyLoadQuery<AdminSideMenuTopicsQuery>(
    graphql`
      query AdminSideMenuTopicsQuery($id: ID!) {
        adminExam(id: $id) {
          ...AdminSideMenu_topics
        }
      }
    `,
    { id: examId },
  );
  return data.adminExam ? <TopicsList exam={data.adminExam} examPath={examPath} concept={concept} /> : null;
}

function TopicsList({ exam, examPath, concept }: { exam: AdminSideMenu_topics$key; examPath: string; concept: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminSideMenuTopicsPaginationQuery, AdminSideMenu_topics$key>(
    graphql`
      fragment AdminSideMenu_topics on Exam @refetchable(queryName: "AdminSideMenuTopicsPaginationQuery") @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        adminTopics(first: $first, after: $after) @connection(key: "AdminSideMenu_adminTopics") {
          edges {
            node {
              id
              urlId
              name
            }
          }
        }
      }
    `,
    exam,
  );
  const topics = data.adminTopics.edges.map((e) => e.node);
  return (
    <>
      <ul>
        {topics.map((topic) => (
          <Branch key={topic.id} label={`${topic.name}${concept ? ' (concept)' : ''}`} to={`${examPath}/topics/${topic.urlId}`}>
            {() => <QuestionsLevel topicId={topic.id} examPath={examPath} />}
          </Branch>
        ))}
      </ul>
      <MoreOf hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />
    </>
  );
}

function QuestionsLevel({ topicId, examPath }: { topicId: string; examPath: string }) {
  const data = useLazyLoadQuery<AdminSideMenuQuestionsQuery>(
    graphql`
      query AdminSideMenuQuestionsQuery($id: ID!) {
        adminTopic(id: $id) {
          ...AdminSideMenu_questions
        }
      }
    `,
    { id: topicId },
  );
  return data.adminTopic ? <QuestionsList topic={data.adminTopic} examPath={examPath} /> : null;
}

function QuestionsList({ topic, examPath }: { topic: AdminSideMenu_questions$key; examPath: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminSideMenuQuestionsPaginationQuery, AdminSideMenu_questions$key>(
    graphql`
      fragment AdminSideMenu_questions on Topic
      @refetchable(queryName: "AdminSideMenuQuestionsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        adminQuestions(first: $first, after: $after) @connection(key: "AdminSideMenu_adminQuestions") {
          edges {
            node {
              id
              urlId
              number
            }
          }
        }
      }
    `,
    topic,
  );
  const questions = data.adminQuestions.edges.map((e) => e.node);
  return (
    <>
      <ul>
        {questions.map((q) => (
          <li key={q.id}>
            <div className="admin-tree-row admin-tree-leaf">
              <NavLink to={`${examPath}/questions/${q.urlId}`}>{T.question(q.number)}</NavLink>
            </div>
          </li>
        ))}
      </ul>
      <MoreOf hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />
    </>
  );
}
