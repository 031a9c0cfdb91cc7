// How a keyword that an author types is spelled once saved (document 3 §2 Question page: new names become the stream's
// keywords; issue 45): the stream's keyword of exactly that name, else one that differs only in case, else the name as
// typed (a new keyword). One rule for the server's save and the question editor's chips.

/** The known keyword `name` stands for: the exact spelling first, then the first that differs only in case; else none. */
export function matchingKeyword<T extends { name: string }>(name: string, known: readonly T[]): T | undefined {
  const lower = name.toLowerCase();
  return known.find((k) => k.name === name) ?? known.find((k) => k.name.toLowerCase() === lower);
}

/** Whether two keyword names are the same keyword (they differ at most in case). */
export const sameKeyword = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

// ───────────────────────── keyword hygiene (issue 46, 'Beyond the spec' 2) ─────────────────────────
// Near-duplicate keywords of a stream: names that are the same ignoring case and diacritics, or the same after a
// simple Dutch stem of each word (plural -en/-s/'s, -heden → -heid, a doubled final consonant, v/z for f/s before
// -en, double vowels, a final e). Only a suggestion: the author decides to merge.

/** One word's stem as the near-duplicate rule compares it (lower case, no diacritics already). */
function stemWord(word: string): string {
  let w = word;
  if (w.endsWith("'s") && w.length > 3) w = w.slice(0, -2);
  else if (w.endsWith('heden') && w.length > 6) w = `${w.slice(0, -5)}heid`;
  else if (w.endsWith('en') && w.length >= 5) {
    w = w.slice(0, -2);
    if (/([bcdfgklmnprst])\1$/.test(w)) w = w.slice(0, -1);
    else if (w.endsWith('v')) w = `${w.slice(0, -1)}f`;
    else if (w.endsWith('z')) w = `${w.slice(0, -1)}s`;
  } else if (/(el|er|em|je)s$/.test(w) && w.length >= 5) w = w.slice(0, -1);
  w = w.replace(/([aeou])\1/g, '$1');
  if (w.endsWith('e') && w.length >= 4) w = w.slice(0, -1);
  return w;
}

/** The key two near-duplicate keywords share: 'Energiën', 'energie' and 'ENERGIE' all give 'energi'. */
export function keywordStem(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
  return plain.split(' ').filter(Boolean).map(stemWord).join(' ');
}

/** Whether two names are near-duplicates (the same keyword, as far as the rule can tell). */
export const nearKeyword = (a: string, b: string): boolean => keywordStem(a) === keywordStem(b);

export interface DuplicateGroup<T> {
  /** The keyword the others merge into: the one with the most questions (then the first by name). */
  keep: T;
  /** The others, by name. */
  others: T[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'nl') || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The groups of near-duplicate keywords among `tags` (two or more each), ordered by the kept keyword's name. */
export function duplicateKeywordGroups<T extends { name: string; questionCount: number }>(tags: readonly T[]): DuplicateGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const key = keywordStem(tag.name);
    if (!key) continue;
    const list = groups.get(key);
    if (list) list.push(tag);
    else groups.set(key, [tag]);
  }
  return [...groups.values()]
    .filter((list) => list.length > 1)
    .map((list) => {
      const sorted = [...list].sort((a, b) => b.questionCount - a.questionCount || byName(a, b));
      return { keep: sorted[0]!, others: sorted.slice(1).sort(byName) };
    })
    .sort((a, b) => byName(a.keep, b.keep));
}
