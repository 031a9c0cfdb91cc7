// Every e-mail is kept in the outbox table. With SMTP_URL set it is sent through nodemailer. Without it, development
// prints each mail whole, links included, so every flow works on a fresh machine with nothing configured; production
// logs only the outbox row's id: a mail holds a reset or activation link (as good as a password) and a pupil's address,
// and a log is read by more people, and kept longer, than the outbox table.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database.ts';

export interface Message {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: Message): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Without SMTP: print each mail whole (development) instead of only its outbox id. */
  printMails: boolean;
  log: (text: string) => void;
}

/** Where mail goes, said once at start-up: an operator without SMTP must know the mails wait in the table. */
export function mailDelivery(options: { smtpUrl?: string; printMails: boolean }): string {
  if (options.smtpUrl) return 'E-mail wordt verstuurd via SMTP_URL en bewaard in de tabel outbox_emails.';
  return options.printMails
    ? 'E-mail wordt niet verstuurd (geen SMTP_URL): elke e-mail blijft in de tabel outbox_emails en staat hieronder in het log, links en adressen erbij.'
    : 'E-mail wordt niet verstuurd (geen SMTP_URL): elke e-mail blijft alleen in de tabel outbox_emails; het log noemt alleen het nummer van de rij.';
}

export function createMailer(db: Db, options: MailerOptions): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl, { from: options.from }) : null;
  return {
    async send(message) {
      const row = await db.outboxEmail.create({ data: { to: message.to, subject: message.subject, text: message.text } });
      if (!transport) {
        options.log(options.printMails ? `E-mail aan ${message.to} — ${message.subject}\n${message.text}` : `E-mail ${row.id} bewaard in outbox_emails (niet verstuurd)`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo });
        await db.outboxEmail.update({ where: { id: row.id }, data: { status: 'sent', sentAt: new Date() } });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.outboxEmail.update({ where: { id: row.id }, data: { status: 'failed', error: reason.slice(0, 1000) } });
        // The server's answer often repeats the recipient ('550 <x@y>: unknown user'): the row keeps it, the log its code.
        const code = (error as { responseCode?: unknown; code?: unknown }).responseCode ?? (error as { code?: unknown }).code;
        options.log(`E-mail ${row.id} kon niet worden verstuurd${typeof code === 'string' || typeof code === 'number' ? ` (${code})` : ''}; de reden staat in outbox_emails`);
      }
    },
    close() {
      transport?.close();
    },
  };
}
