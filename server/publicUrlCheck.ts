// At start-up (issue 42, item 8): a PUBLIC_URL that points at the server's own machine (localhost, 127.x, ::1) while
// the server listens on other interfaces is almost always a mistake of the deployment: e-mailed links and the QR codes
// on paper then send every phone to itself. The server still starts (a developer on one machine may mean it), but
// says so loudly, in words an operator acts on. The rule is the domain's (server/domain/documents/qrAddress.ts).
import { addressReach, isLoopbackHost } from './domain/documents/qrAddress.ts';

export interface PublicUrlSettings {
  publicUrl: string;
  /** false: PUBLIC_URL was not set and publicUrl is the default. */
  publicUrlSet: boolean;
  /** HOST: the interface the server listens on. */
  host: string;
  port: number;
}

/** The warning's lines, or null when the address is fine or the server listens on loopback only. */
export function publicUrlWarning(settings: PublicUrlSettings): string[] | null {
  if (addressReach(settings.publicUrl) !== 'loopback' || isLoopbackHost(settings.host)) return null;
  const listens = settings.host === '0.0.0.0' || settings.host === '::' ? `on every network interface (HOST=${settings.host})` : `on ${settings.host} (HOST)`;
  const source = settings.publicUrlSet ? `PUBLIC_URL is ${settings.publicUrl}` : `PUBLIC_URL is not set, so it defaults to ${settings.publicUrl}`;
  return [
    'WARNING: PUBLIC_URL points at this machine itself, but the server listens for other machines.',
    `  ${source}: a loopback address.`,
    `  The server listens ${listens}, port ${settings.port}.`,
    '  The QR codes in PDF and Word files and the links in e-mails carry PUBLIC_URL: a phone that scans such a code',
    '  opens its own localhost, not Vraagwerk.',
    '  Set PUBLIC_URL to the address teachers and students reach this server at, e.g.',
    `    PUBLIC_URL=https://vraagwerk.school.nl   or   PUBLIC_URL=http://192.168.1.20:${settings.port}`,
    '  (or set HOST=127.0.0.1 when only this machine should reach the server).',
  ];
}

/** Writes the warning, if any, to stderr as one framed block, so it stands out in a log. */
export function warnAboutPublicUrl(settings: PublicUrlSettings, write: (text: string) => void = (text) => process.stderr.write(text)): boolean {
  const lines = publicUrlWarning(settings);
  if (!lines) return false;
  const rule = '!'.repeat(Math.max(...lines.map((l) => l.length)));
  write(`\n${rule}\n${lines.join('\n')}\n${rule}\n\n`);
  return true;
}
