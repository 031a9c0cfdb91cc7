// Step 'Overzicht' (document 1 §2.6): what the set will be — its name, how it is shared, its topics in order with the
// chosen questions, and the totals — then the coverage grid of domains × complexity.
import { useId } from 'react';
import type { CoverageGrid_coverage$key } from '../../__generated__/CoverageGrid_coverage.graphql';
import type { SelectionFacts } from './cartRules.ts';
import { CART_TEXT, type DownloadType } from './cartText.ts';
import { CoverageGrid } from './CoverageGrid.tsx';

export interface OverviewTopic {
  id: string;
  name: string;
  numbers: readonly number[];
}

export function distributionLabel(type: DownloadType, qr: boolean, answerSpace = false): string {
  const label = type === 'pdf' ? (qr ? CART_TEXT.pdfWithQr : CART_TEXT.pdfWithoutQr) : CART_TEXT.downloadTypes[type];
  return answerSpace && type !== 'digital' ? CART_TEXT.withAnswerSpace(label) : label;
}

export function CartOverview({
  name,
  downloadType,
  qr,
  answerSpace,
  topics,
  facts,
  coverage,
}: {
  name: string;
  downloadType: DownloadType;
  qr: boolean;
  /** Lines to answer on under each question (pdf and word). */
  answerSpace: boolean;
  topics: readonly OverviewTopic[];
  facts: SelectionFacts;
  coverage: CoverageGrid_coverage$key | null | undefined;
}) {
  const summaryId = useId();
  const coverageId = useId();
  return (
    <>
      <section className="cart-overview" aria-labelledby={summaryId}>
        <h3 id={summaryId}>{CART_TEXT.summary}</h3>
        <dl className="readonly-list cart-summary">
          <dt>{CART_TEXT.summaryName}</dt>
          <dd>{name.trim()}</dd>
          <dt>{CART_TEXT.summaryDistribution}</dt>
          <dd>{distributionLabel(downloadType, qr, answerSpace)}</dd>
          <dt>{CART_TEXT.summaryTopics}</dt>
          <dd>
            {facts.topics}
            <ol className="cart-summary-topics">
              {topics.map((t) => (
                <li key={t.id}>
                  {t.name} <span className="muted">· {CART_TEXT.numbers(t.numbers)}</span>
                </li>
              ))}
            </ol>
          </dd>
          <dt>{CART_TEXT.summaryQuestions}</dt>
          <dd>{facts.questionIds.length}</dd>
          <dt>{CART_TEXT.summaryPoints}</dt>
          <dd>{facts.points}</dd>
          <dt>{CART_TEXT.summaryMinutes}</dt>
          <dd>{facts.minutes}</dd>
        </dl>
      </section>
      {coverage && (
        <section className="cart-coverage" aria-labelledby={coverageId}>
          <h3 id={coverageId}>{CART_TEXT.coverageTitle}</h3>
          <CoverageGrid coverage={coverage} />
        </section>
      )}
    </>
  );
}
