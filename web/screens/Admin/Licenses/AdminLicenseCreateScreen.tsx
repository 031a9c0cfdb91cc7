// 'Licentie toevoegen' (/admin/licenses/create, admins only; issue 47): a licence without seats — type, begin, end
// (by default today until the next 1 August, document 4 §14) and a description. Saved, it opens on its own screen.
import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { AdminLicenseCreateScreenQuery } from '../../../__generated__/AdminLicenseCreateScreenQuery.graphql';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldErrorMap, focusFirstInvalid, TextField } from '../../../components/ui/Field.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { ADMIN_LICENSES_TEXT as T } from './adminLicensesText.ts';
import { useCreateLicenseMutation } from './licenseMutations.ts';
import './adminLicenses.css';

export const adminLicenseCreateScreenQuery = graphql`
  query AdminLicenseCreateScreenQuery @preloadable {
    adminLicenseDefaults {
      begin
      end
      types
    }
  }
`;

export function AdminLicenseCreateScreen({ queryRef }: { queryRef: PreloadedQuery<AdminLicenseCreateScreenQuery> }) {
  const data = usePreloadedQuery<AdminLicenseCreateScreenQuery>(adminLicenseCreateScreenQuery, queryRef);
  const [fields, setFields] = useState({ type: 'schoollicentie', begin: data.adminLicenseDefaults?.begin ?? '', end: data.adminLicenseDefaults?.end ?? '', description: '' });
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [create, creating] = useCreateLicenseMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const typesId = useId();
  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = (await create({ type: fields.type, begin: fields.begin || null, end: fields.end || null, description: fields.description })).createLicense;
      if (result.__typename === 'CreateLicenseSuccess' && result.license) {
        toast(T.created, 'success');
        navigate(`/admin/licenses/${result.license.urlId}`);
      } else if (result.__typename === 'ValidationError') {
        setErrors(fieldErrorMap(result.fieldErrors));
        focusFirstInvalid(form.current);
      } else toast(`${T.createFailed}: ${('message' in result && result.message) || T.tryAgain}`, 'error');
    } catch {
      toast(`${T.createFailed}: ${T.tryAgain}`, 'error');
    }
  };

  return (
    <section className="admin-license">
      <p>
        <Link to="/admin/licenses">{T.back}</Link>
      </p>
      <h1>{T.createTitle}</h1>
      <p>{T.createLead}</p>
      <form ref={form} className="admin-license-form" onSubmit={submit} noValidate>
        <TextField label={T.type} list={typesId} required maxLength={255} value={fields.type} errors={errors.type} onChange={(e) => set('type')(e.target.value)} />
        <datalist id={typesId}>
          {(data.adminLicenseDefaults?.types ?? []).map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <div className="admin-license-dates">
          <TextField label={T.begin} type="date" value={fields.begin} errors={errors.begin} onChange={(e) => set('begin')(e.target.value)} />
          <TextField label={T.end} type="date" value={fields.end} errors={errors.end} onChange={(e) => set('end')(e.target.value)} />
        </div>
        <TextField label={T.description} maxLength={255} value={fields.description} errors={errors.description} onChange={(e) => set('description')(e.target.value)} />
        <Button type="submit" loading={creating}>
          {T.createTitle}
        </Button>
      </form>
    </section>
  );
}
