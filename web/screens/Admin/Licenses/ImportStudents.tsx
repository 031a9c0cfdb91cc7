// 'Leerlingen importeren' on the Licentiegebruikers tab (document 3 §5 'Import students', issue 47): a file (CSV or
// Excel), its separator and the lines before its header row, which column holds what (guessed by the server from the
// header: 'Voornaam', 'Tussenvoegsel', 'Achternaam', 'E-mail'), the subjects and a group; every row previewed with its
// problems and what will happen before 'Importeren', then a summary. The file goes to the REST route as a multipart
// form (the GraphQL endpoint reads none, as with exam PDFs); the server judges everything again on import.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Checkbox, SelectField, TextField } from '../../../components/ui/Field.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { ensureXsrfToken } from '../../../relay/environment.ts';
import './ImportStudents.css';

const FIELDS = ['first_name', 'prefix', 'last_name', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Columns = Record<Field, string>;

interface Row {
  line: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  action: 'create' | 'exists' | 'invalid';
  errors: string[];
}
interface Answer {
  status: 'preview' | 'imported';
  warning: string | null;
  headers: string[];
  columns: Record<Field, number | null>;
  rows: Row[];
  counts: { create: number; exists: number; invalid: number };
  summary?: { seats_created: number; invitations_sent: number; rows_skipped: number };
  errors?: Record<string, string[]>;
}

export const IMPORT_TEXT = {
  open: 'Leerlingen importeren',
  close: 'Importeren sluiten',
  title: 'Leerlingen importeren',
  intro: 'Kies een CSV- of Excelbestand met een kopregel. Voornaam en e-mailadres zijn verplicht; een tussenvoegsel komt voor de achternaam.',
  file: 'Bestand',
  fileHint: 'CSV (.csv) of Excel (.xlsx), hoogstens 10 MB.',
  separator: 'Scheidingsteken',
  separators: [
    { value: ';', label: 'Puntkomma (;)' },
    { value: ',', label: 'Komma (,)' },
    { value: 'tab', label: 'Tab' },
  ],
  skip: 'Regels overslaan',
  skipHint: 'Regels boven de kopregel die niet bij de tabel horen.',
  mapping: 'Kolommen',
  field: { first_name: 'Voornaam', prefix: 'Tussenvoegsel', last_name: 'Achternaam', email: 'E-mailadres' } as Record<Field, string>,
  noColumn: '(geen kolom)',
  column: (n: number, header: string) => `${header || '(leeg)'} (kolom ${n + 1})`,
  streams: 'Vakken',
  group: 'Klas/groep',
  groupHint: 'Kies een bestaande klas/groep of typ de naam van een nieuwe.',
  preview: 'Voorvertoning',
  previewing: 'Bestand lezen…',
  caption: 'Voorvertoning van de regels in het bestand',
  columns: { line: 'Regel', firstName: 'Voornaam', lastName: 'Achternaam', email: 'E-mailadres', action: 'Wat gebeurt er', errors: 'Fouten' },
  action: { create: 'Nieuwe licentiegebruiker', exists: 'Staat al in deze licentie: overgeslagen', invalid: 'Niet geïmporteerd' } as Record<Row['action'], string>,
  counts: (c: Answer['counts']) => `${c.create} nieuw, ${c.exists} al in deze licentie, ${c.invalid} met fouten`,
  submit: 'Importeren',
  nothing: 'Er is niets te importeren.',
  imported: 'Leerlingen geïmporteerd',
  summary: (s: NonNullable<Answer['summary']>) =>
    `${s.seats_created} ${s.seats_created === 1 ? 'licentiegebruiker' : 'licentiegebruikers'} aangemaakt, ${s.invitations_sent} ${s.invitations_sent === 1 ? 'uitnodiging' : 'uitnodigingen'} verstuurd, ${s.rows_skipped} ${s.rows_skipped === 1 ? 'regel' : 'regels'} overgeslagen.`,
  failed: (reason: string) => `Leerlingen importeren is mislukt: ${reason}`,
  tryAgain: 'probeer het opnieuw.',
  chooseFile: 'Kies een bestand',
  chooseStreams: 'Selecteer één of meerdere vakken',
  chooseGroup: 'Kies/creëer een klas/groep',
};

const T = IMPORT_TEXT;
const NONE: Columns = { first_name: '', prefix: '', last_name: '', email: '' };

export interface ImportStudentsProps {
  licenseUrlId: string;
  groups: readonly { readonly id: string; readonly name: string }[];
  streams: readonly { readonly urlId: string; readonly name: string }[];
  /** After an import that made seats: the screen loads its licence again. */
  onImported(): void;
}

export function ImportStudents(props: ImportStudentsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="admin-license-import">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? T.close : T.open}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <ImportForm {...props} />}
      </div>
    </section>
  );
}

function ImportForm({ licenseUrlId, groups, streams, onImported }: ImportStudentsProps) {
  const [file, setFile] = useState<File | null>(null);
  const [separator, setSeparator] = useState(';');
  const [skip, setSkip] = useState('0');
  const [columns, setColumns] = useState<Columns>(NONE);
  const [streamIds, setStreamIds] = useState<ReadonlySet<string>>(new Set());
  const [group, setGroup] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const toast = useToast();
  const titleId = useId();
  const groupsId = useId();
  const streamsErrorId = useId();
  const resultRef = useRef<HTMLDivElement>(null);

  const send = async (mode: 'preview' | 'import', chosen: File, settings: { separator: string; skip: string; columns: Columns | null }) => {
    const form = new FormData();
    form.append('preview', mode === 'preview' ? '1' : '0');
    form.append('separator', settings.separator);
    form.append('skip_lines', settings.skip);
    if (settings.columns) for (const f of FIELDS) form.append(`columns[${f}]`, settings.columns[f]);
    if (mode === 'import') {
      for (const id of streamIds) form.append('streams', id);
      form.append('group', group.trim());
    }
    form.append('file', chosen, chosen.name);
    setBusy(mode);
    try {
      const response = await fetch(`/api/licenses/${licenseUrlId}/import-leerlingen`, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await ensureXsrfToken() },
      });
      const body = (await response.json().catch(() => ({}))) as Answer & { message?: string };
      if (response.ok) {
        setAnswer(body);
        setColumns(Object.fromEntries(FIELDS.map((f) => [f, body.columns[f] === null ? '' : String(body.columns[f])])) as Columns);
        setErrors(body.errors ?? {});
        if (mode === 'import') {
          toast(T.imported, 'success');
          if (body.summary?.seats_created) onImported();
        }
        resultRef.current?.focus();
      } else {
        setErrors(body.errors ?? {});
        toast(body.message ?? T.failed(T.tryAgain), 'error');
        if (response.status === 422 && body.errors?.file) setAnswer(null);
      }
    } catch {
      toast(T.failed(T.tryAgain), 'error');
    } finally {
      setBusy(null);
    }
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setAnswer(null);
    setColumns(NONE);
    // A new file: the server guesses its columns from the header row.
    if (chosen) void send('preview', chosen, { separator, skip, columns: null });
  };
  const changeReading = (next: { separator?: string; skip?: string }) => {
    const settings = { separator: next.separator ?? separator, skip: next.skip ?? skip };
    if (next.separator !== undefined) setSeparator(next.separator);
    if (next.skip !== undefined) setSkip(next.skip);
    // Other separators or header row: other columns, guessed again.
    if (file && /^\d+$/.test(settings.skip)) void send('preview', file, { ...settings, columns: null });
  };
  const changeColumn = (field: Field, value: string) => {
    const next = { ...columns, [field]: value };
    setColumns(next);
    if (file) void send('preview', file, { separator, skip, columns: next });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string[]> = {};
    if (!file) local.file = [T.chooseFile];
    if (!streamIds.size) local.streamIds = [T.chooseStreams];
    if (!group.trim()) local.group = [T.chooseGroup];
    if (Object.keys(local).length || !file) {
      setErrors(local);
      (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await send('import', file, { separator, skip, columns });
  };

  const headers = answer?.headers ?? [];
  const columnOptions = headers.map((h, i) => ({ value: String(i), label: T.column(i, h) }));
  const fileErrorId = `${titleId}-file-error`;

  return (
    <form className="admin-license-add admin-import" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{T.title}</h2>
      <p>{T.intro}</p>
      <div className={`field${errors.file ? ' field-invalid' : ''}`}>
        <label htmlFor={`${titleId}-file`}>{T.file}</label>
        <input
          id={`${titleId}-file`}
          type="file"
          accept=".csv,.xlsx,.txt,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${titleId}-file-hint${errors.file ? ` ${fileErrorId}` : ''}`}
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
        />
        <p id={`${titleId}-file-hint`} className="field-hint">
          {T.fileHint}
        </p>
        {errors.file && (
          <p id={fileErrorId} className="field-error" role="alert">
            {errors.file.join(' ')}
          </p>
        )}
      </div>
      <div className="admin-import-reading">
        <SelectField label={T.separator} value={separator} options={T.separators} errors={errors.separator} onChange={(e) => changeReading({ separator: e.target.value })} />
        <TextField
          label={T.skip}
          hint={T.skipHint}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={skip}
          errors={errors.skipLines}
          onChange={(e) => changeReading({ skip: e.target.value })}
        />
      </div>
      {answer && (
        <fieldset className="admin-import-mapping">
          <legend>{T.mapping}</legend>
          {FIELDS.map((f) => (
            <SelectField
              key={f}
              label={T.field[f]}
              value={columns[f]}
              placeholder={T.noColumn}
              options={columnOptions}
              required={f === 'first_name' || f === 'email'}
              errors={errors[`columns.${f === 'first_name' ? 'firstName' : f === 'last_name' ? 'lastName' : f}`] ?? (f === 'first_name' ? errors.columns : undefined)}
              onChange={(e) => changeColumn(f, e.target.value)}
            />
          ))}
        </fieldset>
      )}
      <fieldset className={`admin-license-streams${errors.streamIds ? ' field-invalid' : ''}`} aria-describedby={errors.streamIds ? streamsErrorId : undefined}>
        <legend>{T.streams}</legend>
        {streams.map((stream, index) => (
          <Checkbox
            key={stream.urlId}
            label={stream.name}
            checked={streamIds.has(stream.urlId)}
            aria-invalid={index === 0 && errors.streamIds ? true : undefined}
            onChange={(e) =>
              setStreamIds((set) => {
                const next = new Set(set);
                if (e.target.checked) next.add(stream.urlId);
                else next.delete(stream.urlId);
                return next;
              })
            }
          />
        ))}
        {errors.streamIds && (
          <p id={streamsErrorId} className="field-error" role="alert">
            {errors.streamIds.join(' ')}
          </p>
        )}
      </fieldset>
      <TextField label={T.group} hint={T.groupHint} list={groupsId} maxLength={255} value={group} errors={errors.group} onChange={(e) => setGroup(e.target.value)} />
      <datalist id={groupsId}>
        {groups.map((g) => (
          <option key={g.id} value={g.name} />
        ))}
      </datalist>
      <div ref={resultRef} tabIndex={-1} className="admin-import-result" aria-live="polite" aria-busy={busy !== null}>
        {busy === 'preview' && <p>{T.previewing}</p>}
        {answer?.warning && (
          <p className="admin-import-warning" role="status">
            {answer.warning}
          </p>
        )}
        {answer?.summary && <p className="admin-import-summary">{T.summary(answer.summary)}</p>}
        {answer && !answer.summary && <p>{T.counts(answer.counts)}</p>}
      </div>
      {answer && answer.rows.length > 0 && <PreviewTable rows={answer.rows} />}
      <Button type="submit" loading={busy === 'import'} disabled={busy === 'preview'}>
        {T.submit}
      </Button>
    </form>
  );
}

function PreviewTable({ rows }: { rows: readonly Row[] }) {
  const captionId = useId();
  return (
    <div className="table-scroll admin-import-table" tabIndex={0} role="region" aria-label={T.caption}>
      <table className="admin-table admin-table-stack" aria-describedby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {T.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{T.columns.line}</th>
            <th scope="col">{T.columns.firstName}</th>
            <th scope="col">{T.columns.lastName}</th>
            <th scope="col">{T.columns.email}</th>
            <th scope="col">{T.columns.action}</th>
            <th scope="col">{T.columns.errors}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className={row.action === 'invalid' ? 'admin-import-invalid' : undefined}>
              <th scope="row" data-label={T.columns.line}>
                {row.line}
              </th>
              <td data-label={T.columns.firstName}>{row.first_name ?? '—'}</td>
              <td data-label={T.columns.lastName}>{row.last_name ?? '—'}</td>
              <td data-label={T.columns.email} className="admin-license-email">
                {row.email ?? '—'}
              </td>
              <td data-label={T.columns.action}>{T.action[row.action]}</td>
              <td data-label={T.columns.errors}>{row.errors.join(' ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
