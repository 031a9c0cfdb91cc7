// Changing a seat (document 1 §4, §5): first name, last name, e-mail address and 'Actief', in a modal dialog. Whether
// saving invites someone is the server's rule (a seat without an account, with an address and a first name, whose
// invitation is not still running): the dialog says when it may, and after saving says whether it did. Switching off a
// seat whose user has an account asks first, in a dialog of its own: that user is signed out at once.
import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SeatDialog_seat$key } from '../../__generated__/SeatDialog_seat.graphql';
import { Modal } from '../../components/ui/Modal.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { Checkbox, fieldErrorMap, focusFirstInvalid, TextField } from '../../components/ui/Field.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useUpdateSeatMutation } from '../../mutations/useUpdateSeatMutation.ts';
import { LICENSES_TEXT as T } from './licensesText.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = Record<string, readonly string[]>;

export function SeatDialog({ seat, onClose }: { seat: SeatDialog_seat$key; onClose(): void }) {
  const data = useFragment(
    graphql`
      fragment SeatDialog_seat on Seat {
        id
        name
        firstName
        lastName
        email
        status
        isActive
        isViewer
        invitationExpired
      }
    `,
    seat,
  );
  const [firstName, setFirstName] = useState(data.firstName ?? '');
  const [lastName, setLastName] = useState(data.lastName ?? '');
  const [email, setEmail] = useState(data.email ?? '');
  const [isActive, setActive] = useState(data.isActive);
  const [resend, setResend] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [save, saving] = useUpdateSeatMutation();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const formId = useId();

  const linked = data.status === 'active';
  // The invitation mailed last still works: saving sends a new one only when asked (or to another address).
  const runningInvitation = data.status === 'invited' && !data.invitationExpired;
  const switchingOff = data.isActive && !isActive && linked;

  const close = () => {
    if (!saving) onClose();
  };

  const submit = async () => {
    setFailure(null);
    try {
      const result = await save({
        seatId: data.id,
        firstName: firstName.trim() || null,
        lastName: lastName.trim() || null,
        email: email.trim() || null,
        isActive,
        resendInvitation: runningInvitation && resend,
      });
      if (result.__typename === 'UpdateSeatSuccess') {
        toast(result.invitationSent ? T.invited(result.seat?.email ?? email.trim()) : T.saved, 'success');
        onClose();
        return;
      }
      setConfirming(false);
      if (result.__typename === 'ValidationError') {
        setErrors(fieldErrorMap(result.fieldErrors));
        focusFirstInvalid(form.current);
        return;
      }
      setFailure(('message' in result && result.message) || T.failed);
    } catch {
      setConfirming(false);
      setFailure(T.failed);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = {};
    if (email.trim() && !EMAIL.test(email.trim())) local.email = [T.invalidEmail];
    setErrors(local);
    if (Object.keys(local).length) return focusFirstInvalid(form.current);
    if (switchingOff) setConfirming(true);
    else void submit();
  };

  const shownName = data.name || `${firstName} ${lastName}`.trim() || T.noName;
  if (confirming) {
    // A dialog of its own (its own key): it opens anew, is announced, and starts on 'Terug' — so a second Enter from
    // the form's 'Opslaan' cannot switch the seat off unseen.
    return (
      <Modal
        key="confirm"
        open
        title={T.confirmTitle}
        initialFocus={back}
        onClose={() => {
          if (!saving) setConfirming(false);
        }}
        actions={
          <>
            <Button ref={back} variant="secondary" disabled={saving} onClick={() => setConfirming(false)}>
              {T.back}
            </Button>
            <Button variant="danger" loading={saving} onClick={() => void submit()}>
              {T.confirm}
            </Button>
          </>
        }
      >
        <p>{T.confirmText(shownName)}</p>
        {failure && <Alert kind="error">{failure}</Alert>}
      </Modal>
    );
  }

  return (
    <Modal
      key="form"
      open
      title={T.dialogTitle}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" disabled={saving} onClick={close}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {T.save}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} noValidate onSubmit={onSubmit}>
        {failure && <Alert kind="error">{failure}</Alert>}
        <div className="form-row">
          <TextField label={T.firstName} name="firstName" autoComplete="off" autoFocus value={firstName} maxLength={255} onChange={(e) => setFirstName(e.target.value)} errors={errors.firstName} />
          <TextField label={T.lastName} name="lastName" autoComplete="off" value={lastName} maxLength={255} onChange={(e) => setLastName(e.target.value)} errors={errors.lastName} />
        </div>
        <TextField
          label={T.email}
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          maxLength={254}
          readOnly={linked}
          onChange={(e) => setEmail(e.target.value)}
          hint={linked ? T.linkedHint : runningInvitation ? T.invitedHint : T.inviteHint}
          errors={errors.email}
        />
        {runningInvitation && <Checkbox label={T.resend} checked={resend} onChange={(e) => setResend(e.target.checked)} />}
        <Checkbox label={T.active} checked={isActive} disabled={data.isViewer} onChange={(e) => setActive(e.target.checked)} aria-describedby={`${formId}-active`} />
        <p id={`${formId}-active`} className="field-hint">
          {data.isViewer ? T.ownSeat : T.activeHint}
        </p>
        {errors.isActive && (
          <p className="field-error" role="alert">
            {errors.isActive.join(' ')}
          </p>
        )}
      </form>
    </Modal>
  );
}
