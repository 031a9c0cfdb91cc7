// The Dutch texts of the back-office's seat screen (/admin/licenses/{license}/{seat}; document 3 §2, §5, §6, §8, §9),
// in one place.
import { formatDate, formatDay, formatTime } from '../../../lib/dates.ts';

/** The activity log: how many the server sends (document 3 §9) and how many the screen adds per 'Meer tonen'. */
export const SEAT_ACTIVITY_COUNT = 1000;
export const SEAT_ACTIVITY_PAGE = 25;

/** A simple e-mail pattern (document 3 §5), for the input's `pattern` and the check before saving. */
export const SEAT_EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+\\.[^@\\s]+';
export const isSeatEmail = (text: string) => new RegExp(`^${SEAT_EMAIL_PATTERN}$`).test(text);

export const ADMIN_SEAT_TEXT = {
  back: 'Terug naar de licentie',
  notFound: 'Deze licentiegebruiker bestaat niet (meer).',
  loadFailed: 'Kon de licentiegebruiker niet laden.',
  title: (name: string) => `Licentiegebruiker ${name}`,
  noName: '(nog geen naam)',
  tabs: 'Onderdelen van de licentiegebruiker',
  tab: { seat: 'Licentiegebruiker', privileges: 'Rechten', activity: 'Activiteit' },
  role: { docent: 'Docent', leerling: 'Leerling' } as Record<string, string>,
  status: { empty: 'leeg', invited: 'uitgenodigd', active: 'actief' } as Record<string, string>,
  facts: { role: 'Rol', status: 'Status', license: 'Licentie' },
  // Licentiegebruiker
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mailadres',
  invalidEmail: 'Voer een geldig email adres in',
  hasUserHint: 'Deze licentiegebruiker heeft een account: naam en e-mailadres zijn die van het account.',
  inviteHint: 'Met een e-mailadres en een voornaam gaat er een uitnodiging naar dit adres.',
  active: 'Actief',
  activeHint: 'Aan- of uitzetten gaat op de licentie.',
  save: 'Opslaan',
  saved: 'Wijzigingen opgeslagen',
  savedInvited: 'Wijzigingen opgeslagen; de uitnodiging is verstuurd',
  saveFailed: (reason: string) => `Wijzigingen opslaan mislukt: ${reason}`,
  checkFields: 'controleer de velden.',
  tryAgain: 'probeer het opnieuw.',
  // Rechten
  privilegesCaption: 'Rechten van deze licentiegebruiker',
  columns: { action: 'Actie', object: 'Object', begin: 'Begin', end: 'Einde', active: 'Actief', remove: 'Verwijderen' },
  noPrivileges: 'Deze licentiegebruiker heeft nog geen rechten.',
  yes: 'Ja',
  no: 'Nee',
  day: (day: string) => formatDay(day),
  objectType: { license: 'licentie', group: 'klas/groep', stream: 'vak', collection: 'opgavenset', question: 'vraag' } as Record<string, string>,
  remove: 'Verwijderen',
  removeLabel: (action: string, object: string) => `${action} op ${object} verwijderen`,
  removeTitle: 'Actie verwijderen',
  removeQuestion: (action: string, object: string) => `Weet je zeker dat je de actie '${action}' op ${object} wil verwijderen?`,
  cancel: 'Annuleren',
  removed: 'Actie verwijderd',
  removeFailed: (reason: string) => `Actie verwijderen is mislukt: ${reason}`,
  addTitle: 'Actie toevoegen',
  action: 'Actie',
  chooseAction: 'Kies een actie',
  search: (type: string) => `Zoek een ${type}`,
  searchHint: 'Typ een deel van de naam.',
  object: 'Object',
  chooseObject: 'Kies een object',
  noObjects: 'Niets gevonden',
  periodUnlimited: 'Geldt vanaf vandaag 7 dagen.',
  periodLicense: (begin: string, end: string) => `Geldt van ${formatDay(begin)} tot ${formatDay(end)}, de periode van de licentie.`,
  add: 'Toevoegen',
  added: 'Actie toegevoegd',
  addFailed: (reason: string) => `Actie toevoegen is mislukt: ${reason}`,
  objectsFailed: 'Kon de objecten niet laden.',
  // Activiteit
  activityCaption: 'Recente activiteit, de nieuwste eerst',
  noActivity: 'Geen activiteit gevonden.',
  noUser: 'Deze licentiegebruiker heeft nog geen account, dus nog geen activiteit.',
  when: 'Wanneer',
  what: 'Activiteit',
  moment: (ts: string) => `${formatDate(ts)} ${formatTime(ts)}`,
  shown: (n: number, total: number) => `${n} van ${total} getoond`,
  more: 'Meer tonen',
} as const;
