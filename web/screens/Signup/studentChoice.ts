// The subjects of a student licence (document 2 §5): with fewer than three each chosen subject; from three on every
// subject of their one level, and only one level can be chosen. `chosen` is what the student ticked; what the licence
// holds follows from it, so unticking one again is always possible.

export interface Level {
  slug: string;
  streams: readonly { slug: string }[];
}

/** The level of a subject. */
const levelOf = (levels: readonly Level[], slug: string) => levels.find((l) => l.streams.some((s) => s.slug === slug));

/** The subjects the licence holds for what was ticked. */
export function includedSubjects(levels: readonly Level[], chosen: readonly string[], wholeLevelFrom: number): string[] {
  if (chosen.length < wholeLevelFrom) return [...chosen];
  const level = levelOf(levels, chosen[0]!);
  return level ? level.streams.map((s) => s.slug) : [...chosen];
}

/** May this subject be ticked as well? Not when it would make three or more subjects over more than one level. */
export function mayAdd(levels: readonly Level[], chosen: readonly string[], slug: string, wholeLevelFrom: number): boolean {
  if (chosen.includes(slug)) return true;
  const next = [...chosen, slug];
  if (next.length < wholeLevelFrom) return true;
  return new Set(next.map((s) => levelOf(levels, s)?.slug)).size === 1;
}

/** The price for a number of subjects: the entry for that many, or the highest (which stands for that many or more). */
export function priceFor(prices: readonly { subjects: number; amountCents: number }[], count: number): number | null {
  if (count === 0) return null;
  const exact = prices.find((p) => p.subjects === count);
  return (exact ?? prices.reduce((a, b) => (b.subjects > a.subjects ? b : a))).amountCents;
}
