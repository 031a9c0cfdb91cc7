// Parts of a topic's student pages that the shared set's pages and self-practice both show: the tags (course,
// level, exam) and the formula sheet in an accordion (document 2 §2.3-§2.4).
import { Markup } from '../../components/Markup.tsx';
import { STUDENT_TEXT as T } from './studentText.ts';

export interface TaggedTopic {
  courseName: string;
  levelName: string;
  exam: { year: number; term: number } | null | undefined;
}

export const topicTags = (topic: TaggedTopic): string[] => [topic.courseName, topic.levelName, ...(topic.exam ? [T.examTag(topic.exam.year, topic.exam.term)] : [])];

export function TopicTags({ topic }: { topic: TaggedTopic }) {
  return (
    <ul className="student-tags" aria-label="Kenmerken">
      {topicTags(topic).map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}

export function FormulaSheet({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <details className="student-accordion">
      <summary>{T.formulaSheet}</summary>
      <Markup text={text} />
    </details>
  );
}
