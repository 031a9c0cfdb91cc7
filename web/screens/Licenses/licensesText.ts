// The Dutch texts of the licence overview (document 2 §2.10, document 1 §4, §8), in one place.
import { formatDay } from '../../lib/dates.ts';

export const LICENSES_TEXT = {
  title: 'Licentieoverzicht',
  lead: 'Je licenties en, bij de licenties die je beheert, de plekken van docenten en leerlingen: wie er al een account heeft, wie is uitgenodigd en welke plekken nog vrij zijn.',
  none: 'Geen licentie gekoppeld',
  noneHint: 'Heb je een licentie aangevraagd of gekregen? Die verschijnt hier zodra ze aan je account is gekoppeld.',
  compact: 'Compacte weergave: alleen leerlingen',
  period: 'Looptijd',
  periodText: (begin: string, end: string) => `${formatDay(begin)} tot ${formatDay(end)}`,
  type: 'Soort',
  groups: 'Groepen',
  /** A group with its students, counted as /leerlingen lists them and a share counts them. */
  groupStudents: (name: string, n: number) => `${name}: ${n} ${n === 1 ? 'leerling' : 'leerlingen'}`,
  inactive: 'Niet actief',
  notManaging: 'Je hebt een plek in deze licentie. Alleen wie de licentie beheert, ziet de andere deelnemers en kan ze wijzigen.',
  // Seats
  seatsTitle: 'Deelnemers',
  seatsCaption: (license: string) => `Deelnemers van ${license}`,
  seatsFailed: 'Kon de deelnemers niet laden. Je ziet nog de vorige lijst.',
  retry: 'Opnieuw proberen',
  loadFailed: 'Kon het licentieoverzicht niet laden.',
  seatsCount: (shown: number, total: number) => (shown < total ? `${shown} van ${total} plekken` : total === 1 ? '1 plek' : `${total} plekken`),
  noSeats: 'Geen deelnemers gevonden bij deze licentie',
  more: 'Meer deelnemers laden',
  loadingMore: 'Meer deelnemers laden…',
  showTopics: 'Opgaven tonen',
  hideTopics: 'Opgaven verbergen',
  moreFailed: 'Kon niet meer deelnemers laden. Probeer het opnieuw.',
  columns: { name: 'Naam', email: 'E-mailadres', role: 'Rol', groups: 'Groepen', status: 'Status', active: 'Actief', topics: 'Opgaven', actions: 'Acties' },
  role: { docent: 'Docent', leerling: 'Leerling' } as Record<string, string>,
  status: { empty: 'Vrij', invited: 'Uitgenodigd', active: 'Account gekoppeld' } as Record<string, string>,
  invitationExpired: 'uitnodiging verlopen',
  invitedUntil: (moment: string) => `Uitnodiging geldig tot ${formatDay(moment.slice(0, 10))}`,
  yes: 'Ja',
  no: 'Nee',
  noName: 'Nog niemand',
  noGroups: 'Geen groep',
  noTopics: 'Geen opgaven',
  topic: (stream: string, action: string, end: string) => `${stream}: ${action} (tot ${formatDay(end)})`,
  demoBadge: 'Demo',
  youBadge: 'Jij',
  edit: 'Wijzigen',
  /** The row's button: by name, else by address, else by its place in the list (free seats all look alike). */
  editLabel: (who: string) => `Gegevens van ${who} wijzigen`,
  freeSeat: (place: number) => `vrije plek ${place}`,
  // Demo student
  demoTitle: 'Demoleerling',
  demoIntro: 'Bekijk Vraagwerk zoals je leerlingen het zien, met een demoleerling in alle groepen van deze licentie.',
  demoCreate: 'Demoleerling maken',
  demoExists: (email: string) => `Je demoleerling is ${email}.`,
  demoSwitch: 'Wissel ernaartoe via het gebruikersmenu rechtsboven.',
  demoCreated: (email: string) => `Demoleerling ${email} is gemaakt. Wissel ernaartoe via het gebruikersmenu.`,
  demoPublisher: 'Deze licentie wordt beheerd door de uitgever: een demoleerling maak je daar.',
  failed: 'Dat is niet gelukt. Probeer het opnieuw.',
  // The seat dialog
  dialogTitle: 'Deelnemer wijzigen',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mailadres',
  active: 'Actief',
  activeHint: 'Een plek die niet actief is, geeft geen toegang tot Vraagwerk.',
  ownSeat: 'Je eigen plek kun je niet uitzetten.',
  inviteHint: 'Met een e-mailadres en een voornaam sturen we bij opslaan een uitnodiging om een account aan te maken of te koppelen.',
  invitedHint: 'De uitnodiging die we naar dit adres stuurden, is nog geldig. Een nieuwe sturen we als je een ander adres invult of hieronder aanvinkt dat we hem opnieuw versturen.',
  linkedHint: 'Er is al een account aan deze plek gekoppeld; het e-mailadres hier is alleen ter informatie.',
  resend: 'Uitnodiging opnieuw versturen',
  save: 'Opslaan',
  cancel: 'Annuleren',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  saved: 'De gegevens zijn opgeslagen.',
  invited: (email: string) => `De gegevens zijn opgeslagen en er is een uitnodiging verstuurd naar ${email}.`,
  confirmTitle: 'Plek uitzetten?',
  confirmText: (name: string) => `${name} wordt direct uitgelogd en kan Vraagwerk niet meer gebruiken via deze licentie, totdat je de plek weer aanzet.`,
  confirm: 'Ja, uitzetten',
  back: 'Terug',
} as const;

/** The kind of licence in words (document 4 §5 types); an admin-entered type as it is. */
export function licenseTypeText(type: string): string {
  if (type.startsWith('leerlinglicentie')) return 'Leerlinglicentie';
  const known: Record<string, string> = {
    proeflicentie: 'Proeflicentie',
    schoollicentie: 'Schoollicentie',
    docentlicentie: 'Docentlicentie',
    boom: 'Licentie via de uitgever (Boom)',
    deleted: 'Verwijderd',
  };
  return known[type] ?? type;
}
