// /admin/misc (document 3 §2): the two buttons of the legacy back-office — refreshing the topics' cache and splitting
// solution strategies with several methods — both disabled (document 3 §2), each with why. The cache needs no refresh:
// the database rebuilds a topic's cache and search columns in the transaction of every change. The split has no rule
// written down (server/domain/admin/splitMethods.ts); POST /api/admin/misc/answers/fix refuses it and changes nothing.
import { useId } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import './Reports/reports.css';

const T = {
  title: 'Overig',
  cache: 'Cache van de opgaven vernieuwen',
  cacheWhy: 'Niet nodig: de cache en de zoekgegevens van een opgave worden bij elke wijziging meteen bijgewerkt.',
  split: 'Oplossingsstrategieën splitsen',
  splitWhy: 'Niet beschikbaar: er is niet vastgelegd hoe een stap met meerdere methodes herkend en in aparte oplossingsstrategieën verdeeld wordt.',
} as const;

function DisabledAction({ label, why }: { label: string; why: string }) {
  const id = useId();
  return (
    <div className="admin-misc-action">
      <Button variant="secondary" disabled aria-describedby={id}>
        {label}
      </Button>
      <p id={id} className="field-hint">
        {why}
      </p>
    </div>
  );
}

export function AdminMiscScreen() {
  return (
    <>
      <h1>{T.title}</h1>
      <DisabledAction label={T.cache} why={T.cacheWhy} />
      <DisabledAction label={T.split} why={T.splitWhy} />
    </>
  );
}
