// The facts of a topic as cards and the topic page show them: questions, points, minutes and complexity.
import { COMPLEXITY_LABEL, type Complexity } from '../screens/Search/searchState.ts';

/** '1 vraag', '3 vragen'. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function TopicFacts({
  questionCount,
  totalPoints,
  totalMinutes,
  complexity,
  className,
}: {
  questionCount: number;
  totalPoints: number;
  totalMinutes: number;
  complexity: string | null | undefined;
  className: string;
}) {
  const level = complexity && complexity in COMPLEXITY_LABEL ? COMPLEXITY_LABEL[complexity as Complexity] : null;
  return (
    <ul className={className}>
      <li>{plural(questionCount, 'vraag', 'vragen')}</li>
      <li>{plural(totalPoints, 'punt', 'punten')}</li>
      <li>{plural(totalMinutes, 'minuut', 'minuten')}</li>
      {level && <li>Complexiteit: {level}</li>}
    </ul>
  );
}
