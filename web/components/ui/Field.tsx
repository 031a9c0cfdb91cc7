import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldShell {
  label: ReactNode;
  /** Error messages shown under the field and announced with it. */
  errors?: readonly string[] | null;
  hint?: ReactNode;
}

export function TextField({ label, errors, hint, id, className, ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [hint ? `${inputId}-hint` : null, errors?.length ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${errors?.length ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${inputId}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {!!errors?.length && (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  errors,
  hint,
  id,
  options,
  placeholder,
  ...select
}: FieldShell & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={`field${errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} aria-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? `${selectId}-error` : undefined} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && <p className="field-hint">{hint}</p>}
      {!!errors?.length && (
        <p id={`${selectId}-error`} className="field-error" role="alert">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

export function Checkbox({ label, id, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="checkbox">
      <input id={inputId} type="checkbox" {...input} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}

/** Turns a GraphQL ValidationError's fieldErrors list into a lookup by field name. */
export function fieldErrorMap(list: readonly { field: string; messages: readonly string[] }[] | null | undefined): Record<string, readonly string[]> {
  return Object.fromEntries((list ?? []).map((e) => [e.field, e.messages]));
}

/** Moves focus to the first invalid field of a form, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
