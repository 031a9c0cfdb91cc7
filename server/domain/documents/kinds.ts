// The documents of a set (document 1 §2.6, document 4 §6): which a set has, who may download them, their file names.
// Rendering is server/documents/; the routes are server/rest/downloads.ts.
import type { Access } from '../access/grants.ts';
import type { DownloadType } from '../../db/generated/enums.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { mayManageSet } from '../collections/sharing.ts';
import { MAX_DEVICES } from '../collections/fairUse.ts';

/** The product's name at the start of every file name (document 4 §6). */
export const PRODUCT_NAME = 'Vraagwerk';

/** The language of every document (issue 42): a screen reader reads it aloud in Dutch, a spelling checker checks Dutch. */
export const DOCUMENT_LANGUAGE = 'nl-NL';

/**
 * 'correctionsPdf': the correctievoorschrift as a PDF, for printing (issue 42 item 7). 'teacherPdf': the teacher's
 * version, the set's PDF with each question's marking scheme after it (issue 42, beyond document 4).
 */
export type SetDocumentKind = 'pdf' | 'word' | 'corrections' | 'correctionsPdf' | 'teacherPdf' | 'appendixes';
/** 'examTeacher': a whole exam with its marking schemes, for authors and admins (the back-office's teacher document). */
export type DocumentKind = SetDocumentKind | 'topicAppendixes' | 'examTeacher';

export const SET_DOCUMENT_KINDS: readonly SetDocumentKind[] = ['pdf', 'word', 'corrections', 'correctionsPdf', 'teacherPdf', 'appendixes'];

export const DOCUMENT_MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export const documentFormat = (kind: DocumentKind): keyof typeof DOCUMENT_MIME => (kind === 'word' || kind === 'corrections' || kind === 'examTeacher' ? 'docx' : 'pdf');

/**
 * The documents of a set, in the order they are offered. The Word file only for a set made as Word: Word sets are
 * what the licence counts ('word_topics'), so any other set handing one out would slip past that limit. The PDF and
 * the corrections (Word and PDF) come with every set; the teacher's version with a set handed out on paper (PDF or
 * Word); the appendixes when a question of the set has one.
 */
export function documentsOfSet(set: { downloadType: DownloadType; hasAppendixes: boolean }): SetDocumentKind[] {
  return SET_DOCUMENT_KINDS.filter((kind) => {
    switch (kind) {
      case 'word':
        return set.downloadType === 'word';
      case 'teacherPdf':
        return set.downloadType === 'pdf' || set.downloadType === 'word';
      case 'appendixes':
        return set.hasAppendixes;
      default:
        return true;
    }
  });
}

export type SetDocumentRefusal = 'not-found' | 'not-offered' | 'fair-use';

/**
 * Whether a viewer may download a document of a set: only its owner and admins (anyone else cannot tell it from a
 * missing set), only the documents the set offers, and — like its pages — not once the set has been used on as many
 * devices as fair use allows: more paper copies of a worn-out set would send more students to pages that refuse
 * them. Admins and authors are never held back.
 */
export function maySetDocument(
  access: Access,
  userId: number | null | undefined,
  set: { ownerId: number; downloadType: DownloadType; hasAppendixes: boolean; deviceCount: number },
  kind: SetDocumentKind,
): SetDocumentRefusal | null {
  if (!mayManageSet(access, userId, set)) return 'not-found';
  if (!documentsOfSet(set).includes(kind)) return 'not-offered';
  if (!access.isStaff && set.deviceCount >= MAX_DEVICES) return 'fair-use';
  return null;
}

/** A topic's appendixes: for teacher-like roles with the teacher side of the topic's stream. */
export const mayTopicAppendixes = (access: Access, streamId: number | null): boolean => access.isTeacherLike && streamId !== null && access.canTeachStream(streamId);

/** A name as a file name: '/' and '\' runs become a space (document 4 §6), control characters go, length is bounded. */
export function safeFileName(text: string): string {
  return (
    text
      .replace(/[/\\]+/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not carry
      .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150)
  );
}

/**
 * The file name of a document (document 4 §6): 'Vraagwerk opgaven {name}.pdf', 'uitwerkbijlage-{topic}.pdf'; an
 * exam's teacher document 'Vraagwerk docentendocument {course} {level} {year} {term}e tijdvak.docx'.
 */
export function documentFileName(kind: DocumentKind, name: string): string {
  const ext = documentFormat(kind);
  switch (kind) {
    case 'pdf':
    case 'word':
      return safeFileName(`${PRODUCT_NAME} opgaven ${name}`) + `.${ext}`;
    case 'corrections':
    case 'correctionsPdf':
      return safeFileName(`${PRODUCT_NAME} correctievoorschrift ${name}`) + `.${ext}`;
    case 'teacherPdf':
      return safeFileName(`${PRODUCT_NAME} docentversie ${name}`) + `.${ext}`;
    case 'appendixes':
      return safeFileName(`${PRODUCT_NAME} uitwerkbijlages ${name}`) + `.${ext}`;
    case 'topicAppendixes':
      return safeFileName(`uitwerkbijlage-${name}`) + `.${ext}`;
    case 'examTeacher':
      return safeFileName(`${PRODUCT_NAME} docentendocument ${name}`) + `.${ext}`;
  }
}

/** The set's questions that bring an appendix: their own, or an earlier question's through a dependency. */
export const APPENDIX_QUESTION = {
  question: { OR: [{ appendixes: { some: {} } }, { dependencies: { some: { appendixes: true, dependsOn: { appendixes: { some: {} } } } } }] },
} satisfies Prisma.CollectionQuestionWhereInput;
