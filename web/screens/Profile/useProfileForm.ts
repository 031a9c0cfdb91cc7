// The profile form's state and submit, shared by the profile page, teacher onboarding step 1 and the student's
// grade step: validate locally, save, show the server's field errors, alert on any other failure.
import { useRef, useState, type FormEvent } from 'react';
import { useSaveProfileMutation } from '../../mutations/useSaveProfileMutation.ts';
import { dutch, dutchFieldErrors, failureText } from '../Auth/authText.ts';
import { focusFirstInvalid } from '../../components/ui/Field.tsx';
import { hasErrors, profileInput, serverProfileErrors, validateProfile, type ProfileErrors, type ProfileValues } from './profileRules.ts';
import type { ProfileKind } from '../../../shared/accounts/profileKind.ts';

export function useProfileForm(initial: () => ProfileValues, kind: ProfileKind, options: { classes?: boolean; onSaved(): Promise<void> | void }) {
  const [values, setValues] = useState<ProfileValues>(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [save, inFlight] = useSaveProfileMutation();
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const local = validateProfile(kind, values, { needsClasses: options.classes });
    setErrors(local);
    if (hasErrors(local)) return focusFirstInvalid(form.current);
    try {
      const result = await save(profileInput(kind, values, { withClasses: options.classes }));
      if (result.__typename === 'SaveProfileSuccess') return await options.onSaved();
      if (result.__typename === 'ValidationError') {
        const { errors: fields, other } = serverProfileErrors(dutchFieldErrors(result.fieldErrors));
        setErrors(fields);
        if (other.length || !hasErrors(fields)) setProblem(other.length ? other.join(' ') : dutch(result.message));
        focusFirstInvalid(form.current);
        return;
      }
      window.alert(dutch('message' in result ? result.message : null));
    } catch (failure) {
      window.alert(failureText(failure));
    }
  }

  return { values, setValues, errors, problem, inFlight, form, submit };
}
