// The processing wizard of /admin/courses/{course}/exams/process/{exam} (document 3 §2 'Processing wizard', issue 45):
// for an exam in status prepared or processing. Step 'Examen': its details, saved before going on. Step 'Opgaven en
// vragen': the topic form and the question form alternate — saving a topic switches to questions of that topic,
// saving a question continues with a next question or a new topic. The list beside the forms holds what the exam has
// so far; an existing topic or question opens in its own editor. The first topic moves the exam to processing (the
// server does it); 'Verwerking afronden' makes it a concept and opens the exam editor. The exam's PDF can stand beside
// the forms (ExamPdfBeside), so an author transcribes with the official text in view.
import { useId, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ExamWizardScreenQuery } from '../../__generated__/ExamWizardScreenQuery.graphql';
import type { ExamWizardScreen_list$key } from '../../__generated__/ExamWizardScreen_list.graphql';
import type { ExamWizardScreenExamMutation } from '../../__generated__/ExamWizardScreenExamMutation.graphql';
import type { ExamWizardScreenTopicMutation } from '../../__generated__/ExamWizardScreenTopicMutation.graphql';
import type { ExamWizardScreenQuestionMutation } from '../../__generated__/ExamWizardScreenQuestionMutation.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { fieldErrorMap, SelectField, TextField } from '../../components/ui/Field.tsx';
import { usePromiseMutation } from '../../mutations/usePromiseMutation.ts';
import { romanTerm } from './adminText.ts';
import { ConflictNotice } from './ConflictNotice.tsx';
import { MarkupField } from './MarkupField.tsx';
import { useVersionedForm } from './useVersionedForm.ts';
import './wizard.css';

export const WIZARD_TEXT = {
  heading: (year: number, term: number) => `Examen ${year}-${romanTerm(term)} verwerken`,
  steps: 'Stappen',
  stepExam: 'Examen',
  stepContent: 'Opgaven en vragen',
  year: 'Jaargang',
  term: 'Tijdvak',
  nTerm: 'N-term',
  introduction: 'Introductie',
  notes: 'Notities',
  saveAndContinue: 'Opslaan en verder',
  examSaved: 'Examen opgeslagen',
  failed: 'Oeps! Er ging iets niet helemaal goed.',
  soFar: 'Dit examen tot nu toe',
  nothingYet: 'Nog geen opgavetitels. Begin met de eerste hiernaast.',
  question: (n: number) => `Vraag ${n}`,
  newTopic: 'Nieuwe opgavetitel',
  topicName: 'Naam van de opgavetitel',
  topicIntroduction: 'Introductie van de opgavetitel',
  saveTopic: 'Opgavetitel opslaan en vragen toevoegen',
  topicAdded: 'Opgavetitel toegevoegd',
  newQuestion: (topic: string) => `Nieuwe vraag bij ${topic}`,
  number: 'Nummer',
  points: 'Punten',
  questionIntroduction: 'Introductie van de vraag',
  questionText: 'Tekst van de vraag',
  saveAndNextQuestion: 'Opslaan, volgende vraag',
  saveAndNewTopic: 'Opslaan, nieuwe opgavetitel',
  toNewTopic: 'Geen vragen meer: nieuwe opgavetitel',
  questionAdded: 'Vraag aangemaakt',
  questionFailed: 'Kon de vraag niet aanmaken.',
  finish: 'Verwerking afronden',
  finishHint: 'Het examen wordt een concept; in de examen-editor zet je het later op Gepubliceerd.',
  notFound: 'Dit examen bestaat niet (meer).',
  notInWizard: 'Dit examen is al verwerkt.',
  toEditor: 'Naar de examen-editor',
  current: '(nu bezig)',
} as const;

export const examWizardScreenQuery = graphql`
  query ExamWizardScreenQuery($urlId: String!) @preloadable {
    adminExamByUrlId(urlId: $urlId) {
      id
      urlId
      stream {
        urlId
      }
      edit {
        version
        status
        year
        term
        standardizationValue
        introduction
        notes
      }
      ...ExamWizardScreen_list
    }
  }
`;

const listFragment = graphql`
  fragment ExamWizardScreen_list on Exam {
    status
    adminTopics(first: 100) {
      edges {
        node {
          id
          urlId
          name
        }
      }
    }
    # One flat list of the exam's questions: nested lists per topic would cost far more than a page may ask.
    adminQuestions(first: 200) {
      edges {
        node {
          id
          urlId
          number
          topic {
            id
          }
        }
      }
    }
  }
`;

const examMutation = graphql`
  mutation ExamWizardScreenExamMutation($id: ID!, $version: Int, $status: ExamEditableStatus, $year: Int, $term: Int, $standardizationValue: Float, $introduction: String, $notes: String) {
    updateExam(id: $id, version: $version, status: $status, year: $year, term: $term, standardizationValue: $standardizationValue, introduction: $introduction, notes: $notes) {
      __typename
      ... on UpdateExamSuccess {
        exam {
          id
          status
          edit {
            version
            status
            year
            term
            standardizationValue
            introduction
            notes
          }
        }
      }
      ... on VersionConflict {
        message
        changedFieldNames
      }
      ... on ExamConflictError {
        current {
          version
          status
          year
          term
          standardizationValue
          introduction
          notes
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const topicMutation = graphql`
  mutation ExamWizardScreenTopicMutation($examId: ID!, $name: String!, $introduction: String) {
    createTopic(examId: $examId, name: $name, introduction: $introduction) {
      __typename
      ... on CreateTopicSuccess {
        topic {
          id
          urlId
          name
        }
        exam {
          ...ExamWizardScreen_list
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const questionMutation = graphql`
  mutation ExamWizardScreenQuestionMutation($topicId: ID!, $number: Int, $points: Int, $introduction: String, $text: String!) {
    createQuestion(topicId: $topicId, number: $number, points: $points, introduction: $introduction, text: $text) {
      __typename
      ... on CreateQuestionSuccess {
        question {
          id
          number
          topic {
            id
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Loaded = NonNullable<ExamWizardScreenQuery['response']['adminExamByUrlId']>;
type Edit = NonNullable<Loaded['edit']>;

interface ExamValues {
  year: string;
  term: string;
  nTerm: string;
  introduction: string;
  notes: string;
}

const examValuesOf = (e: Pick<Edit, 'year' | 'term' | 'standardizationValue' | 'introduction' | 'notes'>): ExamValues => ({
  year: String(e.year),
  term: String(e.term),
  nTerm: e.standardizationValue === null || e.standardizationValue === undefined ? '' : String(e.standardizationValue).replace('.', ','),
  introduction: e.introduction ?? '',
  notes: e.notes ?? '',
});

const EXAM_LABELS: Readonly<Record<string, string>> = {
  year: WIZARD_TEXT.year,
  term: WIZARD_TEXT.term,
  standardizationValue: WIZARD_TEXT.nTerm,
  introduction: WIZARD_TEXT.introduction,
  notes: WIZARD_TEXT.notes,
};

export function ExamWizardScreen({ queryRef }: { queryRef: PreloadedQuery<ExamWizardScreenQuery> }) {
  const { adminExamByUrlId: exam } = usePreloadedQuery<ExamWizardScreenQuery>(examWizardScreenQuery, queryRef);
  if (!exam?.edit) return <p className="empty">{WIZARD_TEXT.notFound}</p>;
  return <Wizard exam={exam} edit={exam.edit} />;
}

function Wizard({ exam, edit }: { exam: Loaded; edit: Edit }) {
  const list = useFragment<ExamWizardScreen_list$key>(listFragment, exam);
  const [params, setParams] = useSearchParams();
  const questions = list.adminQuestions.edges.map((e) => e.node);
  const topics: Topic[] = list.adminTopics.edges.map(({ node }) => ({ ...node, questions: questions.filter((q) => q.topic.id === node.id) }));
  const step = params.get('stap') === 'examen' || (params.get('stap') === null && topics.length === 0 && edit.status === 'prepared') ? 'exam' : 'content';
  const examEditorPath = `/admin/courses/${exam.stream.urlId}/exams/${exam.urlId}`;
  const headingId = useId();
  const environment = useRelayEnvironment();
  /** The list again after a new question (its answer names the question's topic, not the exam's lists). */
  const refresh = () => fetchQuery<ExamWizardScreenQuery>(environment, examWizardScreenQuery, { urlId: exam.urlId }, { fetchPolicy: 'network-only' }).toPromise();
  const go = (next: 'exam' | 'content', topic?: string) => {
    const p = new URLSearchParams();
    p.set('stap', next === 'exam' ? 'examen' : 'opgaven');
    if (topic) p.set('opgave', topic);
    setParams(p);
  };

  if (list.status !== 'prepared' && list.status !== 'processing') {
    return (
      <>
        <h1>{WIZARD_TEXT.heading(edit.year, edit.term)}</h1>
        <p className="empty">{WIZARD_TEXT.notInWizard}</p>
        <p>
          <Link to={examEditorPath}>{WIZARD_TEXT.toEditor}</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 id={headingId}>{WIZARD_TEXT.heading(edit.year, edit.term)}</h1>
      <nav aria-label={WIZARD_TEXT.steps}>
        <ol className="wizard-steps">
          <li>
            <a href="?stap=examen" aria-current={step === 'exam' ? 'step' : undefined} onClick={(e) => (e.preventDefault(), go('exam'))}>
              1. {WIZARD_TEXT.stepExam}
            </a>
          </li>
          <li>
            <a href="?stap=opgaven" aria-current={step === 'content' ? 'step' : undefined} onClick={(e) => (e.preventDefault(), go('content'))}>
              2. {WIZARD_TEXT.stepContent}
            </a>
          </li>
        </ol>
      </nav>
      {step === 'exam' ? (
        <ExamStep examId={exam.id} edit={edit} onDone={() => go('content')} />
      ) : (
        <ContentStep examId={exam.id} examEditorPath={examEditorPath} topics={topics} currentTopic={params.get('opgave')} go={go} refresh={refresh} />
      )}
    </>
  );
}

function ExamStep({ examId, edit, onDone }: { examId: string; edit: Edit; onDone: () => void }) {
  const form = useVersionedForm<ExamValues>(examValuesOf(edit), edit.version);
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [update, saving] = usePromiseMutation<ExamWizardScreenExamMutation>(examMutation);
  const toast = useToast();
  const { values, set } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nTerm = values.nTerm.trim().replace(',', '.');
    try {
      const answer = (
        await update({
          id: examId,
          version: form.version,
          year: Number(values.year),
          term: Number(values.term),
          standardizationValue: nTerm === '' ? null : Number(nTerm),
          introduction: values.introduction,
          notes: values.notes,
        })
      ).updateExam;
      if (answer.__typename === 'UpdateExamSuccess' && answer.exam?.edit) {
        form.savedAs(examValuesOf(answer.exam.edit), answer.exam.edit.version);
        setErrors({});
        toast(WIZARD_TEXT.examSaved, 'success');
        onDone();
        return;
      }
      if (answer.__typename === 'ExamConflictError' && answer.current) form.conflicted(answer.changedFieldNames ?? [], examValuesOf(answer.current), answer.current.version);
      setErrors(answer.__typename === 'ValidationError' ? fieldErrorMap(answer.fieldErrors) : {});
      toast(WIZARD_TEXT.failed, 'error');
    } catch {
      toast(WIZARD_TEXT.failed, 'error');
    }
  };

  return (
    <form className="card exam-editor" onSubmit={submit} noValidate aria-label={WIZARD_TEXT.stepExam}>
      {form.conflict && <ConflictNotice conflict={form.conflict} values={values} labels={{ ...EXAM_LABELS, nTerm: WIZARD_TEXT.nTerm }} onLoadStored={form.loadStored} onKeepMine={form.keepMine} />}
      <TextField label={WIZARD_TEXT.year} inputMode="numeric" value={values.year} onChange={(e) => set('year', e.target.value)} errors={errors.year} />
      <SelectField
        label={WIZARD_TEXT.term}
        value={values.term}
        onChange={(e) => set('term', e.target.value)}
        options={[1, 2, 3].map((n) => ({ value: String(n), label: romanTerm(n) }))}
        errors={errors.term}
      />
      <TextField label={WIZARD_TEXT.nTerm} inputMode="decimal" value={values.nTerm} onChange={(e) => set('nTerm', e.target.value)} errors={errors.standardizationValue} />
      <MarkupField label={WIZARD_TEXT.introduction} value={values.introduction} onChange={(v) => set('introduction', v)} error={errors.introduction} />
      <MarkupField label={WIZARD_TEXT.notes} value={values.notes} onChange={(v) => set('notes', v)} error={errors.notes} rows={4} />
      <div className="form-actions">
        <Button type="submit" loading={saving}>
          {WIZARD_TEXT.saveAndContinue}
        </Button>
      </div>
    </form>
  );
}

type Topic = { id: string; urlId: string; name: string; questions: readonly { id: string; urlId: string; number: number }[] };

function ContentStep({
  examId,
  examEditorPath,
  topics,
  currentTopic,
  go,
  refresh,
}: {
  examId: string;
  examEditorPath: string;
  topics: readonly Topic[];
  currentTopic: string | null;
  go: (next: 'exam' | 'content', topic?: string) => void;
  refresh: () => Promise<unknown>;
}) {
  const [finish, finishing] = usePromiseMutation<ExamWizardScreenExamMutation>(examMutation);
  const toast = useToast();
  const navigate = useNavigate();
  const topic = topics.find((t) => t.urlId === currentTopic) ?? null;
  const numbers = topics.flatMap((t) => t.questions.map((q) => q.number));
  // Central exams number their questions on through the exam: the next one follows the highest so far.
  const nextNumber = numbers.length ? Math.max(...numbers) + 1 : 1;

  const onFinish = async () => {
    try {
      const answer = (await finish({ id: examId, status: 'concept' })).updateExam;
      if (answer.__typename === 'UpdateExamSuccess') {
        toast(WIZARD_TEXT.examSaved, 'success');
        navigate(examEditorPath);
        return;
      }
      toast(answer.message ?? WIZARD_TEXT.failed, 'error');
    } catch {
      toast(WIZARD_TEXT.failed, 'error');
    }
  };

  return (
    <div className="wizard-content">
      <section className="card wizard-list" aria-labelledby="wizard-so-far">
        <h2 id="wizard-so-far">{WIZARD_TEXT.soFar}</h2>
        {topics.length === 0 ? (
          <p className="empty">{WIZARD_TEXT.nothingYet}</p>
        ) : (
          <ol>
            {topics.map((t) => (
              <li key={t.id}>
                <Link to={`${examEditorPath}/topics/${t.urlId}`}>{t.name}</Link> {t.id === topic?.id && <span className="muted">{WIZARD_TEXT.current}</span>}
                {t.questions.length > 0 && (
                  <ul>
                    {t.questions.map((q) => (
                      <li key={q.id}>
                        <Link to={`${examEditorPath}/questions/${q.urlId}`}>{WIZARD_TEXT.question(q.number)}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
        {topics.length > 0 && (
          <div className="form-actions">
            <Button type="button" loading={finishing} onClick={onFinish} aria-describedby="wizard-finish-hint">
              {WIZARD_TEXT.finish}
            </Button>
            <p id="wizard-finish-hint" className="muted">
              {WIZARD_TEXT.finishHint}
            </p>
          </div>
        )}
      </section>
      {topic ? (
        <QuestionForm key={`${topic.id}:${nextNumber}`} topic={topic} number={nextNumber} onNewTopic={() => go('content')} onNextQuestion={() => go('content', topic.urlId)} refresh={refresh} />
      ) : (
        <TopicForm examId={examId} onSaved={(urlId) => go('content', urlId)} />
      )}
    </div>
  );
}

function TopicForm({ examId, onSaved }: { examId: string; onSaved: (topicUrlId: string) => void }) {
  const [name, setName] = useState('');
  const [introduction, setIntroduction] = useState('');
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [create, saving] = usePromiseMutation<ExamWizardScreenTopicMutation>(topicMutation);
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = (await create({ examId, name, introduction })).createTopic;
      if (answer.__typename === 'CreateTopicSuccess' && answer.topic) {
        toast(WIZARD_TEXT.topicAdded, 'success');
        onSaved(answer.topic.urlId);
        return;
      }
      setErrors(answer.__typename === 'ValidationError' ? fieldErrorMap(answer.fieldErrors) : {});
      toast(WIZARD_TEXT.failed, 'error');
    } catch {
      toast(WIZARD_TEXT.failed, 'error');
    }
  };

  return (
    <form className="card wizard-form" onSubmit={submit} noValidate aria-labelledby="wizard-topic-heading">
      <h2 id="wizard-topic-heading">{WIZARD_TEXT.newTopic}</h2>
      <TextField label={WIZARD_TEXT.topicName} value={name} onChange={(e) => setName(e.target.value)} errors={errors.name} required />
      <MarkupField label={WIZARD_TEXT.topicIntroduction} value={introduction} onChange={setIntroduction} error={errors.introduction} />
      <div className="form-actions">
        <Button type="submit" loading={saving}>
          {WIZARD_TEXT.saveTopic}
        </Button>
      </div>
    </form>
  );
}

function QuestionForm({ topic, number, onNextQuestion, onNewTopic, refresh }: { topic: Topic; number: number; onNextQuestion: () => void; onNewTopic: () => void; refresh: () => Promise<unknown> }) {
  const [values, setValues] = useState({ number: String(number), points: '0', introduction: '', text: '' });
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [create, saving] = usePromiseMutation<ExamWizardScreenQuestionMutation>(questionMutation);
  const [then, setThen] = useState<'question' | 'topic'>('question');
  const toast = useToast();
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Which of the two save buttons: the one that submitted the form (Enter in a field saves and goes on to a next question).
    const next = (event.nativeEvent as SubmitEvent).submitter?.dataset.then === 'topic' ? 'topic' : 'question';
    setThen(next);
    try {
      const answer = (await create({ topicId: topic.id, number: Number(values.number), points: Number(values.points), introduction: values.introduction, text: values.text })).createQuestion;
      if (answer.__typename === 'CreateQuestionSuccess') {
        toast(WIZARD_TEXT.questionAdded, 'success');
        await refresh().catch(() => undefined);
        if (next === 'topic') onNewTopic();
        else onNextQuestion();
        return;
      }
      setErrors(answer.__typename === 'ValidationError' ? fieldErrorMap(answer.fieldErrors) : {});
      toast(WIZARD_TEXT.questionFailed, 'error');
    } catch {
      toast(WIZARD_TEXT.questionFailed, 'error');
    }
  };

  return (
    <form className="card wizard-form" onSubmit={submit} noValidate aria-labelledby="wizard-question-heading">
      <h2 id="wizard-question-heading">{WIZARD_TEXT.newQuestion(topic.name)}</h2>
      <TextField label={WIZARD_TEXT.number} type="number" min={1} step={1} value={values.number} onChange={(e) => set('number')(e.target.value)} errors={errors.number} />
      <TextField label={WIZARD_TEXT.points} type="number" min={0} step={1} value={values.points} onChange={(e) => set('points')(e.target.value)} errors={errors.points} />
      <MarkupField label={WIZARD_TEXT.questionIntroduction} value={values.introduction} onChange={set('introduction')} error={errors.introduction} rows={4} />
      <MarkupField label={WIZARD_TEXT.questionText} value={values.text} onChange={set('text')} error={errors.text} />
      <div className="form-actions">
        <Button type="submit" data-then="question" loading={saving && then === 'question'}>
          {WIZARD_TEXT.saveAndNextQuestion}
        </Button>
        <Button type="submit" data-then="topic" variant="secondary" loading={saving && then === 'topic'}>
          {WIZARD_TEXT.saveAndNewTopic}
        </Button>
        <Button type="button" variant="secondary" onClick={onNewTopic}>
          {WIZARD_TEXT.toNewTopic}
        </Button>
      </div>
    </form>
  );
}
