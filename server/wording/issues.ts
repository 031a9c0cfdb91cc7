// The Dutch words of the domain's validation issues, for every interface that answers in Dutch: GraphQL (the web app's
// forms) and the REST routes the web app itself calls (e.g. the students import). A screen that words an issue its own
// way does so in its interface; this is the plain sentence every other field gets.
import type { Issue, IssueCode } from '../domain/errors.ts';
import { formulaIssueText } from '../../shared/markup/check.ts';

const ISSUES_NL: { [C in IssueCode]: (issue: Extract<Issue, { code: C }>) => string } = {
  required: () => 'Dit veld is verplicht',
  email: () => 'Vul een geldig e-mailadres in.',
  tooLong: (i) => `Maximaal ${i.max} tekens`,
  tooMany: (i) => `Maximaal ${i.max} keuzes`,
  passwordLength: (i) => `Het wachtwoord moet minimaal ${i.min} en maximaal ${i.max} tekens hebben.`,
  unknownCourse: () => 'Kies een vak uit de lijst',
  unknownGrade: () => 'Kies een klas uit de lijst',
  chooseClass: () => 'Kies minimaal één klas',
  chooseGroup: () => 'Kies minimaal één groep',
  unknownId: () => 'Onbekende keuze',
  noGroupLicense: () => 'Je hebt geen licentie met groepen',
  taken: () => 'Deze naam is al in gebruik',
  missingClaim: () => 'De uitgever gaf dit gegeven niet door.',
  unresolvedUser: () => 'De gebruiker kon niet worden opgehaald bij de uitgever.',
  rateLimited: (i) => `Je hebt veel berichten achter elkaar gestuurd. Probeer het over ${Math.ceil(i.seconds / 60)} minuten opnieuw.`,
  invitationLimit: (i) => `Voor deze licentie zijn in de afgelopen 24 uur al ${i.max} uitnodigingen verstuurd; meer kan niet. Probeer het over ${Math.ceil(i.seconds / 3600)} uur opnieuw.`,
  notAllowed: () => 'Kies een van de mogelijkheden',
  invalid: () => 'Deze waarde is ongeldig',
  characters: () => 'Deze tekst bevat ongeldige tekens.',
  formula: formulaIssueText,
  unclosedFormula: formulaIssueText,
  emptyFormula: formulaIssueText,
};

/** An issue in plain Dutch, whatever the field. */
export const dutchIssueText = (issue: Issue): string => (ISSUES_NL[issue.code] as (i: Issue) => string)(issue);
