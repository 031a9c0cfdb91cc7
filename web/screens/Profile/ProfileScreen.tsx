// /profile 'Profielgegevens' (document 1 §2.8): names and newsletter for everyone, school and place for teachers,
// course and grade for students; e-mail and groups are shown but cannot be changed.
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate } from 'react-router-dom';
import type { ProfileScreenQuery } from '../../__generated__/ProfileScreenQuery.graphql';
import type { ProfileForm_viewer$key } from '../../__generated__/ProfileForm_viewer.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { useRefreshShell } from '../Auth/useViewerChange.ts';
import { useProfileForm } from './useProfileForm.ts';
import { ProfileFields } from './ProfileFields.tsx';
import { profileKind } from '../../../shared/accounts/profileKind.ts';
import { courseOptions, profileValues, SAVED } from './profileRules.ts';

export const profileScreenQuery = graphql`
  query ProfileScreenQuery @preloadable {
    viewer {
      user {
        id
      }
      ...ProfileForm_viewer
    }
  }
`;

export function ProfileScreen({ queryRef }: { queryRef: PreloadedQuery<ProfileScreenQuery> }) {
  const data = usePreloadedQuery<ProfileScreenQuery>(profileScreenQuery, queryRef);
  if (!data.viewer.user) return <Navigate to={`/login?next=${encodeURIComponent('/profile')}`} replace />;
  return (
    <>
      <h1>Profielgegevens</h1>
      <ProfileForm viewer={data.viewer} />
    </>
  );
}

export function ProfileForm({ viewer }: { viewer: ProfileForm_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileForm_viewer on Viewer {
        user {
          id
          email
          role
          firstName
          lastName
          school
          place
          course
          grade
          newsletter
          manageGroups
          seats {
            id
            isActive
            groups {
              id
              name
            }
            license {
              id
              type
              brinId
            }
          }
        }
        streams {
          course {
            name
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
  const kind = profileKind(user.role);
  const publisherTeacher = kind === 'teacher' && user.seats.some((s) => s.isActive && s.license.type === 'boom' && !!s.license.brinId);
  const refreshShell = useRefreshShell();
  const toast = useToast();
  const groups = [...new Set(user.seats.filter((s) => s.isActive).flatMap((s) => s.groups.map((g) => g.name)))];
  const { values, setValues, errors, problem, inFlight, form, submit } = useProfileForm(() => profileValues(user), kind, {
    classes: publisherTeacher,
    onSaved: async () => {
      toast(SAVED, 'success');
      await refreshShell();
    },
  });

  return (
    <div className="profile-layout">
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">Account</h2>
        <dl className="readonly-list">
          <dt>E-mailadres</dt>
          <dd>{user.email}</dd>
          <dt>Groepen</dt>
          <dd>
            {groups.length ? (
              <ul className="plain-list">
                {groups.map((g) => (
                  <li key={g}>{g}</li>
                ))}
              </ul>
            ) : (
              <span className="muted">Geen groepen</span>
            )}
          </dd>
        </dl>
        <p className="field-hint">Je e-mailadres en groepen kun je hier niet wijzigen.</p>
      </section>
      <section className="card" aria-labelledby="profile-form-title">
        <h2 id="profile-form-title">Jouw gegevens</h2>
        {problem && <Alert kind="error">{problem}</Alert>}
        <form ref={form} noValidate onSubmit={submit}>
          <ProfileFields
            values={values}
            errors={errors}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            schoolAndPlace={kind === 'teacher'}
            courseAndGrade={kind === 'student'}
            courseOptions={courseOptions(data.streams, user.course)}
            classOptions={publisherTeacher ? data.choosableGroups.map((g) => g.name) : undefined}
            newsletter
          />
          <Button type="submit" loading={inFlight}>
            Opslaan
          </Button>
        </form>
      </section>
    </div>
  );
}
