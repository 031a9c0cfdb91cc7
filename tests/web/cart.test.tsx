// The cart wizard (/cart, document 1 §2.6, §4, §8): the empty state, the set's name (required to go on, kept with the
// cart on the server through renameCart and its store updater), the steps, the reasons that hold 'Volgende' back and
// the failure of 'Maak de set'. Sentences the spec has are the spec's, the others the screen's, written out here.
import { fireEvent, screen, within } from '@testing-library/react';
import { CartScreen, cartScreenQuery } from '../../web/screens/Cart/CartScreen.tsx';
import type { CartScreenQuery } from '../../web/__generated__/CartScreenQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

const CHECK = { topics: 2, completeTopics: 1, questions: 3, breaches: [] };

function cart(more: object = {}) {
  return {
    stream: { id: 'Stream:5' },
    name: null,
    suggestedName: 'Natuurkunde havo – elektriciteit',
    topics: [
      {
        id: 'CartTopic:1',
        complete: true,
        topic: { id: 'Topic:11', urlId: 'lampjes', name: 'Lampjes in serie', hasAnswers: true, questionCount: 2, complexity: null, year: 2024, term: 1 },
        questions: [
          { id: 'Question:1', number: 1, points: 2, timeInMinutes: 3 },
          { id: 'Question:2', number: 2, points: 3, timeInMinutes: 4 },
        ],
      },
      {
        id: 'CartTopic:2',
        complete: false,
        topic: { id: 'Topic:12', urlId: 'weerstand', name: 'Weerstand', hasAnswers: true, questionCount: 4, complexity: null, year: 2023, term: 2 },
        questions: [{ id: 'Question:7', number: 3, points: 1, timeInMinutes: 2 }],
      },
    ],
    coverage: { complexities: [], rows: [], totals: [], total: { questions: 3, points: 6, minutes: 9 } },
    check: CHECK,
    wordCheck: CHECK,
    ...more,
  };
}

const STREAM = {
  id: 'Stream:5',
  urlId: 'natuurkunde-havo',
  viewerSearchNotice: null,
  viewerSetAllowance: { kind: 'unlimited', periodDays: null, topicsPerSet: null, completeTopics: null, wordTopics: null },
};

function openCart(cartData: object | null, stream: object = STREAM) {
  const relay = mockRelay();
  const ref = relay.preload<CartScreenQuery>(cartScreenQuery, {
    Query: () => ({ cart: cartData }),
    Viewer: () => ({ currentStream: stream, shareGroups: [], defaultHideUntil: '2027-01-03' }),
  });
  const view = renderScreen(<CartScreen queryRef={ref} />, relay, { path: '/cart' });
  return { relay, ...view };
}

const nameField = () => screen.getByLabelText('Naam van de set') as HTMLInputElement;
const next = () => screen.getByRole('button', { name: 'Volgende' });
const stepTitle = () => screen.getByRole('heading', { level: 2, name: /^Stap/ }).textContent;
const currentStep = () => screen.getByRole('navigation', { name: 'Stappen' }).querySelector('[aria-current="step"]')?.textContent;
const nameError = () => {
  const ids = (nameField().getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ?? null;
};

test("an empty cart: 'Nog geen opgaven geselecteerd' (document 1 §2.6) and the way to search", () => {
  openCart(null);
  expect(screen.getByText('Nog geen opgaven geselecteerd')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Zoek opgaven' }).getAttribute('href')).toBe('/courses/natuurkunde-havo/search/tags');
  expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
});

test('without a name the wizard does not go on, and says why at the field', () => {
  openCart(cart());
  expect(currentStep()).toContain('Opgaven');
  expect(next().getAttribute('aria-disabled')).toBe('true');
  const reasons = document.getElementById(next().getAttribute('aria-describedby')!)!;
  expect(
    within(reasons)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Geef de set een naam']);
  fireEvent.click(next());
  expect(stepTitle()).toBe('Stap 1 van 4 Opgaven');
  expect(nameError()).toBe('Geef de set een naam');
  expect(document.activeElement).toBe(nameField());
});

test('named, it goes through the four steps, and a finished step is a way back', () => {
  openCart(cart({ name: 'Toets elektriciteit' }));
  expect(nameField().value).toBe('Toets elektriciteit');
  expect(next().getAttribute('aria-disabled')).toBeNull();
  fireEvent.click(next());
  expect(stepTitle()).toBe('Stap 2 van 4 Verspreiden');
  expect(currentStep()).toContain('Verspreiden');
  fireEvent.click(next());
  expect(stepTitle()).toBe('Stap 3 van 4 Overzicht');
  expect(screen.getByRole('button', { name: 'Maak de set' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /Opgaven \(klaar\)/ }));
  expect(stepTitle()).toBe('Stap 1 van 4 Opgaven');
});

test("the name is kept with the cart when the field is left; the updater puts the server's name in the store's cart", async () => {
  const { relay } = openCart(cart());
  fireEvent.change(nameField(), { target: { value: '  Toets hoofdstuk 3 ' } });
  fireEvent.blur(nameField());
  expect(relay.latest().request.variables).toEqual({ streamId: 'Stream:5', name: 'Toets hoofdstuk 3' });
  await relay.answer({ Mutation: () => ({ renameCart: { __typename: 'RenameCartSuccess', name: 'Toets hoofdstuk 3' } }) });
  expect(relay.record('client:root:cart')?.name).toBe('Toets hoofdstuk 3');
  // The same name again is not sent again.
  fireEvent.blur(nameField());
  expect(relay.pending()).toEqual([]);
});

test("the server's refusal of a name stands at the field, and the store keeps the old name", async () => {
  const { relay } = openCart(cart({ name: 'Oud' }));
  fireEvent.change(nameField(), { target: { value: 'Nieuw' } });
  fireEvent.blur(nameField());
  await relay.answer({
    Mutation: () => ({ renameCart: { __typename: 'ValidationError', message: 'x', fieldErrors: [{ field: 'name', messages: ['Deze naam is niet toegestaan.'] }] } }),
  });
  expect(nameError()).toBe('Deze naam is niet toegestaan.');
  expect(relay.record('client:root:cart')?.name).toBe('Oud');
});

test('the suggested name is used with one press, and kept', () => {
  const { relay } = openCart(cart());
  fireEvent.click(screen.getByRole('button', { name: 'Gebruik de naam Natuurkunde havo – elektriciteit' }));
  expect(nameField().value).toBe('Natuurkunde havo – elektriciteit');
  expect(relay.latest().request.variables).toEqual({ streamId: 'Stream:5', name: 'Natuurkunde havo – elektriciteit' });
  expect(next().getAttribute('aria-disabled')).toBeNull();
});

test("a limit the server's check names holds 'Volgende' back with its sentence", () => {
  const breach = { limit: 'topicsPerSet', max: 1, available: null, message: 'Met een proeflicentie kun je maximaal 1 opgave in één set opnemen.' };
  openCart(cart({ name: 'Toets', check: { ...CHECK, breaches: [breach] } }));
  expect(next().getAttribute('aria-disabled')).toBe('true');
  const reasons = document.getElementById(next().getAttribute('aria-describedby')!)!;
  expect(
    within(reasons)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([breach.message]);
  fireEvent.click(next());
  expect(stepTitle()).toBe('Stap 1 van 4 Opgaven');
});

test("no set-making in this stream: the server's notice holds the wizard back", () => {
  openCart(cart({ name: 'Toets', check: null }), { ...STREAM, viewerSearchNotice: 'Natuurkunde havo valt niet onder je licentie.' });
  expect(next().getAttribute('aria-disabled')).toBe('true');
  expect(screen.getByText('Natuurkunde havo valt niet onder je licentie.')).toBeTruthy();
});

test("'Maak de set' sends the chosen questions in order, holds while it runs, and a failure says the spec's words (document 1 §8)", async () => {
  const { relay } = openCart(cart({ name: 'Toets' }));
  fireEvent.click(next());
  fireEvent.click(next());
  fireEvent.click(screen.getByRole('button', { name: 'Maak de set' }));
  const sent = relay.latest().request.variables;
  expect(sent).toMatchObject({
    streamId: 'Stream:5',
    name: 'Toets',
    downloadType: 'digital',
    questionIds: ['Question:1', 'Question:2', 'Question:7'],
    topicOrder: ['Topic:11', 'Topic:12'],
    qr: null,
    answerSpace: false,
    fromCart: true,
  });
  const making = screen.getByRole('button', { name: 'De set wordt gemaakt…' });
  expect(making.getAttribute('aria-busy')).toBe('true');
  expect(screen.getByRole('button', { name: 'Vorige' }).hasAttribute('disabled')).toBe(true);

  await relay.fail();
  const alert = screen.getByText('Kon verzameling niet aanmaken.').closest('.alert') as HTMLElement;
  expect(within(alert).getByText('Kon opgaven niet samenstellen. Probeer het opnieuw.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Maak de set' }).getAttribute('aria-busy')).toBeNull();

  // A second try sends the same request key, so the server answers the same set if the first did reach it.
  fireEvent.click(screen.getByRole('button', { name: 'Maak de set' }));
  expect(relay.latest().request.variables.requestKey).toBe(sent.requestKey);
  expect(sent.requestKey).toMatch(/^[0-9a-f-]{32,36}$/);
});

test("made: the confirmation step, and the updater empties the store's cart (its topics no longer 'in the cart')", async () => {
  const { relay } = openCart(cart({ name: 'Toets' }));
  fireEvent.click(next());
  fireEvent.click(next());
  fireEvent.click(screen.getByRole('button', { name: 'Maak de set' }));
  await relay.answer({
    Mutation: () => ({ createCollection: { __typename: 'CreateCollectionSuccess', created: true, viewer: { cartTopicCount: 0 } } }),
    Collection: () => ({
      id: 'Collection:70',
      name: 'Toets',
      answerSpace: false,
      createdAt: '2026-12-06T10:00:00Z',
      downloadType: 'digital',
      url: 'https://vraagwerk.example/s/abc',
      shortUrl: 'vraagwerk.example/s/abc',
      topicCount: 2,
      questionCount: 3,
      answeredQuestions: null,
      tipCount: null,
      topics: [],
      documents: [],
      shares: [],
      hides: [],
      viewerMayManage: true,
      devices: 0,
      maxDevices: 75,
      qrCodes: null,
    }),
  });
  expect(stepTitle()).toBe('Stap 4 van 4 Bevestiging');
  expect(screen.getByText('De set is gemaakt.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Opgaven \(klaar\)/ })).toBeNull();
  expect(relay.record('client:root:cart')?.topics).toEqual({ __refs: [] });
  expect(relay.record('Topic:11')).toMatchObject({ inCart: false, selectedQuestionIds: [] });
});
