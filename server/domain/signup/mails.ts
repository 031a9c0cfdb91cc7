// The e-mails of registration: the activation link ('Aanmelding Vraagwerk', document 4 §11) and the note that a trial
// licence was used already. Plain Dutch text; the link is the only way to the activation page.
import type { Message } from '../mail/mailer.ts';
import { TRIAL_DAYS } from '../licensing/period.ts';
import { amountValue, isTrialSlug } from './catalogue.ts';

export const REGISTRATION_SUBJECT = 'Aanmelding Vraagwerk';

/** The activation page of a code: what the mail links to, and where a payer returns to from the payment. */
export const activationUrl = (publicUrl: string, code: string) => `${publicUrl}/activate/${encodeURIComponent(code)}`;

const euro = (cents: number) => `€ ${amountValue(cents).replace('.', ',')}`;

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
        `De proeflicentie is ${TRIAL_DAYS} dagen geldig vanaf het moment dat je hem activeert. Je krijgt er een demo-leerling en drie leerlinglicenties bij, zodat je ook kunt zien wat je leerlingen zien.`,
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
