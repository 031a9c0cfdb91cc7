// Every sentence of a set's document downloads (document 1 §2.6 waiting notices, §8 failures), in one place. Used on
// the cart's confirmation step and on the cards of the reuse list.
import type { DocumentKind } from '../__generated__/DocumentDownloads_collection.graphql';
import type { DownloadFailure } from '../lib/download.ts';
import { plural } from './TopicFacts.tsx';
import { FAIR_USE_TEXT } from '../../shared/collections/fairUseText.ts';

/** The document kinds this web app knows (a kind the server adds later is not offered until it has words here). */
// eslint-disable-next-line relay/no-future-added-value -- naming the placeholder is how it is left out of the kinds that need words
export type DocumentKindName = Exclude<DocumentKind, '%future added value'>;

export const DOWNLOAD_TEXT = {
  title: 'Documenten',
  label: {
    PDF: 'Download PDF',
    WORD: 'Download Word',
    CORRECTIONS: 'Download correctievoorschrift',
    CORRECTIONS_PDF: 'Correctievoorschrift (PDF)',
    TEACHER_PDF: 'Docentversie (PDF)',
    APPENDIXES: 'Download uitwerkbijlagen',
  } satisfies Record<DocumentKindName, string>,
  /** While the server makes the document (document 1 §2.6: waiting notices while a PDF or Word document is made). */
  making: {
    PDF: 'De PDF wordt gemaakt. Dit kan even duren…',
    WORD: 'Het Word-document wordt gemaakt. Dit kan even duren…',
    CORRECTIONS: 'Het correctievoorschrift wordt gemaakt. Dit kan even duren…',
    CORRECTIONS_PDF: 'Het correctievoorschrift (PDF) wordt gemaakt. Dit kan even duren…',
    TEACHER_PDF: 'De docentversie wordt gemaakt. Dit kan even duren…',
    APPENDIXES: 'De uitwerkbijlagen worden gemaakt. Dit kan even duren…',
  } satisfies Record<DocumentKindName, string>,
  busy: (seconds: number) => `Het is even druk; we proberen het over ${plural(seconds, 'seconde', 'seconden')} opnieuw.`,
  done: (fileName: string) => `Gedownload: ${fileName}`,
  // Document 1 §8 ('kon geen document aanmaken'), then what the teacher can do (issue 42, item 9).
  failed: 'Kon geen document aanmaken. Probeer het opnieuw.',
  serverError: 'Kon geen document aanmaken: er ging iets mis bij het maken. Probeer het opnieuw.',
  busyFailed: (seconds: number) => `Er worden nu veel documenten tegelijk gemaakt. Probeer het over ${plural(seconds, 'seconde', 'seconden')} opnieuw.`,
  offline: 'Kon geen document aanmaken: er is geen verbinding met Vraagwerk. Controleer je internetverbinding en probeer het opnieuw.',
  timeout: 'Kon geen document aanmaken: het duurde te lang. Probeer het opnieuw.',
  notFound: 'Dit document bestaat niet meer: de set is misschien verwijderd. Vernieuw de pagina.',
  signedOut: 'Je bent niet meer ingelogd. Log opnieuw in en download het document dan.',
  retry: 'Probeer opnieuw',
  fairUse: FAIR_USE_TEXT.fairUse,
  /** Document 1 §8: any 401 raises this warning toast (as the GraphQL network layer does). */
  unauthorized: (path: string) => `Ongeautoriseerd: ${path}`,
};

/** The sentence for a failed download; `retryAfter`: the seconds the server last asked to wait (busy). */
export function failureText(failure: DownloadFailure, retryAfter?: number): string {
  switch (failure) {
    case 'fair-use':
      return DOWNLOAD_TEXT.fairUse;
    case 'busy':
      return DOWNLOAD_TEXT.busyFailed(retryAfter ?? 5);
    case 'server-error':
      return DOWNLOAD_TEXT.serverError;
    case 'offline':
      return DOWNLOAD_TEXT.offline;
    case 'timeout':
      return DOWNLOAD_TEXT.timeout;
    case 'not-found':
      return DOWNLOAD_TEXT.notFound;
    case 'signed-out':
      return DOWNLOAD_TEXT.signedOut;
    default:
      return DOWNLOAD_TEXT.failed;
  }
}

/** Failures that trying again can mend (not fair use, a set that is gone, or a session that ended). */
export const mayRetry = (failure: DownloadFailure): boolean => !['fair-use', 'not-found', 'signed-out'].includes(failure);
