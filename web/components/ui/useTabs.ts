// Tabs as the WAI-ARIA pattern has them (a tablist of buttons, one tab stop, arrow keys move and select, Home and End go
// to the ends), for the back-office's editors (question, solution strategy) and the ones after them. The caller keeps
// which tab is selected; this gives the props of the list, each tab and each panel.
//
//   const tabs = useTabs(['general', 'metadata'] as const, tab, setTab);
//   <div {...tabs.list('Onderdelen')}>{names.map((n) => <button key={n} {...tabs.tab(n)}>{label[n]}</button>)}</div>
//   <div {...tabs.panel('general')}>…</div>                    // one panel per tab, hidden unless selected
//
// With `{ onePanel: true }` every tab controls the same panel, which the caller fills for the selected tab
// (`tabs.panel()`).
import { useId, useRef, type ButtonHTMLAttributes, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';

export interface Tabs<T extends string> {
  list: (label: string) => HTMLAttributes<HTMLDivElement> & { role: 'tablist' };
  tab: (name: T) => ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement>; type: 'button'; role: 'tab' };
  panel: (name?: T) => HTMLAttributes<HTMLDivElement> & { role: 'tabpanel'; hidden: boolean };
}

export function useTabs<T extends string>(names: readonly T[], selected: T, select: (name: T) => void, options: { onePanel?: boolean } = {}): Tabs<T> {
  const base = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (name: T) => `${base}-tab-${name}`;
  const panelId = (name: T) => (options.onePanel ? `${base}-panel` : `${base}-panel-${name}`);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = names.indexOf(selected);
    const last = names.length - 1;
    const to = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = names[to]!;
    select(next);
    buttons.current.get(next)?.focus();
  };

  return {
    list: (label) => ({ role: 'tablist', 'aria-label': label }),
    tab: (name) => ({
      ref: (element: HTMLButtonElement | null) => {
        if (element) buttons.current.set(name, element);
        else buttons.current.delete(name);
      },
      type: 'button',
      role: 'tab',
      id: tabId(name),
      'aria-controls': panelId(name),
      'aria-selected': selected === name,
      tabIndex: selected === name ? 0 : -1,
      onClick: () => select(name),
      onKeyDown,
    }),
    panel: (name = selected) => ({ role: 'tabpanel', id: panelId(name), 'aria-labelledby': tabId(options.onePanel ? selected : name), hidden: !options.onePanel && name !== selected }),
  };
}
