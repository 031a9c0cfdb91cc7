// The feedback tab (document 1 §1, §5: 'the message is required (hint 'dit veld is verplicht'); send is disabled when
// the message is empty or only spaces'): the disabled button, the cascading choices, what is sent and the answers.
import { fireEvent, screen, within } from '@testing-library/react';
import { FeedbackTab } from '../../web/components/FeedbackTab.tsx';
import { mockRelay, renderScreen } from './relay.tsx';

async function openFeedback() {
  const relay = mockRelay();
  const view = renderScreen(<FeedbackTab />, relay);
  fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
  // The panel asks for the streams to choose from as it opens.
  expect(relay.pending()).toEqual(['FeedbackTabOptionsQuery']);
  expect(relay.latest().request.variables).toEqual({ streamId: null, examId: null, questionId: null });
  await relay.answer({
    Query: () => ({
      feedbackOptions: [
        { value: 'Stream:5', label: 'Natuurkunde havo', info: null },
        { value: 'Stream:6', label: 'Wiskunde B havo', info: null },
      ],
    }),
  });
  return { relay, ...view };
}

const dialog = () => screen.getByRole('dialog');
const message = () => within(dialog()).getByLabelText('Bericht') as HTMLTextAreaElement;
const sendButton = () => within(dialog()).getByRole('button', { name: 'Verstuur' }) as HTMLButtonElement;

test("Verstuur is disabled while the message is empty or only spaces, with the hint 'dit veld is verplicht'", async () => {
  await openFeedback();
  expect(sendButton().disabled).toBe(true);
  expect(within(dialog()).getByText('dit veld is verplicht')).toBeTruthy();
  fireEvent.change(message(), { target: { value: '   ' } });
  expect(sendButton().disabled).toBe(true);
  fireEvent.change(message(), { target: { value: 'Vraag 3 mist een eenheid.' } });
  expect(sendButton().disabled).toBe(false);
  expect(within(dialog()).getByText('25 / 2000')).toBeTruthy();
});

test('a message left empty is marked at the field once left', async () => {
  await openFeedback();
  fireEvent.blur(message());
  expect(message().getAttribute('aria-invalid')).toBe('true');
  expect(within(dialog()).getByRole('alert').textContent).toBe('dit veld is verplicht');
});

test('the exams follow the stream chosen; what is sent names the choices made', async () => {
  const { relay } = await openFeedback();
  const exam = within(dialog()).getByLabelText('Examen') as HTMLSelectElement;
  expect(exam.disabled).toBe(true);
  fireEvent.change(within(dialog()).getByLabelText('Vak'), { target: { value: 'Stream:6' } });
  expect(relay.latest().request.variables).toMatchObject({ streamId: 'Stream:6' });
  await relay.answer({ Query: () => ({ feedbackOptions: [{ value: 'Exam:1', label: '2024 tijdvak 1', info: null }] }) });
  expect(exam.disabled).toBe(false);
  fireEvent.change(exam, { target: { value: 'Exam:1' } });
  fireEvent.change(message(), { target: { value: 'Vraag 3 mist een eenheid.' } });
  fireEvent.click(sendButton());
  expect(relay.latest().request.variables).toEqual({
    input: { feedback: 'Vraag 3 mist een eenheid.', streamId: 'Stream:6', examId: 'Exam:1', questionId: null, part: null },
  });
  expect(sendButton().getAttribute('aria-busy')).toBe('true');
});

test('sent, the panel closes with a thank-you toast', async () => {
  const { relay } = await openFeedback();
  fireEvent.change(message(), { target: { value: 'Mooie opgaven!' } });
  fireEvent.click(sendButton());
  await relay.answer({ Mutation: () => ({ sendFeedback: { __typename: 'SendFeedbackSuccess' } }) });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Bedankt! Je feedback is verstuurd.');
});

test('a failure keeps the panel and the message, and says so', async () => {
  const { relay } = await openFeedback();
  fireEvent.change(message(), { target: { value: 'Mooie opgaven!' } });
  fireEvent.click(sendButton());
  await relay.fail();
  expect(within(dialog()).getByRole('alert').textContent).toBe('Je feedback kon niet worden verstuurd. Controleer je verbinding en probeer het opnieuw.');
  expect(message().value).toBe('Mooie opgaven!');
  expect(sendButton().getAttribute('aria-busy')).toBeNull();
});
