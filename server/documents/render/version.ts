// The renderers' version, apart from the renderers themselves: the document service (../service.ts) keys its cache on
// it in the request thread, which must not load pdfmake, docx, MathJax and the fonts just to read one constant.

/** Bumped whenever a renderer changes what it draws: part of every cached document's key. */
export const RENDERER_VERSION = '7';
