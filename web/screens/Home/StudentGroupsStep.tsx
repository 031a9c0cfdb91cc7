// Group selection for a student with a partner-licence seat (document 2 §2.11): save is disabled until at least one
// group is chosen.
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StudentGroupsStep_viewer$key } from '../../__generated__/StudentGroupsStep_viewer.graphql';
import { useChooseGroupsMutation } from '../../mutations/useChooseGroupsMutation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox } from '../../components/ui/Field.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { useRefreshShell } from '../Auth/useViewerChange.ts';
import { dutch, dutchFieldErrors, failureText } from '../Auth/authText.ts';

export function StudentGroupsStep({ viewer }: { viewer: StudentGroupsStep_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment StudentGroupsStep_viewer on Viewer {
        user {
          firstName
        }
        choosableGroups {
          id
          name
          stream {
            name
          }
        }
      }
    `,
    viewer,
  );
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [choose, inFlight] = useChooseGroupsMutation();
  const refreshShell = useRefreshShell();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen.length) return;
    setProblem(null);
    try {
      const result = await choose(chosen);
      if (result.__typename === 'ChooseGroupsSuccess') return await refreshShell();
      if (result.__typename === 'ValidationError') {
        setProblem(Object.values(dutchFieldErrors(result.fieldErrors)).flat().join(' ') || dutch(result.message));
        return;
      }
      window.alert(dutch('message' in result ? result.message : null));
    } catch (failure) {
      window.alert(failureText(failure));
    }
  }

  return (
    <section className="onboarding card" aria-labelledby="groups-title">
      <h1 id="groups-title">Welkom{data.user?.firstName ? `, ${data.user.firstName}` : ''}! In welke groep zit je?</h1>
      <p>Kies je groep of groepen. Je docent kan dan opgaven voor je klaarzetten en je resultaten bekijken.</p>
      {problem && <Alert kind="error">{problem}</Alert>}
      {data.choosableGroups.length === 0 ? (
        <p className="empty">Er zijn nog geen groepen bij je licentie. Vraag je docent om groepen aan te maken.</p>
      ) : (
        <form noValidate onSubmit={submit}>
          <fieldset className="choice-list">
            <legend>Groepen</legend>
            {data.choosableGroups.map((group) => (
              <Checkbox
                key={group.id}
                label={group.stream ? `${group.name} (${group.stream.name})` : group.name}
                checked={chosen.includes(group.id)}
                onChange={(e) => setChosen((list) => (e.target.checked ? [...list, group.id] : list.filter((id) => id !== group.id)))}
              />
            ))}
          </fieldset>
          <p className="field-hint" id="groups-hint" aria-live="polite">
            {chosen.length === 0 ? 'Kies minimaal één groep.' : chosen.length === 1 ? '1 groep gekozen.' : `${chosen.length} groepen gekozen.`}
          </p>
          <Button type="submit" loading={inFlight} disabled={chosen.length === 0} aria-describedby="groups-hint">
            Opslaan
          </Button>
        </form>
      )}
    </section>
  );
}
