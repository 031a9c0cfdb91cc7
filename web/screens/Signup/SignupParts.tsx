// What both registration forms share: the person's fields, the consent box with the way to the terms, sending with
// the server's answer (field messages, a refusal, or where the link went), and the framed mode (/registreer shown
// inside /registreer+iframe or another site's frame).
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fieldErrorMap, focusFirstInvalid, TextField } from '../../components/ui/Field.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { useFocusOnMount } from '../Home/useFocusOnMount.ts';
import { SIGNUP_TEXT as T } from './signupText.ts';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export type FieldErrors = Record<string, readonly string[] | undefined>;

/** A registration mutation's answer: its success, a ValidationError with field messages, or another typed error. */
type Answer = { readonly __typename: string; readonly fieldErrors?: readonly { field: string; messages: readonly string[] }[] | null; readonly message?: string | null };

/**
 * The state of a registration form and its sending: `submit(send, sentOf)` sends, shows the field messages of a
 * ValidationError (focus on the first), the message of any other refusal, or — on the success type `successType` —
 * what `sentOf` makes of the answer.
 */
export function useSignupForm<Sent>(successType: string) {
  const [person, setPerson] = useState<Person>({ firstName: '', lastName: '', email: '' });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const form = useRef<HTMLFormElement>(null);

  async function submit<A extends Answer>(event: FormEvent, send: () => Promise<A>, sentOf: (answer: A) => Sent) {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await send();
      if (answer.__typename === successType) return setSent(sentOf(answer));
      if (answer.__typename === 'ValidationError') {
        setErrors(fieldErrorMap(answer.fieldErrors));
        return focusFirstInvalid(form.current);
      }
      setErrors({});
      setFailure(answer.message || T.unexpected);
    } catch {
      setFailure(T.unexpected);
    }
  }

  return { person, setPerson, consent, setConsent, errors, failure, sent, form, submit };
}

export function PersonFields({ person, errors, onChange }: { person: Person; errors: FieldErrors; onChange(person: Person): void }) {
  return (
    <>
      <div className="form-row">
        <TextField
          label={T.firstName}
          name="first_name"
          autoComplete="given-name"
          maxLength={255}
          value={person.firstName}
          onChange={(e) => onChange({ ...person, firstName: e.target.value })}
          errors={errors.firstName}
        />
        <TextField
          label={T.lastName}
          name="last_name"
          autoComplete="family-name"
          maxLength={255}
          value={person.lastName}
          onChange={(e) => onChange({ ...person, lastName: e.target.value })}
          errors={errors.lastName}
        />
      </div>
      <TextField
        label={T.email}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        value={person.email}
        onChange={(e) => onChange({ ...person, email: e.target.value })}
        errors={errors.email}
      />
    </>
  );
}

/** The consent box; the terms open in a new tab, so the form (perhaps in a frame) keeps what was typed. */
export function ConsentField({ label, checked, errors, onChange }: { label: string; checked: boolean; errors?: readonly string[]; onChange(checked: boolean): void }) {
  const id = useId();
  const invalid = !!errors?.length;
  return (
    <div className={`signup-consent${invalid ? ' field-invalid' : ''}`}>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          name="consent"
          checked={checked}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <p className="signup-terms">
        <a href={T.termsPage} target="_blank" rel="noopener">
          {T.terms}
          <span className="visually-hidden">{T.newTab}</span>
        </a>
      </p>
      {invalid && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

/** After sending: where the link went. */
export function SignupSent({ titleId, children }: { titleId: string; children: ReactNode }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <h1 id={titleId} tabIndex={-1} ref={heading}>
        {T.sentTitle}
      </h1>
      <Alert kind="success">{children}</Alert>
      <p className="muted">{T.sentHelp}</p>
      <p>
        <FrameAwareLink to="/login">{T.toLogin}</FrameAwareLink>
      </p>
    </>
  );
}

/** Inside a frame the form's page is all there is: the shell's header, footer and feedback tab are left out. */
export function useFramedPage(): boolean {
  const framed = typeof window !== 'undefined' && window.self !== window.top;
  useEffect(() => {
    if (!framed) return;
    document.documentElement.classList.add('signup-framed');
    return () => document.documentElement.classList.remove('signup-framed');
  }, [framed]);
  return framed;
}

/** A link that leaves the form: inside a frame it opens in the whole window (target _top), not in the small frame. */
export function FrameAwareLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const framed = typeof window !== 'undefined' && window.self !== window.top;
  if (framed) {
    return (
      <a href={to} target="_top" className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
