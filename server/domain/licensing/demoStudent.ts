// A teacher's demo student (document 1 §2.1, §4; document 4 §12, §14): an account 'leerling-xxxxxx@<product domain>'
// without a password, sharing the teacher's `link` so that the teacher can switch to it and back. Made for a trial
// licence (its first student seat) and on request per licence in the licence overview ('demo-leerling').
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { isDemoEmail } from '../accounts/users.ts';

/** The domain of demo students' addresses: the product's own, so they can never reach a real mailbox. */
export const DEMO_EMAIL_DOMAIN = 'vraagwerk.nl';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A fresh demo address: leerling-<6 random letters and digits>@vraagwerk.nl. */
export function demoEmail(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `leerling-${code}@${DEMO_EMAIL_DOMAIN}`;
}

/** A random `link` for a teacher who has none yet (the value that lets linked accounts switch to each other). */
export const newLink = () => randomBytes(16).toString('hex');

/**
 * Makes a demo student account linked to `link` (the teacher's). Runs inside the caller's transaction; an address
 * that happens to be taken already is drawn again.
 */
export async function createDemoStudentUser(tx: Db, link: string, data: { grade?: string } = {}) {
  for (let attempt = 0; ; attempt++) {
    const email = demoEmail();
    if (!isDemoEmail(email)) throw new Error(`Not a demo address: ${email}`);
    if (attempt < 5 && (await tx.user.count({ where: { email } }))) continue;
    return tx.user.create({
      data: { email, firstName: 'Demo', lastName: 'Leerling', role: 'leerling', passwordHash: null, link, ...(data.grade ? { data: { grade: data.grade } } : {}) },
    });
  }
}
