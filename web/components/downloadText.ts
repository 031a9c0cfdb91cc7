// Every sentence of a set's document downloads (document 1 §2.6 waiting notices, §8 failures), in one place. Used on
// the cart's confirmation step and on the cards of the reuse list.
import type { DocumentKind } from '../__generated__/DocumentDownloads_collection.graphql';
import type { DownloadFailure } from '../lib/download.ts';
import { plural } from './TopicFacts.tsx';

/** The document kinds this web app knows (a kind the server adds later is not offered until it has words here). */
export type DocumentKindName = Exclude<DocumentKind, '%future added value'>;

export const DOWNLOAD_TEXT = {
  title: 'Documenten',
  label: {
    PDF: 'Download PDF',
    WORD: 'Download Word',
    CORRECTIONS: 'Download correctievoorschrift',
    APPENDIXES: 'Download uitwerkbijlagen',
  } satisfies Record<DocumentKindName, string>,
  /** While the server makes the document (document 1 §2.6: waiting notices while a PDF or Word document is made). */
  making: {
    PDF: 'De PDF wordt gemaakt. Dit kan even duren…',
    WORD: 'Het Word-document wordt gemaakt. Dit kan even duren…',
    CORRECTIONS: 'Het correctievoorschrift wordt gemaakt. Dit kan even duren…',
    APPENDIXES: 'De uitwerkbijlagen worden gemaakt. Dit kan even duren…',
  } satisfies Record<DocumentKindName, string>,
  busy: (seconds: number) => `Het is even druk; we proberen het over ${plural(seconds, 'seconde', 'seconden')} opnieuw.`,
  done: (fileName: string) => `Gedownload: ${fileName}`,
  // Document 1 §8.
  failed: 'Kon geen document aanmaken.',
  fairUse: 'Helaas... Je kunt deze examenvragen niet meer gebruiken. Ze zijn zo vaak gebruikt dat geen sprake meer is van redelijk gebruik.',
  /** Document 1 §8: any 401 raises this warning toast (as the GraphQL network layer does). */
  unauthorized: (path: string) => `Ongeautoriseerd: ${path}`,
};

/** The sentence for a failed download: fair use has its own, every other failure the spec's one. */
export const failureText = (failure: DownloadFailure): string => (failure === 'fair-use' ? DOWNLOAD_TEXT.fairUse : DOWNLOAD_TEXT.failed);
