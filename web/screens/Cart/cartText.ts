// Every sentence of the cart wizard (/cart, document 1 §2.6, §8), in one place. The sentences of the licence limits
// are the server's (Cart.setCheck and SetLimitError words them in server/graphql/errors/messages.ts).
import { plural } from '../../components/TopicFacts.tsx';

export type DownloadType = 'digital' | 'pdf' | 'word';

export const STEPS = ['Opgaven', 'Verspreiden', 'Overzicht', 'Bevestiging'] as const;

export const CART_TEXT = {
  title: 'Huidige selectie',
  steps: 'Stappen',
  stepOf: (n: number, of: number) => `Stap ${n} van ${of}`,
  done: 'klaar',
  back: 'Vorige',
  next: 'Volgende',
  make: 'Maak de set',
  making: 'De set wordt gemaakt…',
  empty: 'Nog geen opgaven geselecteerd',
  emptyHint: 'Kies op de pagina van een opgave de vragen die je wilt gebruiken en klik op ‘Voeg toe’.',
  search: 'Zoek opgaven',
  noQuestionsChosen: 'Kies minimaal één vraag',

  // Step Opgaven
  name: 'Naam van de set',
  nameHint: 'Je leerlingen zien deze naam boven de set.',
  nameRequired: 'Geef de set een naam',
  nameSuggestion: 'Suggestie:',
  suggestionLabel: (name: string) => `Gebruik de naam ${name}`,
  topicsTitle: 'Gekozen opgaven',
  orderHint: 'Verander de volgorde met de knoppen Omhoog en Omlaag, of sleep een opgave met de muis.',
  questionsOf: (chosen: number, of: number) => `${chosen} van ${plural(of, 'vraag', 'vragen')}`,
  numbers: (numbers: readonly number[]) => (numbers.length === 1 ? `Vraag ${numbers[0]}` : `Vragen ${numbers.join(', ')}`),
  points: (n: number) => plural(n, 'punt', 'punten'),
  minutes: (n: number) => plural(n, 'minuut', 'minuten'),
  complete: 'Complete opgave',
  noAnswers: 'Geen tips/nakijken',
  noQuestions: 'Geen vragen gekozen: deze opgave komt niet in de set.',
  change: 'Vragen aanpassen',
  up: 'Omhoog',
  down: 'Omlaag',
  remove: 'Verwijder',
  drag: 'Sleep om te verplaatsen',
  moved: (name: string, place: number, of: number) => `${name} staat nu op plaats ${place} van ${of}.`,
  reorderFailed: 'De volgorde kon niet worden bewaard. Probeer het opnieuw.',
  removed: (name: string) => `${name} is uit de selectie gehaald.`,
  undo: 'Ongedaan maken',
  restored: (name: string) => `${name} staat weer in de selectie.`,
  removeFailed: 'De opgave kon niet uit de selectie worden gehaald. Probeer het opnieuw.',
  undoFailed: 'De opgave kon niet worden teruggezet. Voeg hem opnieuw toe op de pagina van de opgave.',

  // Step Verspreiden
  distribution: 'Hoe deel je de set?',
  downloadTypes: { digital: 'Digitaal', pdf: 'PDF', word: 'Word' } satisfies Record<DownloadType, string>,
  downloadHints: {
    digital: 'Je leerlingen openen de set online, via een link of in hun webomgeving, met tips en zelf nakijken.',
    pdf: 'Een pdf om af te drukken; met een QR-code per vraag openen leerlingen de vraag online.',
    word: 'Een Word-document dat je zelf nog kunt aanpassen.',
  } satisfies Record<DownloadType, string>,
  qr: 'QR-code per vraag',
  answerSpace: 'met antwoordruimte',
  answerSpaceHint: 'Lijnen onder elke vraag om op te antwoorden, naar het aantal punten. Handig als je de set als toets uitdeelt.',

  // Step Overzicht
  summary: 'Samenvatting',
  summaryName: 'Naam',
  summaryDistribution: 'Verspreiden',
  summaryTopics: 'Opgaven',
  summaryQuestions: 'Vragen',
  summaryPoints: 'Punten',
  summaryMinutes: 'Minuten',
  pdfWithQr: 'PDF met een QR-code per vraag',
  pdfWithoutQr: 'PDF zonder QR-codes',
  withAnswerSpace: (distribution: string) => `${distribution}, met antwoordruimte`,

  // Coverage grid
  coverageTitle: 'Wat oefent de set?',
  coverageCaption: 'Vragen per domein en complexiteit, met punten en minuten',
  coverageHint: 'Lege vakjes laten zien wat de set niet oefent.',
  domain: 'Domein',
  noDomain: 'Zonder domein',
  unknownComplexity: 'Onbekend',
  total: 'Totaal',
  none: 'geen vragen',
  cellQuestions: (n: number) => plural(n, 'vraag', 'vragen'),
  cellDetail: (points: number, minutes: number) => `${plural(points, 'punt', 'punten')} · ${minutes} min.`,

  // Step Bevestiging
  made: 'De set is gemaakt.',
  madeBefore: 'Deze set was al gemaakt bij je eerste poging; er is geen tweede van gemaakt.',
  madeDigital: 'Je leerlingen openen de set met de link hieronder, of in hun webomgeving als je hem daar plaatst.',
  madePdf: (qr: boolean) =>
    `Je koos voor een pdf${qr ? ' met een QR-code per vraag' : ''}. Download hem hieronder bij de set; hij staat ook in ‘Opgaven opnieuw gebruiken’. De link voor leerlingen werkt meteen.`,
  madeAnswerSpace: 'Onder elke vraag staan lijnen om op te antwoorden, naar het aantal punten.',
  madeWord: 'Je koos voor een Word-document. Download het hieronder bij de set; het staat ook in ‘Opgaven opnieuw gebruiken’. De link voor leerlingen werkt meteen.',
  /** Issue 42, item 8: the address the set's QR codes carry, as the server makes them. */
  qrAddress: (address: string) => `De QR-codes openen pagina’s op ${address}.`,
  qrUnreachableTitle: 'Telefoons kunnen dit adres niet openen',
  qrUnreachable: (address: string) =>
    `Telefoons kunnen dit adres niet openen: ${address} wijst naar het apparaat zelf, dus een telefoon die de QR-code scant, vindt Vraagwerk niet. Vraag de beheerder van Vraagwerk het openbare adres van de server in te stellen (PUBLIC_URL) en maak de documenten daarna opnieuw.`,
  reuse: 'Opgaven opnieuw gebruiken',
  newSelection: 'Nieuwe opgaven zoeken',

  // Failures (document 1 §8)
  failedTitle: 'Kon verzameling niet aanmaken.',
  failed: 'Kon opgaven niet samenstellen',
  tryAgain: 'Probeer het opnieuw.',
};

/** The warning banners of document 1 §2.6. */
export const WARNING_TEXT = {
  noAnswersTitle: 'Niet elke opgave heeft tips en nakijken',
  noAnswers: (names: readonly string[]) => `${names.join(', ')}: geen tips/nakijken voor leerlingen.`,
  trialTitle: 'Proeflicentie',
  trial: (max: number) => `Met een proeflicentie kun je maximaal ${max} opgaven in één set opnemen.`,
  tooManyTitle: 'Te veel opgaven',
  tooMany: (max: number, count: number) => `Je kunt maximaal ${max} opgaven in één set opnemen; deze selectie heeft er ${count}. Haal er opgaven uit of maak twee sets.`,
  completeTitle: 'Maximum aantal complete opgaven',
  complete: (max: number, available: number, periodDays: number, count: number) =>
    `Je kunt maximaal ${max} complete opgaven per ${periodDays} dagen gebruiken; je hebt er nog ${available} en deze set heeft er ${count}. Een opgave is compleet als je al haar vragen kiest: kies bij een opgave een deel van de vragen.`,
  wordTitle: 'Geen Word-documenten meer',
  noLicense: 'Je kunt in dit vak geen sets maken.',
};
