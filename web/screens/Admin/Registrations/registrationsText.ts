// The words of the registration and contact request screens (/admin/registraties…, document 3 §2, §4, §8; issue 47),
// in one place. 'Deze licentie kan niet geactiveerd worden.' comes from the server (document 3 §4).

export const REGISTRATIONS_TEXT = {
  title: 'Registraties',
  search: 'Zoek op naam of e-mail',
  searchButton: 'Zoeken',
  count: (n: number) => (n === 1 ? '1 registratie' : `${n} registraties`),
  none: 'Geen registraties gevonden.',
  date: 'Datum',
  name: 'Naam',
  email: 'E-mail',
  license: 'Licentie',
  activated: 'Geactiveerd',
  yes: 'Geactiveerd',
  no: 'Niet geactiveerd',
  sortBy: (column: string) => `Sorteer op ${column.toLowerCase()}`,
  loadMore: 'Meer laden',
  loadFailed: 'Kon registraties niet ophalen',
  back: 'Terug naar registraties',
  notFound: 'Deze registratie bestaat niet.',
  details: 'Gegevens',
  registered: 'Geregistreerd op',
  licenseName: 'Licentie',
  newsletter: 'Nieuwsbrief',
  newsletterYes: 'Ja',
  newsletterNo: 'Nee',
  status: 'Status',
  activatedOn: (date: string) => `Geactiveerd op ${date}`,
  account: 'Account',
  noAccount: 'Nog geen account',
  madeLicense: 'Geactiveerde licentie',
  openLicense: 'Open de licentie',
  activation: 'Activatie',
  activationLink: 'Activatielink',
  activationNote: 'Met deze link activeert de aanvrager de proeflicentie. Geef hem alleen aan de aanvrager zelf.',
  activities: 'Laatste activiteiten',
  noActivities: 'Nog geen activiteit.',
  moment: 'Moment',
  activity: 'Activiteit',
  contactRequests: 'Contactverzoeken',
  contactIntro: 'Verzoeken van docenten om informatie over het verlengen van hun licentie, de nieuwste eerst.',
  contactNone: 'Er zijn geen contactverzoeken.',
  teacher: 'Docent',
  school: 'School',
  message: 'Bericht',
  noMessage: '(geen bericht)',
  noSchool: 'onbekend',
  open: 'Open',
  handled: 'Afgehandeld',
  inProgress: 'In behandeling',
  markHandled: 'Markeer als afgehandeld',
  markOpen: 'Zet weer open',
  markedHandled: 'Contactverzoek afgehandeld',
  markedOpen: 'Contactverzoek weer open',
  failed: 'Oeps! Er ging iets niet helemaal goed.',
  contactLoadFailed: 'Kon contactverzoeken niet ophalen',
} as const;

/** The list's sorts and their columns' names. */
export type RegistrationSort = 'date' | 'name' | 'activated';
export type SortDirection = 'asc' | 'desc';
export const SORTS: readonly RegistrationSort[] = ['date', 'name', 'activated'];
export const isSort = (value: string | null): value is RegistrationSort => value === 'date' || value === 'name' || value === 'activated';

/** A sort's first direction: names A→Z, dates newest first. */
export const firstDirection = (sort: RegistrationSort): SortDirection => (sort === 'name' ? 'asc' : 'desc');

/** The list's address holds the search and the sort: ?zoek=…&sorteer=naam&richting=op. */
const SORT_WORD: Record<RegistrationSort, string> = { date: 'datum', name: 'naam', activated: 'geactiveerd' };
export function listVariables(params: URLSearchParams): { search: string | null; sort: RegistrationSort; direction: SortDirection } {
  const word = params.get('sorteer');
  const sort = (Object.keys(SORT_WORD) as RegistrationSort[]).find((s) => SORT_WORD[s] === word) ?? 'date';
  const richting = params.get('richting');
  const direction = richting === 'op' ? 'asc' : richting === 'af' ? 'desc' : firstDirection(sort);
  return { search: params.get('zoek')?.trim() || null, sort, direction };
}
export function listParams(v: { search: string | null; sort: RegistrationSort; direction: SortDirection }): Record<string, string> {
  return {
    ...(v.search ? { zoek: v.search } : {}),
    ...(v.sort !== 'date' ? { sorteer: SORT_WORD[v.sort] } : {}),
    ...(v.direction !== firstDirection(v.sort) ? { richting: v.direction === 'asc' ? 'op' : 'af' } : {}),
  };
}

export const registrationPath = (urlId: string) => `/admin/registraties/${urlId}`;
export const CONTACT_PATH = '/admin/registraties/contactverzoeken';
