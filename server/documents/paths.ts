// Where each document is downloaded (document 4 §6): the REST routes and the links GraphQL hands to the web app.
import type { SetDocumentKind } from '../domain/documents/kinds.ts';

/**
 * The route of each set document under /api, with its legacy `type` query where document 4 has one. Two kinds share
 * the corrections' route: without a type (or with type=word) it is the Word file of document 4, with type=pdf the PDF
 * (issue 42). The teacher's version is not in document 4: an extension of this server.
 */
export const SET_DOCUMENT_ROUTES: Record<SetDocumentKind, { path: string; query: string }> = {
  pdf: { path: '/download-collection-pdf/:id', query: '?type=pdf' },
  word: { path: '/download-collection/:id', query: '?type=word' },
  corrections: { path: '/download-collection-corrections/:id', query: '' },
  correctionsPdf: { path: '/download-collection-corrections/:id', query: '?type=pdf' },
  teacherPdf: { path: '/download-collection-teacher-pdf/:id', query: '' },
  appendixes: { path: '/download-appendixes-pdf/:id', query: '' },
};

export const TOPIC_APPENDIXES_ROUTE = '/download-topic-appendixes-pdf/:topicId';

/** The address of a set's document, relative to the site's root: /api/download-collection-pdf/{key}?type=pdf. */
export const setDocumentPath = (kind: SetDocumentKind, key: string) => `/api${SET_DOCUMENT_ROUTES[kind].path.replace(':id', encodeURIComponent(key))}${SET_DOCUMENT_ROUTES[kind].query}`;
