// The student pages of a shared set (document 2 §2.3-§2.4), opened from a link or a QR code, without signing in:
//   /student/{key}               the set's name over 'Selectie vanuit docent', and its topics
//   /student/{key}/{topic}       one topic's task and questions to practise, the score table, the formula sheet
//   /c/{key}/{topic}/{question?} the QR page 'tips en antwoorden': one panel 'Vraag {n}' per question
//   /a/{key}/{question}          one question's tips and answers, and 'Antwoord insturen voor docent'
// All read the whole set once (sharedSet), so a student who scanned one QR code opens the set's other questions
// from the same data. Anonymous students' scores stay on their device; a signed-in student's are also saved for
// their teacher (and kept on the device until the server has them).
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import type { StudentSetScreenQuery, StudentSetScreenQuery$data } from '../../__generated__/StudentSetScreenQuery.graphql';
import { PrerenderedFormulas } from '../../components/Markup.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { useSaveScoreMutation } from '../../mutations/useSaveScoreMutation.ts';
import { useToast } from '../../components/Toasts.tsx';
import { QuestionPractice } from './QuestionPractice.tsx';
import { ElaborationUpload } from './ElaborationUpload.tsx';
import { FormulaSheet, TopicTags, topicTags } from './TopicParts.tsx';
import { TopicIntroduction } from './TopicTask.tsx';
import { useOfflineSet } from './offline.ts';
import { localScoreOf, localScores, logActivity, saveLocalScore, type LocalScore } from './studentStorage.ts';
import { STUDENT_TEXT as T } from './studentText.ts';
import { TEACHER_LIKE } from '../../../shared/access/roles.ts';
import './student.css';
// The formulas come drawn by the server (sharedSet.formulas), so the page loads KaTeX's stylesheet, not its script.
import 'katex/dist/katex.min.css';

export const studentSetScreenQuery = graphql`
  query StudentSetScreenQuery($key: String!, $deviceKey: String) @preloadable {
    viewer {
      user {
        id
        role
      }
    }
    sharedSet(key: $key, deviceKey: $deviceKey) {
      __typename
      ... on SharedSet {
        key
        name
        authorName
        topicIds
        labels {
          questionId
          label
        }
        formulas {
          tex
          display
          html
        }
        stream {
          id
          name
          formulaSheet
          myScores {
            questionId
            updatedAt
            totalPoints
            scoredPoints
            hasCompletedScoreFlow
            sections {
              sectionId
              isCorrect
              shownElaboration
            }
          }
        }
        questions {
          question {
            id
            urlId
            number
            points
            topic {
              id
              urlId
              name
              courseName
              levelName
              exam {
                year
                term
              }
              ...TopicTask_topic
            }
          }
          ...QuestionPractice_item
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Data = StudentSetScreenQuery$data;
type SetFields = 'key' | 'name' | 'authorName' | 'topicIds' | 'labels' | 'formulas' | 'stream' | 'questions';
/** The SharedSet member of the answer (Relay types a union's members as one object with optional fields). */
type SharedSet = { readonly [K in SetFields]-?: NonNullable<Data['sharedSet'][K]> };
type SetQuestion = SharedSet['questions'][number];
type Topic = SetQuestion['question']['topic'];

/** A score not yet on the server is sent again this often, and shortly after the connection returns. */
const RETRY_EVERY_MS = 30_000;
const RETRY_AFTER_ONLINE_MS = 2_000;

/**
 * 'Vraag {label}': a question's name in the set, numbered through it by the server as on the set's PDF and Word file
 * (issue 42), so the page a QR code opens names the question as the paper does.
 */
function labelOf(set: SharedSet, question: { id: string; number: number }): number {
  return set.labels.find((l) => l.questionId === question.id)?.label ?? question.number;
}

/** The scores of the set's questions: the device's, and a signed-in student's from the server (the newest wins). */
function useSetScores(set: SharedSet, studentId: string | null) {
  const signedIn = studentId !== null;
  const [scores, setScores] = useState<Record<string, LocalScore>>(() => {
    const merged: Record<string, LocalScore> = { ...localScores(set.key, studentId) };
    for (const s of set.stream.myScores) {
      const mine = merged[s.questionId];
      if (!mine || mine.updatedAt < s.updatedAt) merged[s.questionId] = localScoreOf(s);
    }
    return merged;
  });
  const [saveScore] = useSaveScoreMutation();
  const toast = useToast();

  const send = useCallback(
    async (questionId: string, score: LocalScore) => {
      try {
        const result = await saveScore(set.stream.id, questionId, score);
        // Saved, or refused for good (e.g. a stream the student has no licence for): then it stays on the device only,
        // and the student is told why their teacher will not see it.
        if (result.__typename !== 'SaveScoreSuccess') toast(result.message ?? T.scoreNotSaved, 'warning');
        const kept = { ...score, pending: false };
        if (result.__typename === 'SaveScoreSuccess' && result.score) kept.scoredPoints = result.score.scoredPoints;
        saveLocalScore(set.key, studentId, questionId, kept);
        setScores((all) => ({ ...all, [questionId]: kept }));
      } catch {
        // No connection: kept as pending, sent when it returns.
      }
    },
    [saveScore, set.key, set.stream.id, studentId, toast],
  );

  useEffect(() => {
    if (!signedIn) return;
    const retry = () => {
      for (const [questionId, score] of Object.entries(localScores(set.key, studentId))) if (score.pending) void send(questionId, score);
    };
    retry();
    // When the connection returns (its first requests may still fail), and every while on a weak signal, which
    // never goes 'offline'.
    const returned = () => {
      retry();
      setTimeout(retry, RETRY_AFTER_ONLINE_MS);
    };
    const timer = setInterval(retry, RETRY_EVERY_MS);
    window.addEventListener('online', returned);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', returned);
    };
  }, [signedIn, send, set.key, studentId]);

  const record = useCallback(
    (questionId: string, score: LocalScore) => {
      const kept = { ...score, pending: signedIn };
      saveLocalScore(set.key, studentId, questionId, kept);
      setScores((all) => ({ ...all, [questionId]: kept }));
      if (signedIn) void send(questionId, kept);
    },
    [set.key, signedIn, send, studentId],
  );
  return [scores, record] as const;
}

function ScoreTable({ set, questions, scores }: { set: SharedSet; questions: readonly SetQuestion[]; scores: Record<string, LocalScore> }) {
  const rows = questions.map(({ question }) => {
    const score = scores[question.id];
    const done = score?.hasCompletedScoreFlow ? score : null;
    return { id: question.id, number: labelOf(set, question), max: done?.totalPoints ?? question.points, mine: done?.scoredPoints ?? null };
  });
  const total = rows.reduce((n, r) => n + r.max, 0);
  // '–' until a question is marked: a 0 would read as a score.
  const mine = rows.some((r) => r.mine !== null) ? rows.reduce((n, r) => n + (r.mine ?? 0), 0) : '–';
  return (
    <table className="score-table">
      <caption>{T.scoreTable}</caption>
      <thead>
        <tr>
          <th scope="col">{T.question}</th>
          <th scope="col">{T.maxScore}</th>
          <th scope="col">{T.yourScore}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <th scope="row">{r.number}</th>
            <td>{r.max}</td>
            <td>{r.mine ?? '–'}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{T.total}</th>
          <td>{total}</td>
          <td>{mine}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The page around every state of a shared set: the set failed, over fair use, or loaded (inside the shell's own <main>). */
function SharedSetFrame({ data, children }: { data: Data; children(set: SharedSet, studentId: string | null): ReactNode }) {
  const result = data.sharedSet;
  useOfflineSet(result.__typename === 'SharedSet' ? result.key! : '');
  // Fair use refuses in the server's own sentences: 'Helaas... …', or too many new devices from this network for now.
  if (result.__typename === 'FairUseError' || result.__typename === 'NewDevicesError') {
    return (
      <div className="student-page">
        <Alert kind="warning">{result.message}</Alert>
      </div>
    );
  }
  if (result.__typename !== 'SharedSet') {
    return (
      <div className="student-page">
        <Alert kind="error">{T.notFound}</Alert>
      </div>
    );
  }
  const role = data.viewer.user?.role ?? null;
  return (
    <div className="student-page">
      {role && (TEACHER_LIKE as readonly string[]).includes(role) && <Alert kind="info">{T.staffBanner}</Alert>}
      <PrerenderedFormulas formulas={(result as SharedSet).formulas}>{children(result as SharedSet, role === 'leerling' ? data.viewer.user!.id : null)}</PrerenderedFormulas>
    </div>
  );
}

function useLogger(key: string, topicUrlId?: string) {
  return useCallback(
    (activity: string, question?: { urlId: string; topic: { urlId: string } }, step?: string) =>
      void logActivity({
        origin: window.location.pathname,
        activity,
        collection_id: key,
        topic_id: question?.topic.urlId ?? topicUrlId,
        question_id: question?.urlId,
        ...(step ? { section_id: step } : {}),
      }),
    [key, topicUrlId],
  );
}

function topicsOf(set: SharedSet): { topic: Topic; questions: SetQuestion[] }[] {
  const byTopic = new Map<string, { topic: Topic; questions: SetQuestion[] }>();
  for (const q of set.questions) {
    const entry = byTopic.get(q.question.topic.id) ?? { topic: q.question.topic, questions: [] };
    entry.questions.push(q);
    byTopic.set(q.question.topic.id, entry);
  }
  return set.topicIds.map((id) => byTopic.get(id)).filter((x): x is { topic: Topic; questions: SetQuestion[] } => !!x);
}

/** /student/{key}/{topic?} */
export function StudentSetScreen({ queryRef }: { queryRef: PreloadedQuery<StudentSetScreenQuery> }) {
  const data = usePreloadedQuery<StudentSetScreenQuery>(studentSetScreenQuery, queryRef);
  return <SharedSetFrame data={data}>{(set, studentId) => <StudentSet set={set} studentId={studentId} />}</SharedSetFrame>;
}

function StudentSet({ set, studentId }: { set: SharedSet; studentId: string | null }) {
  const { key = '', topicId } = useParams();
  const topics = useMemo(() => topicsOf(set), [set]);
  const [scores, record] = useSetScores(set, studentId);
  const log = useLogger(set.key, topicId);
  const current = topicId ? topics.find((t) => t.topic.urlId === topicId) : undefined;

  useEffect(() => {
    if (current) log('Opgave');
  }, [current, log]);

  if (!current) {
    return (
      <>
        <h1>{set.name}</h1>
        <p className="lead">
          {T.teacherSelection}
          {set.authorName ? ` · ${set.authorName}` : ''}
        </p>
        {topicId && <Alert kind="warning">{T.notFound}</Alert>}
        {topics.length === 0 ? (
          <p className="empty">{T.emptySet}</p>
        ) : (
          <ul className="student-topics">
            {topics.map(({ topic, questions }) => (
              <li key={topic.id}>
                <Link to={`/student/${key}/${topic.urlId}`}>{topic.name}</Link>
                <span className="student-topic-facts">
                  {' '}
                  · {questions.length} {questions.length === 1 ? 'vraag' : 'vragen'} · {topicTags(topic).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
        <FormulaSheet text={set.stream.formulaSheet} />
      </>
    );
  }

  return (
    <>
      <p>
        <Link to={`/student/${key}`}>← {T.teacherSelection}</Link>
      </p>
      <h1>{current.topic.name}</h1>
      <TopicTags topic={current.topic} />
      <TopicIntroduction topic={current.topic} />
      <p className="student-instruction">{T.instruction}</p>
      {current.questions.map((q) => (
        <section key={q.question.id} className="student-question" aria-labelledby={`q-${q.question.id}`}>
          <h2 id={`q-${q.question.id}`}>
            {T.questionN(labelOf(set, q.question))} <span className="question-points">({T.points(q.question.points)})</span>
          </h2>
          <QuestionPractice item={q} saved={scores[q.question.id] ?? null} onScored={(score) => record(q.question.id, score)} log={(activity, step) => log(activity, q.question, step)} inSet />
        </section>
      ))}
      <ScoreTable set={set} questions={current.questions} scores={scores} />
      <FormulaSheet text={set.stream.formulaSheet} />
    </>
  );
}

/** /c/{key}/{topic}/{question?}: the QR page 'tips en antwoorden'. */
export function QrScreen({ queryRef }: { queryRef: PreloadedQuery<StudentSetScreenQuery> }) {
  const data = usePreloadedQuery<StudentSetScreenQuery>(studentSetScreenQuery, queryRef);
  return <SharedSetFrame data={data}>{(set, studentId) => <QrPage set={set} studentId={studentId} />}</SharedSetFrame>;
}

function QrPage({ set, studentId }: { set: SharedSet; studentId: string | null }) {
  const { topicId, questionId } = useParams();
  const entry = useMemo(() => topicsOf(set).find((t) => t.topic.urlId === topicId), [set, topicId]);
  const [scores, record] = useSetScores(set, studentId);
  const log = useLogger(set.key, topicId);
  const [open, setOpen] = useState<string | undefined>(questionId);

  useEffect(() => {
    if (entry) log('Tips en antwoorden', entry.questions.find((q) => q.question.urlId === questionId)?.question);
    setOpen(questionId);
  }, [entry, questionId, log]);

  if (!entry) return <Alert kind="error">{T.notFound}</Alert>;
  return (
    <>
      <h1>{entry.topic.name}</h1>
      <TopicTags topic={entry.topic} />
      <TopicIntroduction topic={entry.topic} />
      {entry.questions.map((q) => (
        <details
          key={q.question.id}
          className="qr-panel"
          open={open === q.question.urlId}
          onToggle={(event) => {
            const isOpen = (event.target as HTMLDetailsElement).open;
            if (isOpen && open !== q.question.urlId) setOpen(q.question.urlId);
          }}
        >
          <summary>
            {/* One flex item: the summary is a flex box, which drops a flex item's leading space ('Vraag 1(3 punten)'). */}
            <span className="qr-panel-title">
              {T.questionN(labelOf(set, q.question))} <span className="question-points">({T.points(q.question.points)})</span>
              {scores[q.question.id]?.hasCompletedScoreFlow && (
                <span className="qr-panel-score">
                  {' '}
                  · {scores[q.question.id]!.scoredPoints}/{scores[q.question.id]!.totalPoints}
                </span>
              )}
            </span>
          </summary>
          <p className="student-instruction">{T.instruction}</p>
          <QuestionPractice item={q} saved={scores[q.question.id] ?? null} onScored={(score) => record(q.question.id, score)} log={(activity, step) => log(activity, q.question, step)} inSet />
        </details>
      ))}
      <ScoreTable set={set} questions={entry.questions} scores={scores} />
      <FormulaSheet text={set.stream.formulaSheet} />
    </>
  );
}

/** /a/{key}/{question}: one question's tips and answers, and the upload for the teacher. */
export function AnswerScreen({ queryRef }: { queryRef: PreloadedQuery<StudentSetScreenQuery> }) {
  const data = usePreloadedQuery<StudentSetScreenQuery>(studentSetScreenQuery, queryRef);
  return <SharedSetFrame data={data}>{(set, studentId) => <AnswerPage set={set} studentId={studentId} />}</SharedSetFrame>;
}

function AnswerPage({ set, studentId }: { set: SharedSet; studentId: string | null }) {
  const { questionId } = useParams();
  const item = set.questions.find((q) => q.question.urlId === questionId);
  const [scores, record] = useSetScores(set, studentId);
  const log = useLogger(set.key);

  useEffect(() => {
    if (item) log('Tips en antwoorden', item.question);
  }, [item, log]);

  if (!item) return <Alert kind="error">{T.notFound}</Alert>;
  return (
    <>
      <h1>
        {item.question.topic.name} – {T.questionN(labelOf(set, item.question))}
      </h1>
      <TopicTags topic={item.question.topic} />
      <TopicIntroduction topic={item.question.topic} />
      <QuestionPractice item={item} saved={scores[item.question.id] ?? null} onScored={(score) => record(item.question.id, score)} log={(activity, step) => log(activity, item.question, step)} inSet />
      <ElaborationUpload setKey={set.key} questionUrlId={item.question.urlId} />
      <FormulaSheet text={set.stream.formulaSheet} />
    </>
  );
}
