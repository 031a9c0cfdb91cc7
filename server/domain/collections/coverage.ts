// The coverage grid (beyond the spec): a selection of questions as domains × complexity, with question counts,
// points and minutes per cell, so a teacher sees at a glance what a set practises and what it leaves out. Rows are
// the stream's main domains (a question linked to a subdomain counts under its parent) in the stream's order; a
// question in two domains counts in both rows but once in the totals. Questions without a domain get a row of their
// own (domainId null), and questions without a complexity a column of their own (complexity null).
import type { Db } from '../../db/database.ts';
import type { Complexity } from '../../db/generated/enums.ts';

export interface CoverageQuestion {
  id: number;
  points: number;
  timeInMinutes: number | null;
  /** The question's complexity, else its topic's. */
  complexity: Complexity | null;
  /** The main domains of the question (parents of its subdomains, or the domain itself). */
  domains: { id: number; name: string; position: number }[];
}

export interface CoverageCell {
  complexity: Complexity | null;
  questions: number;
  points: number;
  minutes: number;
}

export interface CoverageRow {
  domainId: number | null;
  name: string | null;
  cells: CoverageCell[];
  total: Omit<CoverageCell, 'complexity'>;
}

export interface Coverage {
  /** The columns: low, average, high, and null only when some question has no complexity. */
  complexities: (Complexity | null)[];
  rows: CoverageRow[];
  /** Per column over all questions, each question once. */
  totals: CoverageCell[];
  total: Omit<CoverageCell, 'complexity'>;
}

const COMPLEXITIES: Complexity[] = ['low', 'average', 'high'];

const empty = () => ({ questions: 0, points: 0, minutes: 0 });
const add = (sum: { questions: number; points: number; minutes: number }, q: CoverageQuestion) => {
  sum.questions += 1;
  sum.points += q.points;
  sum.minutes += q.timeInMinutes ?? 0;
};

/** The grid of a selection. Pure. */
export function coverageGrid(questions: readonly CoverageQuestion[]): Coverage {
  const complexities: (Complexity | null)[] = questions.some((q) => q.complexity === null) ? [...COMPLEXITIES, null] : COMPLEXITIES;
  const cellsOf = () => complexities.map((complexity) => ({ complexity, ...empty() }));
  const rows = new Map<number | null, CoverageRow & { position: number }>();
  const totals = cellsOf();
  const total = empty();
  for (const q of questions) {
    const column = complexities.indexOf(q.complexity);
    add(totals[column]!, q);
    add(total, q);
    const domains = q.domains.length ? [...new Map(q.domains.map((d) => [d.id, d])).values()] : [null];
    for (const domain of domains) {
      const id = domain?.id ?? null;
      let row = rows.get(id);
      if (!row) {
        row = { domainId: id, name: domain?.name ?? null, position: domain?.position ?? Number.MAX_SAFE_INTEGER, cells: cellsOf(), total: empty() };
        rows.set(id, row);
      }
      add(row.cells[column]!, q);
      add(row.total, q);
    }
  }
  const ordered = [...rows.values()].sort((a, b) => a.position - b.position || (a.name ?? '').localeCompare(b.name ?? '', 'nl'));
  return { complexities, rows: ordered.map(({ position: _position, ...row }) => row), totals, total };
}

/** Loads what the grid needs of some questions and draws it. */
export async function coverageOf(db: Db, questionIds: readonly number[]): Promise<Coverage> {
  const rows = await db.question.findMany({
    where: { id: { in: [...questionIds] } },
    select: {
      id: true,
      points: true,
      timeInMinutes: true,
      complexity: true,
      topic: { select: { complexity: true } },
      domains: { select: { domain: { select: { id: true, name: true, position: true, parent: { select: { id: true, name: true, position: true } } } } } },
    },
  });
  return coverageGrid(
    rows.map((q) => ({
      id: q.id,
      points: q.points,
      timeInMinutes: q.timeInMinutes,
      complexity: q.complexity ?? q.topic.complexity,
      domains: q.domains.map(({ domain }) => domain.parent ?? { id: domain.id, name: domain.name, position: domain.position }),
    })),
  );
}
