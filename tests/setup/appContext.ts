// Domain commands take an application context (server/domain/context.ts). Tests that call a command directly make one
// here: acting as a user of the test database (read as a request would read them), or as nobody.
import type { Db } from '../../server/db/database.ts';
import { loadSessionUser } from '../../server/domain/accounts/sessions.ts';
import { appContext, systemActor, type AppContext } from '../../server/domain/context.ts';
import { createMailer, type Mailer } from '../../server/domain/mail/mailer.ts';

export interface ContextOptions {
  now?: Date;
  /** Defaults to the outbox only (mails stay in outbox_emails, as without SMTP). */
  mailer?: Mailer;
  publicUrl?: string;
}

export async function contextAs(db: Db, userId: number | null, options: ContextOptions = {}): Promise<AppContext> {
  const now = options.now ?? new Date();
  const user = userId === null ? null : await loadSessionUser(db, userId);
  return appContext({
    db,
    now,
    mailer: options.mailer ?? createMailer(db, { from: 'test@vraagwerk.nl', printMails: false, log: () => {} }),
    publicUrl: options.publicUrl ?? 'http://localhost',
    actor: systemActor(db, user, now),
  });
}
