// The guard of a protected page (document 1 §2.1, document 2 §2.1): without the area the page is not rendered and a
// 'Beveiligde toegang' warning says which role is needed. Usage in a route: <Protected area="profile"><Screen /></Protected>.
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { Area, Protected_viewer$key } from '../__generated__/Protected_viewer.graphql';
import { Alert } from './ui/Alert.tsx';
import { useShell } from './ShellContext.tsx';
import { AREA_ROLES, SIGN_IN_ROLES, type Role } from '../../shared/access/roles.ts';

export type { Area };

/** The roles in words, in the order a warning names them. */
const ROLE_NAMES: readonly [Role, string][] = [
  ['docent', 'docent'],
  ['participant', 'deelnemer'],
  ['author', 'auteur'],
  ['admin', 'beheerder'],
  ['leerling', 'leerling'],
];

/**
 * Who may open an area, in words ('docent, auteur of beheerder'), from the server's own table (AREA_ROLES; whether the
 * viewer may is the server's answer, viewer.areas); null for an area every signed-in role opens.
 */
function requiredRole(area: Area): string | null {
  const roles: readonly Role[] = AREA_ROLES[area as keyof typeof AREA_ROLES] ?? [];
  if (!roles.length || SIGN_IN_ROLES.every((role) => roles.includes(role))) return null;
  const names = ROLE_NAMES.filter(([role]) => roles.includes(role)).map(([, name]) => name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} of ${names.at(-1)}` : names[0]!;
}

export const PROTECTED_TEXT = {
  title: 'Beveiligde toegang',
  role: (role: string | null) => (role ? `Je moet ingelogd zijn als ${role} om deze pagina te bekijken.` : 'Je moet ingelogd zijn om deze pagina te bekijken.'),
  reason: 'Misschien ben je uitgelogd of is je sessie verlopen.',
  home: 'Naar de homepage',
  signIn: 'Inloggen',
};

export function Protected({ area, children }: { area: Area; children: ReactNode }) {
  const data = useFragment<Protected_viewer$key>(
    graphql`
      fragment Protected_viewer on Viewer {
        areas
        user {
          id
        }
      }
    `,
    useShell().viewer,
  );
  if (data.areas.includes(area)) return <>{children}</>;
  return <ProtectedWarning role={requiredRole(area)} signedIn={!!data.user} />;
}

/**
 * The warning. Only a visitor may have been signed out (or seen the session expire) and gets the way to sign in; a
 * signed-in user is told which role the page needs, not that they may be signed out.
 */
export function ProtectedWarning({ role, signedIn }: { role: string | null; signedIn: boolean }) {
  return (
    <div className="protected">
      <Alert kind="warning" title={PROTECTED_TEXT.title}>
        <p>
          {PROTECTED_TEXT.role(role)}
          {!signedIn && ` ${PROTECTED_TEXT.reason}`}
        </p>
        <p className="protected-links">
          <Link to="/">{PROTECTED_TEXT.home}</Link>
          {!signedIn && <Link to="/login">{PROTECTED_TEXT.signIn}</Link>}
        </p>
      </Alert>
    </div>
  );
}
