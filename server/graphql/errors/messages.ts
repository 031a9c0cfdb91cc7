// Every sentence the GraphQL API answers with, in the spec's Dutch: field issues by their domain code, the typed
// errors' messages and the licence notices. The domain only answers codes; this is the one table that words them.
import type { Issue, IssueCode } from '../../domain/errors.ts';
import type { ExpiryState } from '../../domain/licensing/expiry.ts';
import type { LicenseRefusal } from '../../domain/signup/activation.ts';
import { FAIR_USE_TEXT } from '../../../shared/collections/fairUseText.ts';
import { dutchIssueText } from '../../wording/issues.ts';

export const NL = {
  checkFields: 'Controleer de velden.',
  // The sign-in form's field is 'E-mailadres' (issue 41): the message names it so, not 'gebruikersnaam' as document 1 §5.
  invalidCredentials: 'De combinatie van e-mailadres en wachtwoord is onbekend.',
  notAuthorized: 'Dit account heeft geen geldige toegangsrechten.',
  /** A deactivated account (issue 47; the spec has no words for it). */
  accountDeactivated: 'Dit account is gedeactiveerd. Neem contact op met je school of met Vraagwerk.',
  throttled: (seconds: number) => `Te veel inlogpogingen. Probeer het over ${seconds} seconden opnieuw.`,
  invalidResetToken: 'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen. Vraag een nieuwe aan.',
  notFound: 'Niet gevonden.',
  fairUse: FAIR_USE_TEXT.fairUse,
  newDevices: FAIR_USE_TEXT.newDevices,
  /** A request that may not count a device (a GET to /graphql) from a device the set never admitted. */
  deviceNotAdmitted: 'Dit apparaat is nog niet toegelaten tot deze examenvragen. Open ze via de link.',
  devicesReset: 'De plaatsen van alle apparaten zijn vrijgegeven.',
  forbidden: 'Je hebt geen toegang.',
  unauthorized: 'Ongeautoriseerd',
  noValidLicense: 'Geen geldige licentie(s) gevonden',
  tooManyIds: (max: number) => `Vraag hoogstens ${max} objecten tegelijk op.`,
  /** A global id that is none, or names no type or row there can be (server/graphql/ids.ts decodeNodeId). */
  invalidId: 'Dit is geen geldige id.',
  unknownType: (typename: string) => `Objecten van het type ${typename} bestaan niet.`,
  /** A POST to /graphql whose JSON is no object (null, a list): there is no operation in it. */
  bodyNotAnOperation: 'De aanvraag bevat geen GraphQL-operatie: stuur een JSON-object met een query.',
  /** The Date and DateTime scalars' refusals (graphql-js puts the variable or argument before them). */
  dateExpected: 'Verwacht een datum als JJJJ-MM-DD.',
  noSuchDay: 'Deze dag bestaat niet.',
  dateTimeExpected: 'Verwacht een tijdstip volgens ISO 8601.',
  notLinked: 'Dit account is niet aan het jouwe gekoppeld.',
  streamNotLicensed: 'Dit vak valt niet onder je licentie.',
  ssoNotConfigured: 'Inloggen via de uitgever is niet ingesteld.',
  chooseQuestions: "Selecteer één of meerdere vragen om aan 'Huidige selectie' toe te voegen",
  streamNotInLicense: (course: string, level: string) => `${course} ${level} valt niet onder je licentie.`,
  practiceSignedOut: 'Log in om zelf te oefenen.',
  practiceNoStream: 'Je hebt nog geen vak met een licentie.',
  /** Self-practice of a stream whose practice sets are not published yet (document 1 §2.1, §4). */
  practiceUnpublished: (course: string, level: string) => `De oefensets van ${course} ${level} zijn nog niet beschikbaar.`,
  foreignQuestion: 'Deze vraag hoort niet bij deze opgave.',
  /** A student's results in a stream their licence does not give them (the teacher's /leerlingen/{seatId}). */
  studentNotInStream: (course: string, level: string) => `Deze leerling heeft geen licentie voor ${course} ${level}.`,
  /** The licence overview and invitations (document 2 §2.10, §4.5). */
  notLicenseManager: 'Alleen wie deze licentie beheert, kan de deelnemers bekijken en wijzigen.',
  demoNotForPublisher: 'Voor een licentie van de uitgever maak je geen demoleerling: die licentie wordt bij de uitgever beheerd.',
  invitationUnknown: 'Onbekende link',
  invitationUsed: 'Link al geactiveerd',
  invitationExpired: 'Deze uitnodiging is verlopen. Vraag je docent om je opnieuw uit te nodigen.',
  invitationOtherStep: 'Deze uitnodiging vraagt een andere stap. Open de link uit de e-mail opnieuw.',
  invitationThrottled: (seconds: number) => `Te veel pogingen met onbekende links. Probeer het over ${Math.ceil(seconds / 60)} minuten opnieuw.`,
  /** An exam term without questions to use as the selection (document 2 §2.9's empty state). */
  noQuestionsFound: 'Geen opgaven gevonden.',
  topicsPerSet: (max: number) => `Je kunt maximaal ${max} opgaven in één set opnemen.`,
  completeTopics: (max: number, available: number) =>
    available === 0
      ? `Je hebt het maximum van ${max} complete opgaven in deze periode bereikt. Kies een deel van de vragen van een opgave.`
      : `Je kunt in deze periode nog ${available} complete ${available === 1 ? 'opgave' : 'opgaven'} gebruiken (maximaal ${max}).`,
  wordTopics: (available: number) =>
    available === 0
      ? 'Je kunt geen Word-documenten meer aanmaken. Kies digitaal of pdf; over enkele dagen kan het weer.'
      : `Je kunt in deze periode nog ${available} ${available === 1 ? 'opgave' : 'opgaven'} als Word-document aanmaken: kies minder opgaven, of digitaal of pdf.`,
} as const;

/** Where a screen words an issue its own way (document 1 §2.8: the feedback hint is lower case). */
const PER_FIELD: Record<string, Partial<Record<IssueCode, string>>> = {
  feedback: { required: 'dit veld is verplicht' },
  groups: { unknownId: 'Onbekende groep' },
  useGroups: { unknownId: 'Onbekende groep' },
  step: { notAllowed: 'Stap 1 of 2' },
  questionIds: { required: NL.chooseQuestions, unknownId: NL.foreignQuestion },
  questions: { required: 'Kies minimaal één vraag', unknownId: 'Een van de vragen bestaat niet (meer) of hoort niet bij dit vak' },
  topicOrder: { unknownId: 'De volgorde noemt een opgave die niet in de set zit' },
  topicIds: { unknownId: 'De volgorde moet elke opgave van de selectie één keer noemen', invalid: 'Elke opgave mag maar één keer in de volgorde staan' },
  until: { invalid: 'Kies een datum na vandaag en binnen een jaar' },
  group: { unknownId: 'Onbekende groep' },
  isActive: { notAllowed: 'Je kunt je eigen plek niet uitzetten.' },
  userId: { notAllowed: 'Je kunt je eigen plek niet vrijmaken.', unknownId: 'Onbekende gebruiker' },
  email: { taken: 'Dit e-mailadres heeft al een plek in deze licentie.' },
};

export function issueText(field: string, issue: Issue): string {
  return PER_FIELD[field]?.[issue.code] ?? dutchIssueText(issue);
}

/** Registration, activation and payment (document 2 §4.4, §5, §8). */
export const SIGNUP_NL = {
  throttled: (seconds: number) => `Er zijn veel aanmeldingen achter elkaar verstuurd. Probeer het over ${Math.ceil(seconds / 60)} minuten opnieuw.`,
  paymentUnavailable: 'Online betalen is op dit moment niet mogelijk, dus een leerlinglicentie kun je nu niet aanvragen. Probeer het later opnieuw.',
  paymentFailed: 'De betaling kon niet worden klaargezet. Probeer het over een paar minuten opnieuw.',
  /** What an activation code's state answers to a step it does not allow (document 2 §4.4). */
  state: {
    'not-found': 'Onbekende registratiecode',
    'activated-already': 'Ongeldige registratiecode',
    'payment-needed': 'Je licentie is nog niet betaald.',
    'payment-unavailable': 'Online betalen is op dit moment niet mogelijk.',
    'registration-exists': 'Kies eerst een wachtwoord voor je account.',
    'user-exists': 'Je account bestaat al: je licentie kan nu worden geactiveerd.',
  },
  licenseInvalid: 'Deze licentie kan niet geactiveerd worden.',
  /** Why a licence cannot be made (server/domain/signup/activation.ts LicenseRefusal). */
  licenseRefused: {
    'unknown-streams': 'Deze licentie kan niet geactiveerd worden.',
    'trial-for-teachers': 'Een proeflicentie is voor docenten. Dit e-mailadres hoort bij een leerlingaccount; vraag de proeflicentie aan met het e-mailadres waarmee je als docent werkt.',
    'trial-used': 'Met dit e-mailadres is al een proeflicentie voor dit vak geactiveerd. Een proeflicentie kan één keer per vak worden gebruikt.',
  } satisfies Record<LicenseRefusal, string>,
} as const;

/** The registration forms' own sentences (document 2 §5), per form, field and issue; other issues as everywhere. */
const REGISTRATION_FIELDS: Record<'trial' | 'student', Record<string, Partial<Record<IssueCode, string>>>> = {
  trial: {
    firstName: { required: 'Voornaam vereist' },
    lastName: { required: 'Achternaam vereist' },
    email: { required: 'Geldig e-mailadres vereist', email: 'Geldig e-mailadres vereist' },
    license: { required: 'Vak/niveau keuze vereist', notAllowed: 'Vak/niveau keuze vereist' },
    consent: { required: 'Ga akkoord met de voorwaarden voor een proeflicentie.' },
  },
  student: {
    firstName: { required: 'Voornaam vereist' },
    lastName: { required: 'Achternaam vereist' },
    email: { required: 'Geldig e-mailadres vereist', email: 'Geldig e-mailadres vereist' },
    streams: {
      required: 'Kies één of meerdere vakken',
      notAllowed: 'Kies vakken uit de lijst',
      invalid: 'Met drie of meer vakken krijg je alle vakken van één niveau: kies vakken van één niveau.',
    },
    consent: { required: 'Ga akkoord met de voorwaarden om een licentie aan te vragen.' },
  },
};

export function registrationIssueText(form: 'trial' | 'student', field: string, issue: Issue): string {
  return REGISTRATION_FIELDS[form][field]?.[issue.code] ?? dutchIssueText(issue);
}

/** The licence notice of document 2 §2.11 for a number of days left. */
export function expiryText(state: ExpiryState, days: number): string {
  if (state === 'expired') return 'Je licentie is verlopen.';
  if (days === 0) return 'Je licentie verloopt vandaag.';
  if (days === 1) return 'Je licentie verloopt morgen.';
  // `days` counts to the last valid day; the teacher counts the days it still works, today included: a new trial of
  // 10 days (today and 9 more) says 10, not 9.
  return `Je licentie is nog ${days + 1} dagen geldig.`;
}
