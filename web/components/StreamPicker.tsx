// The stream picker in the header (document 1 §2.1): only the streams the viewer may open, course and level per
// option; the choice is remembered for the user (chooseStream). The server already picks the remembered, profile or
// first allowed stream as viewer.currentStream.
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import type { StreamPicker_viewer$key } from '../__generated__/StreamPicker_viewer.graphql';
import { useChooseStreamMutation } from '../mutations/useChooseStreamMutation.ts';
import { useCurrentStreamChanged } from './useCurrentStreamChanged.ts';
import { usePageStreamValue } from './pageStream.ts';
import { useToast } from './Toasts.tsx';

export const STREAM_PICKER_TEXT = {
  label: 'Vak',
  placeholder: 'Kies een vak',
  failed: 'Kon het vak niet kiezen. Probeer het opnieuw.',
};

export function StreamPicker({ viewer }: { viewer: StreamPicker_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment StreamPicker_viewer on Viewer {
        streams {
          id
          urlId
          course {
            name
          }
          level {
            name
          }
        }
        currentStream {
          id
          urlId
        }
      }
    `,
    viewer,
  );
  const id = useId();
  const [choose, choosing] = useChooseStreamMutation();
  const streamChanged = useCurrentStreamChanged();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const toast = useToast();

  // The picker follows the page (issue 41): a topic or a search of another stream the viewer may open — reached
  // through a link, a bookmark or the back button — makes that stream the current one, saved for the user as if
  // chosen here. Only showing it in the header would leave the rest of the shell on the stream chosen before: the
  // menu's searches, 'Huidige selectie' and its badge, and the home page the logo leads back to, which would then
  // jump back to the other stream. A teacher who opened Wiskunde B Vwo works in Wiskunde B Vwo until they choose
  // otherwise. A page of a stream the viewer may not open (outside their licence) changes nothing: the picker
  // offers only their own streams. While the change is on its way the picker already shows the page's stream.
  const pageStream = usePageStreamValue();
  const following = pageStream && pageStream !== data.currentStream?.urlId ? (data.streams.find((s) => s.urlId === pageStream) ?? null) : null;
  const tried = useRef<string | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  useEffect(() => {
    if (!following || tried.current === following.urlId) return;
    // Once per page stream: a refusal, a failure or a stream chosen here afterwards does not make it follow again.
    tried.current = following.urlId;
    setSwitching(following.id);
    void (async () => {
      try {
        const result = await choose(following.id);
        if (result.__typename === 'ChooseStreamSuccess') await streamChanged();
      } catch {
        // The header shows the stream chosen before; the page itself is not affected.
      } finally {
        setSwitching(null);
      }
    })();
  }, [following, choose, streamChanged]);
  useEffect(() => {
    if (!following) tried.current = null;
  }, [following]);
  if (data.streams.length === 0) return null;

  const onChange = async (streamId: string) => {
    const previous = data.currentStream?.urlId;
    try {
      const result = await choose(streamId);
      if (result.__typename !== 'ChooseStreamSuccess' || !result.viewer) {
        toast(result.message ?? STREAM_PICKER_TEXT.failed, 'error');
        return;
      }
      const next = result.viewer.currentStream?.urlId;
      // Screens show data of the current stream: forget it, refetch the shell (grant, cart badge), then show the page
      // again for the new stream.
      await streamChanged();
      const segment = previous ? new RegExp(`/${previous}(?=/|$)`) : null;
      if (segment && next && segment.test(pathname)) navigate(`${pathname.replace(segment, `/${next}`)}${search}`);
      else revalidator.revalidate();
    } catch {
      toast(STREAM_PICKER_TEXT.failed, 'error');
    }
  };

  return (
    <div className="stream-picker">
      <label htmlFor={id}>{STREAM_PICKER_TEXT.label}</label>
      <select id={id} value={switching ?? data.currentStream?.id ?? ''} disabled={choosing} aria-busy={choosing || undefined} onChange={(event) => void onChange(event.target.value)}>
        {!data.currentStream && <option value="">{STREAM_PICKER_TEXT.placeholder}</option>}
        {data.streams.map((s) => (
          <option key={s.id} value={s.id}>
            {s.course.name} {s.level.name}
          </option>
        ))}
      </select>
    </div>
  );
}
