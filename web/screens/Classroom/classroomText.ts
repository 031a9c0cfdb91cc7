// The words of the teacher's student pages (document 2 §2.7-§2.8, §8; issue 11), in one place.
import { formatDate, formatTime } from '../../lib/dates.ts';

const leerlingen = (n: number) => `${n} ${n === 1 ? 'leerling' : 'leerlingen'}`;

export const CLASSROOM_TEXT = {
  title: (course: string, level: string) => `Leerlingen ${course} ${level}`,
  titlePlain: 'Leerlingen',
  refresh: 'Vernieuwen',
  refreshing: 'Vernieuwen…',
  refreshed: (time: string) => `Bijgewerkt om ${time}.`,
  refreshFailed: 'Kon de gegevens niet vernieuwen.',
  loadFailed: 'Kon de leerlingen niet laden.',
  unpublished: (course: string, level: string) =>
    `De oefensets van ${course} ${level} zijn nog niet gepubliceerd. Je leerlingen kunnen nog niet zelf oefenen, en hun resultaten kun je pas bekijken als de oefensets gepubliceerd zijn.`,

  // Activiteiten van alle leerlingen
  activities: 'Activiteiten van alle leerlingen',
  activitiesLead: 'Wat je leerlingen deden met de selecties die je voor dit vak maakte. Je eigen gebruik telt niet mee.',
  noActivities: (course: string, level: string) => `Je hebt nog geen opgaven gebruikt van ${course} ${level}.`,
  selectedOn: (createdAt: string) => `Geselecteerd op ${formatDate(createdAt)} om ${formatTime(createdAt)}`,
  setColumn: 'Selectie',
  viewers: 'Leerlingen',
  viewersHint: 'geschat, naar het aantal apparaten',
  checked: 'Vragen nagekeken',
  tips: 'Tips gebruikt',
  showAll: 'Toon alle activiteiten',
  showLess: 'Toon minder activiteiten',
  more: 'Meer activiteiten laden',
  loadingMore: 'Meer activiteiten laden…',
  moreFailed: 'Kon niet meer activiteiten laden. Probeer het opnieuw.',
  heatmapLink: 'Waar loopt de klas vast?',
  heatmapLinkOf: (name: string) => ` (${name})`,
  activitiesCaption: 'Selecties met het aantal leerlingen, nagekeken vragen en gebruikte tips',

  // Resultaten van leerlingen met licentie
  results: 'Resultaten van leerlingen met licentie',
  linkLicenses: 'Leerling licenties koppelen',
  noGroups: (course: string, level: string) => `Je hebt geen groepen voor ${course} ${level}.`,
  emptyGroup: 'Er hebben zich nog geen leerlingen aangemeld bij deze groep.',
  student: 'Leerling',
  lastActivity: 'Laatste activiteit (zelf oefenen)',
  noActivity: 'Nog niet geoefend',
  viewResults: 'Bekijk resultaten',
  viewResultsOf: (name: string) => ` van ${name}`,
  moreStudents: 'Meer leerlingen laden',
  loadingMoreStudents: 'Meer leerlingen laden…',
  moreStudentsFailed: 'Kon niet meer leerlingen laden. Probeer het opnieuw.',
  groupCaption: (group: string) => `Leerlingen van groep ${group}`,
  groupCount: (n: number) => leerlingen(n),

  // Resultaten van {name}
  resultsTitle: (name: string) => `Resultaten van ${name}`,
  resultsLead: (name: string, stream: string) => `De oefensets van ${stream} met de scores die ${name} zelf heeft nagekeken.`,
  resultsSummary: (questions: number, scored: number, total: number) =>
    questions === 0 ? 'Nog geen vragen nagekeken in dit vak.' : `Nagekeken: ${questions} ${questions === 1 ? 'vraag' : 'vragen'}, samen ${scored} van de ${total} ${total === 1 ? 'punt' : 'punten'}.`,
  back: '← Leerlingen',
  studentNotFound: 'Deze leerling is niet gevonden, of je bent niet de docent van deze leerling.',
  resultsFailed: 'Kon de resultaten niet laden.',

  // Waar loopt de klas vast?
  heatmapTitle: 'Waar loopt de klas vast?',
  heatmapSet: (name: string, createdAt: string) => `${name} · geselecteerd op ${formatDate(createdAt)} om ${formatTime(createdAt)}`,
  heatmapLead: 'Per vraag en per stap van de uitwerking zie je hoeveel leerlingen daar vastliepen. Zo zie je welke stap je in de les nog eens kunt uitleggen.',
  heatmapStudents: (n: number) => `${leerlingen(n)} ${n === 1 ? 'heeft' : 'hebben'} deze selectie gebruikt.`,
  heatmapEmpty: 'Nog geen leerlingen hebben deze selectie gebruikt. Deel de link met je klas; daarna zie je hier waar ze vastlopen.',
  heatmapNotFound: 'Deze selectie is niet gevonden, of het is niet jouw selectie.',
  heatmapFailed: 'Kon de gegevens van deze selectie niet laden.',
  heatmapCaption: (name: string) => `Waar leerlingen vastliepen in ${name}, per vraag en stap`,
  heatmapLegend:
    "In elk vak van een stap: Tip = leerlingen die bij die stap een tip namen; Uitwerking = leerlingen die de modeluitwerking bekeken; Nee = leerlingen die de stap met 'Nee' afsloten. Hoe donkerder het vak, hoe groter het deel van de leerlingen van die vraag dat bij die stap vastliep. Leerlingen zonder account tellen per apparaat; namen zie je hier niet.",
  legendTitle: 'Deel van de leerlingen dat vastliep',
  legendLevels: ['niemand', 'minder dan een kwart', 'een kwart tot de helft', 'de helft tot driekwart', 'driekwart of meer'] as const,
  questionColumn: 'Vraag',
  studentsColumn: 'Leerlingen',
  stepColumn: (n: number) => `Stap ${n}`,
  helpedColumn: 'Tips hielpen',
  questionRow: (topic: string, number: number) => `${topic}, vraag ${number}`,
  strategyRow: (name: string) => ` — ${name}`,
  tipLine: (n: number) => `Tip: ${n}`,
  elaborationLine: (n: number) => `Uitwerking: ${n}`,
  noLine: (n: number) => `Nee: ${n}`,
  // 'liep' with one student, or with one of them: '0 van 1 leerling liep', '1 van 10 leerlingen liep', '2 van 10 leerlingen liepen'.
  stuckOf: (stuck: number, students: number) => `${stuck} van ${leerlingen(students)} liep${stuck === 1 || students === 1 ? '' : 'en'} hier vast`,
  noStep: 'geen stap',
  noSteps: 'Geen stappen: de antwoorden van dit examen zijn niet zichtbaar voor leerlingen.',
  helped: (helped: number, tipped: number, share: number) => `${helped} van ${tipped} (${Math.round(share * 100)}%)`,
  helpedHint: "leerlingen die na een tip bij die stap 'Ja' antwoordden",
  helpColumn: 'Tips en uitwerkingen',
  helpHint: 'gebruikt bij de vraag, met of zonder stap',
  helpCell: (tips: number, elaborations: number) => `${tips} ${tips === 1 ? 'tip' : 'tips'}, ${elaborations} ${elaborations === 1 ? 'uitwerking' : 'uitwerkingen'}`,
  /** The same figures as 'Tips gebruikt' on /leerlingen. */
  heatmapHelp: (tips: number, elaborations: number) => `De klas gebruikte ${tips} ${tips === 1 ? 'tip' : 'tips'} en bekeek ${elaborations} ${elaborations === 1 ? 'uitwerking' : 'uitwerkingen'}.`,
  noTips: 'geen tips genomen',
} as const;
