// The formula sheet ('Formuleblad') editor of /admin/courses/{course}: the markup beside a live preview drawn by the
// very component students see it with (Markup). 'Opgeslagen' after a save, 'Oeps! Er ging iets niet helemaal goed.'
// when it fails (with the field's own message when the server names one); leaving with unsaved changes asks first.
import { useId, useState, type FormEvent } from 'react';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import { graphql, useFragment } from 'react-relay';
import type { FormulaSheetForm_stream$key } from '../../__generated__/FormulaSheetForm_stream.graphql';
import { Markup } from '../../components/Markup.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { fieldErrorMap } from '../../components/ui/Field.tsx';
import { useSaveFormulaSheetMutation } from '../../mutations/useSaveFormulaSheetMutation.ts';
import { ADMIN_TEXT as T } from './adminText.ts';

export function FormulaSheetForm({ stream: key }: { stream: FormulaSheetForm_stream$key }) {
  const stream = useFragment(
    graphql`
      fragment FormulaSheetForm_stream on Stream {
        id
        formulaSheet
      }
    `,
    key,
  );
  const saved = stream.formulaSheet ?? '';
  const [text, setText] = useState(saved);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [save, saving] = useSaveFormulaSheetMutation();
  const toast = useToast();
  const fieldId = useId();
  const dirty = text !== saved;

  useLeaveGuard(dirty, T.leave);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await save(stream.id, text);
      if (result.__typename === 'SaveFormulaSheetSuccess') {
        setErrors([]);
        // The stored text (blank is stored as none) is what the form now holds.
        setText(result.stream?.formulaSheet ?? '');
        toast(T.saved, 'success');
        return;
      }
      const fields = result.__typename === 'ValidationError' ? fieldErrorMap(result.fieldErrors) : {};
      setErrors(fields.formulaSheet ?? []);
      toast(T.failed, 'error');
    } catch {
      toast(T.failed, 'error');
    }
  };

  return (
    <form className="card formula-sheet" onSubmit={submit} noValidate>
      <h2>{T.formulaSheet}</h2>
      <div className="formula-sheet-panes">
        <div className={`field${errors.length ? ' field-invalid' : ''}`}>
          <label htmlFor={fieldId}>{T.formulaSheet}</label>
          <textarea
            id={fieldId}
            rows={14}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={errors.length ? `${fieldId}-error` : undefined}
          />
          {!!errors.length && (
            <p id={`${fieldId}-error`} className="field-error" role="alert">
              {errors.join(' ')}
            </p>
          )}
        </div>
        <section className="formula-sheet-preview" aria-label={T.preview}>
          <h3>{T.preview}</h3>
          {text.trim() ? <Markup text={text} /> : <p className="muted">{T.previewEmpty}</p>}
        </section>
      </div>
      <Button type="submit" loading={saving} disabled={!dirty && !saving}>
        {T.save}
      </Button>
    </form>
  );
}
