// The words of the users' screens (/admin/users…, document 3 §2, §5, §8; issue 47), in one place. The spec's spelling
// is kept as it is ('Controlleer').

export const USERS_TEXT = {
  title: 'Gebruikers',
  search: 'Zoek op e-mail of naam',
  searchButton: 'Zoeken',
  quickMatches: 'Gevonden gebruikers',
  noQuickMatches: 'Geen gebruikers gevonden',
  create: 'Nieuwe gebruiker',
  count: (n: number) => (n === 1 ? '1 gebruiker' : `${n} gebruikers`),
  none: 'Geen gebruikers gevonden.',
  name: 'Naam',
  email: 'E-mail',
  role: 'Rol',
  lastLogin: 'Laatst ingelogd',
  never: 'Nooit',
  loadMore: 'Meer laden',
  loadFailed: 'Kon gebruikers niet ophalen',
  createTitle: 'Nieuwe gebruiker',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  passwordChoice: 'Wachtwoord',
  generate: 'Genereer een wachtwoord (één keer getoond)',
  invite: 'Stuur een uitnodiging per e-mail om zelf een wachtwoord in te stellen',
  submit: 'Aanmaken',
  created: 'Gebruiker aangemaakt',
  invalidTitle: 'Controlleer de velden',
  invalidText: 'Er zijn validatiefouten opgetreden. Controlleer de velden en probeer het opnieuw.',
  failed: 'Oeps! Er ging iets niet helemaal goed.',
  passwordOnce: 'Het wachtwoord van deze gebruiker. Het wordt maar één keer getoond: kopieer het nu en geef het veilig door.',
  copy: 'Kopieer wachtwoord',
  copied: 'Wachtwoord gekopieerd',
  copyFailed: 'Kopiëren is niet gelukt: selecteer het wachtwoord en kopieer het zelf.',
  invited: (email: string) => `Er is een uitnodiging verstuurd naar ${email}.`,
  toUser: 'Naar de gebruiker',
  another: 'Nog een gebruiker aanmaken',
  back: 'Terug naar gebruikers',
  notFound: 'Deze gebruiker bestaat niet.',
  details: 'Gegevens',
  save: 'Opslaan',
  saved: 'Wijzigingen opgeslagen',
  roleNote: 'Een andere rol meldt de gebruiker overal af.',
  seats: 'Licenties',
  noSeats: 'Deze gebruiker heeft geen licentieplek.',
  license: 'Licentie',
  seatRole: 'Plek',
  period: 'Periode',
  groups: 'Klassen/groepen',
  privileges: 'Rechten',
  openSeat: 'Open plek',
  activity: 'Activiteit',
  noActivity: 'Nog geen activiteit.',
  more: 'Meer',
  moment: 'Moment',
  created_at: 'Aangemaakt',
  inactive: '(niet actief)',
  // Deactivation (issue 47; the spec has no words for it).
  statusFilter: 'Status',
  deactivatedTag: 'gedeactiveerd',
  account: 'Account',
  accountActive: 'Dit account is actief: de gebruiker kan inloggen.',
  accountDeactivated: (moment: string) => `Gedeactiveerd op ${moment}. De gebruiker kan niet inloggen; licenties, rechten en activiteit blijven bewaard.`,
  deactivate: 'Deactiveren',
  reactivate: 'Heractiveren',
  cancel: 'Annuleren',
  deactivateTitle: 'Gebruiker deactiveren?',
  deactivateBody: (who: string) => `${who} wordt overal afgemeld en kan daarna niet meer inloggen. Licenties, rechten en activiteit blijven bewaard; je kunt het account later heractiveren.`,
  deactivated: 'Gebruiker gedeactiveerd',
  reactivated: 'Gebruiker geheractiveerd',
} as const;

/** The list's filter on deactivation: the URL's word (?status=…) and the server's value. */
export const STATUS_OPTIONS = [
  { param: '', value: 'all', label: 'Alle gebruikers' },
  { param: 'actief', value: 'active', label: 'Actief' },
  { param: 'gedeactiveerd', value: 'deactivated', label: 'Gedeactiveerd' },
] as const;
export type UserStatus = (typeof STATUS_OPTIONS)[number]['value'];

/** The server's filter for the URL's ?status= (anything unknown: every user). */
export const statusFromParam = (param: string | null): UserStatus => STATUS_OPTIONS.find((o) => o.param && o.param === param)?.value ?? 'all';

/** The roles an admin gives (document 4 §13). */
export type UserRole = 'admin' | 'author' | 'participant' | 'docent' | 'leerling';

export const ROLE_LABEL: Record<UserRole, string> = {
  admin: 'Beheerder',
  author: 'Auteur',
  participant: 'Deelnemer',
  docent: 'Docent',
  leerling: 'Leerling',
};

/** The roles in the order the form offers them (document 4 §13). */
export const ROLE_OPTIONS = (['participant', 'docent', 'leerling', 'author', 'admin'] as const satisfies readonly UserRole[]).map((value) => ({ value, label: ROLE_LABEL[value] }));

/**
 * The address of a user's screen: the e-mail, encoded, its dots too. The server hands a path ending in '.nl' to the
 * static files (it looks like a file's name), so a reload of '/admin/users/a@b.nl' would not reach the app;
 * '/admin/users/a%40b%2Enl' does, and the route reads the same e-mail from it.
 */
export const userPath = (email: string) => `/admin/users/${encodeURIComponent(email).replace(/\./g, '%2E')}`;

/** The activity log: the first fetch, and 'Meer' (document 3 §9). */
export const ACTIVITY_FIRST = 25;
export const ACTIVITY_MORE = 1000;

/** A role as the screens show it; an unknown one (a newer server) as it is. */
export const roleLabel = (role: string | null | undefined) => (role ? (ROLE_LABEL[role as UserRole] ?? role) : '');
