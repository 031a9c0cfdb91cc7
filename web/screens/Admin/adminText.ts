// The back-office's words (document 3 §2, §8, §9), in one place for its screens.
export const ADMIN_TEXT = {
  title: 'Beheer',
  landingLead: 'Kies in het menu waar je aan wilt werken.',
  topMenu: 'Beheermenu',
  sideMenu: 'Vakken en examens',
  sideMenuToggle: 'Vakken en examens',
  exams: 'Examens',
  loading: 'Laden…',
  loadFailed: 'Oeps! Er ging iets niet helemaal goed.',
  notYetTitle: 'Nog niet beschikbaar',
  notYet: 'Dit deel van het beheer is nog niet beschikbaar.',
  show: (label: string) => `${label} uitklappen`,
  question: (n: number) => `Vraag ${n}`,
  loadMore: 'Meer laden',
  coursesTitle: 'Vakken',
  courseColumn: 'Vak',
  linksColumn: 'Acties',
  open: 'Open',
  tags: 'Trefwoorden',
  books: 'Boeken',
  metadata: 'Metadata',
  domains: 'Domeinen',
  questionTypes: 'Vraagtypen',
  practiceSets: 'Oefensets',
  examsOf: (name: string) => `Examens ${name}`,
  year: 'Jaargang',
  term: 'Tijdvak',
  status: 'Status',
  showAnswers: 'Nakijken tonen',
  action: 'Actie',
  yes: 'ja',
  no: 'nee',
  add: 'Toevoegen',
  process: 'Verwerken',
  edit: 'Bewerken',
  noExams: 'Dit vak heeft nog geen examens.',
  formulaSheet: 'Formuleblad',
  preview: 'Voorbeeld',
  previewEmpty: 'Nog geen formuleblad.',
  save: 'Opslaan',
  saved: 'Opgeslagen',
  failed: 'Oeps! Er ging iets niet helemaal goed.',
  leave: 'Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je de pagina toch verlaten?',
} as const;

/** The top menu per role (document 3 §2): an admin's and an author's. */
export const ADMIN_MENU: readonly { label: string; to: string; adminOnly: boolean }[] = [
  { label: 'Vakken', to: '/admin/courses', adminOnly: false },
  { label: 'Gebruikers', to: '/admin/users', adminOnly: true },
  { label: 'Licenties', to: '/admin/licenses', adminOnly: true },
  { label: 'Registraties', to: '/admin/registraties', adminOnly: true },
  { label: 'Overzichten', to: '/admin/overzichten', adminOnly: false },
  { label: 'Logboek', to: '/admin/audit', adminOnly: true },
  { label: 'Terug naar de site', to: '/', adminOnly: false },
];

/** Status labels of the exam list (document 3 §2); anything else 'Status onbekend'. */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  prepared: 'Nog niet begonnen',
  processing: 'Wordt al verwerkt',
  published: 'Gepubliceerd',
  concept: 'Concept',
  frozen: 'Bevroren',
};

export const examStatusLabel = (status: string): string => STATUS_LABELS[status] ?? 'Status onbekend';

/** Terms display as Roman numerals I to III (document 3 §2, §9); another number as it is. */
export const romanTerm = (term: number): string => ['I', 'II', 'III'][term - 1] ?? String(term);

/** Prepared and processing exams open the processing wizard, the others the exam editor (document 3 §2). */
export const opensInWizard = (status: string): boolean => status === 'prepared' || status === 'processing';

/** Where an exam opens: the processing wizard or the exam editor (opensInWizard). */
export const examPath = (courseUrlId: string, exam: { urlId: string; status: string }): string =>
  opensInWizard(exam.status) ? `/admin/courses/${courseUrlId}/exams/process/${exam.urlId}` : `/admin/courses/${courseUrlId}/exams/${exam.urlId}`;

/** An exam in the side menu: 'year-term', with its status in brackets unless published (document 3 §2). */
export const examMenuLabel = (exam: { year: number; term: number; status: string }): string => `${exam.year}-${exam.term}${exam.status === 'published' ? '' : ` (${examStatusLabel(exam.status)})`}`;
