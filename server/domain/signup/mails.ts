// The e-mails of registration: the activation link ('Aanmelding Vraagwerk', document 4 §11) and the note that a trial
// licence was used already. Plain Dutch text; the link is the only way to the activation page.
import type { Message } from '../mail/mailer.ts';
import { TRIAL_DAYS, TRIAL_STUDENT_SEATS } from '../licensing/period.ts';
import { amountValue, isTrialSlug } from './catalogue.ts';

export const REGISTRATION_SUBJECT = 'Aanmelding Vraagwerk';

/** The activation page of a code: what the mail links to, and where a payer returns to from the payment. */
export const activationUrl = (publicUrl: string, code: string) => `${publicUrl}/activate/${encodeURIComponent(code)}`;

const euro = (cents: number) => `€ ${amountValue(cents).replace('.', ',')}`;

const WORDS = ['nul', 'één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'elf', 'twaalf'];
/** Small numbers in words, as Dutch prose writes them: 'drie'; larger ones in digits. */
const inWords = (n: number) => WORDS[n] ?? String(n);

/** What a trial holds besides the teacher's seat: its student seats, the first taken by the demo student. */
export function trialSeatsSentence(seats = TRIAL_STUDENT_SEATS): string {
  if (seats <= 1) return 'Je krijgt er een plek voor een leerling bij, met een demoleerling erop, zodat je ziet wat je leerlingen zien.';
  const free = seats - 1;
  return `Je krijgt er ${inWords(seats)} plekken voor leerlingen bij: op de eerste staat al een demoleerling, zodat je ziet wat je leerlingen zien, en ${
    free === 1 ? 'de andere is' : `de andere ${inWords(free)} zijn`
  } voor leerlingen uit je klas.`;
}

interface MailRegistration {
  firstName: string;
  email: string;
  licenseSlug: string;
  activationCode: string;
  paymentAmountCents: number | null;
}

export function activationMail(registration: MailRegistration, licenseName: string, publicUrl: string): Message {
  const link = activationUrl(publicUrl, registration.activationCode);
  const trial = isTrialSlug(registration.licenseSlug);
  const lines = trial
    ? [
        `Beste ${registration.firstName},`,
        '',
        `Bedankt voor je aanmelding bij Vraagwerk. Je hebt een ${licenseName.replace(/^Proeflicentie/, 'proeflicentie')} aangevraagd.`,
        'Via deze link maak je je account aan en activeer je de licentie:',
        link,
        '',
        `De proeflicentie is ${inWords(TRIAL_DAYS)} dagen geldig vanaf het moment dat je hem activeert. ${trialSeatsSentence()}`,
      ]
    : [
        `Beste ${registration.firstName},`,
        '',
        `Bedankt voor je aanmelding bij Vraagwerk. Je hebt een ${licenseName.replace(/^Leerlinglicentie/, 'leerlinglicentie')} aangevraagd.`,
        `Via deze link betaal je ${registration.paymentAmountCents ? `${euro(registration.paymentAmountCents)} ` : ''}en activeer je daarna je account en de licentie:`,
        link,
        '',
        'De licentie is geldig tot 1 augustus, het einde van het schooljaar.',
      ];
  lines.push('', 'Heb je je niet aangemeld? Dan kun je deze e-mail negeren; er gebeurt dan niets.', '', 'Met vriendelijke groet,', 'Vraagwerk');
  return { to: registration.email, subject: REGISTRATION_SUBJECT, text: lines.join('\n') };
}

export function trialUsedMail(person: { firstName: string; email: string }, licenseName: string): Message {
  return {
    to: person.email,
    subject: REGISTRATION_SUBJECT,
    text: [
      `Beste ${person.firstName},`,
      '',
      `Er is opnieuw een ${licenseName.replace(/^Proeflicentie/, 'proeflicentie')} aangevraagd met dit e-mailadres.`,
      'Met dit e-mailadres is deze proeflicentie al eerder geactiveerd, en een proeflicentie kun je één keer gebruiken.',
      'Wil je Vraagwerk blijven gebruiken? Neem dan contact met ons op voor een schoollicentie.',
      '',
      'Heb je niets aangevraagd? Dan kun je deze e-mail negeren.',
      '',
      'Met vriendelijke groet,',
      'Vraagwerk',
    ].join('\n'),
  };
}
