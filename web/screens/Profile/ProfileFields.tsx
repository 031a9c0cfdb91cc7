// The editable profile fields, shown per role; used by 'Profielgegevens', onboarding step 1 and the grade screen.
import { Checkbox, SelectField, TextField } from '../../components/ui/Field.tsx';
import { GRADE_OPTIONS, type ProfileErrors, type ProfileValues } from './profileRules.ts';

export interface ProfileFieldsProps {
  values: ProfileValues;
  errors: ProfileErrors;
  onChange(patch: Partial<ProfileValues>): void;
  names?: boolean;
  schoolAndPlace?: boolean;
  courseAndGrade?: boolean;
  newsletter?: boolean;
  courseOptions?: readonly { value: string; label: string }[];
  /** Classes a publisher-partner teacher may pick; shown when given. */
  classOptions?: readonly string[];
}

export function ProfileFields({ values, errors, onChange, names = true, schoolAndPlace = false, courseAndGrade = false, newsletter = false, courseOptions = [], classOptions }: ProfileFieldsProps) {
  return (
    <>
      {names && (
        <div className="form-row">
          <TextField label="Voornaam" name="firstName" autoComplete="given-name" value={values.firstName} onChange={(e) => onChange({ firstName: e.target.value })} errors={errors.firstName} />
          <TextField label="Achternaam" name="lastName" autoComplete="family-name" value={values.lastName} onChange={(e) => onChange({ lastName: e.target.value })} errors={errors.lastName} />
        </div>
      )}
      {schoolAndPlace && (
        <div className="form-row">
          <TextField label="School" name="school" autoComplete="organization" value={values.school} onChange={(e) => onChange({ school: e.target.value })} errors={errors.school} />
          <TextField label="Plaats" name="place" autoComplete="address-level2" value={values.place} onChange={(e) => onChange({ place: e.target.value })} errors={errors.place} />
        </div>
      )}
      {schoolAndPlace && classOptions && (
        <fieldset className={`choice-list${errors.manageGroups?.length ? ' field-invalid' : ''}`} aria-describedby={errors.manageGroups?.length ? 'classes-error' : undefined}>
          <legend>Klassen waaraan je lesgeeft</legend>
          {classOptions.length === 0 ? (
            <p className="muted">Er zijn nog geen klassen bij je licentie.</p>
          ) : (
            classOptions.map((name) => (
              <Checkbox
                key={name}
                label={name}
                checked={values.manageGroups.includes(name)}
                aria-invalid={errors.manageGroups?.length ? true : undefined}
                onChange={(e) => onChange({ manageGroups: e.target.checked ? [...values.manageGroups, name] : values.manageGroups.filter((g) => g !== name) })}
              />
            ))
          )}
          {!!errors.manageGroups?.length && (
            <p id="classes-error" className="field-error" role="alert">
              {errors.manageGroups.join(' ')}
            </p>
          )}
        </fieldset>
      )}
      {courseAndGrade && (
        <div className="form-row">
          <SelectField label="Klas" name="grade" value={values.grade} onChange={(e) => onChange({ grade: e.target.value })} options={GRADE_OPTIONS} placeholder="Kies je klas" errors={errors.grade} />
          <SelectField
            label="Vak"
            name="course"
            value={values.course}
            onChange={(e) => onChange({ course: e.target.value })}
            options={courseOptions}
            placeholder="Kies je vak"
            errors={errors.course}
          />
        </div>
      )}
      {newsletter && <Checkbox label="Ik wil de nieuwsbrief ontvangen" name="newsletter" checked={values.newsletter} onChange={(e) => onChange({ newsletter: e.target.checked })} />}
    </>
  );
}
