// What the exam PDF pane remembers in this browser (localStorage): whether it is open, which of an exam's files was
// shown where the author worked, and the page last shown per file and place ('topic:…', 'question:…'), so coming back
// to a question shows the page its text is on. Storage can be unavailable (private mode, full): then nothing is kept.
const PREFIX = 'vraagwerk:exam-pdf';
const OPEN = `${PREFIX}:open`;
const fileKey = (memoryKey: string) => `${PREFIX}:file:${memoryKey}`;
const pageKey = (fileId: string, memoryKey: string) => `${PREFIX}:page:${fileId}:${memoryKey}`;
/** The page last shown of a file anywhere: where a place not seen before starts (the next question follows the last). */
const lastPageKey = (fileId: string) => `${PREFIX}:page:${fileId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Full or unavailable: nothing is kept.
  }
}

export const paneOpen = (): boolean => read(OPEN) === '1';
export const rememberPaneOpen = (open: boolean): void => write(OPEN, open ? '1' : '0');

export const rememberedFile = (memoryKey: string): string | null => read(fileKey(memoryKey));
export const rememberFile = (memoryKey: string, fileId: string): void => write(fileKey(memoryKey), fileId);

/** The page to show of `fileId` at `memoryKey`: the one last shown there, else the one last shown of the file, else 1. */
export function rememberedPage(fileId: string, memoryKey: string): number {
  const page = Number(read(pageKey(fileId, memoryKey)) ?? read(lastPageKey(fileId)));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
export function rememberPage(fileId: string, memoryKey: string, page: number): void {
  write(pageKey(fileId, memoryKey), String(page));
  write(lastPageKey(fileId), String(page));
}
