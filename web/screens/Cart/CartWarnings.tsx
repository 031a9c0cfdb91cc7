// The cart's warning banners (document 1 §2.6): topics without tips and self-marking for students, the trial licence's
// maximum of topics per set (or a selection above the maximum), the complete topics left in the licence period, and
// no more Word documents. Whether a limit is broken is the server's check (Cart.setCheck); admins and authors
// (unlimited) see only the first banner.
import { Alert } from '../../components/ui/Alert.tsx';
import type { RuleAllowance, SelectionFacts, SetCheck } from './cartRules.ts';
import { WARNING_TEXT } from './cartText.ts';

export function CartWarnings({
  facts,
  allowance,
  check,
  wordCheck,
}: {
  facts: SelectionFacts;
  allowance: RuleAllowance | null | undefined;
  check: SetCheck | null | undefined;
  wordCheck: SetCheck | null | undefined;
}) {
  const broken = (limit: string) => check?.breaches.find((b) => b.limit === limit);
  const tooMany = broken('topicsPerSet');
  const complete = broken('completeTopics');
  const perSet = allowance?.topicsPerSet;
  // No Word topics left at all in the period: the spec's 'Je kunt geen Word-documenten meer aanmaken...'.
  const noWord = wordCheck?.breaches.find((b) => b.limit === 'wordTopics' && b.available === 0);
  return (
    <div className="cart-warnings">
      {facts.withoutAnswers.length > 0 && (
        <Alert kind="warning" title={WARNING_TEXT.noAnswersTitle}>
          <p>{WARNING_TEXT.noAnswers(facts.withoutAnswers)}</p>
        </Alert>
      )}
      {tooMany ? (
        <Alert kind="warning" title={WARNING_TEXT.tooManyTitle}>
          <p>{WARNING_TEXT.tooMany(tooMany.max, check?.topics ?? facts.topics)}</p>
        </Alert>
      ) : (
        allowance?.kind === 'limited' &&
        perSet != null && (
          <Alert kind="warning" title={WARNING_TEXT.trialTitle}>
            <p>{WARNING_TEXT.trial(perSet)}</p>
          </Alert>
        )
      )}
      {complete && (
        <Alert kind="warning" title={WARNING_TEXT.completeTitle}>
          <p>{WARNING_TEXT.complete(complete.max, complete.available ?? 0, allowance?.periodDays ?? 0, check?.completeTopics ?? 0)}</p>
        </Alert>
      )}
      {noWord && (
        <Alert kind="warning" title={WARNING_TEXT.wordTitle}>
          <p>{noWord.message}</p>
        </Alert>
      )}
    </div>
  );
}
