// 'Schooljaar overzetten' on a licence's 'Licentie' tab (issue 47, beyond the spec 2; admins only): the button opens
// a dialog with the server's preview — the new dates, each class/group's old → new name (or why it stays), the
// leavers' seats that will be hidden and the actions whose end moves — and 'Overzetten' carries out exactly that
// preview (its fingerprint). When the licence changed in the meantime the server refuses and the dialog loads the
// new preview. The preview loads as the dialog opens (useQueryLoader), always fresh from the server.
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { RolloverDialogQuery, RolloverDialogQuery$data } from '../../../__generated__/RolloverDialogQuery.graphql';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useRolloverLicenseMutation } from './useRolloverLicenseMutation.ts';
import './rollover.css';

/** The dialog's words, in one place. */
export const ROLLOVER_TEXT = {
  open: 'Schooljaar overzetten',
  title: 'Schooljaar overzetten',
  loading: 'Overzicht laden…',
  intro: (year: string) => `Zo gaat deze licentie over naar schooljaar ${year}. Er verandert nog niets tot je op ‘Overzetten’ klikt.`,
  dates: 'Looptijd',
  begin: 'Begin',
  end: 'Einde',
  unchanged: '(blijft)',
  groups: 'Klassen/groepen',
  group: 'Klas/groep',
  becomes: 'Wordt',
  remark: 'Opmerking',
  leavers: (n: number) => `Eindexamenklas: ${n === 1 ? '1 leerling wordt' : `${n} leerlingen worden`} verborgen`,
  noGroups: 'Deze licentie heeft geen klassen/groepen.',
  hidden: (n: number) => `Verborgen licentiegebruikers (oud-leerlingen): ${n}`,
  moved: (n: number, end: string) => `Acties met als nieuw einde ${end}: ${n}`,
  cancel: 'Annuleren',
  confirm: 'Overzetten',
  done: (year: string) => `Licentie overgezet naar schooljaar ${year}`,
  failed: 'Overzetten is mislukt. Probeer het opnieuw.',
} as const;
const T = ROLLOVER_TEXT;

const previewQuery = graphql`
  query RolloverDialogQuery($id: ID!) {
    adminLicenseRollover(id: $id) {
      __typename
      ... on LicenseRolloverPreview {
        schoolYear
        beginBefore
        endBefore
        begin
        end
        hiddenSeats
        movedPrivileges
        fingerprint
        groups {
          groupId
          name
          newName
          change
          hiddenSeats
          note
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Plan = Required<Omit<RolloverDialogQuery$data['adminLicenseRollover'], 'message'>>;

/** The button and its dialog, for the licence with global id `licenseId`. */
export function RolloverDialog({ licenseId }: { licenseId: string }) {
  const [queryRef, loadQuery, dispose] = useQueryLoader<RolloverDialogQuery>(previewQuery);
  const [open, setOpen] = useState(false);
  const load = () => loadQuery({ id: licenseId }, { fetchPolicy: 'network-only' });
  const close = () => {
    setOpen(false);
    dispose();
  };
  return (
    <div className="admin-license-rollover">
      <Button
        variant="secondary"
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        {T.open}
      </Button>
      <Modal open={open} title={T.title} onClose={close}>
        {queryRef && (
          <Suspense fallback={<p role="status">{T.loading}</p>}>
            <Preview queryRef={queryRef} licenseId={licenseId} onDone={close} onReload={load} />
          </Suspense>
        )}
      </Modal>
    </div>
  );
}

function Preview({ queryRef, licenseId, onDone, onReload }: { queryRef: PreloadedQuery<RolloverDialogQuery>; licenseId: string; onDone(): void; onReload(): void }) {
  const { adminLicenseRollover: answer } = usePreloadedQuery<RolloverDialogQuery>(previewQuery, queryRef);
  const [rollover, rolling] = useRolloverLicenseMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  if (!answer || answer.__typename === '%other') return <p role="alert">{T.failed}</p>;
  const cancel = (
    <Button variant="secondary" disabled={rolling} onClick={onDone}>
      {T.cancel}
    </Button>
  );
  if (answer.__typename !== 'LicenseRolloverPreview')
    return (
      <>
        <p role="alert">{answer.message}</p>
        <div className="modal-actions">{cancel}</div>
      </>
    );
  // Relay types the union's members as one object with optional fields; on this typename the preview's are all there.
  const p = answer as Plan;

  const confirm = async () => {
    try {
      const result = (await rollover({ id: licenseId, fingerprint: p.fingerprint })).rolloverLicense;
      if (result.__typename === 'RolloverLicenseSuccess') {
        toast(T.done(p.schoolYear), 'success');
        onDone();
      } else if (result.__typename === 'LicenseChangedError') {
        toast(result.message ?? T.failed, 'error');
        onReload();
      } else setProblem(('message' in result && result.message) || T.failed);
    } catch {
      setProblem(T.failed);
    }
  };

  return (
    <>
      <p>{T.intro(p.schoolYear)}</p>
      <h3>{T.dates}</h3>
      <dl className="admin-rollover-dates">
        <dt>{T.begin}</dt>
        <dd>{p.begin === p.beginBefore ? `${formatDay(p.begin)} ${T.unchanged}` : `${formatDay(p.beginBefore)} → ${formatDay(p.begin)}`}</dd>
        <dt>{T.end}</dt>
        <dd>{`${formatDay(p.endBefore)} → ${formatDay(p.end)}`}</dd>
      </dl>
      <h3>{T.groups}</h3>
      {p.groups.length ? (
        <table className="admin-table admin-table-stack admin-rollover-groups">
          <thead>
            <tr>
              <th scope="col">{T.group}</th>
              <th scope="col">{T.becomes}</th>
              <th scope="col">{T.remark}</th>
            </tr>
          </thead>
          <tbody>
            {p.groups.map((g) => (
              <tr key={g.groupId}>
                <th scope="row" data-label={T.group}>
                  {g.name}
                </th>
                <td data-label={T.becomes}>{g.newName ?? '—'}</td>
                <td data-label={T.remark}>{g.change === 'leaver' ? T.leavers(g.hiddenSeats) : (g.note ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{T.noGroups}</p>
      )}
      <ul className="admin-rollover-summary">
        <li>{T.hidden(p.hiddenSeats)}</li>
        <li>{T.moved(p.movedPrivileges, formatDay(p.end))}</li>
      </ul>
      {problem && <p role="alert">{problem}</p>}
      <div className="modal-actions">
        {cancel}
        <Button loading={rolling} onClick={confirm}>
          {T.confirm}
        </Button>
      </div>
    </>
  );
}
