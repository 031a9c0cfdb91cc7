// /registreer (document 2 §2.12, §5, §9): a teacher asks for a trial licence — first name, last name, e-mail, the
// subject and level, consent. The server answers the field messages of §5; after sending, the page says where the
// activation link went (the same answer whether the address has an account or not). Framed in /registreer+iframe it
// shows the form alone.
import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { TrialSignupScreenQuery } from '../../__generated__/TrialSignupScreenQuery.graphql';
import type { TrialSignupForm_options$key } from '../../__generated__/TrialSignupForm_options.graphql';
import { useRegisterTrialMutation } from '../../mutations/useRegisterTrialMutation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { ConsentField, FrameAwareLink, PersonFields, SignupSent, useFramedPage, useSignupForm } from './SignupParts.tsx';
import { SIGNUP_TEXT as T } from './signupText.ts';
import './signup.css';

export const trialSignupScreenQuery = graphql`
  query TrialSignupScreenQuery @preloadable {
    signupOptions {
      ...TrialSignupForm_options
    }
  }
`;

export function TrialSignupScreen({ queryRef }: { queryRef: PreloadedQuery<TrialSignupScreenQuery> }) {
  const { signupOptions } = usePreloadedQuery<TrialSignupScreenQuery>(trialSignupScreenQuery, queryRef);
  const framed = useFramedPage();
  return (
    <div className={`auth-page signup-page${framed ? ' signup-page-framed' : ''}`}>
      <section className="card auth-card signup-card" aria-labelledby="trial-title">
        <TrialSignupForm options={signupOptions} />
      </section>
    </div>
  );
}

export function TrialSignupForm({ options }: { options: TrialSignupForm_options$key }) {
  const { trialLicenses, trialDays, trialStudentSeats } = useFragment(
    graphql`
      fragment TrialSignupForm_options on SignupOptions {
        trialLicenses {
          slug
          name
          levelName
        }
        trialDays
        trialStudentSeats
      }
    `,
    options,
  );
  const [register, inFlight] = useRegisterTrialMutation();
  const { person, setPerson, consent, setConsent, errors, failure, sent, form, submit } = useSignupForm<{ email: string }>('RegisterTrialSuccess');
  const [license, setLicense] = useState('');
  const levels = [...new Set(trialLicenses.map((t) => t.levelName))];

  if (sent) {
    return (
      <SignupSent titleId="trial-title">
        <p>{T.sentTrial(sent.email)}</p>
      </SignupSent>
    );
  }
  const licenseError = errors.license;
  return (
    <>
      <h1 id="trial-title">{T.trialTitle}</h1>
      <p className="lead">{T.trialLead(trialDays, trialStudentSeats)}</p>
      {failure && (
        <Alert kind="error" title={T.failed}>
          <p>{failure}</p>
        </Alert>
      )}
      <form
        ref={form}
        noValidate
        onSubmit={(e) =>
          void submit(
            e,
            () => register({ ...person, license, consent }),
            (answer) => ({ email: ('email' in answer && answer.email) || person.email.trim() }),
          )
        }
      >
        <PersonFields person={person} errors={errors} onChange={setPerson} />
        <div className={`field${licenseError?.length ? ' field-invalid' : ''}`}>
          <label htmlFor="trial-license">{T.license}</label>
          <select
            id="trial-license"
            name="license"
            value={license}
            onChange={(e) => setLicense(e.target.value)}
            aria-invalid={licenseError?.length ? true : undefined}
            aria-describedby={licenseError?.length ? 'trial-license-error' : undefined}
          >
            <option value="">{T.licensePlaceholder}</option>
            {levels.map((level) => (
              <optgroup key={level} label={level}>
                {trialLicenses
                  .filter((t) => t.levelName === level)
                  .map((t) => (
                    <option key={t.slug} value={t.slug}>
                      {t.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          {!!licenseError?.length && (
            <p id="trial-license-error" className="field-error" role="alert">
              {licenseError.join(' ')}
            </p>
          )}
        </div>
        <ConsentField label={T.trialConsent} checked={consent} errors={errors.consent} onChange={setConsent} />
        <div className="auth-actions">
          <Button type="submit" loading={inFlight}>
            {T.submit}
          </Button>
        </div>
      </form>
      <ul className="signup-links plain-list">
        <li>
          <FrameAwareLink to="/login">{T.signIn}</FrameAwareLink>
        </li>
        <li>
          <FrameAwareLink to="/registreer/leerling">{T.toStudent}</FrameAwareLink>
        </li>
      </ul>
    </>
  );
}
