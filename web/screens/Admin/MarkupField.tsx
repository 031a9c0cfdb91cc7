// A markup field of the back-office (an introduction, notes, the formula sheet, and the question and answer editors'
// texts; issue 45, 'what students will see, while typing'): a labelled textarea beside a live preview drawn by the very
// component students see the text with (Markup: formulas with MathML, figures, bold, tables). Every formula is checked
// as the server checks it before a save (shared/markup/check.ts with the same KaTeX and options): one that cannot be
// read is marked at its place in the preview with the reason, and the field says which one under it, in the server's
// own words, with a button that selects it in the text.
//
// Saving stays possible: the form sends the text and the server refuses it with the same sentence, shown at this
// field. A disabled save button would not say why, would hold back the form's other changes and would wait for KaTeX
// to load; the flag already tells the author before the save, and the server is the one judge.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { BrokenFormulaMarks, loadKatex, Markup, type MarkBrokenFormula } from '../../components/Markup.tsx';
import { formulaIssueText, formulaProblems, type FormulaProblem } from '../../../shared/markup/check.ts';
import { formulaKey, type RenderTeX } from '../../../shared/markup/formulas.ts';
import './markupField.css';

export const MARKUP_FIELD_TEXT = {
  preview: 'Voorbeeld',
  previewEmpty: 'Nog niets om te tonen.',
  showInText: 'Toon in de tekst',
} as const;

/** How long typing pauses before the formulas are checked: a formula half typed is no mistake yet. */
export const MARKUP_CHECK_DELAY_MS = 400;

export interface MarkupFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's messages for this field after a refused save. */
  error?: readonly string[] | string | null;
  rows?: number;
  /** The preview's heading and name ('Voorbeeld'); a form with two markup fields names the second's its own way. */
  previewLabel?: string;
  /** What the preview says while the text is blank. */
  previewEmpty?: string;
  /** Images by bare file name (the topic's attachments), as the students' page resolves them. */
  resolveImage?: (name: string) => string | null;
  hint?: ReactNode;
  id?: string;
}

export function MarkupField({
  label,
  value,
  onChange,
  error,
  rows = 8,
  previewLabel = MARKUP_FIELD_TEXT.preview,
  previewEmpty = MARKUP_FIELD_TEXT.previewEmpty,
  resolveImage,
  hint,
  id,
}: MarkupFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const problems = useFormulaProblems(value);
  const first = problems[0] ?? null;
  const flagText = first ? formulaIssueText(first.issue) : null;
  // The server's refusal of a formula says what the flag says: once is enough.
  const serverErrors = (typeof error === 'string' ? [error] : (error ?? [])).filter((message) => message !== flagText);
  const describedBy = [hint ? `${fieldId}-hint` : null, flagText ? `${fieldId}-formula` : null, serverErrors.length ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;

  const mark = useMemo<MarkBrokenFormula>(() => {
    const byFormula = new Map<string, FormulaProblem>();
    for (const problem of problems) if (problem.tex !== null) byFormula.set(formulaKey(problem.tex, problem.display), problem);
    return (source, tex, display) => {
      const problem = byFormula.get(formulaKey(tex, display));
      if (!problem) return source;
      return (
        <mark className="markup-field-flag">
          {source}
          <span className="markup-field-flag-text">{formulaIssueText(problem.issue)}</span>
        </mark>
      );
    };
  }, [problems]);

  const showInText = () => {
    const element = textarea.current;
    if (!element || first?.start == null || first.end == null) return;
    element.focus();
    element.setSelectionRange(first.start, first.end);
  };

  return (
    <div className="markup-field">
      <div className={`field${flagText || serverErrors.length ? ' field-invalid' : ''}`}>
        <label htmlFor={fieldId}>{label}</label>
        <textarea
          ref={textarea}
          id={fieldId}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={flagText || serverErrors.length ? true : undefined}
          aria-describedby={describedBy}
          spellCheck
        />
        {hint && (
          <p id={`${fieldId}-hint`} className="field-hint">
            {hint}
          </p>
        )}
        {/* Polite: read out when the author pauses, not at every key. */}
        <div aria-live="polite">
          {flagText && (
            <p id={`${fieldId}-formula`} className="field-error markup-field-problem">
              {flagText}{' '}
              {first?.start != null && (
                <button type="button" className="btn btn-link" onClick={showInText}>
                  {MARKUP_FIELD_TEXT.showInText}
                </button>
              )}
            </p>
          )}
        </div>
        {serverErrors.length > 0 && (
          <p id={`${fieldId}-error`} className="field-error" role="alert">
            {serverErrors.join(' ')}
          </p>
        )}
      </div>
      <section className="markup-field-preview" aria-labelledby={`${fieldId}-preview`}>
        <h3 id={`${fieldId}-preview`}>{previewLabel}</h3>
        {value.trim() ? (
          <BrokenFormulaMarks mark={mark}>
            <Markup text={value} resolveImage={resolveImage} />
          </BrokenFormulaMarks>
        ) : (
          <p className="muted">{previewEmpty}</p>
        )}
      </section>
    </div>
  );
}

/** The formula problems of the text once typing pauses (at once for the text a form opens with). */
function useFormulaProblems(text: string): FormulaProblem[] {
  const settled = useSettled(text, MARKUP_CHECK_DELAY_MS);
  const needed = settled.includes('$$');
  const [renderTeX, setRenderTeX] = useState<RenderTeX | null>(null);
  useEffect(() => {
    if (!needed || renderTeX) return;
    let live = true;
    void loadKatex().then((render) => live && setRenderTeX(() => render));
    return () => {
      live = false;
    };
  }, [needed, renderTeX]);
  return useMemo(() => (renderTeX ? formulaProblems(settled, renderTeX) : []), [settled, renderTeX]);
}

/** `value` once it has not changed for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}
