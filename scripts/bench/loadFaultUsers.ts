// The users of `npm run bench:load`: teachers who search, open topics, put questions in the cart and make sets, and
// students who open those sets from their links and QR codes; each a closed loop with a short pause between steps,
// sending what the web app sends (the persisted GraphQL operations by id, the pages a phone opens, REST where the app
// uses it). Every request is recorded with its start, end and outcome; every set-making request with its idempotency
// key (the cart's requestKey) and the set it was answered, so that the bench can check the database afterwards.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { persistedOperation } from './persisted.ts';
import type { Session } from './session.ts';

/**
 * ok: the answer a client wants; 5xx: the server failed; network: no answer (refused, reset, timed out); error: a 200
 * GraphQL answer with errors, or a page without its data; refused: a typed refusal (validation, limit, fair use) or
 * another 4xx — not expected of these users at all.
 */
export type Outcome = 'ok' | '5xx' | 'network' | 'error' | 'refused';

export interface Sample {
  kind: string;
  /** ms since the recorder's start */
  start: number;
  end: number;
  outcome: Outcome;
  status: number;
  detail?: string;
}

/** One set-making submission: its key, how often it was sent, and the set keys its successful answers named. */
export interface Submission {
  requestKey: string;
  teacher: string;
  attempts: number;
  /** Sent twice at once on purpose (a double click). */
  double: boolean;
  answered: { key: string; created: boolean }[];
}

export class Recorder {
  readonly t0 = performance.now();
  readonly samples: Sample[] = [];
  readonly submissions: Submission[] = [];
  /** Requests sent and not yet answered, per kind. */
  readonly inFlight = new Map<string, number>();
  now(): number {
    return performance.now() - this.t0;
  }
}

const REQUEST_TIMEOUT_MS = 30_000;

interface Answer<T> {
  ok: boolean;
  value?: T;
}

/**
 * Sends one request and records it. `judge` reads a 2xx answer: it returns the value the user goes on with, or a
 * string saying why the answer is not what the user wanted ('error: …' for a failure, anything else a refusal).
 */
async function send<T>(recorder: Recorder, kind: string, url: string, init: RequestInit, judge: (status: number, text: string, response: Response) => T | string): Promise<Answer<T>> {
  const start = recorder.now();
  let status = 0;
  let outcome: Outcome = 'ok';
  let detail: string | undefined;
  let value: T | undefined;
  recorder.inFlight.set(kind, (recorder.inFlight.get(kind) ?? 0) + 1);
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    status = response.status;
    const text = await response.text();
    if (status >= 500) {
      outcome = '5xx';
      detail = text.slice(0, 120);
    } else if (status >= 400) {
      outcome = 'refused';
      detail = `HTTP ${status} ${text.slice(0, 120)}`;
    } else {
      const judged = judge(status, text, response);
      if (typeof judged === 'string') {
        outcome = judged.startsWith('error') ? 'error' : 'refused';
        detail = judged;
      } else value = judged;
    }
  } catch (error) {
    outcome = 'network';
    detail = String((error as { cause?: unknown }).cause ?? error).slice(0, 120);
  } finally {
    recorder.inFlight.set(kind, recorder.inFlight.get(kind)! - 1);
  }
  recorder.samples.push({ kind, start, end: recorder.now(), outcome, status, ...(detail ? { detail } : {}) });
  return { ok: outcome === 'ok', value };
}

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

/** A GraphQL answer without errors, read by `pick` (a string for an answer the user cannot go on with). */
function graphqlJudge<T>(pick: (data: Record<string, unknown>) => T | string) {
  return (_status: number, text: string): T | string => {
    let body: GraphQLBody;
    try {
      body = JSON.parse(text) as GraphQLBody;
    } catch {
      return `error: not JSON: ${text.slice(0, 80)}`;
    }
    if (body.errors?.length)
      return `error: ${body.errors
        .map((e) => e.message)
        .join('; ')
        .slice(0, 120)}`;
    if (!body.data) return 'error: no data';
    return pick(body.data);
  };
}

const OPERATIONS = {
  cart: persistedOperation('CartScreenQuery'),
  search: persistedOperation('SearchResultsScreenQuery'),
  topic: persistedOperation('TopicScreenQuery'),
  select: persistedOperation('useSelectQuestionsMutation'),
  create: persistedOperation('useCreateCollectionMutation'),
};

export interface LoadPlan {
  base: string;
  recorder: Recorder;
  /** The users stop starting new steps after this (recorder time, ms). */
  until: number;
  thinkMs: [number, number];
  /** Share of set-making submissions sent twice at once (a double click). */
  doubleShare: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const WORDS = ['', '', 'kracht', 'energie', 'snelheid', 'stroom', 'warmte', 'spanning', 'licht', 'druk'];

/** The sets the teachers made, per class: the students of a class open their teacher's (and later anyone's) sets. */
export class SetShelf {
  private readonly byClass = new Map<number, string[]>();
  add(classIndex: number, key: string) {
    const list = this.byClass.get(classIndex) ?? [];
    if (!list.includes(key)) list.push(key);
    this.byClass.set(classIndex, list);
  }
  /** One of the class's newest sets (a class works on what its teacher made lately); undefined before the first. */
  newest(classIndex: number): string | undefined {
    const list = this.byClass.get(classIndex);
    return list?.length ? pick(list.slice(-3)) : undefined;
  }
}

interface GqlPost {
  (kind: string, body: string): Promise<Answer<Record<string, unknown>>>;
  <T>(kind: string, body: string, read: (data: Record<string, unknown>) => T | string): Promise<Answer<T>>;
}

function graphqlPoster(plan: LoadPlan, session: Session): GqlPost {
  const headers = { ...session.headers, 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json', 'Accept-Encoding': 'gzip, deflate, br' };
  return ((kind: string, body: string, read?: (data: Record<string, unknown>) => unknown) =>
    send(plan.recorder, kind, `${plan.base}/graphql`, { method: 'POST', headers, body }, graphqlJudge(read ?? ((d) => d)))) as GqlPost;
}

type CartData = {
  viewer: { currentStream: { id: string; urlId: string } | null };
  cart: { stream: { id: string }; topics: { topic: { id: string }; questions: { id: string }[] }[] } | null;
};
type SearchEdge = { node: { urlId: string; questionCount: number } };
type TopicData = { topic: { id: string; questions: { id: string }[]; viewerMaySelect: boolean } | null };
type CreateResult = { __typename: string; created?: boolean; collection?: { url: string } | null; message?: string };

/** A teacher: search, open one or two topics, choose part of their questions, make the set from the cart; again. */
export async function teacher(plan: LoadPlan, email: string, session: Session, classIndex: number, shelf: SetShelf): Promise<void> {
  const post = graphqlPoster(plan, session);
  const think = () => pause(between(plan.thinkMs));
  let stream: { id: string; urlId: string } | null = null;
  while (plan.recorder.now() < plan.until) {
    if (!stream) {
      const cart = await post('cart', OPERATIONS.cart.body({}), (d) => (d as CartData).viewer.currentStream ?? 'no current stream');
      stream = cart.value ?? null;
      if (!stream) {
        await think();
        continue;
      }
    }
    const word = pick(WORDS);
    const found = await post('search', OPERATIONS.search.body({ streamId: stream.urlId, first: 20, ...(word ? { filter: { text: word } } : {}) }), (d) => {
      const edges = (d.stream as { searchTopics?: { edges: SearchEdge[] } } | null)?.searchTopics?.edges;
      return edges ?? 'no search results connection';
    });
    await think();
    const candidates = (found.value ?? []).filter((e) => e.node.questionCount >= 2);
    if (!candidates.length) continue;
    const chosen = new Set<string>();
    for (let i = 0, n = 1 + Math.floor(Math.random() * 2); i < n; i++) chosen.add(pick(candidates).node.urlId);
    for (const urlId of chosen) {
      const topic = await post('topic', OPERATIONS.topic.body({ id: urlId }), (d) => (d as TopicData).topic ?? 'no topic');
      await think();
      const t = topic.value;
      if (!t?.viewerMaySelect || t.questions.length < 2) continue;
      // Part of the topic (never all of it): partial topics do not count against the licence's complete-topic limit.
      const questionIds = t.questions.slice(0, 1 + Math.floor(Math.random() * (t.questions.length - 1))).map((q) => q.id);
      await post('select', OPERATIONS.select.body({ topicId: t.id, questionIds }), (d) => {
        const r = d.selectQuestions as { __typename: string; message?: string };
        return r.__typename === 'SelectQuestionsSuccess' ? r : `${r.__typename}: ${r.message ?? ''}`;
      });
      await think();
    }
    const cart = await post('cart', OPERATIONS.cart.body({}), (d) => d as CartData);
    const content = cart.value?.cart;
    const questionIds = content?.topics.flatMap((t) => t.questions.map((q) => q.id)) ?? [];
    if (!content || !questionIds.length) continue;
    await think();
    const made = await makeSet(plan, post, email, {
      streamId: content.stream.id,
      name: `Belasting ${new Date().toISOString().slice(11, 19)} ${email.split('@')[0]}`,
      downloadType: 'digital',
      questionIds,
      topicOrder: content.topics.filter((t) => t.questions.length).map((t) => t.topic.id),
      qr: null,
      answerSpace: false,
      fromCart: true,
    });
    if (made) shelf.add(classIndex, made);
    await think();
  }
}

/**
 * The cart's last step: createCollection with the submission's requestKey. A failed request is sent again with the
 * same key, as the cart screen does when the teacher presses again (its key lives as long as the screen), until it
 * succeeds or the run is over; a share of submissions is sent twice at once. Answers the set's link key.
 */
async function makeSet(plan: LoadPlan, post: GqlPost, email: string, variables: Record<string, unknown>): Promise<string | undefined> {
  const submission: Submission = { requestKey: randomUUID(), teacher: email, attempts: 0, double: Math.random() < plan.doubleShare, answered: [] };
  plan.recorder.submissions.push(submission);
  const body = OPERATIONS.create.body({ ...variables, requestKey: submission.requestKey });
  const once = async () => {
    submission.attempts++;
    const answer = await post('create set', body, (d) => {
      const r = d.createCollection as CreateResult;
      // The set's link (its url, /student/{key}) is what the teacher shares; its last part is the set's key.
      const key = r.collection && new URL(r.collection.url).pathname.split('/').pop();
      return r.__typename === 'CreateCollectionSuccess' && key ? { key, created: r.created ?? true } : `${r.__typename}: ${r.message ?? ''}`;
    });
    if (answer.value) submission.answered.push(answer.value);
    return answer.value;
  };
  // A retry waits a moment, as a teacher reading the error would; the last one may run past the end by its length.
  const deadline = plan.until + 30_000;
  for (;;) {
    const answers = await Promise.all(submission.double && submission.attempts === 0 ? [once(), once()] : [once()]);
    const done = answers.find((a) => a !== undefined);
    if (done) return done.key;
    if (plan.recorder.now() > deadline) return undefined;
    await pause(500 + Math.random() * 500);
  }
}

/** A student's phone: the cookies the server gives it (the device key among them), behind its school's address. */
class Phone {
  private readonly jar = new Map<string, string>();
  readonly sessionKey = randomUUID();
  constructor(readonly address: string) {}
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  cookie(name: string) {
    return this.jar.get(name);
  }
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      ...(this.jar.size ? { Cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      'X-Forwarded-For': this.address,
      'Accept-Encoding': 'gzip, deflate, br',
      'User-Agent': 'Mozilla/5.0 (Linux; Android 14) vraagwerk-bench-load',
      ...extra,
    };
  }
}

type SharedSetAnswer = { __typename: string; key?: string; message?: string; questions?: { question: { urlId: string; topic: { urlId: string } } }[] };
type SetAnswer = { data?: { sharedSet?: SharedSetAnswer }; errors?: unknown[] };

/** The StudentSetScreenQuery answer a set's page came with (./preload.ts), or why there is none. */
function preloadedSet(html: string): SharedSetAnswer | string {
  const at = /<script type="application\/json" id="preloaded-answers">([\s\S]*?)<\/script>/.exec(html);
  if (!at) return 'error: the page came without its answers';
  const answers = JSON.parse(at[1]!) as { response: SetAnswer }[];
  const set = answers.map((a) => a.response.data?.sharedSet).find((s) => s !== undefined);
  if (!set) return 'error: the page came without the set';
  return set;
}

/** A student: opens a set of their class from its link, a question's QR page, and takes a tip there; again. */
export async function student(plan: LoadPlan, classIndex: number, address: string, shelf: SetShelf): Promise<void> {
  const phone = new Phone(address);
  const think = () => pause(between(plan.thinkMs) * 2);
  const page = (kind: string, path: string) =>
    send(plan.recorder, kind, `${plan.base}${path}`, { headers: phone.headers({ Accept: 'text/html', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' }) }, (_status, text, response) => {
      phone.keep(response);
      const set = preloadedSet(text);
      if (typeof set === 'string') return set;
      return set.__typename === 'SharedSet' ? set : `${set.__typename}: ${set.message ?? ''}`;
    });
  while (plan.recorder.now() < plan.until) {
    const key = shelf.newest(classIndex);
    if (!key) {
      await pause(500);
      continue;
    }
    const set = await page('set page', `/student/${key}`);
    await think();
    const questions = set.value?.questions ?? [];
    if (!questions.length) continue;
    const { question } = pick(questions);
    const qr = `/c/${key}/${question.topic.urlId}/${question.urlId}`;
    const opened = await page('QR page', qr);
    await think();
    if (!opened.ok) continue;
    if (!phone.cookie('XSRF-TOKEN')) {
      await send(plan.recorder, 'csrf cookie', `${plan.base}/sanctum/csrf-cookie`, { headers: phone.headers() }, (_s, _t, response) => phone.keep(response));
    }
    const token = decodeURIComponent(phone.cookie('XSRF-TOKEN') ?? '');
    await send(
      plan.recorder,
      'tip (log)',
      `${plan.base}/api/log`,
      {
        method: 'POST',
        headers: phone.headers({ 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token }),
        body: JSON.stringify({
          origin: qr,
          activity: 'Ontvang een tip',
          collection_id: key,
          topic_id: question.topic.urlId,
          question_id: question.urlId,
          device_key: phone.cookie('vraagwerk_device') ?? '',
          session_key: phone.sessionKey,
        }),
      },
      () => true,
    );
    await think();
  }
}
