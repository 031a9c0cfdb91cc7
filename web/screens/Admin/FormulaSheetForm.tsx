// The formula sheet ('Formuleblad') editor of /admin/courses/{course}: the markup beside a live preview drawn by the
// very component students see it with (MarkupField, which also flags a formula that cannot be read). 'Opgeslagen' after a save, 'Oeps! Er ging iets niet helemaal goed.'
// when it fails (with the field's own message when the server names one); leaving with unsaved changes asks first.
import { useState, type FormEvent } from 'react';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import { graphql, useFragment } from 'react-relay';
import type { FormulaSheetForm_stream$key } from '../../__generated__/FormulaSheetForm_stream.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { fieldErrorMap } from '../../components/ui/Field.tsx';
import { useSaveFormulaSheetMutation } from '../../mutations/useSaveFormulaSheetMutation.ts';
import { ADMIN_TEXT as T } from './adminText.ts';
import { MarkupField } from './MarkupField.tsx';

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
      <MarkupField label={T.formulaSheet} rows={14} value={text} onChange={setText} error={errors} previewLabel={T.preview} previewEmpty={T.previewEmpty} />
      <Button type="submit" loading={saving} disabled={!dirty && !saving}>
        {T.save}
      </Button>
    </form>
  );
}
