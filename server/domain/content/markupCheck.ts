// The server's check of a markup field before it is saved (issue 45, 'what students will see'): a formula that the
// students' renderer cannot draw, or a `$$` it would show as dollar signs, refuses the save. The rule is
// shared/markup/check.ts with the KaTeX the server draws with (./formulas.ts), so the editor's live flag and the
// server's refusal agree to the word.
import { renderToString } from 'katex';
import { formulaIssue } from '../../../shared/markup/check.ts';
import { textIssue, type Issue } from '../errors.ts';

/** The first formula of the markup that students would not see drawn, as an issue; null when every one is fine. */
export function markupIssue(text: string | null | undefined): Issue | null {
  return formulaIssue(text, renderToString);
}

/** A markup field's issue: textIssue's (required, length, characters) first, then its formulas. */
export function markupTextIssue(value: string | null | undefined, max: number, required: boolean): Issue | null {
  return textIssue(value, max, required) ?? markupIssue(value);
}
