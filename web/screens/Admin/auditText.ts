// The Dutch texts of the audit log (Logboek, /admin/audit; document 3 §2, §3 'Audit entry'), in one place.
import { formatDate, formatTime } from '../../lib/dates.ts';
import { COMPLEXITY_LABEL } from '../Search/searchState.ts';
import { examStatusLabel } from './adminText.ts';

/** What happened, as the log says it. */
export const AUDIT_EVENTS: Record<string, string> = { created: 'aangemaakt', updated: 'gewijzigd', deleted: 'verwijderd' };

/** The kinds of record in Dutch (document 3 §3); a kind not named here shows as the server names it. */
export const AUDIT_TYPES: Record<string, string> = {
  seat: 'Licentiegebruiker',
  group: 'Klas/groep',
  license: 'Licentie',
  privilege: 'Actie',
  user: 'Gebruiker',
  stream: 'Vak',
  exam: 'Examen',
  topic: 'Opgavetitel',
  question: 'Vraag',
  answer: 'Oplossingsstrategie',
  section: 'Stap',
  tip: 'Tip',
  scores: 'Punten',
  tag: 'Trefwoord',
  chapter: 'Hoofdstuk',
  attachment: 'Bijlage',
  step: 'Stap',
  book: 'Boek',
  domain: 'Domein',
  questionType: 'Vraagtype',
  annotation: 'Oefenset',
  annotationQuestion: 'Vraag in oefenset',
  contact_request: 'Contactverzoek',
  registration: 'Registratie',
  licenseRollover: 'Schooljaar overgezet',
};

/** The fields in Dutch; one not named here shows as the server names it. */
export const AUDIT_FIELDS: Record<string, string> = {
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mailadres',
  isActive: 'Actief',
  isVisible: 'Zichtbaar',
  userId: 'Gebruiker',
  licenseId: 'Licentie',
  role: 'Rol',
  name: 'Naam',
  formulaSheet: 'Formuleblad',
  status: 'Status',
  year: 'Jaargang',
  term: 'Tijdvak',
  showAnswers: 'Nakijken tonen',
  isPilot: 'Pilot',
  standardizationValue: 'N-term',
  introduction: 'Introductie',
  notes: 'Notities',
  complexity: 'Complexiteit',
  popularity: 'Populariteit',
  position: 'Positie',
  attachmentIds: 'Bijlagen',
  version: 'Versie',
  // The question editor's fields (server/domain/admin/questions.ts QUESTION_FIELD_ORDER).
  number: 'Nummer',
  points: 'Punten',
  timeInMinutes: 'Minuten',
  proportionValue: 'P-waarde',
  typeId: 'Vraagtype',
  text: 'Tekst',
  appendixIds: 'Bijlagen bij de vraag',
  chapterIds: 'Hoofdstukken',
  domainIds: 'Domeinen',
  tagNames: 'Trefwoorden',
  highlights: 'Highlights',
  dependencies: 'Afhankelijkheden',
  tips: 'Tips',
  // The solution-strategy editor's (server/domain/admin/answers.ts ANSWER_FIELD_ORDER).
  remark: 'Opmerking',
  steps: 'Stappen',
  scores: 'Punten obv. antwoordcombinaties',
  // Keywords, books, domains, practice sets (issue 46) and licences, users (issue 47).
  title: 'Titel',
  parentId: 'Hoort bij',
  methodologyId: 'Methode',
  streamId: 'Vak',
  questionId: 'Vraag',
  questionIds: 'Vragen',
  questionCount: 'Aantal vragen',
  mergedInto: 'Samengevoegd met',
  mergedFrom: 'Samengevoegd uit',
  mergedIds: 'Samengevoegde trefwoorden',
  type: 'Soort',
  begin: 'Begin',
  end: 'Einde',
  description: 'Omschrijving',
  action: 'Actie',
  objectType: 'Soort object',
  objectId: 'Object',
  seatId: 'Licentiegebruiker',
  groupIds: 'Klassen/groepen',
  deactivatedAt: 'Gedeactiveerd op',
  fingerprint: 'Voorbeeldcontrole',
  schoolYear: 'Schooljaar',
  groups: 'Klassen/groepen (oud → nieuw)',
  hiddenSeats: 'Verborgen licentiegebruikers',
  movedPrivileges: 'Verplaatste acties',
};

/** The key of a restore's own entry that names the entry it undid (server/domain/admin/restore.ts): shown as a sentence, not as a field. */
export const RESTORES_ENTRY_FIELD = 'restoresEntry';

/** A list of field names in words: 'Status', 'Status en Notities', 'Naam, Status en Notities'. */
export function fieldList(fields: readonly string[]): string {
  const labels = fields.map(fieldLabel);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} en ${labels.at(-1)}`;
}

export const typeLabel = (type: string) => AUDIT_TYPES[type] ?? type;
export const fieldLabel = (field: string) => AUDIT_FIELDS[field] ?? field;

const complexityWord = (value: string): string | undefined => (COMPLEXITY_LABEL as Record<string, string>)[value];

/** The values of an exam's and a strategy's status and a topic's and a question's complexity in their editors' words. */
const VALUE_WORDS: Record<string, (value: string) => string | undefined> = {
  'exam.status': examStatusLabel,
  'topic.complexity': complexityWord,
  'question.complexity': complexityWord,
  'answer.status': (value) => ({ concept: 'Concept', published: 'Gepubliceerd' })[value],
};

/**
 * A value of the diff (JSON text from the server) for people: empty, ja/nee, the editor's word for a status or a
 * complexity (of `type`.`field`), the text itself.
 */
export function valueText(json: string | null, type?: string, field?: string): string {
  if (json === null) return '—';
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (value === null || value === '') return '(leeg)';
  if (value === true) return 'ja';
  if (value === false) return 'nee';
  const word = typeof value === 'string' ? VALUE_WORDS[`${type}.${field}`]?.(value) : undefined;
  if (word) return word;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export const AUDIT_TEXT = {
  title: 'Logboek',
  lead: 'Elke wijziging die in het beheer en door licentiebeheerders is gemaakt: wie, wanneer, wat, en de oude en nieuwe waarden.',
  filters: 'Filters',
  user: 'Gebruiker',
  allUsers: 'Alle gebruikers',
  type: 'Type',
  allTypes: 'Alle types',
  from: 'Vanaf',
  to: 'Tot en met',
  clear: 'Filters wissen',
  caption: 'Wijzigingen, de nieuwste eerst',
  time: 'Tijdstip',
  who: 'Gebruiker',
  kind: 'Type',
  id: 'Id',
  event: 'Gebeurtenis',
  changes: 'Wijzigingen',
  nobody: 'Systeem',
  oldValue: 'oud:',
  newValue: 'nieuw:',
  count: (shown: number, total: number) => (shown < total ? `${shown} van ${total} wijzigingen` : total === 1 ? '1 wijziging' : `${total} wijzigingen`),
  empty: 'Er staan nog geen wijzigingen in het logboek.',
  emptyFiltered: 'Geen wijzigingen gevonden met deze filters.',
  more: 'Meer laden',
  loadingMore: 'Meer laden…',
  moreFailed: 'Kon niet meer wijzigingen laden. Probeer het opnieuw.',
  loadFailed: 'Kon het logboek niet laden.',
  filterFailed: 'Kon het logboek niet filteren. Probeer het opnieuw.',
  moment: (at: string) => `${formatDate(at)} ${formatTime(at)}`,
  // Undo from the log (issue 45).
  restore: 'Herstellen',
  restoreLabel: (type: string, moment: string) => `Herstellen: ${type}, gewijzigd ${moment}`,
  restoreTitle: 'Oude waarden terugzetten',
  restoreQuestion: 'Weet je zeker dat je de oude waarden van deze wijziging wil terugzetten?',
  restoreWhat: (type: string, id: string, moment: string) => `${type} ${id}, gewijzigd op ${moment}. Het terugzetten komt zelf ook in het logboek.`,
  restoreConfirm: 'Terugzetten',
  restoreCancel: 'Annuleren',
  restoreClose: 'Sluiten',
  restored: 'Oude waarden teruggezet',
  restoreFailed: 'Kon de oude waarden niet terugzetten. Probeer het opnieuw.',
  changedSince: (fields: readonly string[]) => (fields.length ? `Sindsdien gewijzigd: ${fieldList(fields)}.` : 'Het item is buiten het beheer gewijzigd.'),
  restoresEntry: (moment: string, who: string) => `Teruggezet: de oude waarden van de wijziging van ${moment} door ${who}.`,
};
