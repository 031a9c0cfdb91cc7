// Teacher onboarding step 1 (document 2 §2.11): the profile (names, school, place; classes for a publisher licence).
// Saving it finishes the step; the saved home variant brings up step 2.
import { graphql, useFragment } from 'react-relay';
import type { OnboardingProfileStep_viewer$key } from '../../__generated__/OnboardingProfileStep_viewer.graphql';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { ProfileFields } from '../Profile/ProfileFields.tsx';
import { profileValues } from '../Profile/profileRules.ts';
import { useProfileForm } from '../Profile/useProfileForm.ts';
import { useRefreshShell } from '../Auth/useViewerChange.ts';

export function OnboardingProfileStep({ viewer }: { viewer: OnboardingProfileStep_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment OnboardingProfileStep_viewer on Viewer {
        user {
          firstName
          lastName
          school
          place
          newsletter
          manageGroups
          seats {
            isActive
            license {
              type
              brinId
            }
          }
        }
        choosableGroups {
          id
          name
        }
      }
    `,
    viewer,
  );
  const user = data.user!;
  const publisherTeacher = user.seats.some((s) => s.isActive && s.license.type === 'boom' && !!s.license.brinId);
  const refreshShell = useRefreshShell();
  const { values, setValues, errors, problem, inFlight, form, submit } = useProfileForm(() => profileValues(user), 'teacher', {
    classes: publisherTeacher,
    onSaved: refreshShell,
  });

  return (
    <section className="onboarding card" aria-labelledby="onboarding-title">
      <p className="step-label">Stap 1 van 2</p>
      <h1 id="onboarding-title" tabIndex={-1}>
        Welkom bij Vraagwerk!
      </h1>
      <p>Vertel ons eerst wie je bent en op welke school je lesgeeft. Daarna kun je meteen aan de slag.</p>
      {problem && <Alert kind="error">{problem}</Alert>}
      <form ref={form} noValidate onSubmit={submit}>
        <ProfileFields
          values={values}
          errors={errors}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          schoolAndPlace
          classOptions={publisherTeacher ? data.choosableGroups.map((g) => g.name) : undefined}
          newsletter
        />
        <Button type="submit" loading={inFlight}>
          Opslaan en verder
        </Button>
      </form>
    </section>
  );
}
