// /admin/courses/{course}/exams/create (document 3 §2, §5; issue 45): year, term, N-term and the exam's PDF files. The
// files travel as a multipart form to POST /api/admin/exams (document 4 §13; GraphQL here reads no uploads), which
// checks them by their content; 'Examen toegevoegd' and on to the new exam (status prepared: the processing wizard).
// Field errors from the server appear at their fields with 'Oeps! Er ging iets niet helemaal goed.'.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { ensureXsrfToken } from '../../relay/environment.ts';
import { romanTerm } from './adminText.ts';
import { EXAM_TEXT } from './ExamEditorScreen.tsx';

const CREATE_TEXT = {
  heading: 'Examen toevoegen',
  files: 'PDF-bestanden (opgaven, bijlage, correctievoorschrift)',
  add: 'Toevoegen',
  /** The server's English field messages are for legacy clients; the form words its own. */
  field: {
    year: 'Kies een jaar vanaf 2010',
    term: 'Kies tijdvak 1, 2 of 3',
    standardization_value: 'Vul een getal in',
    files: 'Kies minimaal één PDF-bestand',
    file: 'Dit bestand is geen PDF',
  },
} as const;

/** The form's messages by field from the server's 422 errors (keys as document 4 spells them). */
export function createErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const mine: Record<string, string[]> = {};
  for (const key of Object.keys(errors)) {
    const field = key.startsWith('files') ? 'files' : key;
    const text = key.startsWith('files.') ? CREATE_TEXT.field.file : (CREATE_TEXT.field as Record<string, string>)[field];
    if (text && !(mine[field] ??= []).includes(text)) mine[field]!.push(text);
  }
  return mine;
}

export function ExamCreateScreen() {
  const { course = '' } = useParams();
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [term, setTerm] = useState('1');
  const [nTerm, setNTerm] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const filesId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    form.append('stream_id', course);
    form.append('year', year.trim());
    form.append('term', term);
    if (nTerm.trim()) form.append('standardization_value', nTerm.trim().replace(',', '.'));
    files.forEach((file, i) => {
      form.append(`files[${i}][name]`, file.name.replace(/\.pdf$/i, ''));
      form.append(`files[${i}][file]`, file, file.name);
    });
    setBusy(true);
    try {
      const response = await fetch('/api/admin/exams', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await ensureXsrfToken() },
      });
      if (response.ok) {
        const examUrlId = response.headers.get('Location')?.split('/').pop() ?? '';
        toast(EXAM_TEXT.created, 'success');
        navigate(`/admin/courses/${course}/exams/process/${examUrlId}`);
        return;
      }
      if (response.status === 422) setErrors(createErrors(((await response.json()) as { errors?: Record<string, string[]> }).errors ?? {}));
      toast(EXAM_TEXT.failed, 'error');
    } catch {
      toast(EXAM_TEXT.failed, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="admin-heading">
        <h1>{CREATE_TEXT.heading}</h1>
      </div>
      <form className="card exam-editor" onSubmit={submit} noValidate>
        <TextField label={EXAM_TEXT.year} inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} errors={errors.year} />
        <SelectField label={EXAM_TEXT.term} value={term} onChange={(e) => setTerm(e.target.value)} options={[1, 2, 3].map((n) => ({ value: String(n), label: romanTerm(n) }))} errors={errors.term} />
        <TextField label={EXAM_TEXT.nTerm} inputMode="decimal" value={nTerm} onChange={(e) => setNTerm(e.target.value)} errors={errors.standardization_value} />
        <div className={`field${errors.files?.length ? ' field-invalid' : ''}`}>
          <label htmlFor={filesId}>{CREATE_TEXT.files}</label>
          <input
            id={filesId}
            type="file"
            accept="application/pdf,.pdf"
            multiple
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
            aria-invalid={errors.files?.length ? true : undefined}
            aria-describedby={errors.files?.length ? `${filesId}-error` : undefined}
          />
          {!!errors.files?.length && (
            <p id={`${filesId}-error`} className="field-error" role="alert">
              {errors.files.join(' ')}
            </p>
          )}
        </div>
        <Button type="submit" loading={busy}>
          {CREATE_TEXT.add}
        </Button>
      </form>
    </>
  );
}
