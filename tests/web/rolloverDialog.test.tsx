// 'Schooljaar overzetten' (web/screens/Admin/Licenses/RolloverDialog.tsx; issue 47, beyond the spec 2): the dialog
// shows the server's preview as it is (dates, each group old → new or why it stays, the leavers, the summary), sends
// the preview's fingerprint on 'Overzetten', loads a fresh preview when the server says the licence changed, and
// closes with a toast once it is done. The answers are written out here.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { RolloverDialog } from '../../web/screens/Admin/Licenses/RolloverDialog.tsx';
import { mockRelay, renderScreen } from './relay.tsx';

const PREVIEW = {
  __typename: 'LicenseRolloverPreview',
  schoolYear: '2027-2028',
  beginBefore: '2026-08-01',
  endBefore: '2027-08-01',
  begin: '2026-08-01',
  end: '2028-08-01',
  hiddenSeats: 2,
  movedPrivileges: 7,
  fingerprint: 'vingerafdruk-1',
  groups: [
    { groupId: '1', name: 'Havo 4', newName: 'Havo 5', change: 'up', hiddenSeats: 0, note: null },
    { groupId: '2', name: 'Havo 5', newName: 'Havo 5 (oud-leerlingen 2026-2027)', change: 'leaver', hiddenSeats: 2, note: null },
    { groupId: '3', name: 'Brugklas', newName: null, change: 'stays', hiddenSeats: 0, note: 'Geen leerjaar in de naam herkend: blijft zo' },
  ],
};

const dialog = () => screen.getByRole('dialog', { hidden: true });
const rows = () =>
  within(dialog())
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

async function open() {
  const relay = mockRelay();
  renderScreen(<RolloverDialog licenseId="License:9" />, relay, { shell: false });
  fireEvent.click(screen.getByRole('button', { name: 'Schooljaar overzetten' }));
  expect(relay.pending()).toEqual(['RolloverDialogQuery']);
  expect(relay.latest().request.variables).toEqual({ id: 'License:9' });
  await relay.answer({ Query: () => ({ adminLicenseRollover: PREVIEW }) });
  return relay;
}

test('shows the preview as the server gave it', async () => {
  await open();
  expect(within(dialog()).getByText('Zo gaat deze licentie over naar schooljaar 2027-2028. Er verandert nog niets tot je op ‘Overzetten’ klikt.')).toBeTruthy();
  expect([...dialog().querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['1 augustus 2026 (blijft)', '1 augustus 2027 → 1 augustus 2028']);
  expect(rows()).toEqual([
    ['Havo 4', 'Havo 5', ''],
    ['Havo 5', 'Havo 5 (oud-leerlingen 2026-2027)', 'Eindexamenklas: 2 leerlingen worden verborgen'],
    ['Brugklas', '—', 'Geen leerjaar in de naam herkend: blijft zo'],
  ]);
  expect([...dialog().querySelectorAll('.admin-rollover-summary li')].map((li) => li.textContent)).toEqual([
    'Verborgen licentiegebruikers (oud-leerlingen): 2',
    'Acties met als nieuw einde 1 augustus 2028: 7',
  ]);
});

test('a licence changed since the preview: the server’s words, and a fresh preview is loaded', async () => {
  const relay = await open();
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Overzetten', hidden: true }));
  expect(relay.pending()).toEqual(['useRolloverLicenseMutation']);
  expect(relay.latest().request.variables).toEqual({ id: 'License:9', fingerprint: 'vingerafdruk-1' });
  const changed = { __typename: 'LicenseChangedError', message: 'De licentie is gewijzigd sinds dit overzicht. Bekijk het overzicht opnieuw en bevestig dan.' };
  await relay.answer({ Mutation: () => ({ rolloverLicense: changed }) });
  expect(screen.getByText(changed.message)).toBeTruthy();
  expect(relay.pending()).toContain('RolloverDialogQuery');
});

test('done: the dialog closes and says so', async () => {
  const relay = await open();
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Overzetten', hidden: true }));
  await relay.answer({
    Mutation: () => ({ rolloverLicense: { __typename: 'RolloverLicenseSuccess', repeated: false } }),
    License: () => ({ id: 'License:9', begin: '2026-08-01', end: '2028-08-01' }),
  });
  expect(screen.getByText('Licentie overgezet naar schooljaar 2027-2028')).toBeTruthy();
  await act(async () => {});
  expect((dialog() as HTMLDialogElement).open).toBe(false);
});

test('a refusal is shown in the dialog, with only Annuleren', async () => {
  const relay = mockRelay();
  renderScreen(<RolloverDialog licenseId="License:9" />, relay, { shell: false });
  fireEvent.click(screen.getByRole('button', { name: 'Schooljaar overzetten' }));
  const refused = { __typename: 'RolloverRefusedError', message: 'Een proeflicentie wordt niet naar een nieuw schooljaar overgezet.' };
  await relay.answer({ Query: () => ({ adminLicenseRollover: refused }) });
  expect(within(dialog()).getByRole('alert', { hidden: true }).textContent).toBe(refused.message);
  expect(
    within(dialog())
      .getAllByRole('button', { hidden: true })
      .map((b) => b.textContent),
  ).toEqual(['Annuleren']);
});
