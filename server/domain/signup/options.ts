// What the registration forms offer (document 2 §2.12, §5, §9): the trial licences and what a trial holds, the subjects
// of a student licence per level, their prices and until when it runs, and whether online payment is available at all;
// and, after a student's registration, what that registration holds (./registration.ts chose it).
import type { Db } from '../../db/database.ts';
import { LEVELS } from '../content/catalogue.ts';
import { streamOrder } from '../content/streams.ts';
import { nextFirstOfAugust, today, TRIAL_DAYS, TRIAL_STUDENT_SEATS } from '../licensing/period.ts';
import { STUDENT_LICENSE_TYPE, studentLicensePriceCents, TRIAL_LICENSES, WHOLE_LEVEL_FROM } from './catalogue.ts';

export interface TrialOption {
  slug: string;
  /** 'Natuurkunde Havo' */
  name: string;
  levelName: string;
}

export interface StudentLevel {
  slug: string;
  name: string;
  streams: { slug: string; courseName: string }[];
}

export interface SignupOptions {
  trialLicenses: TrialOption[];
  studentLevels: StudentLevel[];
  /** The price per number of subjects: 1, 2 and 3 (3 stands for 3 or more). */
  prices: { subjects: number; amountCents: number }[];
  wholeLevelFrom: number;
  onlinePayment: boolean;
  /** How long a trial licence runs, in days from its activation. */
  trialDays: number;
  /** The trial's student seats; the first holds the teacher's demo student. */
  trialStudentSeats: number;
  /** The first day a student licence asked for today no longer applies (the next 1 August). */
  studentLicenseEnd: Date;
}

/** `now` is the request's clock: a student licence runs until the next 1 August from today. */
export async function signupOptions(db: Db, onlinePayment: boolean, now: Date): Promise<SignupOptions> {
  const streams = await db.stream.findMany({ orderBy: streamOrder, include: { course: true, level: true } });
  const bySlug = new Map(streams.map((s) => [s.slug, s]));
  const trialLicenses = Object.entries(TRIAL_LICENSES)
    .map(([slug, [streamSlug]]) => ({ slug, stream: bySlug.get(streamSlug!) }))
    .filter((t) => !!t.stream)
    .sort((a, b) => streams.indexOf(a.stream!) - streams.indexOf(b.stream!))
    .map(({ slug, stream }) => ({ slug, name: `${stream!.course.name} ${stream!.level.name}`, levelName: stream!.level.name }));
  const studentLevels = LEVELS.map((level) => ({
    slug: level.slug,
    name: level.name,
    streams: streams.filter((s) => s.level.slug === level.slug).map((s) => ({ slug: s.slug, courseName: s.course.name })),
  })).filter((level) => level.streams.length > 0);
  const prices = [1, 2, WHOLE_LEVEL_FROM].map((subjects) => ({ subjects, amountCents: studentLicensePriceCents(subjects) }));
  return {
    trialLicenses,
    studentLevels,
    prices,
    wholeLevelFrom: WHOLE_LEVEL_FROM,
    onlinePayment,
    trialDays: TRIAL_DAYS,
    trialStudentSeats: TRIAL_STUDENT_SEATS,
    studentLicenseEnd: nextFirstOfAugust(today(now)),
  };
}

export interface RegisteredStudentLicense {
  /** 'Natuurkunde Havo', … in the product's order: what the licence will hold. */
  streamNames: string[];
  /** What its payment asks. */
  amountCents: number;
}

/**
 * What the student registration of this request holds, read back from the registration registerStudent made or found
 * (./registration.ts): the subjects it chose (from three on, every subject of their level) and the amount of its
 * payment — so the form's answer says exactly what the mail and the checkout will say, and no other code decides it
 * again. The request's own registration is the pending student registration of the address that holds every subject
 * asked for with the fewest subjects: the ones asked for, or their whole level. Null when there is none.
 */
export async function registeredStudentLicense(db: Db, email: string, requested: readonly unknown[]): Promise<RegisteredStudentLicense | null> {
  const asked = [...new Set(requested.map((s) => (typeof s === 'string' ? s.trim().toLowerCase() : '')).filter(Boolean))];
  if (!asked.length) return null;
  const pending = await db.registration.findMany({
    where: { email, activatedAt: null, licenseSlug: { startsWith: `${STUDENT_LICENSE_TYPE}-` }, streamSlugs: { hasEvery: asked } },
    orderBy: { id: 'desc' },
    select: { streamSlugs: true, paymentAmountCents: true },
  });
  const own = pending.reduce<(typeof pending)[number] | null>((best, r) => (!best || r.streamSlugs.length < best.streamSlugs.length ? r : best), null);
  if (!own) return null;
  const streams = await db.stream.findMany({ where: { slug: { in: own.streamSlugs } }, orderBy: streamOrder, include: { course: true, level: true } });
  return {
    streamNames: streams.map((s) => `${s.course.name} ${s.level.name}`),
    amountCents: own.paymentAmountCents ?? studentLicensePriceCents(own.streamSlugs.length),
  };
}
