// 'Nieuwe gebruiker' (/admin/users/create, admins only; document 3 §5 'User creation', §8; issue 47): names, e-mail and
// role (participant unless chosen), and either a generated password — shown once here with a copy button, never again
// (the server keeps only its hash) — or an invitation e-mail to set one. A refused save shows 'Controlleer de velden'
// with the field errors; the button holds while the save runs, so a double click sends one.
import { useRef, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Link } from 'react-router-dom';
import type { UserCreateScreenMutation, UserCreateScreenMutation$data } from '../../../__generated__/UserCreateScreenMutation.graphql';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { ROLE_OPTIONS, USERS_TEXT as T, userPath, type UserRole } from './usersText.ts';
import './users.css';

const createMutation = graphql`
  mutation UserCreateScreenMutation($firstName: String!, $lastName: String!, $email: String!, $role: Role, $passwordMode: AdminUserPasswordMode!) {
    adminCreateUser(firstName: $firstName, lastName: $lastName, email: $email, role: $role, passwordMode: $passwordMode) {
      __typename
      ... on AdminCreateUserSuccess {
        initialPassword
        user {
          id
          email
          fullName
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

type Created = { initialPassword: string | null; user: NonNullable<UserCreateScreenMutation$data['adminCreateUser']['user']> };
type Failure = { invalid: boolean; message: string; fields: Record<string, readonly string[]> };

const EMPTY = { firstName: '', lastName: '', email: '', role: 'participant' as UserRole, mode: 'generate' as 'generate' | 'invite' };

export function UserCreateScreen() {
  const [form, setForm] = useState(EMPTY);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const [commit, saving] = useMutation<UserCreateScreenMutation>(createMutation);
  const toast = useToast();
  const result = useRef<HTMLHeadingElement>(null);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    commit({
      variables: { firstName: form.firstName, lastName: form.lastName, email: form.email, role: form.role, passwordMode: form.mode },
      onCompleted: ({ adminCreateUser: answer }) => {
        if (answer.__typename === 'AdminCreateUserSuccess' && answer.user) {
          setFailure(null);
          setCreated({ initialPassword: answer.initialPassword ?? null, user: answer.user });
          toast(T.created, 'success');
          requestAnimationFrame(() => result.current?.focus());
        } else if (answer.__typename === 'ValidationError') {
          setFailure({ invalid: true, message: T.invalidText, fields: Object.fromEntries((answer.fieldErrors ?? []).map((e) => [e.field, e.messages])) });
        } else {
          setFailure({ invalid: false, message: answer.message ?? T.failed, fields: {} });
        }
      },
      onError: () => setFailure({ invalid: false, message: T.failed, fields: {} }),
    });
  };

  if (created) {
    const password = created.initialPassword;
    return (
      <section className="users-form">
        <h1 ref={result} tabIndex={-1}>
          {T.created}
        </h1>
        <p>
          {created.user.fullName} — {created.user.email}
        </p>
        {password ? <PasswordOnce password={password} /> : <Alert kind="success">{T.invited(created.user.email)}</Alert>}
        <p className="admin-links">
          <Link to={userPath(created.user.email)}>{T.toUser}</Link>
          <Button
            variant="link"
            onClick={() => {
              setCreated(null);
              setForm(EMPTY);
            }}
          >
            {T.another}
          </Button>
        </p>
      </section>
    );
  }

  return (
    <section className="users-form">
      <p>
        <Link to="/admin/users">{T.back}</Link>
      </p>
      <h1>{T.createTitle}</h1>
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
      <form onSubmit={submit} noValidate>
        <TextField label={T.firstName} value={form.firstName} onChange={set('firstName')} autoComplete="off" required errors={failure?.fields.firstName} />
        <TextField label={T.lastName} value={form.lastName} onChange={set('lastName')} autoComplete="off" required errors={failure?.fields.lastName} />
        <TextField label={T.email} type="email" value={form.email} onChange={set('email')} autoComplete="off" required errors={failure?.fields.email} />
        <SelectField label={T.role} value={form.role} onChange={set('role')} options={ROLE_OPTIONS} errors={failure?.fields.role} />
        <fieldset>
          <legend>{T.passwordChoice}</legend>
          {(['generate', 'invite'] as const).map((mode) => (
            <label key={mode} className="choice">
              <input type="radio" name="passwordMode" value={mode} checked={form.mode === mode} onChange={() => setForm((f) => ({ ...f, mode }))} />
              <span>{T[mode]}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" loading={saving}>
          {T.submit}
        </Button>
      </form>
    </section>
  );
}

/** The generated password, shown this once, with a button that copies it. */
function PasswordOnce({ password }: { password: string }) {
  const toast = useToast();
  return (
    <Alert kind="info" title={T.passwordChoice}>
      <p>{T.passwordOnce}</p>
      <p className="users-password">
        <code data-testid="initial-password">{password}</code>
        <Button
          variant="secondary"
          onClick={() => {
            // No clipboard outside a secure context (http on another machine): the text can still be selected.
            if (!navigator.clipboard) return toast(T.copyFailed, 'warning');
            navigator.clipboard.writeText(password).then(
              () => toast(T.copied, 'success'),
              () => toast(T.copyFailed, 'warning'),
            );
          }}
        >
          {T.copy}
        </Button>
      </p>
    </Alert>
  );
}
