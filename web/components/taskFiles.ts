// What a task shows of its files (issue 41): a figure its text already draws (![…](/files/{id}/…)) is not drawn again
// beside it, and what a question brings in from an earlier one shows only when it brings something. The topic page
// (web/screens/Topic/TopicScreen.tsx) and the student pages (web/screens/Student/TopicTask.tsx) both follow these.
import { markupFileIds } from '../../shared/markup/parse.ts';

export interface TaskFile {
  readonly name: string;
  readonly url: string;
}

/** The stored file a site path names (/files/{id}/{name}), or null for another address. */
const fileIdOf = (url: string): number | null => {
  const m = /^\/files\/(\d+)\//.exec(url);
  return m ? Number(m[1]) : null;
};

/** The files that none of the texts draws as an image already, in their order. */
export function notDrawnIn<F extends TaskFile>(files: readonly F[], texts: readonly (string | null | undefined)[]): F[] {
  const drawn = new Set(markupFileIds(texts));
  return files.filter((f) => {
    const id = fileIdOf(f.url);
    return id === null || !drawn.has(id);
  });
}

/** Whether what a question brings in from an earlier one holds anything to show. */
export const bringsSomething = (d: { introduction: string | null | undefined; attachments: readonly unknown[]; appendixes: readonly unknown[] }): boolean =>
  !!d.introduction?.trim() || d.attachments.length > 0 || d.appendixes.length > 0;
