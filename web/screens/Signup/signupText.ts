// The Dutch texts of registration and activation (document 2 §2.12, §4.4, §5, §8). Field messages come from the
// server in the spec's words; these are the pages' own. Numbers, dates and names of what is offered come from the
// server (SignupOptions, the answers), never from here.
import { formatDay } from '../../lib/dates.ts';

const WORDS = ['nul', 'één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'elf', 'twaalf'];
/** Small numbers in words, as Dutch prose writes them: 'drie'; larger ones in digits. */
const inWords = (n: number) => WORDS[n] ?? String(n);

export const SIGNUP_TEXT = {
  trialTitle: 'Proeflicentie aanvragen',
  /** A trial: `days` from its activation, `seats` student seats of which the first holds the demo student. */
  trialLead: (days: number, seats: number) =>
    `Probeer Vraagwerk ${inWords(days)} dagen gratis met je klas. ${
      seats <= 1
        ? 'Je krijgt er een plek voor een leerling bij, met een demoleerling erop, zodat je ziet wat je leerlingen zien.'
        : `Je krijgt er ${inWords(seats)} plekken voor leerlingen bij: op de eerste staat al een demoleerling, zodat je ziet wat je leerlingen zien, en ${
            seats - 1 === 1 ? 'de andere is' : `de andere ${inWords(seats - 1)} zijn`
          } voor leerlingen uit je klas.`
    }`,
  studentTitle: 'Leerlinglicentie aanvragen',
  /** `end` is the first day the licence no longer applies (GraphQL Date). */
  studentLead: (end: string) => `Oefen zelf met echte examenvragen, met tips per stap en het correctievoorschrift om je eigen werk na te kijken. De licentie is geldig tot ${formatDay(end)}.`,
  frameTitle: 'Proeflicentie aanvragen',
  frameLead: 'Dit is het aanmeldformulier zoals het in een andere website kan worden opgenomen.',
  frameLabel: 'Aanmeldformulier voor een proeflicentie',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mailadres',
  license: 'Vak en niveau',
  licensePlaceholder: 'Kies een vak en niveau',
  subjects: 'Vakken',
  subjectsHint: (wholeLevelFrom: number) => `Met ${inWords(wholeLevelFrom)} of meer vakken krijg je alle vakken van dat niveau; kies ze dan van één niveau.`,
  trialConsent: 'Ik ga akkoord met de voorwaarden voor een proeflicentie.',
  studentConsent: 'Ik ga akkoord met de voorwaarden om een licentie aan te vragen.',
  terms: 'Lees de voorwaarden',
  newTab: ' (opent in een nieuw tabblad)',
  termsPage: '/coming-soon?title=Voorwaarden',
  submit: 'Aanvragen',
  price: 'Prijs',
  noSubjects: 'Je hebt nog geen vak gekozen.',
  chosen: (count: number, names: string) => `Je kiest ${count === 1 ? '1 vak' : `${count} vakken`}: ${names}.`,
  wholeLevel: 'Je krijgt alle vakken van dat niveau.',
  toStudent: 'Ben je leerling? Vraag een leerlinglicentie aan',
  toTrial: 'Ben je docent? Vraag een proeflicentie aan',
  signIn: 'Heb je al een account? Inloggen',
  sentTitle: 'Controleer je e-mail',
  sentTrial: (email: string) => `We hebben een e-mail gestuurd naar ${email} met een link om je account aan te maken en je proeflicentie te activeren.`,
  sentStudent: (email: string, amount: string | null) =>
    `We hebben een e-mail gestuurd naar ${email}. Via de link in de e-mail betaal je${amount ? ` ${amount}` : ''} en activeer je daarna je account en je licentie.`,
  sentSubjects: (names: string) => `Je licentie geeft toegang tot: ${names}.`,
  sentHelp: 'Geen e-mail ontvangen? Kijk ook bij je ongewenste e-mail. Je kunt het formulier na een paar minuten opnieuw versturen; je krijgt dan dezelfde link.',
  noOnlinePayment: 'Online betalen is op dit moment niet mogelijk, dus een leerlinglicentie kun je nu niet aanvragen. Probeer het later opnieuw.',
  failed: 'Aanvragen is niet gelukt',
  // Activation (document 2 §4.4)
  activationTitle: 'Licentie activeren',
  accountTitle: 'Account aanmaken',
  payTitle: 'Licentie betalen',
  unknownCode: 'Onbekende registratiecode',
  usedCode: 'Ongeldige registratiecode',
  usedHelp: 'Deze link is al gebruikt. Je kunt inloggen met je account.',
  unknownHelp: 'Controleer of je de hele link uit de e-mail hebt geopend.',
  pay: (amount: string) => `Betaal ${amount}`,
  /** The licence's name as the server gives it ('Leerlinglicentie Natuurkunde Havo'). */
  requested: 'Aangevraagd',
  payLead: (amount: string) => `Na de betaling van ${amount} maak je je account aan en activeer je de licentie.`,
  payAgain: 'Opnieuw betalen',
  paymentDidNotGoThrough: {
    failed: 'Je betaling is mislukt.',
    canceled: 'Je hebt de betaling geannuleerd.',
    expired: 'Je betaling is verlopen.',
  } as Record<string, string>,
  paymentAgain: 'Je kunt het opnieuw proberen.',
  paymentPending: 'We wachten nog op de bevestiging van je betaling. Dit duurt meestal maar even.',
  refresh: 'Opnieuw controleren',
  accountLead: (email: string) => `Kies een wachtwoord voor je account ${email}. Daarmee log je voortaan in.`,
  save: 'Opslaan en activeren',
  activating: 'Licentie wordt geactiveerd...',
  complete: 'Compleet! Log in en ga direct aan de slag!',
  /** The holder is signed in already (they chose their password, or were signed in): no need to log in. */
  completeSignedIn: 'Compleet! Je bent ingelogd en kunt direct aan de slag.',
  startNow: 'Aan de slag',
  activated: 'Geactiveerd',
  activationFailed: 'Activeren is niet gelukt.',
  retry: 'Opnieuw proberen',
  toLogin: 'Inloggen',
  toHome: 'Naar de homepage',
  unexpected: 'Er ging iets mis. Controleer je verbinding en probeer het opnieuw.',
} as const;

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** Cents as '€ 35,00'. */
export const formatEuro = (cents: number) => euro.format(cents / 100);
