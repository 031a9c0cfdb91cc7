// The back-office's markup field (issue 45, 'what students will see, while typing'): a formula that cannot be read is
// marked at its place in the preview with the server's own sentence and named under the field, which is then invalid
// and described by it; 'Toon in de tekst' selects the formula; mending it clears the flag once typing pauses; a `$$`
// without its partner is named too; the server's refusal of the same formula is not shown twice. And the formula
// sheet's form, which uses it, saves a flagged text anyway and shows the server's refusal once.
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MarkupField } from '../../web/screens/Admin/MarkupField.tsx';
import { AdminCourseScreen, adminCourseScreenQuery } from '../../web/screens/Admin/AdminCourseScreen.tsx';
import type { AdminCourseScreenQuery } from '../../web/__generated__/AdminCourseScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

const BROKEN = 'Bereken $$\\frac{1}{2}$$ en $$\\frac{1}{$$.';
const MESSAGE = "Formule 2 kan niet worden gelezen: Unexpected end of input in a macro argument, expected '}'";

function Field({ initial, error }: { initial: string; error?: readonly string[] }) {
  const [value, setValue] = useState(initial);
  return <MarkupField label="Introductie" value={value} onChange={setValue} error={error} />;
}

const textbox = () => screen.getByRole('textbox', { name: 'Introductie' }) as HTMLTextAreaElement;
/** What a screen reader reads with the field: the texts its aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

test('marks the formula that cannot be read at its place in the preview and names it under the field', async () => {
  render(<Field initial={BROKEN} />);
  const preview = screen.getByRole('region', { name: 'Voorbeeld' });
  const flag = await within(preview).findByText(MESSAGE);
  const mark = flag.closest('mark')!;
  // The mark holds the second formula's source, where it stands: after the first formula, drawn, and ' en '.
  expect(mark.querySelector('code')!.textContent).toBe('\\frac{1}{');
  expect(mark.previousSibling?.textContent).toBe(' en ');
  expect(preview.querySelectorAll('.katex').length).toBe(1);
  expect(preview.querySelector('.katex annotation')!.textContent).toBe('\\frac{1}{2}');
  expect(textbox().getAttribute('aria-invalid')).toBe('true');
  expect(description(textbox())).toBe(`${MESSAGE} Toon in de tekst`);

  fireEvent.click(screen.getByRole('button', { name: 'Toon in de tekst' }));
  expect(document.activeElement).toBe(textbox());
  expect([textbox().selectionStart, textbox().selectionEnd]).toEqual([27, 40]);
  expect(textbox().value.slice(27, 40)).toBe('$$\\frac{1}{$$');
});

test('clears the flag once the formula is mended and typing pauses', async () => {
  render(<Field initial={BROKEN} />);
  await screen.findAllByText(MESSAGE);
  fireEvent.change(textbox(), { target: { value: 'Bereken $$\\frac{1}{2}$$ en $$\\frac{1}{3}$$.' } });
  await waitFor(() => expect(screen.queryAllByText(MESSAGE)).toEqual([]));
  expect(textbox().getAttribute('aria-invalid')).toBeNull();
  expect(textbox().getAttribute('aria-describedby')).toBeNull();
  const preview = screen.getByRole('region', { name: 'Voorbeeld' });
  expect([...preview.querySelectorAll('.katex annotation')].map((a) => a.textContent)).toEqual(['\\frac{1}{2}', '\\frac{1}{3}']);
  expect(preview.querySelector('mark')).toBeNull();
});

test('names a $$ left without its partner, which the preview shows as it is', async () => {
  render(<Field initial="" />);
  fireEvent.change(textbox(), { target: { value: 'Eerst $$x$$, dan $$y' } });
  const message = 'Formule 2 is niet afgesloten: zet er $$ achter (of haal de $$ weg).';
  await screen.findByText(message);
  expect(description(textbox())).toBe(`${message} Toon in de tekst`);
  const paragraph = screen.getByRole('region', { name: 'Voorbeeld' }).querySelector('p')!;
  expect(paragraph.lastChild!.textContent).toBe(', dan $$y');
  expect(paragraph.querySelector('mark')).toBeNull();
});

test("shows the server's refusal of the same formula once, and any other message beside it", async () => {
  render(<Field initial={BROKEN} error={[MESSAGE, 'Maximaal 20000 tekens']} />);
  await within(screen.getByRole('region', { name: 'Voorbeeld' })).findByText(MESSAGE);
  expect(description(textbox())).toBe(`${MESSAGE} Toon in de tekst | Maximaal 20000 tekens`);
  expect(screen.getByRole('alert').textContent).toBe('Maximaal 20000 tekens');
});

test('the formula sheet flags its formula, still saves, and shows the refusal once', async () => {
  const relay = mockRelay();
  const ref = relay.preload<AdminCourseScreenQuery>(adminCourseScreenQuery, { Stream: () => ({ id: 'Stream:7', urlId: 'nh', name: 'Natuurkunde Havo', formulaSheet: 'oud' }) }, { urlId: 'nh' });
  renderScreen(<AdminCourseScreen queryRef={ref} />, relay, { path: '/admin/courses/nh' });
  const sheet = screen.getByRole('textbox', { name: 'Formuleblad' });
  fireEvent.change(sheet, { target: { value: BROKEN } });
  await within(screen.getByRole('region', { name: 'Voorbeeld' })).findByText(MESSAGE);
  const save = screen.getByRole('button', { name: 'Opslaan' }) as HTMLButtonElement;
  expect(save.disabled).toBe(false);
  fireEvent.click(save);
  expect(relay.latest().request.variables).toEqual({ streamId: 'Stream:7', formulaSheet: BROKEN });
  await relay.answer({ Mutation: () => ({ saveFormulaSheet: { __typename: 'ValidationError', message: 'Controleer de velden.', fieldErrors: [{ field: 'formulaSheet', messages: [MESSAGE] }] } }) });
  // The toast, and no second copy of the message at the field.
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Oeps! Er ging iets niet helemaal goed.']);
  expect(description(sheet)).toBe(`${MESSAGE} Toon in de tekst`);
  expect((sheet as HTMLTextAreaElement).value).toBe(BROKEN);
});
