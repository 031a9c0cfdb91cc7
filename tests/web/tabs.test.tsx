// The back-office's tabs (web/components/ui/useTabs.ts, the WAI-ARIA tabs pattern; the question and strategy editors
// use them): one tab stop, the arrow keys move and select and wrap around, Home and End go to the ends, each panel is
// labelled by its tab and only the selected one shows; with one panel every tab controls it.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useTabs } from '../../web/components/ui/useTabs.ts';

const NAMES = ['a', 'b', 'c'] as const;
const LABEL = { a: 'Algemeen', b: 'Tips', c: 'Punten' } as const;

function Editor({ onePanel = false }: { onePanel?: boolean }) {
  const [tab, setTab] = useState<(typeof NAMES)[number]>('a');
  const tabs = useTabs(NAMES, tab, setTab, { onePanel });
  return (
    <>
      <div {...tabs.list('Onderdelen')}>
        {NAMES.map((n) => (
          <button key={n} {...tabs.tab(n)}>
            {LABEL[n]}
          </button>
        ))}
      </div>
      {onePanel ? (
        <div {...tabs.panel()}>Inhoud van {LABEL[tab]}</div>
      ) : (
        NAMES.map((n) => (
          <div key={n} {...tabs.panel(n)}>
            Inhoud van {LABEL[n]}
          </div>
        ))
      )}
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent);
const tabStops = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.tabIndex === 0)
    .map((t) => t.textContent);

test('moves and selects with the arrow keys, wraps around, and goes to the ends with Home and End', () => {
  render(<Editor />);
  expect(screen.getByRole('tablist', { name: 'Onderdelen' })).toBeTruthy();
  expect([selected(), tabStops()]).toEqual([['Algemeen'], ['Algemeen']]);
  tab('Algemeen').focus();
  fireEvent.keyDown(tab('Algemeen'), { key: 'ArrowRight' });
  expect([selected(), tabStops(), document.activeElement?.textContent]).toEqual([['Tips'], ['Tips'], 'Tips']);
  fireEvent.keyDown(tab('Tips'), { key: 'End' });
  expect([selected(), document.activeElement?.textContent]).toEqual([['Punten'], 'Punten']);
  fireEvent.keyDown(tab('Punten'), { key: 'ArrowRight' });
  expect([selected(), document.activeElement?.textContent]).toEqual([['Algemeen'], 'Algemeen']);
  fireEvent.keyDown(tab('Algemeen'), { key: 'ArrowLeft' });
  expect(selected()).toEqual(['Punten']);
  fireEvent.keyDown(tab('Punten'), { key: 'Home' });
  expect(selected()).toEqual(['Algemeen']);
  // Other keys are left alone.
  fireEvent.keyDown(tab('Algemeen'), { key: 'ArrowDown' });
  expect(selected()).toEqual(['Algemeen']);
});

test('shows only the selected panel, each labelled by its own tab; a click selects', () => {
  render(<Editor />);
  fireEvent.click(tab('Tips'));
  const shown = screen.getByRole('tabpanel');
  expect([shown.textContent, shown.getAttribute('aria-labelledby')]).toEqual(['Inhoud van Tips', tab('Tips').id]);
  expect(tab('Tips').getAttribute('aria-controls')).toBe(shown.id);
  expect(screen.getAllByRole('tabpanel', { hidden: true }).map((p) => [p.textContent, p.hidden])).toEqual([
    ['Inhoud van Algemeen', true],
    ['Inhoud van Tips', false],
    ['Inhoud van Punten', true],
  ]);
});

test('with one panel, every tab controls it and it is labelled by the selected tab', () => {
  render(<Editor onePanel />);
  fireEvent.click(tab('Punten'));
  const panel = screen.getByRole('tabpanel');
  expect(panel.textContent).toBe('Inhoud van Punten');
  expect(panel.getAttribute('aria-labelledby')).toBe(tab('Punten').id);
  expect(new Set(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-controls')))).toEqual(new Set([panel.id]));
});
