// The chapter filter of /zelf-oefenen/per-onderwerp (document 2 §2.5): per method its chapters with practice questions
// and their paragraphs, exam training left out by the server. The choice lives in the address (?hoofdstuk=…), so the
// back button and a bookmark keep it.
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ChapterFilter_practice$key } from '../../__generated__/ChapterFilter_practice.graphql';
import { PRACTICE_TEXT as T } from './practiceText.ts';

export const CHAPTER_PARAM = 'hoofdstuk';

export function ChapterFilter({ practice }: { practice: ChapterFilter_practice$key }) {
  const data = useFragment(
    graphql`
      fragment ChapterFilter_practice on Practice {
        chapterOptions {
          name
          chapters {
            urlId
            name
            title
            children {
              urlId
              name
              title
            }
          }
        }
      }
    `,
    practice,
  );
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get(CHAPTER_PARAM) ?? '';
  if (!data.chapterOptions.length) return null;
  return (
    <div className="field practice-filter">
      <label htmlFor={id}>{T.chapter}</label>
      <select id={id} value={current} onChange={(event) => navigate({ search: event.target.value ? `?${CHAPTER_PARAM}=${encodeURIComponent(event.target.value)}` : '' })}>
        <option value="">{T.allChapters}</option>
        {data.chapterOptions.map((method) => (
          <optgroup key={method.name} label={method.name}>
            {method.chapters.flatMap((chapter) => [
              <option key={chapter.urlId} value={chapter.urlId}>
                {T.chapterOption(chapter.name, chapter.title)}
              </option>,
              ...chapter.children.map((paragraph) => (
                <option key={paragraph.urlId} value={paragraph.urlId}>
                  {'\u00a0\u00a0\u00a0'}
                  {T.chapterOption(paragraph.name, paragraph.title)}
                </option>
              )),
            ])}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
