// /registreer/leerling (document 2 §2.12, §5): a student asks for a student licence ('leerlinglicentie-{count}') —
// first name, last name, e-mail, one or more subjects, consent. From three subjects on the licence holds every subject
// of that level and only one level can be chosen; the price follows the number of subjects. Without online payment
// the page says so and offers no form: nothing is stored half-way.
import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { StudentSignupScreenQuery } from '../../__generated__/StudentSignupScreenQuery.graphql';
import type { StudentSignupForm_options$key } from '../../__generated__/StudentSignupForm_options.graphql';
import { useRegisterStudentMutation } from '../../mutations/useRegisterStudentMutation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { ConsentField, FrameAwareLink, PersonFields, SignupSent, useFramedPage, useSignupForm } from './SignupParts.tsx';
import { includedSubjects, mayAdd, priceFor } from './studentChoice.ts';
import { formatEuro, SIGNUP_TEXT as T } from './signupText.ts';
import './signup.css';

export const studentSignupScreenQuery = graphql`
  query StudentSignupScreenQuery {
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
  const { studentLevels, prices, wholeLevelFrom, onlinePayment } = useFragment(
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
      }
    `,
    options,
  );
  const [register, inFlight] = useRegisterStudentMutation();
  const { person, setPerson, consent, setConsent, errors, failure, sent, form, submit } = useSignupForm<{ email: string; amount: string }>('RegisterStudentSuccess');
  const [chosen, setChosen] = useState<string[]>([]);

  const included = includedSubjects(studentLevels, chosen, wholeLevelFrom);
  const amount = priceFor(prices, included.length);
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
      </SignupSent>
    );
  }
  const subjectErrors = errors.streams;
  return (
    <>
      <h1 id="student-title">{T.studentTitle}</h1>
      <p className="lead">{T.studentLead}</p>
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
                () => register({ ...person, streams: included, consent }),
                (answer) => ({ email: ('email' in answer && answer.email) || person.email.trim(), amount: amount === null ? '' : formatEuro(amount) }),
              )
            }
          >
            <PersonFields person={person} errors={errors} onChange={setPerson} />
            <fieldset
              className={`choice-list signup-subjects${subjectErrors?.length ? ' field-invalid' : ''}`}
              aria-describedby={`subjects-hint${subjectErrors?.length ? ' subjects-error' : ''}`}
            >
              <legend>{T.subjects}</legend>
              <p id="subjects-hint" className="field-hint">
                {T.subjectsHint}
              </p>
              <div className="signup-levels">
                {studentLevels.map((level) => (
                  <fieldset key={level.slug} className="signup-level">
                    <legend>{level.name}</legend>
                    {level.streams.map((stream) => {
                      const ticked = chosen.includes(stream.slug);
                      const byLevel = !ticked && included.includes(stream.slug);
                      const id = `subject-${stream.slug}`;
                      return (
                        <div key={stream.slug} className="checkbox">
                          <input
                            id={id}
                            type="checkbox"
                            name="streams"
                            value={stream.slug}
                            checked={ticked || byLevel}
                            disabled={byLevel || !mayAdd(studentLevels, chosen, stream.slug, wholeLevelFrom)}
                            aria-invalid={subjectErrors?.length ? true : undefined}
                            onChange={(e) => toggle(stream.slug, e.target.checked)}
                          />
                          <label htmlFor={id}>
                            {stream.courseName}
                            {byLevel && <span className="muted"> ({T.included})</span>}
                          </label>
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
              {included.length ? T.chosen(included.length, included.map(nameOf).join(', ')) : T.noSubjects}{' '}
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
