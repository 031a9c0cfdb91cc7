// What the registration forms offer (document 2 §2.12, §5, §9): the trial licences and what a trial holds, the subjects
// of a student licence per level, their prices and until when it runs, and whether online payment is available at all;
// and, after a student's registration, what that registration holds (./registration.ts chose it).
import type { Db } from '../../db/database.ts';
import { LEVELS } from '../content/catalogue.ts';
import { streamOrder } from '../content/streams.ts';
import { nextFirstOfAugust, today, TRIAL_DAYS, TRIAL_STUDENT_SEATS } from '../licensing/period.ts';
import { studentLicensePriceCents, TRIAL_LICENSES, WHOLE_LEVEL_FROM } from './catalogue.ts';
import type { SignupContext } from './registration.ts';

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

/** Online payment is available when the context has a payment provider; a student licence runs until the next 1 August from the context's day. */
export async function signupOptions(ctx: SignupContext): Promise<SignupOptions> {
  const streams = await ctx.db.stream.findMany({ orderBy: streamOrder, include: { course: true, level: true } });
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
    onlinePayment: ctx.payments !== null,
    trialDays: TRIAL_DAYS,
    trialStudentSeats: TRIAL_STUDENT_SEATS,
    studentLicenseEnd: nextFirstOfAugust(today(ctx.now)),
  };
}

/** The names of a student licence's subjects ('Natuurkunde Havo', …) in the product's order. */
export async function streamNamesOf(db: Db, slugs: readonly string[]): Promise<string[]> {
  const streams = await db.stream.findMany({ where: { slug: { in: [...slugs] } }, orderBy: streamOrder, include: { course: true, level: true } });
  return streams.map((s) => `${s.course.name} ${s.level.name}`);
}
