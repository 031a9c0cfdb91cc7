// /registreer/leerling (document 2 §2.12, §5): a student asks for a student licence ('leerlinglicentie-{count}') —
// first name, last name, e-mail, one or more subjects, consent. What the licence holds is the server's rule (from
// three subjects on every subject of that level, of one level only): the form says so, the server refuses a mix with
// its own message, and the answer names the subjects and the amount as the server chose them. While ticking, the
// price shown is the server's price list read for that many subjects. Without online payment the page says so and
// offers no form: nothing is stored half-way.
import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { StudentSignupScreenQuery } from '../../__generated__/StudentSignupScreenQuery.graphql';
import type { StudentSignupForm_options$key } from '../../__generated__/StudentSignupForm_options.graphql';
import { useRegisterStudentMutation } from '../../mutations/useRegisterStudentMutation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { ConsentField, FrameAwareLink, PersonFields, SignupSent, useFramedPage, useSignupForm } from './SignupParts.tsx';
import { formatEuro, SIGNUP_TEXT as T } from './signupText.ts';
import './signup.css';

export const studentSignupScreenQuery = graphql`
  query StudentSignupScreenQuery @preloadable {
    signupOptions {
      ...StudentSignupForm_options
    }
  }
`;

export function StudentSignupScreen({ queryRef }: { queryRef: PreloadedQuery<StudentSignupScreenQuery> }) {
  const { signupOptions } = usePreloadedQuery<StudentSignupScreenQuery>(studentSignupScreenQuery, queryRef);
  const framed = useFramedPage();
  return (
    <div className={`auth-page signup-page${framed ? ' signup-page-framed' : ''}`}>
      <section className="card auth-card signup-card signup-card-wide" aria-labelledby="student-title">
        <StudentSignupForm options={signupOptions} />
      </section>
    </div>
  );
}

export function StudentSignupForm({ options }: { options: StudentSignupForm_options$key }) {
  const { studentLevels, prices, wholeLevelFrom, onlinePayment, studentLicenseEnd } = useFragment(
    graphql`
      fragment StudentSignupForm_options on SignupOptions {
        studentLevels {
          slug
          name
          streams {
            slug
            courseName
          }
        }
        prices {
          subjects
          amountCents
        }
        wholeLevelFrom
        onlinePayment
        studentLicenseEnd
      }
    `,
    options,
  );
  const [register, inFlight] = useRegisterStudentMutation();
  const { person, setPerson, consent, setConsent, errors, failure, sent, form, submit } = useSignupForm<{ email: string; amount: string | null; subjects: string }>('RegisterStudentSuccess');
  const [chosen, setChosen] = useState<string[]>([]);

  const amount = priceFor(prices, chosen.length);
  const nameOf = (slug: string) => {
    const level = studentLevels.find((l) => l.streams.some((s) => s.slug === slug))!;
    return `${level.streams.find((s) => s.slug === slug)!.courseName} ${level.name}`;
  };

  function toggle(slug: string, on: boolean) {
    setChosen((current) => (on ? (current.includes(slug) ? current : [...current, slug]) : current.filter((s) => s !== slug)));
  }

  if (sent) {
    return (
      <SignupSent titleId="student-title">
        <p>{T.sentStudent(sent.email, sent.amount)}</p>
        {sent.subjects && <p>{T.sentSubjects(sent.subjects)}</p>}
      </SignupSent>
    );
  }
  const subjectErrors = errors.streams;
  return (
    <>
      <h1 id="student-title">{T.studentTitle}</h1>
      <p className="lead">{T.studentLead(studentLicenseEnd as string)}</p>
      {!onlinePayment ? (
        <Alert kind="warning">
          <p>{T.noOnlinePayment}</p>
        </Alert>
      ) : (
        <>
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
                () => register({ ...person, streams: chosen, consent }),
                (answer) => ({
                  email: ('email' in answer && answer.email) || person.email.trim(),
                  amount: 'amountCents' in answer && typeof answer.amountCents === 'number' ? formatEuro(answer.amountCents) : null,
                  subjects: 'streamNames' in answer && answer.streamNames ? answer.streamNames.join(', ') : '',
                }),
              )
            }
          >
            <PersonFields person={person} errors={errors} onChange={setPerson} />
            <fieldset className={`choice-list signup-subjects${subjectErrors?.length ? ' field-invalid' : ''}`} aria-describedby={`subjects-hint${subjectErrors?.length ? ' subjects-error' : ''}`}>
              <legend>{T.subjects}</legend>
              <p id="subjects-hint" className="field-hint">
                {T.subjectsHint(wholeLevelFrom)}
              </p>
              <div className="signup-levels">
                {studentLevels.map((level) => (
                  <fieldset key={level.slug} className="signup-level">
                    <legend>{level.name}</legend>
                    {level.streams.map((stream) => {
                      const id = `subject-${stream.slug}`;
                      return (
                        <div key={stream.slug} className="checkbox">
                          <input
                            id={id}
                            type="checkbox"
                            name="streams"
                            value={stream.slug}
                            checked={chosen.includes(stream.slug)}
                            aria-invalid={subjectErrors?.length ? true : undefined}
                            onChange={(e) => toggle(stream.slug, e.target.checked)}
                          />
                          <label htmlFor={id}>{stream.courseName}</label>
                        </div>
                      );
                    })}
                  </fieldset>
                ))}
              </div>
              {!!subjectErrors?.length && (
                <p id="subjects-error" className="field-error" role="alert">
                  {subjectErrors.join(' ')}
                </p>
              )}
            </fieldset>
            <p className="signup-price" aria-live="polite">
              {chosen.length ? T.chosen(chosen.length, chosen.map(nameOf).join(', ')) : T.noSubjects} {chosen.length >= wholeLevelFrom && `${T.wholeLevel} `}
              {amount !== null && (
                <strong>
                  {T.price}: {formatEuro(amount)}
                </strong>
              )}
            </p>
            <ConsentField label={T.studentConsent} checked={consent} errors={errors.consent} onChange={setConsent} />
            <div className="auth-actions">
              <Button type="submit" loading={inFlight}>
                {T.submit}
              </Button>
            </div>
          </form>
        </>
      )}
      <ul className="signup-links plain-list">
        <li>
          <FrameAwareLink to="/login">{T.signIn}</FrameAwareLink>
        </li>
        <li>
          <FrameAwareLink to="/registreer">{T.toTrial}</FrameAwareLink>
        </li>
      </ul>
    </>
  );
}

/**
 * The price for a number of subjects from the server's list: the entry for that many, or — past the list — its
 * highest entry, which the server documents as standing for that many or more.
 */
function priceFor(prices: readonly { subjects: number; amountCents: number }[], count: number): number | null {
  if (count === 0 || prices.length === 0) return null;
  const exact = prices.find((p) => p.subjects === count);
  return (exact ?? prices.reduce((a, b) => (b.subjects > a.subjects ? b : a))).amountCents;
}
