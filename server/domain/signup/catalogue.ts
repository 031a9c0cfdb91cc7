// What can be asked for at registration (document 2 §5, §9; document 4 §11, §14): the trial licences by their slug,
// the subjects of a student licence, and what a student licence costs. Slugs name this product's streams by their own
// slug, never by the legacy numeric ids.
import { LEVELS, type LevelSlug } from '../content/catalogue.ts';

/** Trial licence slugs (document 2 §9) → the streams they open, the first one naming the licence's group. */
export const TRIAL_LICENSES: Readonly<Record<string, readonly string[]>> = {
  'proeflicentie-nask1': ['nask1-vmbo'],
  'proeflicentie-nask2': ['nask2-vmbo'],
  'proeflicentie-wiskunde': ['wiskunde-vmbo'],
  'proeflicentie-natuurkunde-havo': ['natuurkunde-havo'],
  'proeflicentie-natuurkunde-vwo': ['natuurkunde-vwo'],
  'proeflicentie-scheikunde-havo': ['scheikunde-havo'],
  'proeflicentie-scheikunde-vwo': ['scheikunde-vwo'],
  'proeflicentie-wiskunde-a-havo': ['wiskunde-a-havo'],
  'proeflicentie-wiskunde-a-vwo': ['wiskunde-a-vwo'],
  'proeflicentie-wiskunde-b-havo': ['wiskunde-b-havo'],
  'proeflicentie-wiskunde-b-vwo': ['wiskunde-b-vwo'],
};

/**
 * Keys legacy clients still send (document 4 §14): one subject at both havo and vwo. Accepted by the REST shim; the
 * product's own form offers only the slugs above.
 */
export const LEGACY_TRIAL_LICENSES: Readonly<Record<string, readonly string[]>> = {
  'proeflicentie-natuurkunde': ['natuurkunde-havo', 'natuurkunde-vwo'],
  'proeflicentie-scheikunde': ['scheikunde-havo', 'scheikunde-vwo'],
  'proeflicentie-wiskunde-a': ['wiskunde-a-havo', 'wiskunde-a-vwo'],
  'proeflicentie-wiskunde-b': ['wiskunde-b-havo', 'wiskunde-b-vwo'],
};

/** The stream slugs of a trial licence slug, or null for a slug that names none. */
export function trialStreamSlugs(slug: string): readonly string[] | null {
  return TRIAL_LICENSES[slug] ?? LEGACY_TRIAL_LICENSES[slug] ?? null;
}

export const TRIAL_LICENSE_TYPE = 'proeflicentie';
export const STUDENT_LICENSE_TYPE = 'leerlinglicentie';

/** 'leerlinglicentie-{count}' (document 2 §5). */
export const studentLicenseSlug = (count: number) => `${STUDENT_LICENSE_TYPE}-${count}`;

export const isTrialSlug = (slug: string) => slug.startsWith(`${TRIAL_LICENSE_TYPE}-`);

/** From this many subjects on, a student licence holds every subject of one level (document 2 §5). */
export const WHOLE_LEVEL_FROM = 3;

/** The level (vmbo, havo, vwo) of a stream slug: its last part. */
export function levelOfStreamSlug(slug: string): LevelSlug | null {
  const level = slug.slice(slug.lastIndexOf('-') + 1);
  return LEVELS.some((l) => l.slug === level) ? (level as LevelSlug) : null;
}

/** The price of a student licence in cents for a number of subjects (document 4 §14): €20, €35, €40 from three on. */
export function studentLicensePriceCents(subjects: number): number {
  if (subjects <= 0) throw new RangeError('A student licence holds at least one subject.');
  if (subjects === 1) return 2000;
  if (subjects === 2) return 3500;
  return 4000;
}

/** Cents as Mollie writes an amount: '35.00'. */
export const amountValue = (cents: number) => (cents / 100).toFixed(2);
