// The solution-strategy editor of /admin/courses/{course}/exams/{exam}/answers/{answer} (document 3 §2 'Answer page',
// §3 Answer, Answer section, Tip, Scores, §4, §8; issue 45). A left menu 'Algemeen' and 'Stap 1..n' with 'Stap
// toevoegen'; tabs 'Opmerkingen/Antwoorden en uitwerkingen' (the strategy's name, position, status and remark, or a
// step's correctievoorschrift, tussenantwoord, modeluitwerking, toelichting and points, with moving and removing),
// 'Tips' (the question's tips under 'Algemeen', a step's under its step: add, edit, reorder, remove) and 'Punten obv.
// antwoordcombinaties' (./ScoreTable.tsx). One 'Opslaan' saves what changed: the strategy with its steps and their tips
// (updateAnswer), then the table (saveScoreTable) and the question's tips (saveTips), each on its own version; a save
// based on an older version shows what changed meanwhile (ConflictNotice). Leaving with unsaved changes asks first.
import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AnswerEditorScreenQuery } from '../../__generated__/AnswerEditorScreenQuery.graphql';
import type { AnswerEditorScreenUpdateMutation, AnswerStatus } from '../../__generated__/AnswerEditorScreenUpdateMutation.graphql';
import type { AnswerEditorScreenScoresMutation } from '../../__generated__/AnswerEditorScreenScoresMutation.graphql';
import type { AnswerEditorScreenTipsMutation } from '../../__generated__/AnswerEditorScreenTipsMutation.graphql';
import type { AnswerEditorScreenDeleteMutation } from '../../__generated__/AnswerEditorScreenDeleteMutation.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useTabs } from '../../components/ui/useTabs.ts';
import { SelectField, TextField, fieldErrorMap } from '../../components/ui/Field.tsx';
import { usePromiseMutation } from '../../mutations/usePromiseMutation.ts';
import { ConflictNotice } from './ConflictNotice.tsx';
import { MarkupField } from './MarkupField.tsx';
import { useVersionedForm } from './useVersionedForm.ts';
import { remapScoreRows } from '../../../shared/practice/scoreTable.ts';
import { ScoreTable } from './ScoreTable.tsx';
import { ANSWER_TEXT } from './answerEditorText.ts';

export const answerEditorScreenQuery = graphql`
  query AnswerEditorScreenQuery($urlId: String!) @preloadable {
    adminAnswerByUrlId(urlId: $urlId) {
      edit {
        ...AnswerEditorScreen_values @relay(mask: false)
        question {
          questionId
          urlId
          number
          topicName
          tips {
            version
            tips {
              id
              text
            }
          }
        }
      }
    }
  }
`;

export const answerEditorValues = graphql`
  fragment AnswerEditorScreen_values on AnswerEdit {
    urlId
    version
    name
    position
    remark
    status
    scores
    steps {
      id
      correction
      text
      elaboration
      explanation
      points
      tips {
        id
        text
      }
    }
  }
`;

const updateMutation = graphql`
  mutation AnswerEditorScreenUpdateMutation($answerId: String!, $version: Int, $name: String, $position: Int, $remark: String, $status: AnswerStatus, $steps: [AnswerStepInput!]) {
    updateAnswer(answerId: $answerId, version: $version, name: $name, position: $position, remark: $remark, status: $status, steps: $steps) {
      __typename
      ... on UpdateAnswerSuccess {
        answer {
          edit {
            ...AnswerEditorScreen_values @relay(mask: false)
          }
        }
      }
      ... on AnswerConflictError {
        changedFieldNames
        current {
          ...AnswerEditorScreen_values @relay(mask: false)
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

const scoresMutation = graphql`
  mutation AnswerEditorScreenScoresMutation($answerId: String!, $version: Int, $scores: [Int!]!) {
    saveScoreTable(answerId: $answerId, version: $version, scores: $scores) {
      __typename
      ... on SaveScoreTableSuccess {
        answer {
          edit {
            ...AnswerEditorScreen_values @relay(mask: false)
          }
        }
      }
      ... on AnswerConflictError {
        changedFieldNames
        current {
          ...AnswerEditorScreen_values @relay(mask: false)
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

const tipsMutation = graphql`
  mutation AnswerEditorScreenTipsMutation($questionId: ID!, $version: Int, $tips: [TipInput!]!) {
    saveTips(questionId: $questionId, version: $version, tips: $tips) {
      __typename
      ... on SaveTipsSuccess {
        questionTips {
          version
          tips {
            id
            text
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

const deleteMutation = graphql`
  mutation AnswerEditorScreenDeleteMutation($answerId: String!) {
    deleteAnswer(answerId: $answerId) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

interface TipValues {
  id: string | null;
  text: string;
}
interface StepValues {
  id: string | null;
  correction: string;
  text: string;
  elaboration: string;
  explanation: string;
  points: string;
  tips: TipValues[];
}
interface Values {
  name: string;
  position: string;
  remark: string;
  status: AnswerStatus;
  steps: StepValues[];
  scores: string[];
}
type Stored = NonNullable<NonNullable<AnswerEditorScreenQuery['response']['adminAnswerByUrlId']>['edit']>;
type StoredValues = Pick<Stored, 'version' | 'name' | 'position' | 'remark' | 'status' | 'scores' | 'steps'>;

const valuesOf = (a: StoredValues): Values => ({
  name: a.name,
  position: String(a.position),
  remark: a.remark ?? '',
  status: a.status,
  steps: a.steps.map((s) => ({
    id: s.id,
    correction: s.correction ?? '',
    text: s.text ?? '',
    elaboration: s.elaboration ?? '',
    explanation: s.explanation ?? '',
    points: String(s.points),
    tips: s.tips.map((t) => ({ id: t.id, text: t.text })),
  })),
  scores: a.scores.map(String),
});

const LABELS: Readonly<Record<string, string>> = {
  name: ANSWER_TEXT.name,
  position: ANSWER_TEXT.position,
  remark: ANSWER_TEXT.remark,
  status: ANSWER_TEXT.status,
  steps: 'Stappen',
  scores: ANSWER_TEXT.tabScores,
};
const show = (field: string, value: unknown): string => {
  if (field === 'steps') return (value as StepValues[]).map((s, i) => `${ANSWER_TEXT.step(i + 1)}: ${s.text || '–'} (${s.points})`).join('; ') || '(leeg)';
  if (field === 'scores') return (value as string[]).join(', ') || '(leeg)';
  if (field === 'status') return value === 'published' ? ANSWER_TEXT.statusPublished : ANSWER_TEXT.statusConcept;
  return value === '' || value === null || value === undefined ? '(leeg)' : String(value);
};

type Tab = 'texts' | 'tips' | 'scores';
const TABS: readonly Tab[] = ['texts', 'tips', 'scores'];
const TAB_LABEL: Record<Tab, string> = { texts: ANSWER_TEXT.tabTexts, tips: ANSWER_TEXT.tabTips, scores: ANSWER_TEXT.tabScores };

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

export function AnswerEditorScreen({ queryRef }: { queryRef: PreloadedQuery<AnswerEditorScreenQuery> }) {
  const { adminAnswerByUrlId: answer } = usePreloadedQuery<AnswerEditorScreenQuery>(answerEditorScreenQuery, queryRef);
  if (!answer?.edit) return <p className="empty">{ANSWER_TEXT.notFound}</p>;
  return <AnswerForm stored={answer.edit} />;
}

function AnswerForm({ stored }: { stored: Stored }) {
  const [leaving, setLeaving] = useState(false);
  const form = useVersionedForm<Values>(valuesOf(stored), stored.version, { leaving });
  const tips = useVersionedForm<{ tips: TipValues[] }>({ tips: stored.question.tips.tips.map((t) => ({ id: t.id, text: t.text })) }, stored.question.tips.version, { leaving });
  const [section, setSection] = useState<number | 'general'>('general');
  const [tab, setTab] = useState<Tab>('texts');
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [update, updating] = usePromiseMutation<AnswerEditorScreenUpdateMutation>(updateMutation);
  const [saveScores, savingScores] = usePromiseMutation<AnswerEditorScreenScoresMutation>(scoresMutation);
  const [saveTips, savingTips] = usePromiseMutation<AnswerEditorScreenTipsMutation>(tipsMutation);
  const [remove, removing] = usePromiseMutation<AnswerEditorScreenDeleteMutation>(deleteMutation);
  const toast = useToast();
  const navigate = useNavigate();
  const { course = '', exam = '' } = useParams();
  const questionPath = `/admin/courses/${course}/exams/${exam}/questions/${stored.question.urlId}`;
  const { values } = form;
  const steps = values.steps;
  const stepIndex = section === 'general' ? null : section;

  const setStep = (index: number, patch: Partial<StepValues>) => form.setValues((v) => ({ ...v, steps: v.steps.map((s, i) => (i === index ? { ...s, ...patch } : s)) }));
  /** Changes the steps, the score table following them as the server will (shared/practice/scoreTable.ts, the server's rule). */
  const changeSteps = (next: StepValues[], sources: (number | null)[]) => form.setValues((v) => ({ ...v, steps: next, scores: remapScoreRows(v.scores, v.steps.length, sources) }));
  const addStep = () => {
    changeSteps([...steps, { id: null, correction: '', text: '', elaboration: '', explanation: '', points: '0', tips: [] }], [...steps.map((_s, i) => i), null]);
    setSection(steps.length);
    setTab('texts');
  };
  const moveStep = (from: number, to: number) => {
    changeSteps(
      move(steps, from, to),
      move(
        steps.map((_s, i) => i),
        from,
        to,
      ),
    );
    setSection(to);
  };
  const removeStep = (index: number) => {
    if (!window.confirm(ANSWER_TEXT.confirmRemoveStep(index + 1))) return;
    changeSteps(
      steps.filter((_s, i) => i !== index),
      steps.flatMap((_s, i) => (i === index ? [] : [i])),
    );
    setSection('general');
  };

  const tipList = stepIndex === null ? tips.values.tips : (steps[stepIndex]?.tips ?? []);
  const setTips = (next: TipValues[]) => (stepIndex === null ? tips.setValues({ tips: next }) : setStep(stepIndex, { tips: next }));
  const tipErrorKey = (i: number) => (stepIndex === null ? `tips.${i}.text` : `steps.${stepIndex}.tips.${i}.text`);

  const tabs = useTabs(TABS, tab, setTab, { onePanel: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failed = (fieldErrors?: readonly { field: string; messages: readonly string[] }[] | null) => {
      setErrors(fieldErrorMap(fieldErrors));
      toast(ANSWER_TEXT.failed, 'error');
    };
    try {
      let version = form.version;
      let savedValues = form.saved;
      const answerChanged = JSON.stringify({ ...values, scores: [] }) !== JSON.stringify({ ...form.saved, scores: [] });
      if (answerChanged) {
        const { updateAnswer: result } = await update({
          answerId: stored.urlId,
          version,
          name: values.name,
          position: Number(values.position),
          remark: values.remark,
          status: values.status,
          steps: values.steps.map((s) => ({
            id: s.id,
            correction: s.correction,
            text: s.text,
            elaboration: s.elaboration,
            explanation: s.explanation,
            points: Number(s.points),
            tips: s.tips.map((t) => ({ id: t.id, text: t.text })),
          })),
        });
        if (result.__typename === 'AnswerConflictError' && result.current) return form.conflicted(result.changedFieldNames ?? [], valuesOf(result.current), result.current.version);
        if (result.__typename !== 'UpdateAnswerSuccess' || !result.answer?.edit) return failed(result.__typename === 'ValidationError' ? result.fieldErrors : null);
        version = result.answer.edit.version;
        savedValues = valuesOf(result.answer.edit);
      }
      const wanted = values.scores.every((n) => Number(n) === 0) ? [] : values.scores;
      if (JSON.stringify(wanted) !== JSON.stringify(savedValues.scores)) {
        const { saveScoreTable: result } = await saveScores({ answerId: stored.urlId, version, scores: wanted.map(Number) });
        if (result.__typename === 'AnswerConflictError' && result.current) return form.conflicted(result.changedFieldNames ?? [], valuesOf(result.current), result.current.version);
        if (result.__typename !== 'SaveScoreTableSuccess' || !result.answer?.edit) {
          form.savedAs({ ...savedValues, scores: values.scores }, version);
          return failed(result.__typename === 'ValidationError' ? result.fieldErrors : null);
        }
        version = result.answer.edit.version;
        savedValues = valuesOf(result.answer.edit);
      }
      form.savedAs(savedValues, version);
      if (tips.dirty) {
        const { saveTips: result } = await saveTips({ questionId: stored.question.questionId, version: tips.version, tips: tips.values.tips.map((t) => ({ id: t.id, text: t.text })) });
        if (result.__typename !== 'SaveTipsSuccess' || !result.questionTips) return failed(result.__typename === 'ValidationError' ? result.fieldErrors : null);
        tips.savedAs({ tips: result.questionTips.tips.map((t) => ({ id: t.id, text: t.text })) }, result.questionTips.version);
      }
      setErrors({});
      toast(ANSWER_TEXT.savedChanges, 'success');
    } catch {
      toast(ANSWER_TEXT.failed, 'error');
    }
  };

  const onDelete = async () => {
    if (!window.confirm(ANSWER_TEXT.confirmDelete)) return;
    try {
      const { deleteAnswer: result } = await remove({ answerId: stored.urlId });
      if (result.__typename === 'DeleteAnswerSuccess') {
        toast(ANSWER_TEXT.deleted, 'success');
        setLeaving(true);
        navigate(questionPath);
        return;
      }
    } catch {
      // worded below
    }
    toast(ANSWER_TEXT.deleteFailed, 'error');
  };

  const busy = updating || savingScores || savingTips;
  const step = stepIndex === null ? null : steps[stepIndex];
  const err = (key: string) => errors[key];

  return (
    <>
      <h1>{form.saved.name}</h1>
      <p>
        <Link to={questionPath}>{ANSWER_TEXT.backToQuestion}</Link> · {ANSWER_TEXT.ofQuestion(stored.question.number, stored.question.topicName)}
      </p>
      {form.conflict && <ConflictNotice conflict={form.conflict} values={values} labels={LABELS} show={show} onLoadStored={form.loadStored} onKeepMine={form.keepMine} />}
      <form className="answer-editor" onSubmit={submit} noValidate>
        <nav className="answer-menu card" aria-label={ANSWER_TEXT.menu}>
          <ul>
            <li>
              <button type="button" aria-current={section === 'general' ? 'true' : undefined} onClick={() => setSection('general')}>
                {ANSWER_TEXT.general}
              </button>
            </li>
            {steps.map((s, i) => (
              <li key={s.id ?? `new-${i}`}>
                <button type="button" aria-current={section === i ? 'true' : undefined} onClick={() => setSection(i)}>
                  {ANSWER_TEXT.step(i + 1)}
                </button>
              </li>
            ))}
          </ul>
          <Button type="button" variant="secondary" onClick={addStep}>
            {ANSWER_TEXT.addStep}
          </Button>
        </nav>
        <div className="answer-panel card">
          <div {...tabs.list(ANSWER_TEXT.tabs)} className="answer-tabs">
            {TABS.map((t) => (
              <button key={t} {...tabs.tab(t)}>
                {TAB_LABEL[t]}
              </button>
            ))}
          </div>
          <div {...tabs.panel()}>
            <h2>{stepIndex === null ? ANSWER_TEXT.general : ANSWER_TEXT.step(stepIndex + 1)}</h2>
            {tab === 'texts' && stepIndex === null && (
              <>
                <TextField label={ANSWER_TEXT.name} value={values.name} onChange={(e) => form.set('name', e.target.value)} errors={err('name')} required />
                <TextField label={ANSWER_TEXT.position} type="number" value={values.position} onChange={(e) => form.set('position', e.target.value)} errors={err('position')} />
                <SelectField
                  label={ANSWER_TEXT.status}
                  value={values.status}
                  onChange={(e) => form.set('status', e.target.value as AnswerStatus)}
                  errors={err('status')}
                  options={[
                    { value: 'concept', label: ANSWER_TEXT.statusConcept },
                    { value: 'published', label: ANSWER_TEXT.statusPublished },
                  ]}
                />
                <MarkupField label={ANSWER_TEXT.remark} rows={5} value={values.remark} onChange={(remark) => form.set('remark', remark)} error={err('remark')} />
                {steps.length === 0 && <p className="empty">{ANSWER_TEXT.noSteps}</p>}
              </>
            )}
            {tab === 'texts' && step && stepIndex !== null && (
              <>
                <MarkupField
                  label={ANSWER_TEXT.correction}
                  rows={4}
                  value={step.correction}
                  onChange={(correction) => setStep(stepIndex, { correction })}
                  error={err(`steps.${stepIndex}.correction`)}
                />
                <MarkupField label={ANSWER_TEXT.text} rows={3} value={step.text} onChange={(text) => setStep(stepIndex, { text })} error={err(`steps.${stepIndex}.text`)} />
                <MarkupField
                  label={ANSWER_TEXT.elaboration}
                  rows={5}
                  value={step.elaboration}
                  onChange={(elaboration) => setStep(stepIndex, { elaboration })}
                  error={err(`steps.${stepIndex}.elaboration`)}
                />
                <MarkupField
                  label={ANSWER_TEXT.explanation}
                  rows={3}
                  value={step.explanation}
                  onChange={(explanation) => setStep(stepIndex, { explanation })}
                  error={err(`steps.${stepIndex}.explanation`)}
                />
                <TextField
                  label={ANSWER_TEXT.points}
                  type="number"
                  min={0}
                  step={1}
                  value={step.points}
                  onChange={(e) => setStep(stepIndex, { points: e.target.value })}
                  errors={err(`steps.${stepIndex}.points`)}
                />
                <div className="form-actions">
                  <Button type="button" variant="secondary" disabled={stepIndex === 0} onClick={() => moveStep(stepIndex, stepIndex - 1)}>
                    {ANSWER_TEXT.moveUp(stepIndex + 1)}
                  </Button>
                  <Button type="button" variant="secondary" disabled={stepIndex === steps.length - 1} onClick={() => moveStep(stepIndex, stepIndex + 1)}>
                    {ANSWER_TEXT.moveDown(stepIndex + 1)}
                  </Button>
                  <Button type="button" variant="secondary" onClick={() => removeStep(stepIndex)}>
                    {ANSWER_TEXT.removeStep(stepIndex + 1)}
                  </Button>
                </div>
              </>
            )}
            {tab === 'tips' && (
              <section aria-label={stepIndex === null ? ANSWER_TEXT.questionTips : ANSWER_TEXT.stepTips(stepIndex + 1)}>
                <h3>{stepIndex === null ? ANSWER_TEXT.questionTips : ANSWER_TEXT.stepTips(stepIndex + 1)}</h3>
                {tipList.length === 0 && <p className="empty">{ANSWER_TEXT.noTips}</p>}
                <ol className="answer-tips">
                  {tipList.map((tip, i) => (
                    <li key={tip.id ?? `new-${i}`}>
                      <MarkupField
                        label={ANSWER_TEXT.tip(i + 1)}
                        rows={2}
                        value={tip.text}
                        onChange={(text) => setTips(tipList.map((t, j) => (j === i ? { ...t, text } : t)))}
                        error={err(tipErrorKey(i))}
                      />
                      <div className="form-actions">
                        <Button type="button" variant="secondary" disabled={i === 0} onClick={() => setTips(move(tipList, i, i - 1))}>
                          {ANSWER_TEXT.tipUp(i + 1)}
                        </Button>
                        <Button type="button" variant="secondary" disabled={i === tipList.length - 1} onClick={() => setTips(move(tipList, i, i + 1))}>
                          {ANSWER_TEXT.tipDown(i + 1)}
                        </Button>
                        <Button type="button" variant="secondary" onClick={() => setTips(tipList.filter((_t, j) => j !== i))}>
                          {ANSWER_TEXT.removeTip(i + 1)}
                        </Button>
                      </div>
                    </li>
                  ))}
                </ol>
                <Button type="button" variant="secondary" onClick={() => setTips([...tipList, { id: null, text: '' }])}>
                  {ANSWER_TEXT.addTip}
                </Button>
              </section>
            )}
            {tab === 'scores' && (
              <ScoreTable steps={steps.length} table={values.scores} stepPoints={steps.map((s) => Number(s.points) || 0)} errors={errors} onChange={(scores) => form.set('scores', scores)} />
            )}
          </div>
          <div className="form-actions">
            <Button type="submit" disabled={busy}>
              {busy ? ANSWER_TEXT.saving : ANSWER_TEXT.save}
            </Button>
            <Button type="button" variant="secondary" disabled={removing} onClick={onDelete}>
              {ANSWER_TEXT.delete}
            </Button>
          </div>
        </div>
      </form>
    </>
  );
}
