// The words of the practice sets' page (/admin/courses/{course}/metadata; issue 46). The types' names are the product's
// own where it has them ('Oefensets' and 'Hele examens' as students read them); a type without one shows as stored.
export const ANNOTATIONS_TEXT = {
  title: (stream: string) => `Oefensets ${stream}`,
  lead: 'De oefensets en hele examens die leerlingen bij Zelf oefenen zien, met hun onderdelen en gekoppelde vragen.',
  none: 'Deze stroom heeft nog geen oefensets.',
  parts: (n: number) => (n === 1 ? '1 onderdeel' : `${n} onderdelen`),
  noParts: 'Nog geen onderdelen.',
  noQuestions: 'Nog geen vragen gekoppeld.',
  question: (q: { year: number; term: number; number: number; topicName: string }) => `${q.year}-${q.term} vraag ${q.number} — ${q.topicName}`,
  addChild: 'Onderdeel toevoegen',
  childName: 'Naam van het nieuwe onderdeel',
  childAdded: 'Onderdeel toegevoegd',
  rename: 'Naam wijzigen',
  renameLabel: (name: string) => `Nieuwe naam voor ${name}`,
  save: 'Opslaan',
  cancel: 'Annuleren',
  renamed: 'Naam opgeslagen',
  remove: 'Verwijderen',
  removeLabel: (name: string) => `${name} verwijderen`,
  confirmRemove: (name: string) => `Weet je zeker dat je het onderdeel ${name} wil verwijderen? De vragen zelf blijven bestaan.`,
  removed: 'Onderdeel verwijderd',
  link: 'Vraag koppelen',
  linkLegend: (name: string) => `Vraag koppelen aan ${name}`,
  year: 'Jaar',
  term: 'Tijdvak',
  number: 'Vraagnummer',
  linked: 'Vraag gekoppeld',
  unlink: 'Ontkoppelen',
  unlinkLabel: (label: string) => `${label} ontkoppelen`,
  unlinked: 'Vraag ontkoppeld',
  rebuildTitle: 'Hele examens opnieuw opbouwen',
  rebuildLead:
    "Maakt van elk gepubliceerd examen met nakijken een set 'Hele examens' met een onderdeel per opgave. Sets die blijven bestaan houden hun plaats; de scores van leerlingen blijven bewaard.",
  rebuild: 'Opnieuw opbouwen',
  confirmRebuild: 'Weet je zeker dat je de hele examens van deze stroom opnieuw wil opbouwen?',
  rebuilt: (exams: number) => `Hele examens opnieuw opgebouwd (${exams === 1 ? '1 examen' : `${exams} examens`})`,
  failed: 'Oeps! Er ging iets niet helemaal goed.',
  notFound: 'Deze stroom bestaat niet (meer).',
} as const;

/** The types' names as the product words them; others as stored. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  oefenset: 'Oefensets',
  examen: 'Hele examens',
  basisvaardigheid: 'Basisvaardigheid',
  'gecombineerde-opgaven': 'Gecombineerde opgaven',
  opgave: 'Opgave',
};

export const annotationTypeName = (type: string): string => TYPE_NAMES[type] ?? type;
