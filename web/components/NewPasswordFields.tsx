// Choosing a password (document 2 §5 'Password forms': password and verification): the reset page, the activation of
// a registration and the acceptance of an invitation ask the same two fields with the same checks. The browser checks
// what it can say at once (both filled in, the same twice); the length rule is the server's, which answers in Dutch.
import { useState } from 'react';
import { TextField } from './ui/Field.tsx';

export const NEW_PASSWORD_TEXT = {
  password: 'Wachtwoord',
  confirmation: 'Wachtwoord opnieuw',
  hint: 'Minimaal 8 en maximaal 128 tekens.',
  required: 'Dit veld is verplicht',
  differ: 'Wachtwoorden komen niet overeen',
};

export interface NewPasswordErrors {
  password?: readonly string[];
  confirmation?: readonly string[];
}

export interface NewPassword {
  password: string;
  confirmation: string;
  setPassword(value: string): void;
  setConfirmation(value: string): void;
  errors: NewPasswordErrors;
  /** Shows the server's messages for the password (or clears them). */
  setErrors(errors: NewPasswordErrors): void;
  /** Checks both fields and shows what is wrong; true when the password may be sent. */
  check(): boolean;
}

export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    errors,
    setErrors,
    check() {
      const found: NewPasswordErrors = {};
      if (!password) found.password = [NEW_PASSWORD_TEXT.required];
      if (!confirmation) found.confirmation = [NEW_PASSWORD_TEXT.required];
      else if (password !== confirmation) found.confirmation = [NEW_PASSWORD_TEXT.differ];
      setErrors(found);
      return !found.password && !found.confirmation;
    },
  };
}

/**
 * The two fields. `username` is the account's address, for password managers (kept in a hidden field); the first
 * field takes the focus when `autoFocus` is set.
 */
export function NewPasswordFields({ state, username, autoFocus }: { state: NewPassword; username?: string; autoFocus?: boolean }) {
  return (
    <>
      {username !== undefined && <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />}
      <TextField
        label={NEW_PASSWORD_TEXT.password}
        type="password"
        name="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        value={state.password}
        onChange={(e) => state.setPassword(e.target.value)}
        hint={NEW_PASSWORD_TEXT.hint}
        errors={state.errors.password}
      />
      <TextField
        label={NEW_PASSWORD_TEXT.confirmation}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={state.confirmation}
        onChange={(e) => state.setConfirmation(e.target.value)}
        errors={state.errors.confirmation}
      />
    </>
  );
}
