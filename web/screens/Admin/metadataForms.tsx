// Small forms of the back-office's lists of books, chapters, domains and question types (issue 46): an add form whose
// button appears only when every field is filled (document 3 §5), and an item's edit form whose save button is enabled
// only when something changed, with a delete that asks first. Successes 'Opgeslagen' (added) and 'Wijzigingen
// opgeslagen' (saved, deleted); a failure the general 'Oeps! Er ging iets niet helemaal goed.' with the field errors
// under their fields, or the server's words when a delete is refused because questions use the item.
import { useState, type FormEvent } from 'react';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField, fieldErrorMap } from '../../components/ui/Field.tsx';

export const METADATA_TEXT = {
  added: 'Opgeslagen',
  saved: 'Wijzigingen opgeslagen',
  failed: 'Oeps! Er ging iets niet helemaal goed.',
  save: 'Opslaan',
  remove: 'Verwijderen',
  add: 'Toevoegen',
  questions: (n: number) => (n === 1 ? '1 vraag' : `${n} vragen`),
} as const;

/** What a mutation answered, as these forms need it. */
export type Outcome = { ok: true } | { ok: false; fieldErrors?: Record<string, readonly string[]>; message?: string };

type Answer = { readonly __typename: string; readonly fieldErrors?: readonly { readonly field: string; readonly messages: readonly string[] }[] | null; readonly message?: string | null };

/** A mutation's union answer as an Outcome: `success` names its success type. */
export function outcomeOf(result: Answer, success: string): Outcome {
  if (result.__typename === success) return { ok: true };
  if (result.__typename === 'ValidationError') return { ok: false, fieldErrors: fieldErrorMap(result.fieldErrors) };
  if (result.__typename === 'MetadataInUseError') return { ok: false, message: result.message ?? undefined };
  return { ok: false };
}

export interface FieldSpec {
  name: string;
  label: string;
}

function useRun() {
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<Outcome>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      const outcome = await work();
      if (outcome.ok) {
        setErrors({});
        toast(done, 'success');
        return true;
      }
      setErrors(outcome.fieldErrors ?? {});
      toast(outcome.message ?? METADATA_TEXT.failed, 'error');
    } catch {
      toast(METADATA_TEXT.failed, 'error');
    } finally {
      setBusy(false);
    }
    return false;
  };
  return { errors, busy, run };
}

const empty = (fields: readonly FieldSpec[]) => Object.fromEntries(fields.map((f) => [f.name, '']));

/** Adds an item: its button appears only when every field is filled; cleared after the add. */
export function AddForm({ title, fields, submitLabel, onAdd }: { title: string; fields: readonly FieldSpec[]; submitLabel: string; onAdd: (values: Record<string, string>) => Promise<Outcome> }) {
  const [values, setValues] = useState<Record<string, string>>(() => empty(fields));
  const { errors, busy, run } = useRun();
  const filled = fields.every((f) => values[f.name]?.trim());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    if (await run(() => onAdd(values), METADATA_TEXT.added)) setValues(empty(fields));
  };
  return (
    <form className="metadata-add" onSubmit={submit} noValidate aria-label={title}>
      {fields.map((f) => (
        <TextField key={f.name} label={f.label} value={values[f.name] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))} errors={errors[f.name]} />
      ))}
      {filled && (
        <Button type="submit" loading={busy} disabled={busy}>
          {submitLabel}
        </Button>
      )}
    </form>
  );
}

/** Edits an item: save enabled only when a field changed; delete asks `confirm` first. */
export function ItemForm({
  title,
  fields,
  stored,
  onSave,
  onRemove,
  confirm,
  note,
}: {
  title: string;
  fields: readonly FieldSpec[];
  stored: Record<string, string>;
  onSave: (values: Record<string, string>) => Promise<Outcome>;
  onRemove: () => Promise<Outcome>;
  confirm: string;
  note?: string;
}) {
  const [values, setValues] = useState<Record<string, string>>(stored);
  const [base, setBase] = useState(stored);
  // The stored values changed (a save here or elsewhere): follow them unless the author is editing.
  if (JSON.stringify(base) !== JSON.stringify(stored)) {
    setBase(stored);
    if (JSON.stringify(values) === JSON.stringify(base)) setValues(stored);
  }
  const { errors, busy, run } = useRun();
  const changed = fields.some((f) => (values[f.name] ?? '') !== (stored[f.name] ?? ''));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (changed) await run(() => onSave(values), METADATA_TEXT.saved);
  };
  const remove = async () => {
    if (window.confirm(confirm)) await run(onRemove, METADATA_TEXT.saved);
  };
  return (
    <form className="metadata-item" onSubmit={submit} noValidate aria-label={title}>
      {fields.map((f) => (
        <TextField key={f.name} label={f.label} value={values[f.name] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))} errors={errors[f.name]} />
      ))}
      <div className="metadata-actions">
        {note && <span className="metadata-note">{note}</span>}
        <Button type="submit" loading={busy} disabled={!changed || busy}>
          {METADATA_TEXT.save}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={remove}>
          {METADATA_TEXT.remove}
        </Button>
      </div>
    </form>
  );
}
