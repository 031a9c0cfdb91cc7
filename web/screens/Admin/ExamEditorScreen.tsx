// /admin/courses/{course}/exams/{exam}: the exam editor (document 3 §2-§5, §8; issue 45). Status Concept/Gepubliceerd/
// Bevroren, Nakijken tonen, Pilot, N-term, the introduction in markup beside its preview by the very component students
// see it with, notes, the exam's PDFs and its topics as links. 'Examen opgeslagen' after a save; a save based on an
// older version is refused by the server and shown field by field (what changed meanwhile, and its value now); leaving
// with unsaved changes asks first; deleting asks 'Weet je zeker dat je dit examen wil verwijderen?'.
import { useId, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { ExamEditorScreenQuery } from '../../__generated__/ExamEditorScreenQuery.graphql';
import type { ExamEditorScreenUpdateMutation, ExamEditableStatus } from '../../__generated__/ExamEditorScreenUpdateMutation.graphql';
import type { ExamEditorScreenDeleteMutation } from '../../__generated__/ExamEditorScreenDeleteMutation.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox, fieldErrorMap, SelectField, TextField } from '../../components/ui/Field.tsx';
import { usePromiseMutation } from '../../mutations/usePromiseMutation.ts';
import { ADMIN_TEXT, examStatusLabel, romanTerm } from './adminText.ts';
import { CONFLICT_TEXT, ConflictNotice } from './ConflictNotice.tsx';
import { MarkupField } from './MarkupField.tsx';
import { useVersionedForm } from './useVersionedForm.ts';
import { TeacherDocumentDownload } from './TeacherDocumentDownload.tsx';

export const EXAM_TEXT = {
  heading: (year: number, term: number) => `Examen ${year} tijdvak ${romanTerm(term)}`,
  status: 'Status',
  // The statuses an author chooses (document 3 §4), worded as the exam list words them.
  statuses: (['concept', 'published', 'frozen'] as const).map((value) => ({ value, label: examStatusLabel(value) })),
  year: 'Jaargang',
  term: 'Tijdvak',
  showAnswers: 'Nakijken tonen',
  isPilot: 'Pilot',
  nTerm: 'N-term',
  introduction: 'Introductie',
  notes: 'Notities',
  notesPreview: 'Voorbeeld notities',
  preview: 'Voorbeeld',
  previewEmpty: 'Nog geen introductie.',
  files: 'Bestanden',
  noFiles: 'Geen bestanden.',
  topics: 'Opgaven',
  noTopics: 'Nog geen opgaven.',
  save: 'Opslaan',
  delete: 'Verwijderen',
  saved: 'Examen opgeslagen',
  created: 'Examen toegevoegd',
  deleted: 'Examen verwijderd',
  confirmDelete: 'Weet je zeker dat je dit examen wil verwijderen?',
  failed: ADMIN_TEXT.failed,
  leave: ADMIN_TEXT.leave,
  notFound: 'Dit examen bestaat niet (meer).',
} as const;

const FIELD_LABELS: Record<string, string> = {
  status: EXAM_TEXT.status,
  year: EXAM_TEXT.year,
  term: EXAM_TEXT.term,
  showAnswers: EXAM_TEXT.showAnswers,
  isPilot: EXAM_TEXT.isPilot,
  nTerm: EXAM_TEXT.nTerm,
  introduction: EXAM_TEXT.introduction,
  notes: EXAM_TEXT.notes,
};

export const examEditorScreenQuery = graphql`
  query ExamEditorScreenQuery($urlId: String!) @preloadable {
    adminExamByUrlId(urlId: $urlId) {
      id
      urlId
      stream {
        urlId
        name
      }
      adminTopics(first: 100) {
        edges {
          node {
            id
            urlId
            name
          }
        }
      }
      edit {
        version
        status
        year
        term
        showAnswers
        isPilot
        standardizationValue
        introduction
        notes
        files {
          id
          name
          url
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ExamEditorScreenUpdateMutation(
    $id: ID!
    $version: Int
    $status: ExamEditableStatus
    $year: Int
    $term: Int
    $showAnswers: Boolean
    $isPilot: Boolean
    $standardizationValue: Float
    $introduction: String
    $notes: String
  ) {
    updateExam(
      id: $id
      version: $version
      status: $status
      year: $year
      term: $term
      showAnswers: $showAnswers
      isPilot: $isPilot
      standardizationValue: $standardizationValue
      introduction: $introduction
      notes: $notes
    ) {
      __typename
      ... on UpdateExamSuccess {
        exam {
          id
          status
          showAnswers
          edit {
            version
            status
            year
            term
            showAnswers
            isPilot
            standardizationValue
            introduction
            notes
          }
        }
      }
      ... on ExamConflictError {
        changedFields
        current {
          version
          status
          year
          term
          showAnswers
          isPilot
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

const deleteMutation = graphql`
  mutation ExamEditorScreenDeleteMutation($id: ID!) {
    deleteExam(id: $id) {
      __typename
      ... on DeleteExamSuccess {
        deletedExamId
      }
      ... on Error {
        message
      }
    }
  }
`;

type Values = { status: string; year: string; term: string; showAnswers: boolean; isPilot: boolean; nTerm: string; introduction: string; notes: string };
type Edit = {
  version: number;
  status: string;
  year: number;
  term: number;
  showAnswers: boolean;
  isPilot: boolean;
  standardizationValue?: number | null;
  introduction?: string | null;
  notes?: string | null;
};

const valuesOf = (e: Edit): Values => ({
  status: e.status === 'published' || e.status === 'frozen' ? e.status : 'concept',
  year: String(e.year),
  term: String(e.term),
  showAnswers: e.showAnswers,
  isPilot: e.isPilot,
  nTerm: e.standardizationValue === null || e.standardizationValue === undefined ? '' : String(e.standardizationValue),
  introduction: e.introduction ?? '',
  notes: e.notes ?? '',
});

/** The form's name of a field the server names (the N-term is standardizationValue there). */
const formField = (field: string) => (field === 'standardizationValue' ? 'nTerm' : field);

/** A value as the conflict notice shows it. */
function shown(field: string, value: unknown): string {
  if (field === 'status') return EXAM_TEXT.statuses.find((s) => s.value === value)?.label ?? String(value);
  if (field === 'term') return romanTerm(Number(value));
  if (typeof value === 'boolean') return value ? ADMIN_TEXT.yes : ADMIN_TEXT.no;
  if (value === null || value === undefined || value === '') return CONFLICT_TEXT.empty;
  return String(value);
}

export function ExamEditorScreen({ queryRef }: { queryRef: PreloadedQuery<ExamEditorScreenQuery> }) {
  const { adminExamByUrlId: exam } = usePreloadedQuery<ExamEditorScreenQuery>(examEditorScreenQuery, queryRef);
  if (!exam?.edit) return <p className="empty">{EXAM_TEXT.notFound}</p>;
  return <ExamEditor exam={{ ...exam, edit: exam.edit }} />;
}

type LoadedExam = NonNullable<ExamEditorScreenQuery['response']['adminExamByUrlId']> & { edit: NonNullable<NonNullable<ExamEditorScreenQuery['response']['adminExamByUrlId']>['edit']> };

function ExamEditor({ exam }: { exam: LoadedExam }) {
  const [leaving, setLeaving] = useState(false);
  const form = useVersionedForm<Values>(valuesOf(exam.edit), exam.edit.version, { leaving });
  const { values, set, dirty } = form;
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [conflictMessage, setConflictMessage] = useState('');
  const [update, saving] = usePromiseMutation<ExamEditorScreenUpdateMutation>(updateMutation);
  const [remove, deleting] = usePromiseMutation<ExamEditorScreenDeleteMutation>(deleteMutation);
  const toast = useToast();
  const navigate = useNavigate();
  const introId = useId();
  const listPath = `/admin/courses/${exam.stream.urlId}/exams`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nTerm = values.nTerm.trim().replace(',', '.');
    try {
      const answer = (
        await update({
          id: exam.id,
          version: form.version,
          status: values.status as ExamEditableStatus,
          year: Number(values.year),
          term: Number(values.term),
          showAnswers: values.showAnswers,
          isPilot: values.isPilot,
          standardizationValue: nTerm === '' ? null : Number(nTerm),
          introduction: values.introduction,
          notes: values.notes,
        })
      ).updateExam;
      if (answer.__typename === 'UpdateExamSuccess' && answer.exam?.edit) {
        form.savedAs(valuesOf(answer.exam.edit), answer.exam.edit.version);
        setErrors({});
        toast(EXAM_TEXT.saved, 'success');
        return;
      }
      if (answer.__typename === 'ExamConflictError' && answer.current) {
        // What the other save changed, field by field, beside this form's values; the author chooses.
        setConflictMessage(answer.message ?? '');
        form.conflicted((answer.changedFields ?? []).map(formField), valuesOf(answer.current), answer.current.version);
        toast(EXAM_TEXT.failed, 'error');
        return;
      }
      setErrors(answer.__typename === 'ValidationError' ? fieldErrorMap(answer.fieldErrors) : {});
      toast(EXAM_TEXT.failed, 'error');
    } catch {
      toast(EXAM_TEXT.failed, 'error');
    }
  };

  const destroy = async () => {
    if (!window.confirm(EXAM_TEXT.confirmDelete)) return;
    try {
      const answer = (await remove({ id: exam.id })).deleteExam;
      if (answer.__typename === 'DeleteExamSuccess') {
        toast(EXAM_TEXT.deleted, 'success');
        setLeaving(true);
        setTimeout(() => navigate(listPath), 0);
        return;
      }
      toast(answer.message ?? EXAM_TEXT.failed, 'error');
    } catch {
      toast(EXAM_TEXT.failed, 'error');
    }
  };

  const topics = exam.adminTopics.edges.map((e) => e.node);
  return (
    <>
      <div className="admin-heading">
        <h1>{EXAM_TEXT.heading(exam.edit.year, exam.edit.term)}</h1>
      </div>
      <form className="card exam-editor" onSubmit={submit} noValidate>
        {form.conflict && (
          <ConflictNotice conflict={form.conflict} values={values} labels={FIELD_LABELS} show={shown} lead={conflictMessage || undefined} onLoadStored={form.loadStored} onKeepMine={form.keepMine} />
        )}
        <SelectField label={EXAM_TEXT.status} value={values.status} onChange={(e) => set('status', e.target.value)} options={EXAM_TEXT.statuses} errors={errors.status} />
        <TextField label={EXAM_TEXT.year} inputMode="numeric" value={values.year} onChange={(e) => set('year', e.target.value)} errors={errors.year} />
        <SelectField
          label={EXAM_TEXT.term}
          value={values.term}
          onChange={(e) => set('term', e.target.value)}
          options={[1, 2, 3].map((n) => ({ value: String(n), label: romanTerm(n) }))}
          errors={errors.term}
        />
        <TextField label={EXAM_TEXT.nTerm} inputMode="decimal" value={values.nTerm} onChange={(e) => set('nTerm', e.target.value)} errors={errors.standardizationValue} />
        <Checkbox label={EXAM_TEXT.showAnswers} checked={values.showAnswers} onChange={(e) => set('showAnswers', e.target.checked)} />
        <Checkbox label={EXAM_TEXT.isPilot} checked={values.isPilot} onChange={(e) => set('isPilot', e.target.checked)} />
        <MarkupField
          label={EXAM_TEXT.introduction}
          rows={8}
          value={values.introduction}
          onChange={(text) => set('introduction', text)}
          error={errors.introduction}
          previewEmpty={EXAM_TEXT.previewEmpty}
        />
        <MarkupField label={EXAM_TEXT.notes} rows={4} value={values.notes} onChange={(text) => set('notes', text)} error={errors.notes} previewLabel={EXAM_TEXT.notesPreview} />
        <div className="form-actions">
          <Button type="submit" loading={saving} disabled={!dirty && !saving}>
            {EXAM_TEXT.save}
          </Button>
          <Button type="button" variant="danger" loading={deleting} onClick={destroy}>
            {EXAM_TEXT.delete}
          </Button>
        </div>
      </form>
      <section className="card" aria-labelledby={`${introId}-files`}>
        <h2 id={`${introId}-files`}>{EXAM_TEXT.files}</h2>
        {exam.edit.files.length === 0 ? (
          <p className="empty">{EXAM_TEXT.noFiles}</p>
        ) : (
          <ul>
            {exam.edit.files.map((f) => (
              <li key={f.id}>
                <a href={f.url}>{f.name}</a>
              </li>
            ))}
          </ul>
        )}
        <TeacherDocumentDownload examUrlId={exam.urlId} />
      </section>
      <section className="card" aria-labelledby={`${introId}-topics`}>
        <h2 id={`${introId}-topics`}>{EXAM_TEXT.topics}</h2>
        {topics.length === 0 ? (
          <p className="empty">{EXAM_TEXT.noTopics}</p>
        ) : (
          <ul>
            {topics.map((t) => (
              <li key={t.id}>
                <Link to={`/admin/courses/${exam.stream.urlId}/exams/${exam.urlId}/topics/${t.urlId}`}>{t.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
