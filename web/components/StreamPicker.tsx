// The stream picker in the header (document 1 §2.1): only the streams the viewer may open, course and level per
// option; the choice is remembered for the user (chooseStream). The server already picks the remembered, profile or
// first allowed stream as viewer.currentStream.
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import type { StreamPicker_viewer$key } from '../__generated__/StreamPicker_viewer.graphql';
import { useChooseStreamMutation } from '../mutations/useChooseStreamMutation.ts';
import { useCurrentStreamChanged } from './useCurrentStreamChanged.ts';
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
      <select id={id} value={data.currentStream?.id ?? ''} disabled={choosing} aria-busy={choosing || undefined} onChange={(event) => void onChange(event.target.value)}>
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
