// The feedback tab (document 1 §1 and §5): sticky at the right edge of every page, for everyone. It opens a panel with
// cascading choices (stream → exam → question → part, all optional) and a required message.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { FeedbackTabOptionsQuery, FeedbackTabOptionsQuery$variables } from '../__generated__/FeedbackTabOptionsQuery.graphql';
import { useSendFeedbackMutation } from '../mutations/useSendFeedbackMutation.ts';
import { Alert } from './ui/Alert.tsx';
import { Button } from './ui/Button.tsx';
import { SelectField, fieldErrorMap } from './ui/Field.tsx';
import { Modal } from './ui/Modal.tsx';
import { useToast } from './Toasts.tsx';

export const FEEDBACK_TEXT = {
  tab: 'Feedback',
  title: 'Feedback geven',
  intro: 'Zie je een fout in een opgave of heb je een suggestie? Laat het ons weten. Alleen het bericht is verplicht.',
  stream: 'Vak',
  exam: 'Examen',
  question: 'Vraag',
  part: 'Onderdeel',
  optional: 'Geen keuze',
  chooseStreamFirst: 'Kies eerst een vak',
  chooseExamFirst: 'Kies eerst een examen',
  chooseQuestionFirst: 'Kies eerst een vraag',
  loading: 'Laden…',
  none: 'Geen keuzes beschikbaar',
  message: 'Bericht',
  required: 'dit veld is verplicht',
  send: 'Verstuur',
  cancel: 'Annuleren',
  sent: 'Bedankt! Je feedback is verstuurd.',
  optionsFailed: 'Kon de keuzelijsten niet laden. Je kunt je bericht wel versturen.',
  sendFailed: 'Je feedback kon niet worden verstuurd. Controleer je verbinding en probeer het opnieuw.',
};

/** The message may not be longer than the server accepts. */
const MAX_LENGTH = 2000;
/** A part's value is null for 'the question as a whole'; a select needs a string for it. */
const WHOLE_QUESTION = 'vraag';

const optionsQuery = graphql`
  query FeedbackTabOptionsQuery($streamId: ID, $examId: ID, $questionId: ID) {
    feedbackOptions(streamId: $streamId, examId: $examId, questionId: $questionId) {
      label
      value
      info
    }
  }
`;

export function FeedbackTab() {
  const [open, setOpen] = useState(false);
  const tab = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Focus returns to the tab once the dialog has closed (a modal dialog keeps the rest of the page inert until then).
  useEffect(() => {
    if (wasOpen.current && !open) tab.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <div className="feedback">
      <button ref={tab} type="button" className="feedback-tab" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {FEEDBACK_TEXT.tab}
      </button>
      <Modal open={open} title={FEEDBACK_TEXT.title} onClose={() => setOpen(false)}>
        {open && <FeedbackForm onDone={() => setOpen(false)} />}
      </Modal>
    </div>
  );
}

interface Option {
  value: string;
  label: string;
  info?: string | null;
}

type Level = 'streams' | 'exams' | 'questions' | 'parts';
type Lists = Record<Level, Option[] | 'loading' | null>;

function FeedbackForm({ onDone }: { onDone(): void }) {
  const environment = useRelayEnvironment();
  const [send, sending] = useSendFeedbackMutation();
  const toast = useToast();
  const [lists, setLists] = useState<Lists>({ streams: 'loading', exams: null, questions: null, parts: null });
  const [chosen, setChosen] = useState({ stream: '', exam: '', question: '', part: '' });
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [optionsFailed, setOptionsFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef<Record<Level, number>>({ streams: 0, exams: 0, questions: 0, parts: 0 });
  const messageId = useId();

  const load = useCallback(
    (level: Level, variables: FeedbackTabOptionsQuery$variables) => {
      const request = ++latest.current[level];
      setLists((l) => ({ ...l, [level]: 'loading' }));
      fetchQuery<FeedbackTabOptionsQuery>(environment, optionsQuery, variables, { fetchPolicy: 'store-or-network' })
        .toPromise()
        .then((data) => {
          if (request !== latest.current[level]) return;
          const options = (data?.feedbackOptions ?? []).map((o) => ({ value: o.value ?? WHOLE_QUESTION, label: o.label, info: o.info }));
          setLists((l) => ({ ...l, [level]: options }));
        })
        .catch(() => {
          if (request !== latest.current[level]) return;
          setOptionsFailed(true);
          setLists((l) => ({ ...l, [level]: [] }));
        });
    },
    [environment],
  );

  // Load the first list once, when the panel opens (load changes only with the Relay environment).
  useEffect(() => {
    load('streams', {});
  }, [load]);

  const choose = (level: 'stream' | 'exam' | 'question' | 'part', value: string) => {
    // Each choice narrows the next list and clears the choices below it.
    if (level === 'stream') {
      setChosen({ stream: value, exam: '', question: '', part: '' });
      latest.current.questions++;
      latest.current.parts++;
      setLists((l) => ({ ...l, exams: null, questions: null, parts: null }));
      if (value) load('exams', { streamId: value });
    } else if (level === 'exam') {
      setChosen((c) => ({ ...c, exam: value, question: '', part: '' }));
      latest.current.parts++;
      setLists((l) => ({ ...l, questions: null, parts: null }));
      if (value) load('questions', { examId: value });
    } else if (level === 'question') {
      setChosen((c) => ({ ...c, question: value, part: '' }));
      setLists((l) => ({ ...l, parts: null }));
      if (value) load('parts', { questionId: value });
    } else {
      setChosen((c) => ({ ...c, part: value }));
    }
  };

  const blank = message.trim() === '';
  const messageErrors = errors.feedback ?? (touched && blank ? [FEEDBACK_TEXT.required] : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank || sending) return;
    setFailure(null);
    try {
      const result = await send({
        feedback: message,
        streamId: chosen.stream || null,
        examId: chosen.exam || null,
        questionId: chosen.question || null,
        part: chosen.part && chosen.part !== WHOLE_QUESTION ? chosen.part : null,
      });
      if (result.__typename === 'SendFeedbackSuccess') {
        toast(FEEDBACK_TEXT.sent, 'success');
        onDone();
        return;
      }
      if (result.__typename === 'ValidationError') {
        const map = fieldErrorMap(result.fieldErrors);
        setErrors(map);
        if (!map.feedback) setFailure(result.message ?? FEEDBACK_TEXT.sendFailed);
        return;
      }
      setFailure(result.message ?? FEEDBACK_TEXT.sendFailed);
    } catch {
      setFailure(FEEDBACK_TEXT.sendFailed);
    }
  };

  const partInfo = lists.parts !== 'loading' ? lists.parts?.find((o) => o.value === chosen.part)?.info : null;

  return (
    <form className="feedback-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="muted">{FEEDBACK_TEXT.intro}</p>
      {optionsFailed && <Alert kind="warning">{FEEDBACK_TEXT.optionsFailed}</Alert>}
      <OptionSelect label={FEEDBACK_TEXT.stream} list={lists.streams} value={chosen.stream} waiting="" onChange={(v) => choose('stream', v)} />
      <OptionSelect label={FEEDBACK_TEXT.exam} list={lists.exams} value={chosen.exam} waiting={FEEDBACK_TEXT.chooseStreamFirst} onChange={(v) => choose('exam', v)} />
      <OptionSelect label={FEEDBACK_TEXT.question} list={lists.questions} value={chosen.question} waiting={FEEDBACK_TEXT.chooseExamFirst} onChange={(v) => choose('question', v)} />
      <OptionSelect
        label={FEEDBACK_TEXT.part}
        list={lists.parts}
        value={chosen.part}
        waiting={FEEDBACK_TEXT.chooseQuestionFirst}
        hint={partInfo ? <span className="feedback-part-info">{partInfo}</span> : undefined}
        onChange={(v) => choose('part', v)}
      />
      <div className={`field${messageErrors ? ' field-invalid' : ''}`}>
        <label htmlFor={messageId}>{FEEDBACK_TEXT.message}</label>
        <textarea
          id={messageId}
          rows={5}
          required
          aria-required="true"
          maxLength={MAX_LENGTH}
          aria-invalid={messageErrors ? true : undefined}
          aria-describedby={`${messageId}-hint`}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setErrors({});
          }}
          onBlur={() => setTouched(true)}
        />
        {messageErrors ? (
          <p id={`${messageId}-hint`} className="field-error" role="alert">
            {messageErrors.join(' ')}
          </p>
        ) : (
          <p id={`${messageId}-hint`} className="field-hint">
            {blank ? FEEDBACK_TEXT.required : `${message.length} / ${MAX_LENGTH}`}
          </p>
        )}
      </div>
      {failure && <Alert kind="error">{failure}</Alert>}
      <div className="modal-actions">
        <Button variant="secondary" onClick={onDone}>
          {FEEDBACK_TEXT.cancel}
        </Button>
        <Button type="submit" disabled={blank} loading={sending}>
          {FEEDBACK_TEXT.send}
        </Button>
      </div>
    </form>
  );
}

function OptionSelect({
  label,
  list,
  value,
  waiting,
  hint,
  onChange,
}: {
  label: string;
  list: Option[] | 'loading' | null;
  value: string;
  /** Shown while the choice above is still open. */
  waiting: string;
  hint?: ReactNode;
  onChange(value: string): void;
}) {
  const placeholder = list === 'loading' ? FEEDBACK_TEXT.loading : list === null ? waiting : list.length === 0 ? FEEDBACK_TEXT.none : FEEDBACK_TEXT.optional;
  const options = Array.isArray(list) ? list : [];
  return (
    <SelectField
      label={label}
      value={value}
      placeholder={placeholder}
      options={options}
      hint={hint}
      disabled={options.length === 0}
      aria-busy={list === 'loading' || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
