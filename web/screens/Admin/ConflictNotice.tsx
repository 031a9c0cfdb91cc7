// A refused save shown the same way in every back-office editor (issue 45, 'No lost edit'): which fields someone else
// changed since this form was opened, what is stored now beside what this form holds, and the two ways out.
import { useId } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import type { FormConflict } from './useVersionedForm.ts';

export const CONFLICT_TEXT = {
  title: 'Intussen gewijzigd',
  lead: 'Iemand anders heeft dit opgeslagen nadat je het opende. Deze velden zijn sindsdien gewijzigd:',
  stored: 'Nu opgeslagen:',
  yours: 'Jouw versie:',
  empty: '(leeg)',
  loadStored: 'Opgeslagen versie laden',
  keepMine: 'Mijn versie behouden',
} as const;

export function ConflictNotice<V extends object>({
  conflict,
  values,
  labels,
  show = (_field, value) => (value === null || value === undefined || value === '' ? CONFLICT_TEXT.empty : String(value)),
  lead = CONFLICT_TEXT.lead,
  onLoadStored,
  onKeepMine,
}: {
  conflict: FormConflict<V>;
  /** This form's values now. */
  values: V;
  /** Each field's label, by the editor's field names. */
  labels: Readonly<Record<string, string>>;
  /** How a field's value reads (a choice's label, a list's names …). */
  show?: (field: string, value: unknown) => string;
  lead?: string;
  onLoadStored: () => void;
  onKeepMine: () => void;
}) {
  const id = useId();
  const read = (form: V, field: string): unknown => (form as Record<string, unknown>)[field];
  return (
    <section className="card conflict-notice" role="alert" aria-labelledby={id}>
      <h2 id={id}>{CONFLICT_TEXT.title}</h2>
      <p>{lead}</p>
      <dl>
        {conflict.fields.map((field) => (
          <div key={field}>
            <dt>{labels[field] ?? field}</dt>
            {field in conflict.stored ? (
              <>
                <dd>
                  {CONFLICT_TEXT.stored} {show(field, read(conflict.stored, field))}
                </dd>
                <dd>
                  {CONFLICT_TEXT.yours} {show(field, read(values, field))}
                </dd>
              </>
            ) : null}
          </div>
        ))}
      </dl>
      <div className="form-actions">
        <Button type="button" onClick={onLoadStored}>
          {CONFLICT_TEXT.loadStored}
        </Button>
        <Button type="button" onClick={onKeepMine}>
          {CONFLICT_TEXT.keepMine}
        </Button>
      </div>
    </section>
  );
}
