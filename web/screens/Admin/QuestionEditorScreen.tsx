// The question editor of /admin/courses/{course}/exams/{exam}/questions/{question} (document 3 §2 Question page, §3
// Question, §5, §8; issue 45): tabs 'Algemeen' (number, points, minutes, complexity, P-waarde, question type,
// introduction and text with the students' preview, attachments and appendixes), 'Metadata & Highlights' (chapters per
// method, domains, keywords that may be new, highlights) and 'Afhankelijkheden' (earlier questions of the exam, each
// flag only when that question has the content), and the table of its solution strategies. A save based on an older
// version shows the conflict notice; leaving with unsaved changes asks first; deleting asks for confirmation.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { QuestionEditorScreenQuery, QuestionEditorScreenQuery$data } from '../../__generated__/QuestionEditorScreenQuery.graphql';
import type { QuestionEditorScreenUpdateMutation, Complexity } from '../../__generated__/QuestionEditorScreenUpdateMutation.graphql';
import type { QuestionEditorScreenDeleteMutation } from '../../__generated__/QuestionEditorScreenDeleteMutation.graphql';
import type { QuestionEditorScreenCreateAnswerMutation } from '../../__generated__/QuestionEditorScreenCreateAnswerMutation.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useTabs } from '../../components/ui/useTabs.ts';
import { Checkbox, SelectField, TextField, fieldErrorMap } from '../../components/ui/Field.tsx';
import { usePromiseMutation } from '../../mutations/usePromiseMutation.ts';
import { MarkupField } from './MarkupField.tsx';
import { AttachmentPicker, type PickedAttachment } from './AttachmentPicker.tsx';
import { ConflictNotice } from './ConflictNotice.tsx';
import { MeasuredDifficulty } from './MeasuredDifficulty.tsx';
import { useVersionedForm } from './useVersionedForm.ts';
import { COMPLEXITY_WORDS, QUESTION_TEXT as T } from './questionEditorText.ts';
import { matchingKeyword, sameKeyword } from '../../../shared/content/keywords.ts';
import './questionEditor.css';

export const questionEditorScreenQuery = graphql`
  query QuestionEditorScreenQuery($urlId: String!) @preloadable {
    adminQuestionByUrlId(urlId: $urlId) {
      id
      ...MeasuredDifficulty_question
      edit {
        ...QuestionEditorScreen_values @relay(mask: false)
        topicUrlId
        options {
          questionTypes {
            id
            name
          }
          tagNames
          methodologies {
            id
            name
            chapters {
              id
              name
              title
              isBook
            }
          }
          domains {
            id
            name
            children {
              id
              name
            }
          }
        }
        earlierQuestions {
          id
          number
          topicName
          hasIntroduction
          hasAttachments
          hasAppendixes
        }
        strategies {
          urlId
          name
          position
          stepCount
          status
        }
      }
    }
  }
`;

// The fields a form holds, read by the query, a save and a conflict alike (spread unmasked).
export const questionEditorValues = graphql`
  fragment QuestionEditorScreen_values on QuestionEdit {
    version
    number
    points
    timeInMinutes
    complexity
    proportionValue
    typeId
    introduction
    text
    attachmentIds
    attachments {
      editId
      name
      url
    }
    appendixIds
    appendixes {
      editId
      name
      url
    }
    chapterIds
    domainIds
    tagNames
    highlights
    dependencies {
      questionId
      introduction
      attachments
      appendixes
    }
  }
`;

const updateMutation = graphql`
  mutation QuestionEditorScreenUpdateMutation(
    $id: ID!
    $version: Int
    $number: Int
    $points: Int
    $timeInMinutes: Int
    $complexity: Complexity
    $proportionValue: Int
    $typeId: String
    $introduction: String
    $text: String
    $attachmentIds: [String!]
    $appendixIds: [String!]
    $chapterIds: [String!]
    $domainIds: [String!]
    $tagNames: [String!]
    $highlights: [String!]
    $dependencies: [QuestionDependencyInput!]
  ) {
    updateQuestion(
      id: $id
      version: $version
      number: $number
      points: $points
      timeInMinutes: $timeInMinutes
      complexity: $complexity
      proportionValue: $proportionValue
      typeId: $typeId
      introduction: $introduction
      text: $text
      attachmentIds: $attachmentIds
      appendixIds: $appendixIds
      chapterIds: $chapterIds
      domainIds: $domainIds
      tagNames: $tagNames
      highlights: $highlights
      dependencies: $dependencies
    ) {
      __typename
      ... on UpdateQuestionSuccess {
        question {
          id
          number
          ...MeasuredDifficulty_question
          edit {
            ...QuestionEditorScreen_values @relay(mask: false)
            earlierQuestions {
              id
              number
              topicName
              hasIntroduction
              hasAttachments
              hasAppendixes
            }
            options {
              tagNames
            }
          }
        }
      }
      ... on VersionConflict {
        changedFieldNames
      }
      ... on QuestionConflictError {
        current {
          ...QuestionEditorScreen_values @relay(mask: false)
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

const createAnswerMutation = graphql`
  mutation QuestionEditorScreenCreateAnswerMutation($questionId: ID!) {
    createAnswer(questionId: $questionId) {
      __typename
      ... on CreateAnswerSuccess {
        answer {
          urlId
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation QuestionEditorScreenDeleteMutation($id: ID!) {
    deleteQuestion(id: $id) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

type Edit = NonNullable<NonNullable<QuestionEditorScreenQuery$data['adminQuestionByUrlId']>['edit']>;
type Earlier = Edit['earlierQuestions'][number];
interface Dependency {
  questionId: string;
  introduction: boolean;
  attachments: boolean;
  appendixes: boolean;
}
type Stored = Pick<
  Edit,
  | 'version'
  | 'number'
  | 'points'
  | 'timeInMinutes'
  | 'complexity'
  | 'proportionValue'
  | 'typeId'
  | 'introduction'
  | 'text'
  | 'attachmentIds'
  | 'attachments'
  | 'appendixIds'
  | 'appendixes'
  | 'chapterIds'
  | 'domainIds'
  | 'tagNames'
  | 'highlights'
  | 'dependencies'
>;

/** What the form holds: numbers as typed, lists as ids. */
interface Values {
  number: string;
  points: string;
  timeInMinutes: string;
  complexity: string;
  proportionValue: string;
  typeId: string;
  introduction: string;
  text: string;
  attachmentIds: readonly string[];
  appendixIds: readonly string[];
  chapterIds: readonly string[];
  domainIds: readonly string[];
  tagNames: readonly string[];
  highlights: readonly string[];
  dependencies: readonly Dependency[];
}

const valuesOf = (q: Stored): Values => ({
  number: String(q.number),
  points: String(q.points),
  timeInMinutes: q.timeInMinutes === null || q.timeInMinutes === undefined ? '' : String(q.timeInMinutes),
  complexity: q.complexity ?? '',
  proportionValue: q.proportionValue === null || q.proportionValue === undefined ? '' : String(q.proportionValue),
  typeId: q.typeId ?? '',
  introduction: q.introduction ?? '',
  text: q.text,
  attachmentIds: q.attachmentIds,
  appendixIds: q.appendixIds,
  chapterIds: q.chapterIds,
  domainIds: q.domainIds,
  tagNames: q.tagNames,
  highlights: q.highlights,
  dependencies: q.dependencies.map((d) => ({ questionId: d.questionId, introduction: d.introduction, attachments: d.attachments, appendixes: d.appendixes })),
});

const TABS = ['general', 'metadata', 'dependencies'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { general: T.general, metadata: T.metadata, dependencies: T.dependencies };
/** Which tab shows a field, for the field names of a refused save (paths such as 'highlights.1' go by their first part). */
const TAB_OF: Record<string, Tab> = { chapterIds: 'metadata', domainIds: 'metadata', tagNames: 'metadata', highlights: 'metadata', dependencies: 'dependencies' };

const FIELD_LABELS: Readonly<Record<string, string>> = {
  number: T.number,
  points: T.points,
  timeInMinutes: T.minutes,
  complexity: T.complexity,
  proportionValue: T.pValue,
  typeId: T.type,
  introduction: T.introduction,
  text: T.text,
  attachmentIds: T.attachments,
  appendixIds: T.appendixes,
  chapterIds: T.chapters,
  domainIds: T.domains,
  tagNames: T.keywords,
  highlights: T.highlights,
  dependencies: T.dependencies,
};

const intOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const toggled = (list: readonly string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));
/** The messages of a field and of every path below it ('highlights' with 'highlights.1'). */
const errorsUnder = (errors: Record<string, readonly string[]>, field: string) =>
  Object.entries(errors).flatMap(([path, messages]) => (path === field || path.startsWith(`${field}.`) ? messages : []));

export function QuestionEditorScreen({ queryRef }: { queryRef: PreloadedQuery<QuestionEditorScreenQuery> }) {
  const { adminQuestionByUrlId: question } = usePreloadedQuery<QuestionEditorScreenQuery>(questionEditorScreenQuery, queryRef);
  if (!question?.edit) return <p className="empty">{T.notFound}</p>;
  return <QuestionForm id={question.id} edit={question.edit} measured={<MeasuredDifficulty question={question} />} />;
}

function QuestionForm({ id, edit, measured }: { id: string; edit: Edit; measured?: ReactNode }) {
  // Where to go once the leave guard is off: navigating in the same tick would still meet the guard of this render.
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const form = useVersionedForm<Values>(valuesOf(edit), edit.version, { leaving: leavingTo !== null });
  const { values, set } = form;
  const [known, setKnown] = useState<readonly PickedAttachment[]>(() => [...edit.attachments, ...edit.appendixes]);
  const [earlier, setEarlier] = useState<readonly Earlier[]>(edit.earlierQuestions);
  const [streamTags, setStreamTags] = useState<readonly string[]>(edit.options.tagNames);
  const [title, setTitle] = useState(edit.number);
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [tab, setTab] = useState<Tab>('general');
  const [update, saving] = usePromiseMutation<QuestionEditorScreenUpdateMutation>(updateMutation);
  const [remove, removing] = usePromiseMutation<QuestionEditorScreenDeleteMutation>(deleteMutation);
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useTabs(TABS, tab, setTab);
  const examPath = pathname.replace(/\/questions\/[^/]+\/?$/, '');
  const examId = /\/exams\/([^/]+)/.exec(pathname)?.[1] ?? '';
  useEffect(() => {
    if (leavingTo !== null) navigate(leavingTo);
  }, [leavingTo, navigate]);

  const remember = (list: readonly PickedAttachment[]) => setKnown((k) => [...k, ...list.filter((a) => !k.some((x) => x.editId === a.editId))]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { updateQuestion: result } = await update({
        id,
        version: form.version,
        number: Number(values.number),
        points: Number(values.points),
        timeInMinutes: intOrNull(values.timeInMinutes),
        complexity: (values.complexity || null) as Complexity | null,
        proportionValue: intOrNull(values.proportionValue),
        typeId: values.typeId || null,
        introduction: values.introduction,
        text: values.text,
        attachmentIds: [...values.attachmentIds],
        appendixIds: [...values.appendixIds],
        chapterIds: [...values.chapterIds],
        domainIds: [...values.domainIds],
        tagNames: [...values.tagNames],
        highlights: [...values.highlights],
        dependencies: values.dependencies.map((d) => ({ ...d })),
      });
      const saved = result.__typename === 'UpdateQuestionSuccess' ? result.question?.edit : null;
      if (saved && result.__typename === 'UpdateQuestionSuccess') {
        form.savedAs(valuesOf(saved), saved.version);
        remember([...saved.attachments, ...saved.appendixes]);
        setEarlier(saved.earlierQuestions);
        setStreamTags(saved.options.tagNames);
        setTitle(saved.number);
        setErrors({});
        toast(T.saved, 'success');
        return;
      }
      if (result.__typename === 'QuestionConflictError' && result.current) {
        remember([...result.current.attachments, ...result.current.appendixes]);
        form.conflicted(result.changedFieldNames ?? [], valuesOf(result.current), result.current.version);
      }
      const fieldErrors = result.__typename === 'ValidationError' ? fieldErrorMap(result.fieldErrors) : {};
      setErrors(fieldErrors);
      const first = Object.keys(fieldErrors)[0];
      if (first) setTab(TAB_OF[first.split('.')[0]!] ?? 'general');
      toast(T.failed, 'error');
    } catch {
      toast(T.failed, 'error');
    }
  };

  const onRemove = async () => {
    if (!window.confirm(T.confirmRemove)) return;
    try {
      const { deleteQuestion: result } = await remove({ id });
      if (result.__typename === 'DeleteQuestionSuccess') {
        toast(T.removed, 'success');
        setLeavingTo(`${examPath}/topics/${edit.topicUrlId}`);
        return;
      }
      toast(result.message ?? T.notRemoved, 'error');
    } catch {
      toast(T.notRemoved, 'error');
    }
  };

  const nameOf = (editId: string) => known.find((a) => a.editId === editId)?.name ?? editId;
  const typeName = (typeId: string) => edit.options.questionTypes.find((t) => t.id === typeId)?.name ?? T.typeNone;
  const show = (field: string, value: unknown): string => {
    if (field === 'complexity') return COMPLEXITY_WORDS[String(value)] ?? T.complexityNone;
    if (field === 'typeId') return typeName(String(value ?? ''));
    if (field === 'attachmentIds' || field === 'appendixIds') return (value as string[]).map(nameOf).join(', ') || '(leeg)';
    if (field === 'dependencies') return (value as Dependency[]).map((d) => `vraag ${earlier.find((q) => q.id === d.questionId)?.number ?? '?'}`).join(', ') || '(leeg)';
    if (Array.isArray(value)) return value.join(', ') || '(leeg)';
    return value === '' || value === null || value === undefined ? '(leeg)' : String(value);
  };

  return (
    <div className="question-editor">
      <p>
        <Link to={`${examPath}/topics/${edit.topicUrlId}`}>{T.backToTopic}</Link>
      </p>
      <h1>{T.title(title)}</h1>
      {form.conflict && <ConflictNotice conflict={form.conflict} values={values} labels={FIELD_LABELS} show={show} onLoadStored={form.loadStored} onKeepMine={form.keepMine} />}
      <form className="card" onSubmit={submit} noValidate>
        <div {...tabs.list(T.tabs)} className="question-tabs">
          {TABS.map((name) => (
            <button key={name} {...tabs.tab(name)}>
              {TAB_LABELS[name]}
            </button>
          ))}
        </div>

        <div {...tabs.panel('general')} className="question-panel">
          <div className="question-numbers">
            <TextField label={T.number} type="number" min={0} step={1} value={values.number} onChange={(e) => set('number', e.target.value)} errors={errors.number} required />
            <TextField label={T.points} type="number" min={0} step={1} value={values.points} onChange={(e) => set('points', e.target.value)} errors={errors.points} required />
            <TextField label={T.minutes} type="number" min={0} step={1} value={values.timeInMinutes} onChange={(e) => set('timeInMinutes', e.target.value)} errors={errors.timeInMinutes} />
            <TextField
              label={T.pValue}
              type="number"
              min={0}
              max={100}
              step={1}
              value={values.proportionValue}
              onChange={(e) => set('proportionValue', e.target.value)}
              errors={errors.proportionValue}
              hint={T.pValueHint}
            />
            <SelectField
              label={T.complexity}
              value={values.complexity}
              onChange={(e) => set('complexity', e.target.value)}
              errors={errors.complexity}
              placeholder={T.complexityNone}
              options={(['low', 'average', 'high'] as const).map((value) => ({ value, label: COMPLEXITY_WORDS[value]! }))}
            />
            <SelectField
              label={T.type}
              value={values.typeId}
              onChange={(e) => set('typeId', e.target.value)}
              errors={errors.typeId}
              placeholder={T.typeNone}
              options={edit.options.questionTypes.map((t) => ({ value: t.id, label: t.name }))}
            />
          </div>
          {measured}
          <MarkupField
            label={T.introduction}
            previewLabel={T.introductionPreview}
            rows={6}
            value={values.introduction}
            onChange={(v) => set('introduction', v)}
            error={errors.introduction}
            previewEmpty={T.previewEmpty}
          />
          <MarkupField label={T.text} previewLabel={T.textPreview} rows={8} value={values.text} onChange={(v) => set('text', v)} error={errors.text} previewEmpty={T.previewEmpty} />
          <AttachmentPicker examId={examId} label={T.attachments} value={values.attachmentIds} onChange={(next) => set('attachmentIds', next)} attachments={known} />
          <FieldErrors messages={errorsUnder(errors, 'attachmentIds')} />
          <AttachmentPicker examId={examId} label={T.appendixes} value={values.appendixIds} onChange={(next) => set('appendixIds', next)} attachments={known} />
          <FieldErrors messages={errorsUnder(errors, 'appendixIds')} />
        </div>

        <div {...tabs.panel('metadata')} className="question-panel">
          <fieldset className="question-choices">
            <legend>{T.chapters}</legend>
            {edit.options.methodologies.length === 0 && <p className="field-hint">{T.noChapters}</p>}
            {edit.options.methodologies.map((m) => (
              <ChapterGroup key={m.id} name={m.name} chosen={m.chapters.filter((c) => values.chapterIds.includes(c.id)).length}>
                {m.chapters.map((c) => (
                  <Checkbox
                    key={c.id}
                    className={c.isBook ? undefined : 'question-sub'}
                    label={c.title ? `${c.name} ${c.title}` : c.name}
                    checked={values.chapterIds.includes(c.id)}
                    onChange={(e) => set('chapterIds', toggled(values.chapterIds, c.id, e.target.checked))}
                  />
                ))}
              </ChapterGroup>
            ))}
            <FieldErrors messages={errorsUnder(errors, 'chapterIds')} />
          </fieldset>
          <fieldset className="question-choices">
            <legend>{T.domains}</legend>
            {edit.options.domains.length === 0 && <p className="field-hint">{T.noDomains}</p>}
            {edit.options.domains.map((d) => (
              <div key={d.id} className="question-group">
                <Checkbox label={d.name} checked={values.domainIds.includes(d.id)} onChange={(e) => set('domainIds', toggled(values.domainIds, d.id, e.target.checked))} />
                {d.children.map((c) => (
                  <Checkbox
                    key={c.id}
                    className="question-sub"
                    label={c.name}
                    checked={values.domainIds.includes(c.id)}
                    onChange={(e) => set('domainIds', toggled(values.domainIds, c.id, e.target.checked))}
                  />
                ))}
              </div>
            ))}
            <FieldErrors messages={errorsUnder(errors, 'domainIds')} />
          </fieldset>
          <Keywords value={values.tagNames} options={streamTags} onChange={(next) => set('tagNames', next)} errors={errorsUnder(errors, 'tagNames')} />
          <Highlights value={values.highlights} onChange={(next) => set('highlights', next)} errors={errors} />
        </div>

        <div {...tabs.panel('dependencies')} className="question-panel">
          <Dependencies earlier={earlier} value={values.dependencies} onChange={(next) => set('dependencies', next)} errors={errors} />
        </div>

        <div className="form-actions">
          <Button type="submit" loading={saving} disabled={(!form.dirty && !form.conflict) || saving}>
            {T.save}
          </Button>
          <Button type="button" variant="secondary" loading={removing} onClick={onRemove}>
            {T.remove}
          </Button>
        </div>
      </form>
      <Strategies questionId={id} rows={edit.strategies} examPath={examPath} />
    </div>
  );
}

/**
 * One method's chapters, folded: a stream has several methods with dozens of chapters each, so each opens on demand,
 * its summary saying how many are chosen; those with a chosen chapter start open.
 */
function ChapterGroup({ name, chosen, children }: { name: string; chosen: number; children: ReactNode }) {
  const [open, setOpen] = useState(chosen > 0);
  return (
    <details className="question-group" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {name} <span className="field-hint">{T.chaptersChosen(chosen)}</span>
      </summary>
      <fieldset className="question-group">
        <legend className="visually-hidden">{name}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function FieldErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <p className="field-error" role="alert">
      {messages.join(' ')}
    </p>
  );
}

/** Keywords as chips; the input offers the stream's keywords (a native combobox) and accepts a new name. */
function Keywords({ value, options, onChange, errors }: { value: readonly string[]; options: readonly string[]; onChange: (next: string[]) => void; errors: readonly string[] }) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    const name = draft.trim();
    if (!name) return;
    // A name already chosen (in any case) is not added twice; a case variant of the stream's keyword takes its spelling.
    const spelled =
      matchingKeyword(
        name,
        options.map((o) => ({ name: o })),
      )?.name ?? name;
    if (!value.some((v) => sameKeyword(v, spelled))) onChange([...value, spelled]);
    setDraft('');
  };
  return (
    <fieldset className="question-choices">
      <legend>{T.keywords}</legend>
      {value.length === 0 ? (
        <p className="field-hint">{T.noKeywords}</p>
      ) : (
        <ul className="question-chips">
          {value.map((name) => (
            <li key={name}>
              <span>{name}</span>
              <button type="button" aria-label={T.keywordRemove(name)} onClick={() => onChange(value.filter((v) => v !== name))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="question-keyword-input">
        <TextField
          label={T.keywordInput}
          list={`${id}-tags`}
          value={draft}
          hint={T.keywordHint}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={add}>
          {T.keywordAdd}
        </Button>
      </div>
      <datalist id={`${id}-tags`}>
        {options
          .filter((o) => !value.includes(o))
          .map((o) => (
            <option key={o} value={o} />
          ))}
      </datalist>
      <FieldErrors messages={errors} />
    </fieldset>
  );
}

function Highlights({ value, onChange, errors }: { value: readonly string[]; onChange: (next: string[]) => void; errors: Record<string, readonly string[]> }) {
  return (
    <fieldset className="question-choices">
      <legend>{T.highlights}</legend>
      {value.length === 0 && <p className="field-hint">{T.noHighlights}</p>}
      {value.map((text, index) => (
        <div key={index} className="question-highlight">
          <TextField
            label={T.highlight(index + 1)}
            value={text}
            maxLength={255}
            errors={errors[`highlights.${index}`]}
            onChange={(e) => onChange(value.map((v, i) => (i === index ? e.target.value : v)))}
          />
          <Button type="button" variant="secondary" aria-label={T.highlightRemove(index + 1)} onClick={() => onChange(value.filter((_, i) => i !== index))}>
            ×
          </Button>
        </div>
      ))}
      <Button type="button" variant="secondary" onClick={() => onChange([...value, ''])}>
        {T.highlightAdd}
      </Button>
      <FieldErrors messages={errors.highlights ?? []} />
    </fieldset>
  );
}

const FLAGS = [
  ['introduction', 'hasIntroduction', T.dependencyIntroduction],
  ['attachments', 'hasAttachments', T.dependencyAttachments],
  ['appendixes', 'hasAppendixes', T.dependencyAppendixes],
] as const;

function Dependencies({
  earlier,
  value,
  onChange,
  errors,
}: {
  earlier: readonly Earlier[];
  value: readonly Dependency[];
  onChange: (next: Dependency[]) => void;
  errors: Record<string, readonly string[]>;
}) {
  const entry = (questionId: string) => value.find((d) => d.questionId === questionId) ?? { questionId, introduction: false, attachments: false, appendixes: false };
  const setFlag = (questionId: string, flag: (typeof FLAGS)[number][0], on: boolean) => {
    const next = { ...entry(questionId), [flag]: on };
    const rest = value.filter((d) => d.questionId !== questionId);
    onChange(next.introduction || next.attachments || next.appendixes ? [...rest, next] : rest);
  };
  const messages = Object.entries(errors).flatMap(([path, list]) => {
    const match = /^dependencies\.(\d+)/.exec(path);
    if (!match) return [];
    const number = earlier.find((q) => q.id === value[Number(match[1])]?.questionId)?.number;
    return list.map((m) => (number === undefined ? m : `${T.title(number)}: ${m}`));
  });
  if (earlier.length === 0) return <p className="field-hint">{T.noEarlier}</p>;
  return (
    <>
      <p>{T.dependencyLead}</p>
      <div className="question-table">
        <table className="question-dependencies">
          <thead>
            <tr>
              <th scope="col">{T.earlier}</th>
              {FLAGS.map(([flag, , label]) => (
                <th key={flag} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {earlier.map((q) => (
              <tr key={q.id}>
                <th scope="row">
                  {T.title(q.number)} <span className="field-hint">({q.topicName})</span>
                </th>
                {FLAGS.map(([flag, has, label]) => (
                  <td key={flag}>
                    <input
                      type="checkbox"
                      aria-label={T.dependencyFlag(label, q.number)}
                      title={q[has] ? undefined : T.missing(label)}
                      disabled={!q[has] && !entry(q.id)[flag]}
                      checked={entry(q.id)[flag]}
                      onChange={(e) => setFlag(q.id, flag, e.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FieldErrors messages={messages} />
    </>
  );
}

function Strategies({ questionId, rows, examPath }: { questionId: string; rows: Edit['strategies']; examPath: string }) {
  const id = useId();
  const [create, creating] = usePromiseMutation<QuestionEditorScreenCreateAnswerMutation>(createAnswerMutation);
  const toast = useToast();
  const navigate = useNavigate();
  // A new strategy opens in its own editor (the leave guard asks first while this form has unsaved changes).
  const add = async () => {
    try {
      const { createAnswer: result } = await create({ questionId });
      if (result.__typename === 'CreateAnswerSuccess' && result.answer) {
        navigate(`${examPath}/answers/${result.answer.urlId}`);
        return;
      }
    } catch {
      // worded below
    }
    toast(T.failed, 'error');
  };
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{T.strategies}</h2>
      {rows.length === 0 ? (
        <p className="empty">{T.noStrategies}</p>
      ) : (
        <div className="question-table">
          <table className="admin-table-stack">
            <thead>
              <tr>
                <th scope="col">{T.position}</th>
                <th scope="col">{T.name}</th>
                <th scope="col">{T.steps}</th>
                <th scope="col">{T.status}</th>
                <th scope="col">
                  <span className="visually-hidden">{T.open}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.urlId}>
                  <td data-label={T.position}>{a.position}</td>
                  <td data-label={T.name}>{a.name}</td>
                  <td data-label={T.steps}>{a.stepCount}</td>
                  <td data-label={T.status}>{T.statusLabel(a.status)}</td>
                  <td>
                    <Link to={`${examPath}/answers/${a.urlId}`} aria-label={T.openStrategy(a.name)}>
                      {T.open}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Button type="button" variant="secondary" loading={creating} onClick={add}>
        {T.addStrategy}
      </Button>
    </section>
  );
}
