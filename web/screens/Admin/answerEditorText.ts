// The solution-strategy editor's words (document 3 §2 'Answer page', §8), in one place for its screen. The score
// table's rows are named by the steps earned in them: entry k of the table has step i+1 earned when bit i of k is set
// (the order students' scoring reads, shared/practice/scoring.ts).

/** The steps (from 1, ascending) earned in combination `index` of a table for `steps` steps. */
export function earnedSteps(index: number, steps: number): number[] {
  const earned: number[] = [];
  for (let i = 0; i < steps; i++) if (index & (1 << i)) earned.push(i + 1);
  return earned;
}

/** 'geen stap goed', 'stap 1 goed', 'stap 1 en 3 goed', 'stap 1, 2 en 3 goed'. */
export function combinationName(index: number, steps: number): string {
  const earned = earnedSteps(index, steps);
  if (earned.length === 0) return 'geen stap goed';
  if (earned.length === 1) return `stap ${earned[0]} goed`;
  return `stap ${earned.slice(0, -1).join(', ')} en ${earned[earned.length - 1]} goed`;
}

export const ANSWER_TEXT = {
  title: (name: string) => name,
  ofQuestion: (n: number, topic: string) => `Vraag ${n} van ${topic}`,
  backToQuestion: 'Terug naar de vraag',
  menu: 'Onderdelen van de strategie',
  general: 'Algemeen',
  step: (n: number) => `Stap ${n}`,
  addStep: 'Stap toevoegen',
  tabs: 'Tabbladen',
  tabTexts: 'Opmerkingen/Antwoorden en uitwerkingen',
  tabTips: 'Tips',
  tabScores: 'Punten obv. antwoordcombinaties',
  name: 'Naam',
  position: 'Positie',
  status: 'Status',
  statusConcept: 'Concept',
  statusPublished: 'Gepubliceerd',
  remark: 'Opmerkingen',
  correction: 'Correctievoorschrift',
  text: 'Tussenantwoord',
  elaboration: 'Modeluitwerking',
  explanation: 'Toelichting',
  points: 'Punten',
  moveUp: (n: number) => `Stap ${n} omhoog`,
  moveDown: (n: number) => `Stap ${n} omlaag`,
  removeStep: (n: number) => `Stap ${n} verwijderen`,
  confirmRemoveStep: (n: number) => `Weet je zeker dat je stap ${n} wil verwijderen?`,
  questionTips: 'Tips bij de vraag',
  stepTips: (n: number) => `Tips bij stap ${n}`,
  tip: (n: number) => `Tip ${n}`,
  addTip: 'Tip toevoegen',
  removeTip: (n: number) => `Tip ${n} verwijderen`,
  tipUp: (n: number) => `Tip ${n} omhoog`,
  tipDown: (n: number) => `Tip ${n} omlaag`,
  noTips: 'Nog geen tips.',
  noSteps: 'Deze strategie heeft nog geen stappen. Voeg er een toe met ‘Stap toevoegen’.',
  scoresNote: 'Als de punten op antwoordcombinaties gebaseerd zijn, moeten de punten van de stappen 0 zijn.',
  scoresStepPoints: (steps: number[]) => `Let op: ${steps.length === 1 ? `stap ${steps[0]} heeft` : `stappen ${steps.join(', ')} hebben`} nog punten.`,
  scoresNone: 'Er is geen tabel: de punten van de vraag zijn de som van de punten van de stappen.',
  scoresNoSteps: 'Voeg eerst stappen toe.',
  scoresTooMany: (max: number) => `Een tabel met punten per antwoordcombinatie kan voor hoogstens ${max} stappen.`,
  combination: 'Antwoordcombinatie',
  combinationPoints: 'Punten',
  pointsOf: (name: string) => `Punten bij ${name}`,
  clearTable: 'Tabel wissen',
  confirmClear: 'Weet je zeker dat je de tabel wil wissen? Alle punten worden 0 en de tabel wordt verwijderd.',
  save: 'Opslaan',
  saving: 'Opslaan…',
  saved: 'Opgeslagen',
  savedChanges: 'Wijzigingen opgeslagen',
  failed: 'Oeps! Er ging iets niet helemaal goed.',
  delete: 'Verwijderen',
  confirmDelete: 'Weet je zeker dat je deze oplossingsstrategie wil verwijderen?',
  deleted: 'Oplossingsstrategie verwijderd',
  deleteFailed: 'error',
  notFound: 'Deze oplossingsstrategie bestaat niet (meer).',
} as const;
