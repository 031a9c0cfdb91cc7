// The topic editor of /admin/courses/{course}/exams/{exam}/topics/{topic} (document 3 §2, §3 Topic, §8; issue 45):
// name, introduction with a live preview by the very component students see it with (Markup), complexity
// Laag/Gemiddeld/Hoog, popularity, position and its attachments in order (AttachmentPicker: choose from the exam's,
// upload an image, reorder, remove). 'Opgavetitel opgeslagen' after a save; a
// save based on an older version is refused by the server and shown field by field (what is stored now beside what
// this form holds), with the choice to load the stored version or to keep one's own and save over it. Leaving with
// unsaved changes asks first; deleting asks for confirmation ('Opgavetitel verwijderd', or 'Kon opgavetitel niet
// verwijderen.').
import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { TopicEditorScreenQuery } from '../../__generated__/TopicEditorScreenQuery.graphql';
import type { TopicEditorScreenUpdateMutation, Complexity } from '../../__generated__/TopicEditorScreenUpdateMutation.graphql';
import type { TopicEditorScreenDeleteMutation } from '../../__generated__/TopicEditorScreenDeleteMutation.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { SelectField, TextField, fieldErrorMap } from '../../components/ui/Field.tsx';
import { usePromiseMutation } from '../../mutations/usePromiseMutation.ts';
import { COMPLEXITY_LABEL } from '../Search/searchState.ts';
import { ADMIN_TEXT } from './adminText.ts';
import { CONFLICT_TEXT, ConflictNotice } from './ConflictNotice.tsx';
import { useVersionedForm } from './useVersionedForm.ts';
import { MarkupField } from './MarkupField.tsx';
import { AttachmentPicker, type PickedAttachment } from './AttachmentPicker.tsx';

export const TOPIC_TEXT = {
  title: (name: string) => `Opgavetitel ${name}`,
  name: 'Naam',
  introduction: 'Introductie',
  preview: 'Voorbeeld',
  previewEmpty: 'Nog geen introductie.',
  complexity: 'Complexiteit',
  complexityNone: 'Niet ingesteld',
  popularity: 'Populariteit',
  position: 'Positie',
  attachments: 'Bijlagen',
  save: 'Opslaan',
  saved: 'Opgavetitel opgeslagen',
  failed: 'Oeps! Er ging iets niet helemaal goed.',
  remove: 'Verwijderen',
  addQuestion: 'Vraag toevoegen',
  confirmRemove: 'Weet je zeker dat je deze opgavetitel wil verwijderen?',
  removed: 'Opgavetitel verwijderd',
  notRemoved: 'Kon opgavetitel niet verwijderen.',
  leave: ADMIN_TEXT.leave,
  notFound: 'Deze opgavetitel bestaat niet (meer).',
  conflictLead: 'Iemand anders heeft deze opgavetitel opgeslagen nadat je hem opende. Deze velden zijn sindsdien gewijzigd:',
} as const;

export const COMPLEXITY_LABELS: Readonly<Partial<Record<Complexity, string>>> = COMPLEXITY_LABEL;

export const topicEditorScreenQuery = graphql`
  query TopicEditorScreenQuery($urlId: String!) @preloadable {
    adminTopicByUrlId(urlId: $urlId) {
      id
      edit {
        ...TopicEditorScreen_values @relay(mask: false)
      }
    }
  }
`;

// The fields a form holds, read by the query and by a conflict alike (spread unmasked).
export const topicEditorValues = graphql`
  fragment TopicEditorScreen_values on TopicEdit {
    name
    introduction
    complexity
    popularity
    position
    version
    attachmentIds
    attachments {
      name
      editId
      url
    }
  }
`;

const updateMutation = graphql`
  mutation TopicEditorScreenUpdateMutation($id: ID!, $version: Int, $name: String, $introduction: String, $complexity: Complexity, $popularity: Float, $position: Int, $attachmentIds: [String!]) {
    updateTopic(id: $id, version: $version, name: $name, introduction: $introduction, complexity: $complexity, popularity: $popularity, position: $position, attachmentIds: $attachmentIds) {
      __typename
      ... on UpdateTopicSuccess {
        topic {
          id
          name
          edit {
            ...TopicEditorScreen_values @relay(mask: false)
          }
        }
      }
      ... on TopicConflictError {
        changedFields
        current {
          ...TopicEditorScreen_values @relay(mask: false)
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
  mutation TopicEditorScreenDeleteMutation($id: ID!) {
    deleteTopic(id: $id) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

interface Stored {
  name: string;
  introduction: string | null | undefined;
  complexity: Complexity | null | undefined;
  popularity: number;
  position: number;
  version: number;
  attachmentIds: readonly string[];
  attachments: readonly PickedAttachment[];
}

/** What the form holds: text as typed. */
interface Values {
  name: string;
  introduction: string;
  complexity: string;
  popularity: string;
  position: string;
  attachmentIds: readonly string[];
}

const valuesOf = (t: Pick<Stored, 'name' | 'introduction' | 'complexity' | 'popularity' | 'position' | 'attachmentIds'>): Values => ({
  name: t.name,
  introduction: t.introduction ?? '',
  complexity: t.complexity ?? '',
  popularity: String(t.popularity),
  position: String(t.position),
  attachmentIds: t.attachmentIds,
});

const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: TOPIC_TEXT.name,
  introduction: TOPIC_TEXT.introduction,
  complexity: TOPIC_TEXT.complexity,
  popularity: TOPIC_TEXT.popularity,
  position: TOPIC_TEXT.position,
  attachmentIds: TOPIC_TEXT.attachments,
};

/** The exam's id in the editor's address (/admin/courses/{course}/exams/{exam}/topics/{topic}). */
const examIdIn = (pathname: string) => /\/exams\/([^/]+)\/topics\//.exec(pathname)?.[1] ?? '';

export function TopicEditorScreen({ queryRef }: { queryRef: PreloadedQuery<TopicEditorScreenQuery> }) {
  const { adminTopicByUrlId: topic } = usePreloadedQuery<TopicEditorScreenQuery>(topicEditorScreenQuery, queryRef);
  if (!topic?.edit) return <p className="empty">{TOPIC_TEXT.notFound}</p>;
  return <TopicForm id={topic.id} stored={topic.edit} />;
}

function TopicForm({ id, stored }: { id: string; stored: Stored }) {
  const [leaving, setLeaving] = useState(false);
  const form = useVersionedForm<Values>(valuesOf(stored), stored.version, { leaving });
  const { values, setValues } = form;
  // Every attachment this form has seen (stored, picked, or named by a conflict), to show their names.
  const [attachments, setAttachments] = useState<readonly PickedAttachment[]>(stored.attachments);
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [update, saving] = usePromiseMutation<TopicEditorScreenUpdateMutation>(updateMutation);
  const [remove, removing] = usePromiseMutation<TopicEditorScreenDeleteMutation>(deleteMutation);
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const know = (more: readonly PickedAttachment[]) => setAttachments((known) => [...known, ...more.filter((a) => !known.some((k) => k.editId === a.editId))]);

  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { updateTopic: result } = await update({
        id,
        version: form.version,
        name: values.name,
        introduction: values.introduction,
        complexity: (values.complexity || null) as Complexity | null,
        popularity: Number(values.popularity),
        position: Number(values.position),
        attachmentIds: [...values.attachmentIds],
      });
      const edit = result.__typename === 'UpdateTopicSuccess' ? result.topic?.edit : null;
      if (edit) {
        form.savedAs(valuesOf(edit), edit.version);
        know(edit.attachments);
        setErrors({});
        toast(TOPIC_TEXT.saved, 'success');
        return;
      }
      if (result.__typename === 'TopicConflictError' && result.current) {
        know(result.current.attachments);
        form.conflicted(result.changedFields ?? [], valuesOf(result.current), result.current.version);
      }
      setErrors(result.__typename === 'ValidationError' ? fieldErrorMap(result.fieldErrors) : {});
      toast(TOPIC_TEXT.failed, 'error');
    } catch {
      toast(TOPIC_TEXT.failed, 'error');
    }
  };

  const onRemove = async () => {
    if (!window.confirm(TOPIC_TEXT.confirmRemove)) return;
    try {
      const { deleteTopic: result } = await remove({ id });
      if (result.__typename === 'DeleteTopicSuccess') {
        toast(TOPIC_TEXT.removed, 'success');
        setLeaving(true);
        // Back to its exam: the address without /topics/{topic}.
        navigate(pathname.replace(/\/topics\/[^/]+\/?$/, ''));
        return;
      }
    } catch {
      // worded below
    }
    toast(TOPIC_TEXT.notRemoved, 'error');
  };

  const shown = (field: string, value: unknown): string => {
    if (field === 'attachmentIds') return (value as readonly string[]).map((editId) => attachments.find((a) => a.editId === editId)?.name ?? editId).join(', ') || CONFLICT_TEXT.empty;
    if (field === 'complexity') return COMPLEXITY_LABELS[value as Complexity] ?? TOPIC_TEXT.complexityNone;
    return String(value ?? '') || CONFLICT_TEXT.empty;
  };

  return (
    <>
      <h1>{TOPIC_TEXT.title(form.saved.name)}</h1>
      {form.conflict && (
        <ConflictNotice conflict={form.conflict} values={values} labels={FIELD_LABELS} show={shown} lead={TOPIC_TEXT.conflictLead} onLoadStored={form.loadStored} onKeepMine={form.keepMine} />
      )}
      <form className="card topic-editor" onSubmit={submit} noValidate>
        <TextField label={TOPIC_TEXT.name} value={values.name} onChange={set('name')} errors={errors.name} required />
        <MarkupField
          label={TOPIC_TEXT.introduction}
          rows={10}
          value={values.introduction}
          onChange={(introduction) => setValues((v) => ({ ...v, introduction }))}
          error={errors.introduction}
          previewEmpty={TOPIC_TEXT.previewEmpty}
        />
        <SelectField
          label={TOPIC_TEXT.complexity}
          value={values.complexity}
          onChange={set('complexity')}
          errors={errors.complexity}
          placeholder={TOPIC_TEXT.complexityNone}
          options={(['low', 'average', 'high'] as const).map((value) => ({ value, label: COMPLEXITY_LABELS[value] ?? value }))}
        />
        <TextField label={TOPIC_TEXT.popularity} type="number" min={0} max={5} step="any" value={values.popularity} onChange={set('popularity')} errors={errors.popularity} />
        <TextField label={TOPIC_TEXT.position} type="number" min={0} step={1} value={values.position} onChange={set('position')} errors={errors.position} />
        <AttachmentPicker
          examId={examIdIn(pathname)}
          label={TOPIC_TEXT.attachments}
          value={values.attachmentIds}
          onChange={(attachmentIds) => setValues((v) => ({ ...v, attachmentIds }))}
          attachments={attachments}
        />
        <Button type="submit" loading={saving} disabled={(!form.dirty && !form.conflict) || saving}>
          {TOPIC_TEXT.save}
        </Button>{' '}
        <Button type="button" loading={removing} onClick={onRemove}>
          {TOPIC_TEXT.remove}
        </Button>
      </form>
      <p>
        <Link to={`${pathname.replace(/\/$/, '')}/questions/create`}>{TOPIC_TEXT.addQuestion}</Link>
      </p>
    </>
  );
}
