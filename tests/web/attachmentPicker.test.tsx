// The back-office's attachment picker (issue 45, document 3 §3 Attachment, §8): the chosen attachments in order as
// thumbnails with names, moved with buttons (the focus stays with the moved one, its new place announced) or removed;
// more chosen from the exam's attachments (loaded when the list opens) or uploaded with a 'bezig' state and its
// progress, and 'Kon afbeelding niet uploaden.' when the upload fails. The upload itself (a multipart POST) is the
// server's to test (tests/server/adminAttachments.test.ts); here the picker is handed one the test answers.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { AttachmentPicker, type PickedAttachment, type UploadImage } from '../../web/screens/Admin/AttachmentPicker.tsx';
import { mockRelay, renderScreen } from './relay.tsx';

const KNOWN: PickedAttachment[] = [
  { editId: 'a1', name: 'Figuur 1', url: '/files/1/een.png' },
  { editId: 'a2', name: 'Figuur 2', url: '/files/2/twee.png' },
  { editId: 'a3', name: 'Tabel', url: '/files/3/drie.jpg' },
];

function Harness({ initial, upload, changes }: { initial: string[]; upload?: UploadImage; changes: string[][] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <AttachmentPicker
      examId="e1"
      label="Bijlagen"
      value={value}
      attachments={KNOWN}
      upload={upload}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function open(initial: string[], upload?: UploadImage) {
  const relay = mockRelay();
  const changes: string[][] = [];
  renderScreen(<Harness initial={initial} upload={upload} changes={changes} />, relay);
  const group = () => screen.getByRole('group', { name: 'Bijlagen' });
  // The chosen list (an ordered list); the exam's offer is a list of its own.
  const chosen = () => [...group().querySelectorAll('ol > li')].map((li) => [li.querySelector('.attachment-name')?.textContent, li.querySelector('img')?.getAttribute('src')]);
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
  return { relay, changes, chosen, button };
}

test('shows the chosen attachments in order with their thumbnails; moves them with buttons that keep the focus and say where it went', () => {
  const { changes, chosen, button } = open(['a1', 'a2', 'a3']);
  expect(chosen()).toEqual([
    ['Figuur 1', '/files/1/een.png'],
    ['Figuur 2', '/files/2/twee.png'],
    ['Tabel', '/files/3/drie.jpg'],
  ]);
  expect([button('Figuur 1 omhoog').disabled, button('Figuur 1 omlaag').disabled, button('Tabel omlaag').disabled]).toEqual([true, false, true]);

  button('Figuur 2 omhoog').focus();
  fireEvent.click(button('Figuur 2 omhoog'));
  expect(changes.at(-1)).toEqual(['a2', 'a1', 'a3']);
  expect(chosen().map(([name]) => name)).toEqual(['Figuur 2', 'Figuur 1', 'Tabel']);
  // At the top its up button is off: the focus moves to its down button.
  expect(document.activeElement).toBe(button('Figuur 2 omlaag'));
  expect(screen.getByText('Figuur 2 staat nu op plaats 1 van 3.')).toBeTruthy();

  fireEvent.click(button('Figuur 2 omlaag'));
  expect(changes.at(-1)).toEqual(['a1', 'a2', 'a3']);
  expect(document.activeElement).toBe(button('Figuur 2 omlaag'));
});

test('removes an attachment', () => {
  const { changes, chosen, button } = open(['a1', 'a2']);
  fireEvent.click(button('Figuur 1 verwijderen'));
  expect(changes).toEqual([['a2']]);
  expect(chosen().map(([name]) => name)).toEqual(['Figuur 2']);
  fireEvent.click(button('Figuur 2 verwijderen'));
  expect(screen.getByText('Geen bijlagen.')).toBeTruthy();
});

test("offers the exam's attachments not chosen yet when the list opens, and adds the one picked at the end", async () => {
  const { relay, changes, chosen, button } = open(['a1']);
  expect(relay.pending()).toEqual([]);
  fireEvent.click(button('Kies uit dit examen'));
  expect(button('Kies uit dit examen').getAttribute('aria-expanded')).toBe('true');
  expect(relay.latest().request.variables).toEqual({ exam: 'e1' });
  await relay.answer({
    Exam: () => ({
      id: 'Exam:1',
      attachments: [
        { editId: 'a1', name: 'Figuur 1', url: '/files/1/een.png' },
        { editId: 'a4', name: 'Grafiek', url: '/files/4/vier.png' },
        { editId: 'a5', name: 'Uitwerkbijlage', url: '/files/5/vijf.png' },
      ],
    }),
  });
  expect(screen.getAllByRole('button', { name: /toevoegen$/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Grafiek toevoegen', 'Uitwerkbijlage toevoegen']);
  fireEvent.click(button('Grafiek toevoegen'));
  expect(changes).toEqual([['a1', 'a4']]);
  expect(chosen()).toEqual([
    ['Figuur 1', '/files/1/een.png'],
    ['Grafiek', '/files/4/vier.png'],
  ]);
  expect(screen.getAllByRole('button', { name: /toevoegen$/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Uitwerkbijlage toevoegen']);
});

test("uploads an image with a 'bezig' state and its progress, then lists it", async () => {
  let finish: (a: PickedAttachment) => void = () => {};
  let progress: (percent: number) => void = () => {};
  const calls: { examId: string; name: string; fileName: string }[] = [];
  const upload: UploadImage = (input, onProgress) => {
    calls.push({ examId: input.examId, name: input.name, fileName: input.file.name });
    progress = onProgress;
    return new Promise((resolve) => (finish = resolve));
  };
  const { changes, chosen, button } = open(['a1'], upload);
  fireEvent.change(screen.getByLabelText('Afbeelding (JPEG of PNG)'), { target: { files: [new File([new Uint8Array([0x89, 0x50])], 'krachten.png', { type: 'image/png' })] } });
  fireEvent.click(button('Uploaden'));
  // No name given: the file's name without its extension.
  expect(calls).toEqual([{ examId: 'e1', name: 'krachten', fileName: 'krachten.png' }]);
  expect(screen.getByText('Bezig met uploaden…')).toBeTruthy();
  expect(button('Uploaden').getAttribute('aria-busy')).toBe('true');
  act(() => progress(40));
  expect(screen.getByText('Bezig met uploaden… 40%')).toBeTruthy();
  await act(async () => finish({ editId: 'a9', name: 'krachten', url: '/files/9/negen.png' }));
  expect(changes).toEqual([['a1', 'a9']]);
  expect(chosen()).toEqual([
    ['Figuur 1', '/files/1/een.png'],
    ['krachten', '/files/9/negen.png'],
  ]);
  expect(screen.queryByText(/Bezig met uploaden/)).toBeNull();
  expect(screen.getByText('Afbeelding geüpload')).toBeTruthy();
});

test("says 'Kon afbeelding niet uploaden.' when the upload is refused, and keeps the list", async () => {
  const upload: UploadImage = async () => {
    throw new Error('upload answered 422');
  };
  const { changes, chosen, button } = open(['a1'], upload);
  fireEvent.change(screen.getByLabelText('Naam (bijschrift)'), { target: { value: 'Schets' } });
  // Without a file there is nothing to send.
  fireEvent.click(button('Uploaden'));
  expect(screen.getByRole('alert').textContent).toBe('Kies eerst een JPEG- of PNG-bestand.');
  fireEvent.change(screen.getByLabelText('Afbeelding (JPEG of PNG)'), { target: { files: [new File(['geen afbeelding'], 'schets.png', { type: 'image/png' })] } });
  await act(async () => fireEvent.click(button('Uploaden')));
  expect(within(screen.getByRole('group', { name: 'Bijlagen' })).getByRole('alert').textContent).toBe('Kon afbeelding niet uploaden.');
  expect(changes).toEqual([]);
  expect(chosen().map(([name]) => name)).toEqual(['Figuur 1']);
});
