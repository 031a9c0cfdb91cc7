// Grade selection for a student without profile data (document 2 §2.2, §2.11): the grade is required, and so is the
// course (the server needs both for a student profile).
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StudentGradeStep_viewer$key } from '../../__generated__/StudentGradeStep_viewer.graphql';
import type { StudentGradeStep_allStreams$key } from '../../__generated__/StudentGradeStep_allStreams.graphql';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { ProfileFields } from '../Profile/ProfileFields.tsx';
import { courseOptions, profileValues } from '../Profile/profileRules.ts';
import { useRefreshShell } from '../Auth/useViewerChange.ts';
import { useProfileForm } from '../Profile/useProfileForm.ts';

export function StudentGradeStep({ viewer, allStreams }: { viewer: StudentGradeStep_viewer$key; allStreams: StudentGradeStep_allStreams$key }) {
  const data = useFragment(
    graphql`
      fragment StudentGradeStep_viewer on Viewer {
        user {
          firstName
          lastName
          course
          grade
          newsletter
        }
        streams {
          course {
            name
          }
        }
        currentStream {
          course {
            name
          }
        }
      }
    `,
    viewer,
  );
  const everyStream = useFragment(
    graphql`
      fragment StudentGradeStep_allStreams on Stream @relay(plural: true) {
        course {
          name
        }
      }
    `,
    allStreams,
  );
  // The courses of the student's licence; a student without one yet may pick from every course.
  const user = data.user!;
  const courses = courseOptions(data.streams.length ? data.streams : everyStream, user.course);
  // Names are asked only when the account lacks them: the profile cannot be saved without.
  const [askNames] = useState(() => !user.firstName.trim() || !user.lastName.trim());
  const refreshShell = useRefreshShell();
  const { values, setValues, errors, problem, inFlight, form, submit } = useProfileForm(
    () => ({
      ...profileValues(user),
      course: user.course ?? data.currentStream?.course.name ?? '',
    }),
    'student',
    {
      classes: false,
      onSaved: refreshShell,
    },
  );

  return (
    <section className="onboarding card" aria-labelledby="grade-title">
      <h1 id="grade-title">Welkom{user.firstName ? `, ${user.firstName}` : ''}! In welke klas zit je?</h1>
      <p>Dan laten we je de examens zien die bij jouw klas en vak horen.</p>
      {problem && <Alert kind="error">{problem}</Alert>}
      <form ref={form} noValidate onSubmit={submit}>
        <ProfileFields values={values} errors={errors} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} names={askNames} courseAndGrade courseOptions={courses} />
        <Button type="submit" loading={inFlight}>
          Opslaan
        </Button>
      </form>
    </section>
  );
}
