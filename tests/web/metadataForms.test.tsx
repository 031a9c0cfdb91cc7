// The small forms of the books, domains and question types pages (web/screens/Admin/metadataForms.tsx, issue 46,
// document 3 §5): an add button appears only when every field is filled; an item's save is enabled only when a field
// changed; successes say 'Opgeslagen' / 'Wijzigingen opgeslagen', a failure 'Oeps! Er ging iets niet helemaal goed.'
// with the field's error under it, a refused delete the server's words.
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider } from '../../web/components/Toasts.tsx';
import { AddForm, ItemForm, outcomeOf, type Outcome } from '../../web/screens/Admin/metadataForms.tsx';

const CHAPTER = [
  { name: 'name', label: 'Code' },
  { name: 'title', label: 'Titel' },
];

describe('AddForm', () => {
  it('shows its button only when code and title are filled, adds, says Opgeslagen and clears', async () => {
    const added: Record<string, string>[] = [];
    render(
      <ToastProvider>
        <AddForm title="Nieuw hoofdstuk" fields={CHAPTER} submitLabel="Hoofdstuk toevoegen" onAdd={async (v) => (added.push(v), { ok: true })} />
      </ToastProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Hoofdstuk toevoegen' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'H3' } });
    expect(screen.queryByRole('button', { name: 'Hoofdstuk toevoegen' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Titel' }), { target: { value: '  ' } });
    expect(screen.queryByRole('button', { name: 'Hoofdstuk toevoegen' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Titel' }), { target: { value: 'Krachten' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hoofdstuk toevoegen' })));
    expect(added).toEqual([{ name: 'H3', title: 'Krachten' }]);
    expect(screen.getByRole('status').textContent).toBe('Opgeslagen');
    expect((screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the field errors and the general warning when the server refuses', async () => {
    const refused: Outcome = outcomeOf({ __typename: 'ValidationError', fieldErrors: [{ field: 'title', messages: ['Dit veld is verplicht'] }] }, 'ChapterSaved');
    render(
      <ToastProvider>
        <AddForm title="Nieuw hoofdstuk" fields={CHAPTER} submitLabel="Hoofdstuk toevoegen" onAdd={async () => refused} />
      </ToastProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'H3' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Titel' }), { target: { value: 'x' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hoofdstuk toevoegen' })));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Dit veld is verplicht', 'Oeps! Er ging iets niet helemaal goed.']);
  });
});

describe('ItemForm', () => {
  it('enables save only when changed, says Wijzigingen opgeslagen, and words a refused delete as the server does', async () => {
    const saved: Record<string, string>[] = [];
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    render(
      <ToastProvider>
        <ItemForm
          title="Hoofdstuk H3"
          fields={CHAPTER}
          stored={{ name: 'H3', title: 'Krachten' }}
          onSave={async (v) => (saved.push(v), { ok: true })}
          onRemove={async () => outcomeOf({ __typename: 'MetadataInUseError', message: 'Kan niet verwijderen: 2 vragen gebruiken dit nog.' }, 'ChapterDeleted')}
          confirm="Weet je het zeker?"
        />
      </ToastProvider>,
    );
    const save = screen.getByRole('button', { name: 'Opslaan' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Titel' }), { target: { value: 'Energie' } });
    expect(save.disabled).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Titel' }), { target: { value: 'Krachten' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Titel' }), { target: { value: 'Energie' } });
    await act(async () => fireEvent.click(save));
    expect(saved).toEqual([{ name: 'H3', title: 'Energie' }]);
    expect(screen.getByRole('status').textContent).toBe('Wijzigingen opgeslagen');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' })));
    expect(confirm).toHaveBeenCalledWith('Weet je het zeker?');
    expect(screen.getByRole('alert').textContent).toBe('Kan niet verwijderen: 2 vragen gebruiken dit nog.');
    confirm.mockRestore();
  });
});
