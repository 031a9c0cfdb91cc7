// The report table (web/screens/Admin/Reports, issue 46): Dutch cells (numbers '12.345', years '2022', days '12 januari 2026'), a
// search over every column (case and accents aside), a sort by a click on a header (aria-sort ascending, then
// descending; numbers as numbers, days as days, empty cells last), the empty states, and the filters in the address.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ReportTable } from '../../web/screens/Admin/Reports/ReportTable.tsx';
import { cellText, filterQuery, filtersOf, filterVariables } from '../../web/screens/Admin/Reports/reportTable.ts';

const COLUMNS = [
  { label: 'Set', type: 'text' },
  { label: 'Klikken', type: 'number' },
  { label: 'Laatste klik', type: 'date' },
] as const;
const ROWS = [
  ['Proefset één', '4', '2026-02-04'],
  ['Vwo-set', '1234', '2026-02-10'],
  ['appels', '30', null],
];

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
const header = (name: RegExp) => screen.getByRole('columnheader', { name });

describe('ReportTable', () => {
  it('shows the cells in Dutch, in the given order, with the number of rows', () => {
    render(<ReportTable title="Klikken en apparaten per set" columns={COLUMNS} rows={ROWS} />);
    expect(bodyRows()).toEqual([
      ['Proefset één', '4', '4 februari 2026'],
      ['Vwo-set', '1234', '10 februari 2026'],
      ['appels', '30', ''],
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 rijen');
  });

  it('sorts by a clicked header: ascending, then descending, numbers as numbers, empty days last', () => {
    render(<ReportTable title="R" columns={COLUMNS} rows={ROWS} />);
    expect(header(/Klikken/).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Klikken/ }));
    expect(header(/Klikken/).getAttribute('aria-sort')).toBe('ascending');
    expect(bodyRows().map((r) => r[1])).toEqual(['4', '30', '1234']);
    fireEvent.click(screen.getByRole('button', { name: /^Klikken/ }));
    expect(header(/Klikken/).getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows().map((r) => r[1])).toEqual(['1234', '30', '4']);
    fireEvent.click(screen.getByRole('button', { name: /^Laatste klik/ }));
    expect(header(/Klikken/).getAttribute('aria-sort')).toBeNull();
    expect(bodyRows().map((r) => r[0])).toEqual(['Proefset één', 'Vwo-set', 'appels']);
    fireEvent.click(screen.getByRole('button', { name: /^Set/ }));
    expect(bodyRows().map((r) => r[0])).toEqual(['appels', 'Proefset één', 'Vwo-set']);
  });

  it('searches every column as shown, case and accents aside, and says when nothing matches', () => {
    render(<ReportTable title="R" columns={COLUMNS} rows={ROWS} />);
    const search = screen.getByRole('searchbox', { name: 'Zoeken in het overzicht' });
    fireEvent.change(search, { target: { value: 'EEN' } });
    expect(bodyRows().map((r) => r[0])).toEqual(['Proefset één']);
    fireEvent.change(search, { target: { value: 'februari' } });
    expect(bodyRows().map((r) => r[0])).toEqual(['Proefset één', 'Vwo-set']);
    expect(screen.getByRole('status').textContent).toBe('2 van 3 rijen');
    fireEvent.change(search, { target: { value: 'peren' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Geen rijen gevonden met ‘peren’.')).toBeTruthy();
  });

  it('has an empty state', () => {
    render(<ReportTable title="R" columns={COLUMNS} rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Er zijn geen gegevens voor dit overzicht met deze filters.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 rijen');
  });
});

describe('the filters in the address', () => {
  it('reads and writes vak, niveau, jaar, tijdvak and the period van–tot', () => {
    const filters = filtersOf(new URLSearchParams('vak=ab,cd&jaar=2019,x&tijdvak=1&niveau=&van=2026-01-05&tot=gisteren'));
    expect(filters).toEqual({ subjects: ['ab', 'cd'], levels: [], years: [2019], terms: [1], from: '2026-01-05', to: '' });
    expect(filterQuery(filters)).toBe('vak=ab,cd&jaar=2019&tijdvak=1&van=2026-01-05');
    expect(filterQuery(filters, ['subjects', 'levels'])).toBe('vak=ab,cd');
    expect(filterQuery(filters, ['range'])).toBe('van=2026-01-05');
    expect(filterVariables(filters)).toEqual({ subjects: ['ab', 'cd'], levels: null, years: [2019], terms: [1], from: '2026-01-05', to: null });
  });

  it('words cells', () => {
    expect(cellText('number', '1234567')).toBe('1.234.567');
    expect(cellText('number', '2022')).toBe('2022');
    expect(cellText('date', '2026-12-07')).toBe('7 december 2026');
    expect(cellText('text', null)).toBe('');
    expect(cellText('somethingNew', 'x')).toBe('x');
  });
});
