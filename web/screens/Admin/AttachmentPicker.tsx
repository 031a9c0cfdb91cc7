// The back-office's attachment picker (issue 45, document 3 §3 Attachment, §5, §8): the attachments a topic or question
// shows (or a question's appendixes), in order, as thumbnails with their names; each moves up or down with buttons
// (keyboard and screen readers: the focus stays with the moved attachment and its new place is announced) or goes. More
// are chosen from the exam's attachments (loaded when the list opens: Exam.attachments) or uploaded: a JPEG or PNG is
// posted to POST /api/admin/attachments — GraphQL reads no multipart bodies — with the exam, shows 'Bezig met
// uploaden…' and its progress, then joins the list; a refused or failed upload says 'Kon afbeelding niet uploaden.'.
// The value is the ordered list of Attachment.editId that createTopic, updateTopic (and the question editor) take.
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AttachmentPickerQuery } from '../../__generated__/AttachmentPickerQuery.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ensureXsrfToken } from '../../relay/environment.ts';
import './attachmentPicker.css';

export const PICKER_TEXT = {
  none: 'Geen bijlagen.',
  up: (name: string) => `${name} omhoog`,
  down: (name: string) => `${name} omlaag`,
  remove: (name: string) => `${name} verwijderen`,
  upShort: 'Omhoog',
  downShort: 'Omlaag',
  removeShort: 'Verwijderen',
  moved: (name: string, place: number, count: number) => `${name} staat nu op plaats ${place} van ${count}.`,
  removed: (name: string) => `${name} is verwijderd.`,
  added: (name: string) => `${name} is toegevoegd.`,
  choose: 'Kies uit dit examen',
  loading: 'Bijlagen laden…',
  nothingToChoose: 'Dit examen heeft geen andere bijlagen.',
  add: (name: string) => `${name} toevoegen`,
  addShort: 'Toevoegen',
  uploadHeading: 'Nieuwe afbeelding',
  file: 'Afbeelding (JPEG of PNG)',
  name: 'Naam (bijschrift)',
  nameHint: 'Leeg: de bestandsnaam.',
  upload: 'Uploaden',
  busy: 'Bezig met uploaden…',
  progress: (percent: number) => `Bezig met uploaden… ${percent}%`,
  uploaded: 'Afbeelding geüpload',
  failed: 'Kon afbeelding niet uploaden.',
  chooseFile: 'Kies eerst een JPEG- of PNG-bestand.',
  unnamed: 'Bijlage',
} as const;

/** What the picker shows of an attachment. */
export interface PickedAttachment {
  editId: string;
  name: string;
  /** Where the image is served, from the site's root. */
  url: string;
}

/** Posts the image; resolves with the new attachment, or rejects. `progress` gets 0-100 as the bytes go out. */
export type UploadImage = (input: { examId: string; name: string; file: File }, progress: (percent: number) => void) => Promise<PickedAttachment>;

/** POST /api/admin/attachments (multipart: name, file, exam) → 201 {id, name, path}; the id is Attachment.editId. */
export const uploadImage: UploadImage = async ({ examId, name, file }, progress) => {
  const form = new FormData();
  form.append('name', name);
  form.append('exam', examId);
  form.append('file', file, file.name);
  const token = await ensureXsrfToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/attachments');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-XSRF-TOKEN', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) progress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status !== 201) return reject(new Error(`upload answered ${request.status}`));
      try {
        const body = JSON.parse(request.responseText) as { id: string; name: string; path: string };
        resolve({ editId: body.id, name: body.name, url: `/${body.path}` });
      } catch (error) {
        reject(error instanceof Error ? error : new Error('unreadable answer'));
      }
    };
    request.onerror = () => reject(new Error('upload failed'));
    request.send(form);
  });
};

const examAttachmentsQuery = graphql`
  query AttachmentPickerQuery($exam: String!) {
    adminExamByUrlId(urlId: $exam) {
      id
      attachments {
        editId
        name
        url
      }
    }
  }
`;

export interface AttachmentPickerProps {
  /** The exam's opaque id (as in its address, /admin/courses/{course}/exams/{exam}). */
  examId: string;
  /** The chosen attachments in order: Attachment.editId. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The list's heading: 'Bijlagen', 'Uitwerkbijlagen'… */
  label: string;
  /** What is known of the attachments `value` holds (name, thumbnail); others are found in the exam's list. */
  attachments?: readonly PickedAttachment[];
  /** How an image is uploaded; the REST route unless a test says otherwise. */
  upload?: UploadImage;
}

type Focus = { editId: string; action: 'up' | 'down' } | null;

export function AttachmentPicker({ examId, value, onChange, label, attachments = [], upload = uploadImage }: AttachmentPickerProps) {
  const id = useId();
  const toast = useToast();
  // Every attachment met so far (given, chosen from the exam, uploaded), for names and thumbnails.
  const [known, setKnown] = useState<ReadonlyMap<string, PickedAttachment>>(() => new Map(attachments.map((a) => [a.editId, a])));
  const [uploaded, setUploaded] = useState<readonly PickedAttachment[]>([]);
  const [choosing, setChoosing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [focus, setFocus] = useState<Focus>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const busy = percent !== null;

  // Attachments named by a later value (a conflict's stored version, a saved answer) become known too.
  useEffect(() => {
    setKnown((map) => (attachments.every((a) => map.has(a.editId)) ? map : new Map([...map, ...attachments.map((a) => [a.editId, a] as const)])));
  }, [attachments]);

  // After a move the focus stays with the moved attachment: on the same button, or the other one at an end of the list.
  useEffect(() => {
    if (!focus) return;
    const place = value.indexOf(focus.editId);
    const action = (focus.action === 'up' && place === 0) || (focus.action === 'down' && place === value.length - 1) ? (focus.action === 'up' ? 'down' : 'up') : focus.action;
    buttons.current.get(`${focus.editId}:${action}`)?.focus();
    setFocus(null);
  }, [focus, value]);

  const remember = (list: readonly PickedAttachment[]) => setKnown((map) => new Map([...map, ...list.map((a) => [a.editId, a] as const)]));
  const nameOf = (editId: string) => known.get(editId)?.name ?? PICKER_TEXT.unnamed;

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
    setFocus({ editId: moved!, action: by === -1 ? 'up' : 'down' });
    setAnnouncement(PICKER_TEXT.moved(nameOf(moved!), index + by + 1, next.length));
  };
  const remove = (index: number) => {
    const gone = value[index]!;
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(PICKER_TEXT.removed(nameOf(gone)));
    // The focus goes to the list's next attachment, or the choose button when none is left.
    const next = value[index + 1] ?? value[index - 1];
    const target = next ? buttons.current.get(`${next}:remove`) : document.getElementById(`${id}-choose`);
    setTimeout(() => target?.focus(), 0);
  };
  const add = (attachment: PickedAttachment) => {
    if (value.includes(attachment.editId)) return;
    remember([attachment]);
    onChange([...value, attachment.editId]);
    setAnnouncement(PICKER_TEXT.added(attachment.name));
  };

  const send = async () => {
    if (busy) return;
    if (!file) {
      setFailure(PICKER_TEXT.chooseFile);
      fileInput.current?.focus();
      return;
    }
    setFailure(null);
    setPercent(0);
    try {
      const attachment = await upload({ examId, name: name.trim() || file.name.replace(/\.[^.]+$/, ''), file }, setPercent);
      setUploaded((list) => [...list, attachment]);
      add(attachment);
      setFile(null);
      setName('');
      if (fileInput.current) fileInput.current.value = '';
      toast(PICKER_TEXT.uploaded, 'success');
    } catch {
      setFailure(PICKER_TEXT.failed);
      toast(PICKER_TEXT.failed, 'error');
    } finally {
      setPercent(null);
    }
  };
  // Enter in the name field uploads; it must not send the form the picker sits in.
  const onNameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void send();
  };

  return (
    <fieldset className="attachment-picker">
      <legend>{label}</legend>
      {value.length ? (
        <ol className="attachment-list">
          {value.map((editId, index) => {
            const attachment = known.get(editId);
            const shown = nameOf(editId);
            const ref = (key: string) => (element: HTMLButtonElement | null) => {
              buttons.current.set(`${editId}:${key}`, element);
            };
            return (
              <li key={editId} className="attachment-item">
                {attachment ? <img src={attachment.url} alt="" loading="lazy" className="attachment-thumb" /> : <span className="attachment-thumb" aria-hidden="true" />}
                <span className="attachment-name">{shown}</span>
                <span className="attachment-actions">
                  <Button variant="secondary" ref={ref('up')} aria-label={PICKER_TEXT.up(shown)} disabled={index === 0} onClick={() => move(index, -1)}>
                    {PICKER_TEXT.upShort}
                  </Button>
                  <Button variant="secondary" ref={ref('down')} aria-label={PICKER_TEXT.down(shown)} disabled={index === value.length - 1} onClick={() => move(index, 1)}>
                    {PICKER_TEXT.downShort}
                  </Button>
                  <Button variant="secondary" ref={ref('remove')} aria-label={PICKER_TEXT.remove(shown)} onClick={() => remove(index)}>
                    {PICKER_TEXT.removeShort}
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="muted">{PICKER_TEXT.none}</p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      <Button variant="secondary" id={`${id}-choose`} aria-expanded={choosing} aria-controls={`${id}-exam`} onClick={() => setChoosing((open) => !open)}>
        {PICKER_TEXT.choose}
      </Button>
      {choosing && (
        <div id={`${id}-exam`} className="attachment-choices">
          <Suspense fallback={<p className="muted">{PICKER_TEXT.loading}</p>}>
            <ExamAttachments examId={examId} chosen={value} uploaded={uploaded} onAdd={add} />
          </Suspense>
        </div>
      )}

      <fieldset className="attachment-upload">
        <legend>{PICKER_TEXT.uploadHeading}</legend>
        <div className="field">
          <label htmlFor={`${id}-file`}>{PICKER_TEXT.file}</label>
          <input
            id={`${id}-file`}
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,.jpg,.jpeg,.png"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFailure(null);
            }}
            aria-describedby={failure ? `${id}-failure` : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{PICKER_TEXT.name}</label>
          <input id={`${id}-name`} type="text" maxLength={255} value={name} onChange={(event) => setName(event.target.value)} onKeyDown={onNameKey} aria-describedby={`${id}-name-hint`} />
          <p id={`${id}-name-hint`} className="field-hint">
            {PICKER_TEXT.nameHint}
          </p>
        </div>
        <Button variant="secondary" loading={busy} onClick={() => void send()}>
          {PICKER_TEXT.upload}
        </Button>
        {busy && (
          <p className="attachment-progress" role="status">
            {percent ? PICKER_TEXT.progress(percent) : PICKER_TEXT.busy}
          </p>
        )}
        {failure && (
          <p id={`${id}-failure`} className="field-error" role="alert">
            {failure}
          </p>
        )}
      </fieldset>
    </fieldset>
  );
}

/** The exam's attachments not chosen yet, each with a button that adds it; loaded when the list opens. */
function ExamAttachments({ examId, chosen, uploaded, onAdd }: { examId: string; chosen: readonly string[]; uploaded: readonly PickedAttachment[]; onAdd: (a: PickedAttachment) => void }) {
  const data = useLazyLoadQuery<AttachmentPickerQuery>(examAttachmentsQuery, { exam: examId }, { fetchPolicy: 'store-and-network' });
  const all = [...(data.adminExamByUrlId?.attachments ?? []), ...uploaded];
  const seen = new Set<string>();
  const offered = all.filter((a) => !chosen.includes(a.editId) && !seen.has(a.editId) && (seen.add(a.editId), true));
  if (!offered.length) return <p className="muted">{PICKER_TEXT.nothingToChoose}</p>;
  return (
    <ul className="attachment-list">
      {offered.map((a) => (
        <li key={a.editId} className="attachment-item">
          <img src={a.url} alt="" loading="lazy" className="attachment-thumb" />
          <span className="attachment-name">{a.name}</span>
          <span className="attachment-actions">
            <Button variant="secondary" aria-label={PICKER_TEXT.add(a.name)} onClick={() => onAdd({ editId: a.editId, name: a.name, url: a.url })}>
              {PICKER_TEXT.addShort}
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
