// Whether students get tips and self-marking for an exam: an icon and the words, never colour alone.
import { EXAMS_TEXT as T } from './examsText.ts';

export function AnswersIndicator({ shown }: { shown: boolean }) {
  return (
    <span className={`exam-answers ${shown ? 'exam-answers-shown' : 'exam-answers-hidden'}`}>
      <span aria-hidden="true" className="exam-answers-icon">
        {shown ? '✓' : '✕'}
      </span>
      {shown ? T.withAnswers : T.withoutAnswers}
    </span>
  );
}
