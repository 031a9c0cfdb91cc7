// The first load of the pages that matter most without waiting for the app to ask: a shared set's (issue 10: a QR code
// scanned in a classroom over a weak school network), the home and the sign-in page, and a teacher's search and topic
// pages (issue 7: the screens a teacher opens every day). For /c/…, /a/…, /student/…, /, /login, /courses/…/search/…
// and /topics/… the server answers the page with what the app would fetch first — the shell's viewer, and the set for
// this device, the home variant, the sign-in options, the search in the address or the topic — inside the page (a JSON
// script: the content security policy allows it, it is never run), announces the page's own code (modulepreload) so
// the phone downloads it beside the libraries, and links the glyphs of the formulas a set's page opens with
// (./formulaFonts.ts), so they appear in their own fonts at once and nothing moves when fonts arrive (a topic page
// announces the font files of its formulas instead). The app takes the answers instead of asking (web/relay/environment.ts).
//
// The device key (fair use counts devices) is one the server gave the device, in a cookie (./device.ts); a phone that
// has none yet, or only an invalid one, gets one here, which the app adopts. The answers come from the real GraphQL
// endpoint with the visitor's own session, exactly as the app's own requests would: the same fair-use admission, the
// same viewer. Only a navigation to a set page counts a device: a page elsewhere that loads it as an image or in a
// frame gets the page without its set (and counts nothing).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { projectRoot } from '../db/migrations.ts';
import { fontSpec, fontsOfFormulas, type FontFace } from '../domain/content/formulaFonts.ts';
import { parseMarkup } from '../../shared/markup/parse.ts';
import { formulaKey, formulasIn } from '../../shared/markup/formulas.ts';
import { searchPageVariables } from '../../shared/search/address.ts';
import { FONT_CSS_PATH } from './formulaFonts.ts';

/** /c/{set}/{topic}/{question?}, /a/{set}/{question}, /student/{set}/{topic?}. */
const SET_PAGE = /^\/(c|a|student)\/([A-Za-z0-9_-]{22})(?:\/([A-Za-z0-9_-]{1,20}))?(?:\/([A-Za-z0-9_-]{1,20}))?\/?$/;
/** /courses/{stream}/search/{domains|methodology|text|tags|tags/{keyword}}: a search page (web/routes/search.tsx). */
const SEARCH_PAGE = /^\/courses\/([A-Za-z0-9_-]{1,40})\/search\/(domains|methodology|text|tags)(?:\/([A-Za-z0-9_-]{1,40}))?\/?$/;
/** /topics/{topic}: a topic page (web/routes/topics.tsx). */
const TOPIC_PAGE = /^\/topics\/([A-Za-z0-9_-]{1,40})\/?$/;

/** The persisted id relay-compiler gave an operation (the `@relayRequestID` line of its artifact). */
function operationId(name: string): string | null {
  const file = join(projectRoot, 'web/__generated__', `${name}.graphql.ts`);
  return existsSync(file) ? (/@relayRequestID ([0-9a-f]{64})/.exec(readFileSync(file, 'utf8'))?.[1] ?? null) : null;
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** Vite's manifest of the build (source → built file), or nothing without a build. */
function readManifest(webDist: string): Manifest {
  const path = join(webDist, '.vite/manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
}

/** The built address of one of KaTeX's fonts (the file the app's KaTeX stylesheet loads), by its name. */
const katexFontFile = (manifest: Manifest, name: string): string | undefined => manifest[`../node_modules/katex/dist/fonts/${name}.woff2`]?.file;

/** The files a lazy chunk of the web app needs (its own, the chunks it imports, their stylesheets): Vite's manifest. */
function chunkFiles(manifest: Manifest, source: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || scripts.has(entry.file)) return;
    scripts.add(entry.file);
    for (const css of entry.css ?? []) styles.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(source);
  return { scripts: [...scripts], styles: [...styles] };
}

/** JSON inside a <script> element: nothing in it may end the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Variables as one text, whatever the order of their keys (the app writes them the same way). */
export const variablesKey = (variables: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(variables).sort(([a], [b]) => a.localeCompare(b))));

interface SetAnswer {
  data?: {
    sharedSet?: {
      __typename?: string;
      formulas?: { tex: string; display: boolean; html: string | null }[];
      questions?: { question: { urlId: string; introduction: string | null; text: string | null } }[];
    };
  };
}

/**
 * The formulas a set page shows before anyone clicks: the question a QR code or answer link names (its introduction
 * and text; its tips and answers open on request), or every question's on the set's own page.
 */
function firstPaintFormulas(kind: string, questionUrlId: string | undefined, answer: SetAnswer): string[] {
  const set = answer.data?.sharedSet;
  if (!set?.formulas || !set.questions) return [];
  const shown = questionUrlId ? set.questions.filter((q) => q.question.urlId === questionUrlId) : kind === 'student' ? set.questions : [];
  return drawnIn(
    set.formulas,
    shown.flatMap((q) => [q.question.introduction, q.question.text]),
  );
}

/** The HTML of the drawn formulas that occur in `texts` (a broken formula has none). */
function drawnIn(formulas: readonly { tex: string; display: boolean; html: string | null }[], texts: readonly (string | null | undefined)[]): string[] {
  const keys = new Set(texts.flatMap((text) => formulasIn(parseMarkup(text ?? '')).map((f) => formulaKey(f.tex, f.display))));
  return formulas.filter((f) => f.html && keys.has(formulaKey(f.tex, f.display))).map((f) => f.html!);
}

interface TopicAnswer {
  data?: {
    topic?: {
      introduction?: string | null;
      highlights?: { text: string }[];
      formulas?: { tex: string; display: boolean; html: string | null }[];
      questions?: { introduction: string | null; text: string | null; dependencies?: { introduction: string | null }[] }[];
    } | null;
  };
}

/** The formulas a topic page shows before anyone clicks: its highlights, introduction and questions (not the marking schemes, which open on request). */
function topicFirstPaintFormulas(answer: TopicAnswer): string[] {
  const topic = answer.data?.topic;
  if (!topic?.formulas) return [];
  return drawnIn(topic.formulas, [
    ...(topic.highlights ?? []).map((h) => h.text),
    topic.introduction,
    ...(topic.questions ?? []).flatMap((q) => [...(q.dependencies ?? []).map((d) => d.introduction), q.introduction, q.text]),
  ]);
}

/**
 * Runs a persisted GraphQL query for a request as if its browser had sent it (the same viewer: its session), and gives
 * the answer's JSON and HTTP status.
 */
export type AskGraphQL = (request: FastifyRequest, reply: FastifyReply, url: string) => Promise<{ status: number; json: unknown }>;

/** Preloaded for a page: its route's chunk, and the queries (by operation name) its first render asks. */
interface PageLoad {
  chunk: string;
  queries: { name: string; variables: Record<string, unknown> }[];
  /** A set page: the formulas it opens with get their glyphs (./formulaFonts.ts). */
  set?: { kind: string; questionUrlId: string | undefined };
  /** A topic page: the font files of the formulas it opens with are announced. */
  topic?: true;
}

/** Whether a page comes with its first answers (so its request needs the visitor's session, like the app's would). */
export const isPreloadedPage = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return Object.hasOwn(FIXED_PAGES, path) || SET_PAGE.test(path) || SEARCH_PAGE.test(path) || TOPIC_PAGE.test(path);
};

/** Pages whose first query takes no variables: the home page (one variant per viewer) and the sign-in page. */
const FIXED_PAGES: Record<string, { chunk: string; query: string }> = {
  '/': { chunk: 'routes/home.screens.tsx', query: 'HomeScreenQuery' },
  '/login': { chunk: 'routes/account.screens.tsx', query: 'LoginScreenQuery' },
};

/**
 * The pages that come with their first answers, by path (and a search page's query string): a shared set's (phones in
 * class), the home and sign-in pages, the search pages with the variables the app derives from the same address, and
 * the topic pages.
 */
function pageLoad(path: string, search: URLSearchParams, device: (() => string | null) | null): PageLoad | null {
  const fixed = Object.hasOwn(FIXED_PAGES, path) ? FIXED_PAGES[path] : undefined;
  if (fixed) return { chunk: fixed.chunk, queries: [{ name: fixed.query, variables: {} }] };
  const searchPage = SEARCH_PAGE.exec(path);
  if (searchPage) {
    const [, streamId, kind, tagId] = searchPage;
    if (kind === 'tags' && !tagId) return { chunk: 'routes/search.screens.tsx', queries: [{ name: 'KeywordsScreenQuery', variables: { streamId } }] };
    if (kind !== 'tags' && tagId) return null;
    const variables = searchPageVariables(streamId!, tagId ?? null, search);
    return {
      chunk: 'routes/search.screens.tsx',
      queries: [
        { name: 'SearchScreenFacetsQuery', variables: variables.facets },
        { name: 'SearchResultsScreenQuery', variables: variables.results },
      ],
    };
  }
  const topic = TOPIC_PAGE.exec(path);
  if (topic) return { chunk: 'routes/topics.screens.tsx', queries: [{ name: 'TopicScreenQuery', variables: { id: topic[1] } }], topic: true };
  const set = SET_PAGE.exec(path);
  if (!set || !device) return null;
  const [, kind, key, first, second] = set;
  return {
    chunk: 'routes/student.screens.tsx',
    queries: [{ name: 'StudentSetScreenQuery', variables: { key, deviceKey: device() } }],
    set: { kind: kind!, questionUrlId: kind === 'a' ? first : second },
  };
}

export function createPagePreloader(askGraphQL: AskGraphQL, webDist: string) {
  const manifest = readManifest(webDist);
  const ids = new Map<string, string | null>();
  const idOf = (name: string) => {
    if (!ids.has(name)) ids.set(name, operationId(name));
    return ids.get(name)!;
  };
  const hints = new Map<string, string>();
  const hintsOf = (chunk: string) => {
    if (!hints.has(chunk)) {
      const { scripts, styles } = chunkFiles(manifest, chunk);
      hints.set(chunk, [...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`), ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)].join(''));
    }
    return hints.get(chunk)!;
  };

  async function ask(request: FastifyRequest, reply: FastifyReply, name: string, variables: Record<string, unknown>) {
    const id = idOf(name);
    if (!id) return null;
    const query = new URLSearchParams({ operationName: name, variables: JSON.stringify(variables), extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }) });
    const { status, json } = await askGraphQL(request, reply, `/graphql?${query}`);
    const answer = json as ({ errors?: unknown[] } & SetAnswer & TopicAnswer) | null;
    return status !== 200 || !answer || answer.errors?.length ? null : { id, variables: variablesKey(variables), response: answer as SetAnswer & TopicAnswer };
  }

  /** What a preloaded page gets in its head and at the top of its body; null for every other page. */
  return async function preload(request: FastifyRequest, reply: FastifyReply): Promise<{ head: string; body: string } | null> {
    const queryAt = request.url.indexOf('?');
    const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    // A browser names what it loads a page for; only a navigation (or a client that does not say) opens a set.
    const destination = request.headers['sec-fetch-dest'];
    const device = destination === undefined || destination === 'document' ? () => request.fairUseDevice() : null;
    const page = request.method === 'GET' ? pageLoad(path, new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1)), device) : null;
    if (!page) return null;
    const answers = (await Promise.all([{ name: 'ShellQuery', variables: {} }, ...page.queries].map((q) => ask(request, reply, q.name, q.variables)))).filter((a) => a !== null);
    const answerOf = (name: string) => answers.find((a) => a.id === idOf(name))?.response;
    const set = page.set && answerOf('StudentSetScreenQuery');
    const topic = page.topic && answerOf('TopicScreenQuery');
    const used = page.set && set ? fontsOfFormulas(firstPaintFormulas(page.set.kind, page.set.questionUrlId, set)) : new Map<FontFace, Set<number>>();
    const fonts = used.size ? `<link rel="stylesheet" href="${FONT_CSS_PATH}?f=${encodeURIComponent(fontSpec(used))}">` : '';
    // A teacher opens topic after topic: KaTeX's own font files, kept by the browser for good, serve them all, where a
    // stylesheet of a topic's glyphs would be made on the server for each topic (about 100 ms, before the first paint)
    // and fetched anew. So a topic page announces the files of the fonts it opens with, to load beside its code.
    const topicFonts = topic ? [...fontsOfFormulas(topicFirstPaintFormulas(topic)).keys()].flatMap((face) => katexFontFile(manifest, face.file) ?? []) : [];
    const fontLinks = topicFonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`).join('');
    // A font loads when text first needs it: these hidden samples start the formulas' fonts at the first style pass,
    // long before the app draws a formula.
    const samples = [...used]
      .map(
        ([face, chars]) =>
          `<span aria-hidden="true" style="position:absolute;left:-9999px;top:0;font-family:${face.family};font-style:${face.style};font-weight:${face.weight}">&#${[...chars][0]};</span>`,
      )
      .join('');
    return { head: `${hintsOf(page.chunk)}${fonts}${fontLinks}<script type="application/json" id="preloaded-answers">${scriptJson(answers)}</script>`, body: samples };
  };
}
