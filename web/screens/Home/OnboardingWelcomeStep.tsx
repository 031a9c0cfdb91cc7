// Teacher onboarding step 2 (document 2 §2.11): how the product works; skipped or finished with 'Ga naar de homepage'.
import { graphql, useFragment } from 'react-relay';
import type { OnboardingWelcomeStep_viewer$key } from '../../__generated__/OnboardingWelcomeStep_viewer.graphql';
import { useFinishOnboardingMutation } from '../../mutations/useFinishOnboardingMutation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useRefreshShell } from '../Auth/useViewerChange.ts';
import { dutch, failureText } from '../Auth/authText.ts';
import { useFocusOnMount } from './useFocusOnMount.ts';

export function OnboardingWelcomeStep({ viewer }: { viewer: OnboardingWelcomeStep_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OnboardingWelcomeStep_viewer on Viewer {
        user {
          firstName
        }
      }
    `,
    viewer,
  );
  const [finish, inFlight] = useFinishOnboardingMutation();
  const refreshShell = useRefreshShell();
  const heading = useFocusOnMount<HTMLHeadingElement>();

  async function done() {
    try {
      const result = await finish(2);
      if (result.__typename === 'FinishOnboardingSuccess') await refreshShell();
      else window.alert(dutch('message' in result ? result.message : null));
    } catch (failure) {
      window.alert(failureText(failure));
    }
  }

  return (
    <section className="onboarding card" aria-labelledby="onboarding-title">
      <p className="step-label">Stap 2 van 2</p>
      <h1 id="onboarding-title" ref={heading} tabIndex={-1}>
        Zo werkt Vraagwerk{data.user?.firstName ? `, ${data.user.firstName}` : ''}
      </h1>
      <ol className="onboarding-steps">
        <li>
          <strong>Zoek opgaven.</strong> Zoek in de examens van je vak op trefwoord, op hoofdstuk van je lesmethode of op domein.
        </li>
        <li>
          <strong>Stel een selectie samen.</strong> Zet de vragen die je wilt gebruiken in je huidige selectie en geef de set een naam.
        </li>
        <li>
          <strong>Deel met je leerlingen.</strong> Deel de set als webpagina, als pdf met een QR-code per vraag of als Word-document. Leerlingen krijgen tips en kijken hun eigen werk na.
        </li>
      </ol>
      <div className="onboarding-actions">
        <Button variant="secondary" onClick={done} disabled={inFlight}>
          Overslaan
        </Button>
        <Button onClick={done} loading={inFlight}>
          Ga naar de homepage
        </Button>
      </div>
    </section>
  );
}
