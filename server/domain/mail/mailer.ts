// Every e-mail is kept in the outbox table. With SMTP_URL set it is sent through nodemailer; without it its text,
// links included, goes to the server log, so every flow works on a fresh machine with nothing configured.
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

export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; log: (text: string) => void },
): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl, { from: options.from }) : null;
  return {
    async send(message) {
      const row = await db.outboxEmail.create({ data: { to: message.to, subject: message.subject, text: message.text } });
      if (!transport) {
        options.log(`E-mail aan ${message.to} — ${message.subject}\n${message.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo });
        await db.outboxEmail.update({ where: { id: row.id }, data: { status: 'sent', sentAt: new Date() } });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.outboxEmail.update({ where: { id: row.id }, data: { status: 'failed', error: reason.slice(0, 1000) } });
        options.log(`E-mail aan ${message.to} kon niet worden verstuurd: ${reason}`);
      }
    },
    close() {
      transport?.close();
    },
  };
}
