// The set's device places for its teacher (issue 43, beyond the spec): fair use lets at most 75 anonymous devices in
// (document 1 §9), so the card says how many hold a place and lets the owner free them all, after a confirmation — for
// a class locked out by a set used too often, or by someone who took its places. Only the owner (or an admin) sees it.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SetDevices_collection$key } from '../../__generated__/SetDevices_collection.graphql';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useResetSetDevicesMutation } from '../../mutations/useResetSetDevicesMutation.ts';

export const DEVICES_TEXT = {
  count: (n: number, max: number) => `Apparaten: ${n} van de ${max} plaatsen in gebruik`,
  reset: 'Plaatsen vrijgeven',
  confirmTitle: 'Plaatsen van apparaten vrijgeven?',
  confirmText: (max: number) =>
    `Alle apparaten die deze set hebben geopend, worden bij hun volgende bezoek opnieuw geteld. Gebruik dit als leerlingen de set niet meer kunnen openen omdat de ${max} plaatsen vol zijn.`,
  no: 'Annuleren',
  yes: 'Vrijgeven',
  failed: 'Dat is niet gelukt. Probeer het opnieuw.',
};

export function SetDevices({ collection }: { collection: SetDevices_collection$key }) {
  const set = useFragment(
    graphql`
      fragment SetDevices_collection on Collection {
        id
        devices
        maxDevices
      }
    `,
    collection,
  );
  const [confirming, setConfirming] = useState(false);
  const [reset, inFlight] = useResetSetDevicesMutation();
  const toast = useToast();
  if (set.devices === null || set.devices === undefined) return null;

  async function run() {
    try {
      const result = await reset(set.id);
      toast(result.message ?? DEVICES_TEXT.failed, result.__typename === 'ResetSetDevicesSuccess' ? 'success' : 'error');
    } catch {
      toast(DEVICES_TEXT.failed, 'error');
    }
    setConfirming(false);
  }

  return (
    <div className="collection-devices">
      <p>{DEVICES_TEXT.count(set.devices, set.maxDevices)}</p>
      {set.devices > 0 && (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {DEVICES_TEXT.reset}
        </Button>
      )}
      <Modal
        open={confirming}
        title={DEVICES_TEXT.confirmTitle}
        onClose={() => {
          if (!inFlight) setConfirming(false);
        }}
        actions={
          <>
            <Button variant="secondary" disabled={inFlight} onClick={() => setConfirming(false)}>
              {DEVICES_TEXT.no}
            </Button>
            <Button loading={inFlight} onClick={() => void run()}>
              {DEVICES_TEXT.yes}
            </Button>
          </>
        }
      >
        <p>{DEVICES_TEXT.confirmText(set.maxDevices)}</p>
      </Modal>
    </div>
  );
}
