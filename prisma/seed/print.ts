import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';

/** `publishedPassword` false: the accounts got a random password (production), so say how to get in instead. */
export function printDemoAccounts(print: (line: string) => void, publishedPassword = true): void {
  print('');
  if (publishedPassword) print(`Demo-accounts (wachtwoord voor allemaal: ${DEMO_PASSWORD}):`);
  else print('Demo-accounts (met een willekeurig wachtwoord dat niemand kent; het gepubliceerde demo-wachtwoord werkt niet):');
  for (const account of DEMO_ACCOUNTS) print(`  ${account.email.padEnd(26)} ${account.description}`);
  if (!publishedPassword) {
    print('Een wachtwoord instellen: `npm run admin:create -- --email admin@vraagwerk.nl` (de beheerder), of');
    print("'Wachtwoord vergeten' op /login voor een ander account (de e-mail staat in de tabel outbox_emails zonder SMTP_URL).");
  }
  print('');
}
