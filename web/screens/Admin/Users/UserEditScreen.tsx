// A user in the back-office (/admin/users/{email}, admins only; document 3 §2, §3 User, §5, §9; issue 47): names and
// role (a role change signs the user out everywhere; an admin cannot take away their own admin role), the user's seats
// with their licences and privileges (read-only, each linking to its seat screen), and the activity log: the 25 newest
// entries, 'Meer' for up to 1,000. 'Account' deactivates the user after a confirmation (signed out everywhere, no
// sign-in; their data stays) or reactivates them; the server refuses an admin's own account and the last active admin.
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { graphql, useFragment, useMutation, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { UserEditScreenQuery } from '../../../__generated__/UserEditScreenQuery.graphql';
import type { UserEditScreen_user$key } from '../../../__generated__/UserEditScreen_user.graphql';
import type { UserEditScreen_seats$key } from '../../../__generated__/UserEditScreen_seats.graphql';
import type { UserEditScreen_activity$key } from '../../../__generated__/UserEditScreen_activity.graphql';
import type { UserEditScreenActivityQuery } from '../../../__generated__/UserEditScreenActivityQuery.graphql';
import type { UserEditScreenMutation } from '../../../__generated__/UserEditScreenMutation.graphql';
import type { UserEditScreen_deactivation$key } from '../../../__generated__/UserEditScreen_deactivation.graphql';
import type { UserEditScreenDeactivateMutation } from '../../../__generated__/UserEditScreenDeactivateMutation.graphql';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { formatDate, formatDay, formatTime } from '../../../lib/dates.ts';
import { ACTIVITY_FIRST, ACTIVITY_MORE, ROLE_OPTIONS, roleLabel, USERS_TEXT as T, type UserRole } from './usersText.ts';
import './users.css';

export const userEditScreenQuery = graphql`
  query UserEditScreenQuery($email: String!) @preloadable {
    adminUser(email: $email) {
      ...UserEditScreen_user
      ...UserEditScreen_deactivation
      ...UserEditScreen_seats
      ...UserEditScreen_activity
    }
  }
`;

const userFragment = graphql`
  fragment UserEditScreen_user on User {
    email
    firstName
    lastName
    role
    createdAt
    lastLoginAt
    deactivatedAt
  }
`;

const deactivationFragment = graphql`
  fragment UserEditScreen_deactivation on User {
    email
    firstName
    lastName
    deactivatedAt
  }
`;

const deactivateMutation = graphql`
  mutation UserEditScreenDeactivateMutation($email: String!, $deactivated: Boolean!) {
    adminSetUserDeactivated(email: $email, deactivated: $deactivated) {
      __typename
      ... on AdminUpdateUserSuccess {
        user {
          id
          ...UserEditScreen_user
          ...UserEditScreen_deactivation
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const seatsFragment = graphql`
  fragment UserEditScreen_seats on User {
    adminSeats {
      seatUrlId
      licenseUrlId
      role
      isActive
      licenseType
      licenseDescription
      licenseBegin
      licenseEnd
      groups
      privileges {
        action
        objectType
        begin
        end
        isActive
      }
    }
  }
`;

const activityFragment = graphql`
  fragment UserEditScreen_activity on User @refetchable(queryName: "UserEditScreenActivityQuery") @argumentDefinitions(count: { type: "Int", defaultValue: 25 }) {
    adminActivity(count: $count) {
      activity
      ts
    }
  }
`;

const updateMutation = graphql`
  mutation UserEditScreenMutation($email: String!, $firstName: String, $lastName: String, $role: Role) {
    adminUpdateUser(email: $email, firstName: $firstName, lastName: $lastName, role: $role) {
      __typename
      ... on AdminUpdateUserSuccess {
        user {
          id
          ...UserEditScreen_user
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const moment = (value: string) => `${formatDate(value)}, ${formatTime(value)}`;

export function UserEditScreen({ queryRef }: { queryRef: PreloadedQuery<UserEditScreenQuery> }) {
  const { adminUser } = usePreloadedQuery<UserEditScreenQuery>(userEditScreenQuery, queryRef);
  if (!adminUser) {
    return (
      <section>
        <p>
          <Link to="/admin/users">{T.back}</Link>
        </p>
        <h1>{T.title}</h1>
        <p className="empty">{T.notFound}</p>
      </section>
    );
  }
  return (
    <section className="users-edit">
      <p>
        <Link to="/admin/users">{T.back}</Link>
      </p>
      <UserDetails user={adminUser} />
      <UserDeactivation user={adminUser} />
      <UserSeats user={adminUser} />
      <UserActivity user={adminUser} />
    </section>
  );
}

type Failure = { invalid: boolean; message: string; fields: Record<string, readonly string[]> };

function UserDetails({ user: key }: { user: UserEditScreen_user$key }) {
  const user = useFragment(userFragment, key);
  const [form, setForm] = useState({ firstName: user.firstName, lastName: user.lastName, role: (user.role ?? 'participant') as UserRole });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [commit, saving] = useMutation<UserEditScreenMutation>(updateMutation);
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    commit({
      variables: { email: user.email, firstName: form.firstName, lastName: form.lastName, role: form.role },
      onCompleted: ({ adminUpdateUser: answer }) => {
        if (answer.__typename === 'AdminUpdateUserSuccess') {
          setFailure(null);
          toast(T.saved, 'success');
        } else if (answer.__typename === 'ValidationError') {
          setFailure({ invalid: true, message: T.invalidText, fields: Object.fromEntries((answer.fieldErrors ?? []).map((e) => [e.field, e.messages])) });
        } else {
          setFailure({ invalid: false, message: answer.message ?? T.failed, fields: {} });
        }
      },
      onError: () => setFailure({ invalid: false, message: T.failed, fields: {} }),
    });
  };

  return (
    <>
      <h1>
        {`${user.firstName} ${user.lastName}`.trim() || user.email}
        {user.deactivatedAt && (
          <>
            {' '}
            <span className="tag-deactivated">{T.deactivatedTag}</span>
          </>
        )}
      </h1>
      <dl className="users-facts">
        <dt>{T.email}</dt>
        <dd>{user.email}</dd>
        <dt>{T.created_at}</dt>
        <dd>{moment(user.createdAt)}</dd>
        <dt>{T.lastLogin}</dt>
        <dd>{user.lastLoginAt ? moment(user.lastLoginAt) : T.never}</dd>
      </dl>
      <h2>{T.details}</h2>
      {failure &&
        (failure.invalid ? (
          <Alert kind="warning" title={T.invalidTitle}>
            <p>{failure.message}</p>
          </Alert>
        ) : (
          <Alert kind="error" title={T.failed}>
            <p>{failure.message}</p>
          </Alert>
        ))}
      <form className="users-form" onSubmit={submit} noValidate>
        <TextField label={T.firstName} value={form.firstName} onChange={(e) => setForm((f) => ({ ...f, firstName: e.target.value }))} autoComplete="off" errors={failure?.fields.firstName} />
        <TextField label={T.lastName} value={form.lastName} onChange={(e) => setForm((f) => ({ ...f, lastName: e.target.value }))} autoComplete="off" errors={failure?.fields.lastName} />
        <SelectField
          label={T.role}
          value={form.role}
          hint={T.roleNote}
          onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as UserRole }))}
          options={ROLE_OPTIONS}
          errors={failure?.fields.role}
        />
        <Button type="submit" loading={saving}>
          {T.save}
        </Button>
      </form>
    </>
  );
}

/** 'Account': deactivate (after a confirmation) or reactivate the user. */
function UserDeactivation({ user: key }: { user: UserEditScreen_deactivation$key }) {
  const user = useFragment(deactivationFragment, key);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, saving] = useMutation<UserEditScreenDeactivateMutation>(deactivateMutation);
  const cancel = useRef<HTMLButtonElement>(null);
  const toast = useToast();
  const who = `${user.firstName} ${user.lastName}`.trim() || user.email;

  const change = (deactivated: boolean) => {
    if (saving) return;
    commit({
      variables: { email: user.email, deactivated },
      onCompleted: ({ adminSetUserDeactivated: answer }) => {
        setConfirming(false);
        if (answer.__typename === 'AdminUpdateUserSuccess') {
          setFailure(null);
          toast(deactivated ? T.deactivated : T.reactivated, 'success');
        } else {
          setFailure(answer.message ?? T.failed);
        }
      },
      onError: () => {
        setConfirming(false);
        setFailure(T.failed);
      },
    });
  };

  return (
    <div className="users-section">
      <h2>{T.account}</h2>
      {failure && (
        <Alert kind="error" title={T.failed}>
          <p>{failure}</p>
        </Alert>
      )}
      <div className="users-account">
        <p>{user.deactivatedAt ? T.accountDeactivated(moment(user.deactivatedAt)) : T.accountActive}</p>
        {user.deactivatedAt ? (
          <Button variant="secondary" loading={saving} onClick={() => change(false)}>
            {T.reactivate}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {T.deactivate}
          </Button>
        )}
      </div>
      {confirming && (
        <Modal
          open
          title={T.deactivateTitle}
          onClose={() => setConfirming(false)}
          initialFocus={cancel}
          actions={
            <>
              <Button variant="danger" loading={saving} onClick={() => change(true)}>
                {T.deactivate}
              </Button>
              <Button ref={cancel} variant="secondary" onClick={() => setConfirming(false)}>
                {T.cancel}
              </Button>
            </>
          }
        >
          <p>{T.deactivateBody(who)}</p>
        </Modal>
      )}
    </div>
  );
}

function UserSeats({ user: key }: { user: UserEditScreen_seats$key }) {
  const { adminSeats } = useFragment(seatsFragment, key);
  return (
    <div className="users-section">
      <h2>{T.seats}</h2>
      {adminSeats.length === 0 ? (
        <p className="empty">{T.noSeats}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table users-seats">
            <thead>
              <tr>
                <th scope="col">{T.license}</th>
                <th scope="col">{T.seatRole}</th>
                <th scope="col">{T.groups}</th>
                <th scope="col">{T.privileges}</th>
              </tr>
            </thead>
            <tbody>
              {adminSeats.map((s) => (
                <tr key={s.seatUrlId}>
                  <td data-label={T.license}>
                    <Link to={`/admin/licenses/${s.licenseUrlId}/${s.seatUrlId}`}>{s.licenseDescription || s.licenseType}</Link>
                    <br />
                    {s.licenseType}, {formatDay(s.licenseBegin)} – {formatDay(s.licenseEnd)}
                  </td>
                  <td data-label={T.seatRole}>
                    {roleLabel(s.role)} {s.isActive ? '' : T.inactive}
                  </td>
                  <td data-label={T.groups}>{s.groups.join(', ')}</td>
                  <td data-label={T.privileges}>
                    <ul className="users-privileges">
                      {s.privileges.map((p, i) => (
                        <li key={i}>
                          {p.action} ({formatDay(p.begin)} – {formatDay(p.end)}) {p.isActive ? '' : T.inactive}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function UserActivity({ user: key }: { user: UserEditScreen_activity$key }) {
  const [data, refetch] = useRefetchableFragment<UserEditScreenActivityQuery, UserEditScreen_activity$key>(activityFragment, key);
  const [pending, startTransition] = useTransition();
  const entries = data.adminActivity;
  return (
    <div className="users-section">
      <h2>{T.activity}</h2>
      {entries.length === 0 ? (
        <p className="empty">{T.noActivity}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{T.moment}</th>
                <th scope="col">{T.activity}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e, i) => (
                <tr key={i}>
                  <td>{moment(e.ts)}</td>
                  <td>{e.activity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entries.length === ACTIVITY_FIRST && (
        <p className="load-more">
          <Button
            variant="secondary"
            loading={pending}
            onClick={() =>
              startTransition(() => {
                refetch({ count: ACTIVITY_MORE }, { fetchPolicy: 'network-only' });
              })
            }
          >
            {T.more}
          </Button>
        </p>
      )}
    </div>
  );
}
