import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';

export function printDemoAccounts(print: (line: string) => void): void {
  print('');
  print(`Demo-accounts (wachtwoord voor allemaal: ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) print(`  ${account.email.padEnd(26)} ${account.description}`);
  print('');
}
