// 'Antwoord insturen voor docent' (document 2 §2.4, §8): a photo of the student's worked answer, sent to the set's
// teacher. The server checks the file (a real PNG or JPEG, at most 10 MB) and answers a map of field → messages;
// they are shown under 'Kon niet versturen.'.
import { useId, useState, type FormEvent } from 'react';
import { ensureXsrfToken } from '../../relay/environment.ts';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { deviceKey } from './studentStorage.ts';
import { STUDENT_TEXT as T } from './studentText.ts';

type Outcome = { kind: 'done' } | { kind: 'failed'; messages: string[] } | null;

export function ElaborationUpload({ setKey, questionUrlId }: { setKey: string; questionUrlId: string }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fileId = useId();
  const nameId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setOutcome(null);
    try {
      const response = await fetch(`/api/collections/${encodeURIComponent(setKey)}/${encodeURIComponent(questionUrlId)}/elaborations`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await ensureXsrfToken(), 'X-Device-Key': deviceKey() },
        body: form,
      });
      if (response.ok) {
        setOutcome({ kind: 'done' });
        setOpen(false);
        return;
      }
      const body = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
      const messages = body?.errors ? Object.values(body.errors).flat() : body?.message ? [body.message] : [];
      setOutcome({ kind: 'failed', messages });
    } catch {
      setOutcome({ kind: 'failed', messages: [] });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="elaboration-upload">
      <Button variant="secondary" onClick={() => (setOpen(true), setOutcome(null))}>
        {T.sendAnswer}
      </Button>
      {outcome?.kind === 'done' && (
        <p role="status" className="practice-success">
          {T.uploadDone}
        </p>
      )}
      <Modal open={open} title={T.uploadTitle} onClose={() => setOpen(false)}>
        <form onSubmit={submit} className="upload-form">
          <label htmlFor={fileId}>{T.uploadFile}</label>
          <input id={fileId} name="file" type="file" accept="image/png,image/jpeg" required />
          <label htmlFor={nameId}>{T.uploadName}</label>
          <input id={nameId} name="name" type="text" maxLength={255} autoComplete="name" />
          {outcome?.kind === 'failed' && (
            <Alert kind="error" title={T.uploadFailed}>
              {outcome.messages.length > 0 && (
                <ul>
                  {outcome.messages.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
          <div className="practice-actions">
            <Button type="submit" loading={sending}>
              {T.uploadSend}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {T.uploadCancel}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
