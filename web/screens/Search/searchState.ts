// A search as it lives in the address: the rules are shared with the server (shared/search/address.ts); here are the
// screens' words for them.
import { RELEVANCE_SORT, SORT_VALUES, type Complexity } from '../../../shared/search/address.ts';

export { DEFAULT_SORT, readSearch, searchQueryString, type Complexity, type SearchFilter } from '../../../shared/search/address.ts';

const SORT_LABEL: Record<(typeof SORT_VALUES)[number], string> = {
  '-popularity': 'Meest gebruikt',
  name: 'Naam (A-Z)',
  '-year': 'Nieuwste examen eerst',
  '-complexity': 'Moeilijkste eerst',
  complexity: 'Makkelijkste eerst',
  time_in_minutes: 'Kortste tijd eerst',
  '-time_in_minutes': 'Langste tijd eerst',
};
/** The sorts the screens offer, the default first (document 1 §2.4), with their Dutch labels. */
export const SORTS = SORT_VALUES.map((value) => ({ value, label: SORT_LABEL[value] }));
export const RELEVANCE = { value: RELEVANCE_SORT, label: 'Beste overeenkomst' } as const;

export const COMPLEXITY_LABEL: Record<Complexity, string> = { low: 'Laag', average: 'Gemiddeld', high: 'Hoog' };

/** Terms as Roman numerals I to III (document 1 §2.4). */
export const roman = (term: number | null | undefined) => (term ? (['I', 'II', 'III'][term - 1] ?? String(term)) : '');

/** Adds or removes a value in a list filter. */
export function toggled<T>(list: readonly T[] | undefined, value: T, on: boolean): T[] | undefined {
  const next = (list ?? []).filter((v) => v !== value);
  if (on) next.push(value);
  return next.length ? next : undefined;
}
