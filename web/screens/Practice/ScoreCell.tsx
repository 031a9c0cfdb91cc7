// A question's score with its status dot (document 2 §4.3): '2 / 3' once scored, '– / 3' before; the dot's meaning
// is said in words to screen readers.
import type { LocalScore } from '../Student/studentStorage.ts';
import { STUDENT_TEXT } from '../Student/studentText.ts';
import { questionStatus } from '../../../shared/practice/scoring.ts';
import { PRACTICE_TEXT as T } from './practiceText.ts';

export function ScoreCell({ score, points }: { score: LocalScore | undefined; points: number }) {
  const status = questionStatus(score);
  return (
    <span className={`score-cell status-${status}`}>
      <span className="status-dot" aria-hidden="true" />
      <span>{score?.hasCompletedScoreFlow ? T.score(score.scoredPoints, score.totalPoints) : T.noScore(points)}</span>
      <span className="visually-hidden"> ({STUDENT_TEXT.status[status]})</span>
    </span>
  );
}
