// What the registration forms offer (document 2 §2.12, §5, §9): the trial licences, the subjects of a student licence
// per level, their prices, and whether online payment is available at all.
import type { Db } from '../../db/database.ts';
import { LEVELS } from '../content/catalogue.ts';
import { streamOrder } from '../content/streams.ts';
import { studentLicensePriceCents, TRIAL_LICENSES, WHOLE_LEVEL_FROM } from './catalogue.ts';

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
}

export async function signupOptions(db: Db, onlinePayment: boolean): Promise<SignupOptions> {
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
  return { trialLicenses, studentLevels, prices, wholeLevelFrom: WHOLE_LEVEL_FROM, onlinePayment };
}
