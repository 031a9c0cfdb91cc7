// 'Bewerk een kopie' on a card of the reuse list (issue 41, beyond the spec): the set's topics and questions become
// the current selection again, to change and make into a new set; the set itself stays as it is. When the selection
// of the set's stream holds topics, a dialog asks first, because they will be replaced. Afterwards the teacher is on
// /cart with the selection, and the menu's badge counts it.
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { EditCopySelectionQuery } from '../../__generated__/EditCopySelectionQuery.graphql';
import { plural } from '../../components/TopicFacts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useCurrentStreamChanged } from '../../components/useCurrentStreamChanged.ts';
import { useReuseCollectionMutation } from '../../mutations/useReuseCollectionMutation.ts';

export const EDIT_COPY_TEXT = {
  button: 'Bewerk een kopie',
  hint: 'Zet de opgaven van deze set in je huidige selectie om ze aan te passen en opnieuw te delen. De set zelf blijft zoals hij is.',
  confirmTitle: 'Huidige selectie vervangen?',
  confirmText: (inSelection: number, name: string) =>
    `Je huidige selectie bevat ${plural(inSelection, 'opgave', 'opgaven')}. ${inSelection === 1 ? 'Die wordt' : 'Die worden'} vervangen door de opgaven van ‘${name}’.`,
  yes: 'Ja, vervang',
  no: 'Nee',
  done: (name: string) => `De opgaven van ‘${name}’ staan in je huidige selectie.`,
  leftOut: (n: number) => `${plural(n, 'vraag', 'vragen')} ${n === 1 ? 'is' : 'zijn'} niet meer beschikbaar en weggelaten.`,
  failed: 'Dat is niet gelukt. Probeer het opnieuw.',
};

const selectionQuery = graphql`
  query EditCopySelectionQuery($id: ID!) {
    node(id: $id) {
      ... on Collection {
        viewerSelectionCount
      }
    }
  }
`;

export function EditCopy({ id, name, describedBy }: { id: string; name: string; describedBy?: string }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const toast = useToast();
  const streamChanged = useCurrentStreamChanged();
  const [reuse, inFlight] = useReuseCollectionMutation();
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);

  const run = async () => {
    try {
      const result = await reuse(id);
      if (result.__typename !== 'ReuseCollectionSuccess') {
        setConfirming(null);
        toast(result.__typename === '%other' ? EDIT_COPY_TEXT.failed : (result.message ?? EDIT_COPY_TEXT.failed), 'error');
        return;
      }
      // The set's stream is now the current one: the store forgets the previous one's screens, the shell (badge) follows.
      await streamChanged();
      toast([EDIT_COPY_TEXT.done(name), result.leftOut ? EDIT_COPY_TEXT.leftOut(result.leftOut) : ''].filter(Boolean).join(' '), 'success');
      navigate('/cart');
    } catch {
      setConfirming(null);
      toast(EDIT_COPY_TEXT.failed, 'error');
    }
  };

  // The selection is read when the teacher asks, not with the list: it changes on other pages and in other tabs.
  const start = async () => {
    if (checking || inFlight) return;
    setChecking(true);
    try {
      const data = await fetchQuery<EditCopySelectionQuery>(environment, selectionQuery, { id }, { fetchPolicy: 'network-only' }).toPromise();
      const inSelection = data?.node?.viewerSelectionCount ?? 0;
      if (inSelection > 0) setConfirming(inSelection);
      else await run();
    } catch {
      toast(EDIT_COPY_TEXT.failed, 'error');
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button variant="secondary" loading={checking || (inFlight && confirming === null)} aria-describedby={describedBy} onClick={() => void start()}>
        {EDIT_COPY_TEXT.button}
      </Button>
      <Modal
        open={confirming !== null}
        title={EDIT_COPY_TEXT.confirmTitle}
        onClose={() => {
          if (!inFlight) setConfirming(null);
        }}
        actions={
          <>
            <Button variant="secondary" disabled={inFlight} onClick={() => setConfirming(null)}>
              {EDIT_COPY_TEXT.no}
            </Button>
            <Button loading={inFlight} onClick={() => void run()}>
              {EDIT_COPY_TEXT.yes}
            </Button>
          </>
        }
      >
        <p>{EDIT_COPY_TEXT.confirmText(confirming ?? 0, name)}</p>
      </Modal>
    </>
  );
}
