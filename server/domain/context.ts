// The application context every domain command takes first: `(ctx, input)`. It carries what a command needs besides its
// input — the database (or the transaction it runs in), who acts, the moment the request began, the mailer, the
// site's public address and the audit recorder — so that a command's signature says only what is particular to it.
// One context is built per request (server/http/context.ts) and handed to GraphQL and REST alike; scripts and tests
// build theirs with `appContext`.
import { inTransaction, type Db } from '../db/database.ts';
import type { Prisma } from '../db/generated/client.ts';
import { accessOf, loadAccess, type Access, type Grant, type Role } from './access/grants.ts';
import type { LiveSession } from './accounts/sessions.ts';
import { currentStreamId } from './accounts/currentStream.ts';
import { streamCatalogue, type StreamSummary } from './content/streams.ts';
import type { Mailer } from './mail/mailer.ts';

/**
 * Who acts: the signed-in user (null for a visitor) with their session, and what they may do. What several parts of
 * one request ask for is computed once: the access, the list of streams and the current stream are lazy memos that
 * live as long as the request.
 */
export interface Actor {
  session: LiveSession | null;
  user: LiveSession['user'] | null;
  /** The user's permissions, loaded on first use and then kept for the request. */
  access(): Promise<Access>;
  /** Every stream in display order, loaded on first use. */
  streams(): Promise<readonly StreamSummary[]>;
  /** The stream the actor works in (null when they may open none), computed on first use. */
  currentStreamId(): Promise<number | null>;
  /** The client's address (rate limits, fair use) and browser, as the request gave them. */
  ip: string;
  userAgent: string | undefined;
}

/** A change to one record, as the audit log keeps it (document 3 §3 'Audit entry'). */
export interface AuditChange {
  /** The kind of record, as the log names it: 'seat', 'group', 'exam'... */
  type: string;
  id: number;
  event: 'created' | 'updated' | 'deleted';
  /** The fields before the change (updated, deleted); only those that changed are kept for an update. */
  old?: Record<string, unknown> | null;
  /** The fields after the change (created, updated). */
  new?: Record<string, unknown> | null;
}

/**
 * Records changes in the audit log, in the context's own database or transaction, as the context's actor. Audited
 * writes say what they did with `created`, `updated` or `deleted` (the one way in for every command, licensing and
 * back-office alike): `updated` takes the record's fields before and after in full and keeps only those that changed.
 * `record` is what the three write through.
 */
export interface AuditRecorder {
  record(change: AuditChange): Promise<void>;
  /** A new record with the fields it was made with. */
  created(change: { type: string; id: number; values: Record<string, unknown> }): Promise<void>;
  /** A changed record: its fields before and after (the same keys); nothing is written when none of them changed. */
  updated(change: { type: string; id: number; before: Record<string, unknown>; after: Record<string, unknown> }): Promise<void>;
  /** A removed record with the fields it had. */
  deleted(change: { type: string; id: number; values: Record<string, unknown> }): Promise<void>;
}

export interface AppContext {
  /** The database, or the transaction the command runs in (see `transact`). */
  db: Db;
  actor: Actor;
  /** The moment the request began: the whole request sees one day (licence periods, notices, limits). */
  now: Date;
  mailer: Mailer;
  /** The site's public address, for links in e-mails. */
  publicUrl: string;
  audit: AuditRecorder;
}

const memo = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
};

/**
 * The session-dependent part of an actor, with fresh memos; also used when a request signs in, switches or changes
 * what the memos depend on halfway. `grants` are the user's grants on `now` when they came with the session (read
 * again on first use otherwise, as after a change halfway).
 */
export function actorOf(db: Db, session: LiveSession | null, now: Date, grants?: readonly Grant[]): Pick<Actor, 'session' | 'user' | 'access' | 'streams' | 'currentStreamId'> {
  return { session, ...userMemos(db, session?.user ?? null, now, grants) };
}

function userMemos(db: Db, user: LiveSession['user'] | null, now: Date, grants?: readonly Grant[]) {
  const holder = user ? { id: user.id, role: user.role as Role | null } : null;
  const access = memo(async () => (grants ? accessOf(holder, grants) : loadAccess(db, holder, now)));
  const streams = memo(() => streamCatalogue(db));
  return {
    user,
    access,
    streams,
    currentStreamId: memo(async () => currentStreamId(await access(), user, streams)),
  };
}

/** A JSON value for the audit log: dates as ISO text, undefined left out. */
function auditJson(values: Record<string, unknown> | null | undefined): Prisma.InputJsonValue | undefined {
  if (!values) return undefined;
  return JSON.parse(JSON.stringify(values)) as Prisma.InputJsonValue;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of an update whose value changed (compared as the log stores them), on each side; null when none did. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { old: Record<string, unknown>; new: Record<string, unknown> } | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]));
  if (keys.length === 0) return null;
  return {
    old: Object.fromEntries(keys.filter((key) => key in before).map((key) => [key, before[key]])),
    new: Object.fromEntries(keys.filter((key) => key in after).map((key) => [key, after[key]])),
  };
}

/**
 * The audit recorder of `db` for `actor`. An update keeps only the fields whose value changed, and an update that
 * changed nothing is not recorded: the log shows what happened, not what was saved unchanged.
 */
export function auditRecorder(db: Db, actor: Pick<Actor, 'user'>): AuditRecorder {
  const recorder: AuditRecorder = {
    created: ({ type, id, values }) => recorder.record({ type, id, event: 'created', new: values }),
    updated: ({ type, id, before, after }) => recorder.record({ type, id, event: 'updated', old: before, new: after }),
    deleted: ({ type, id, values }) => recorder.record({ type, id, event: 'deleted', old: values }),
    async record(change) {
      let old = change.old ?? null;
      let next = change.new ?? null;
      if (change.event === 'updated' && old && next) {
        const changed = changedFields(old, next);
        if (!changed) return;
        ({ old, new: next } = changed);
      }
      await db.auditEntry.create({
        data: {
          userId: actor.user?.id ?? null,
          auditableType: change.type,
          auditableId: change.id,
          event: change.event,
          oldValues: auditJson(old),
          newValues: auditJson(next),
        },
        select: { id: true },
      });
    },
  };
  return recorder;
}

/** The same context with `db` as its database: its audit recorder writes there too. */
export function withDb(ctx: AppContext, db: Db): AppContext {
  return { ...ctx, db, audit: auditRecorder(db, ctx.actor) };
}

/**
 * Runs `work` in one transaction with a context on it: a new transaction when the context holds the client, the open
 * one otherwise. What the work writes — its rows and its audit entries — commits or not together. The mailer is not the
 * transaction's: a command sends its mail after `transact` returns (updateSeat, registerTrial), so a refused or failed
 * change mails nobody and a mail never waits on a lock.
 */
export function transact<T>(ctx: AppContext, work: (tx: AppContext) => Promise<T>): Promise<T> {
  return inTransaction(ctx.db, (tx) => work(tx === ctx.db ? ctx : withDb(ctx, tx)));
}

/**
 * An actor for work that no request started — scripts, the seed, tests: `user` (as loadSessionUser reads it) acting
 * without a session, or nobody.
 */
export function systemActor(db: Db, user: LiveSession['user'] | null = null, now = new Date()): Actor {
  return { session: null, ...userMemos(db, user, now), ip: '127.0.0.1', userAgent: undefined };
}

/** A context outside a request (scripts, tests): `actor` defaults to nobody signed in. */
export function appContext(options: { db: Db; mailer: Mailer; publicUrl: string; now?: Date; actor?: Actor }): AppContext {
  const now = options.now ?? new Date();
  const actor = options.actor ?? systemActor(options.db, null, now);
  return { db: options.db, actor, now, mailer: options.mailer, publicUrl: options.publicUrl, audit: auditRecorder(options.db, actor) };
}
