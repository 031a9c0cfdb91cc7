// The reports' words (Overzichten, document 3 §2; issue 46). The reports' titles and column labels are the server's.
export const REPORT_TEXT = {
  title: 'Overzichten',
  intro: 'Kies een overzicht. Elk overzicht is te doorzoeken, te sorteren, te filteren en te downloaden als CSV of Excel.',
  back: 'Alle overzichten',
  noReport: 'Dit overzicht bestaat niet.',
  loadFailed: 'Kon het overzicht niet laden.',
  filters: 'Filters',
  subjects: 'Vakken',
  levels: 'Niveaus',
  years: 'Jaren',
  terms: 'Tijdvakken',
  range: 'Periode',
  from: 'Van',
  to: 'Tot en met',
  periodBackwards: 'De laatste dag ligt voor de eerste dag.',
  periodTooLong: (weeks: number) => `Kies een periode van hoogstens ${weeks} weken.`,
  chart: (title: string) => `Grafiek: ${title}. De tabel hieronder geeft dezelfde cijfers.`,
  clearFilters: 'Filters wissen',
  search: 'Zoeken in het overzicht',
  searchHint: 'Zoekt in alle kolommen.',
  downloads: 'Downloaden',
  csv: 'Download CSV',
  xlsx: 'Download Excel',
  sortBy: (label: string) => `Sorteer op ${label}`,
  rows: (shown: number, total: number) => (shown === total ? `${total} ${total === 1 ? 'rij' : 'rijen'}` : `${shown} van ${total} rijen`),
  empty: 'Er zijn geen gegevens voor dit overzicht met deze filters.',
  noMatch: (text: string) => `Geen rijen gevonden met ‘${text}’.`,
} as const;

/** The address's names of the filters (document 3 §9), shared by the screen's address and the downloads' routes. */
export const FILTER_PARAMS = { subjects: 'vak', levels: 'niveau', years: 'jaar', terms: 'tijdvak' } as const;
/** The longest period of the weekly KPIs, in weeks (the server's KPI_WEEKS_MAX). */
export const WEEKS_MAX = 106;

export const RANGE_PARAMS = { from: 'van', to: 'tot' } as const;
export type ListFilterKind = keyof typeof FILTER_PARAMS;
export type FilterKind = ListFilterKind | 'range';
