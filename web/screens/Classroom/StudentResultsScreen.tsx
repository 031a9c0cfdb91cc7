// /leerlingen/{seatId} (document 2 §2.8): 'Resultaten van {name}' — the practice sets per onderwerp as the student sees
// them, the tables of /zelf-oefenen/per-onderwerp filled with the student's own scores, read-only. Only a teacher of
// the student gets them; anyone else reads that the student was not found.
import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StudentResultsScreenQuery } from '../../__generated__/StudentResultsScreenQuery.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { PracticeTable } from '../Practice/PracticeTable.tsx';
import type { Scores } from '../Practice/usePracticeScores.ts';
import { PRACTICE_TEXT } from '../Practice/practiceText.ts';
import { localScoreOf } from '../Student/studentStorage.ts';
import { CLASSROOM_TEXT as T } from './classroomText.ts';
import '../Student/student.css';
import '../Practice/practice.css';
import './classroom.css';

export const studentResultsScreenQuery = graphql`
  query StudentResultsScreenQuery($seat: String!) @preloadable {
    studentResults(seatUrlId: $seat) {
      ... on StudentResults @alias(as: "found") {
        name
        stream {
          name
        }
        scores {
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
        practice {
          ... on Error @alias(as: "refusal") {
            message
          }
          ... on Practice @alias(as: "found") {
            sets {
              urlId
              name
              children {
                urlId
                ...PracticeTable_child
              }
            }
          }
        }
      }
    }
  }
`;

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function Back() {
  return (
    <p className="practice-back">
      <Link to="/leerlingen">{T.back}</Link>
    </p>
  );
}

export function StudentResultsScreen({ queryRef }: { queryRef: PreloadedQuery<StudentResultsScreenQuery> }) {
  const results = usePreloadedQuery<StudentResultsScreenQuery>(studentResultsScreenQuery, queryRef).studentResults.found;
  const allScores = results?.scores;
  const scores = useMemo<Scores>(() => Object.fromEntries((allScores ?? []).map((s) => [s.questionId, localScoreOf(s)])), [allScores]);

  if (!results) {
    return (
      <div className="practice-page classroom-results">
        <Back />
        <h1>{T.titlePlain}</h1>
        <Alert kind="warning">{T.studentNotFound}</Alert>
      </div>
    );
  }
  const practice = results.practice.found;
  // 'Bekijk je punten' pressed: the questions the student finished marking.
  const done = results.scores.filter((s) => s.hasCompletedScoreFlow);
  return (
    <div className="practice-page classroom-results">
      <Back />
      <h1>{T.resultsTitle(results.name)}</h1>
      <p className="lead">{T.resultsLead(results.name, results.stream.name)}</p>
      <p className="results-summary">{T.resultsSummary(done.length, sum(done.map((s) => s.scoredPoints)), sum(done.map((s) => s.totalPoints)))}</p>
      {!practice ? (
        <Alert kind="warning">{results.practice.refusal?.message ?? T.resultsFailed}</Alert>
      ) : practice.sets.length === 0 ? (
        <p className="empty">{PRACTICE_TEXT.noSets}</p>
      ) : (
        practice.sets.map((set) => (
          <section key={set.urlId} className="practice-set" aria-labelledby={`set-${set.urlId}`}>
            <h2 id={`set-${set.urlId}`}>{set.name}</h2>
            {set.children.map((child) => (
              <PracticeTable key={child.urlId} child={child} scores={scores} readOnly />
            ))}
          </section>
        ))
      )}
    </div>
  );
}
