// 'Examen als selectie gebruiken' on the exam term page (document 2 §2.9): every question of the exam becomes the
// teacher's current selection. When a selection exists, a dialog asks first, because it will be wiped ('Ja'/'Nee').
// Without a grant for the stream the button is disabled with the server's reason as tooltip and description; the
// server refuses such a request as well.
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { SelectExamPanel_examTerm$key } from '../../__generated__/SelectExamPanel_examTerm.graphql';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useCurrentStreamChanged } from '../../components/useCurrentStreamChanged.ts';
import { useSelectExamMutation } from '../../mutations/useSelectExamMutation.ts';
import { failureText } from '../Auth/authText.ts';
import { EXAMS_TEXT as T } from './examsText.ts';

export function SelectExamPanel({ examTerm }: { examTerm: SelectExamPanel_examTerm$key }) {
  const data = useFragment(
    graphql`
      fragment SelectExamPanel_examTerm on ExamTerm {
        id
        year
        term
        questionCount
        viewerMaySelect
        viewerSelectionNotice
        viewerSelectionCount
        stream {
          id
          name
        }
      }
    `,
    examTerm,
  );
  const [select, inFlight] = useSelectExamMutation();
  const streamChanged = useCurrentStreamChanged();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<{ topicCount: number; questionCount: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const hintId = useId();
  const disabled = !data.viewerMaySelect;
  const notice = disabled ? (data.viewerSelectionNotice ?? undefined) : undefined;

  // The button keeps the focus while the request runs; the dialog, as it closes, gives the focus back to it.
  const run = async () => {
    setMessage(null);
    setDone(null);
    try {
      const result = await select(data.stream.id, data.year, data.term);
      setConfirming(false);
      if (result.__typename !== 'SelectExamSuccess') {
        setMessage(result.message ?? T.failed);
        return;
      }
      setDone({ topicCount: result.topicCount ?? 0, questionCount: result.questionCount ?? 0 });
      // The exam's stream is now the current one: what screens cached of the previous one goes, the shell follows.
      await streamChanged();
    } catch (error) {
      setConfirming(false);
      setMessage(T.failedBecause(failureText(error)));
    }
  };

  return (
    <section className="card exam-selection" aria-labelledby="exam-selection-title">
      <h2 id="exam-selection-title">{T.selectionHeading}</h2>
      <p id={hintId} className={disabled ? 'field-hint exam-selection-notice' : 'field-hint'}>
        {disabled ? notice : T.asSelectionHint(data.questionCount)}
      </p>
      <span title={notice} className="exam-selection-button">
        <Button disabled={disabled} loading={inFlight && !confirming} aria-describedby={hintId} onClick={() => (data.viewerSelectionCount > 0 ? setConfirming(true) : void run())}>
          {T.useAsSelection}
        </Button>
      </span>
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      {/* A live region that is there before its message, so screen readers announce the message. */}
      <div aria-live="polite">
        {done && (
          <div className="alert alert-success">
            <p>{T.done(done.topicCount, done.questionCount)}</p>
            <p>
              <Link to="/cart">{T.toCart}</Link>
            </p>
          </div>
        )}
      </div>
      <Modal
        open={confirming}
        title={T.confirmTitle}
        onClose={() => {
          if (!inFlight) setConfirming(false);
        }}
        actions={
          <>
            <Button variant="secondary" disabled={inFlight} onClick={() => setConfirming(false)}>
              {T.no}
            </Button>
            <Button loading={inFlight} onClick={() => void run()}>
              {T.yes}
            </Button>
          </>
        }
      >
        <p>{T.confirmText(data.stream.name, data.viewerSelectionCount)}</p>
      </Modal>
    </section>
  );
}
