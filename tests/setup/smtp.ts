// A real SMTP server on loopback (smtp-server) that keeps every message it receives, parsed (mailparser).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Waits for the next message to `to` (lower-cased), up to `timeoutMs`. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters: { to: string; resolve(m: ReceivedMail): void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          messages.push(mail);
          for (const w of waiters.filter((w) => mail.to.includes(w.to))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?pool=true`,
    messages,
    waitFor(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const seen = messages.length;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No e-mail to ${address} within ${timeoutMs} ms (${seen} received)`)), timeoutMs);
        waiters.push({
          to: address,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
