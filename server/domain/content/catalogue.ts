// The fixed catalogue of the product: courses, levels and the streams that combine them.
import { LEVEL_GRADES } from '../../../shared/accounts/grades.ts';

export const LEVELS = [
  { slug: 'vmbo', name: 'Vmbo GT', grades: LEVEL_GRADES.vmbo },
  { slug: 'havo', name: 'Havo', grades: LEVEL_GRADES.havo },
  { slug: 'vwo', name: 'Vwo', grades: LEVEL_GRADES.vwo },
] as const;

export const COURSES = [
  { slug: 'nask1', name: 'NaSk 1' },
  { slug: 'nask2', name: 'NaSk 2' },
  { slug: 'natuurkunde', name: 'Natuurkunde' },
  { slug: 'scheikunde', name: 'Scheikunde' },
  { slug: 'wiskunde', name: 'Wiskunde' },
  { slug: 'wiskunde-a', name: 'Wiskunde A' },
  { slug: 'wiskunde-b', name: 'Wiskunde B' },
] as const;

export type LevelSlug = (typeof LEVELS)[number]['slug'];
export type CourseSlug = (typeof COURSES)[number]['slug'];

export interface StreamDefinition {
  slug: string;
  course: CourseSlug;
  level: LevelSlug;
  practice: 'published' | 'concept' | 'missing';
  review: 'published' | 'concept' | 'missing';
}

const publishedFor = (course: CourseSlug) => (course === 'scheikunde' ? 'concept' : 'published');

function stream(course: CourseSlug, level: LevelSlug, slug: string): StreamDefinition {
  return { slug, course, level, practice: publishedFor(course), review: course === 'scheikunde' ? 'missing' : 'published' };
}

/** Practice sets are published for every subject but Scheikunde (concept); self-marking likewise (missing). */
export const STREAMS: StreamDefinition[] = [
  stream('nask1', 'vmbo', 'nask1-vmbo'),
  stream('nask2', 'vmbo', 'nask2-vmbo'),
  stream('natuurkunde', 'havo', 'natuurkunde-havo'),
  stream('natuurkunde', 'vwo', 'natuurkunde-vwo'),
  stream('scheikunde', 'havo', 'scheikunde-havo'),
  stream('scheikunde', 'vwo', 'scheikunde-vwo'),
  stream('wiskunde', 'vmbo', 'wiskunde-vmbo'),
  stream('wiskunde-a', 'havo', 'wiskunde-a-havo'),
  stream('wiskunde-a', 'vwo', 'wiskunde-a-vwo'),
  stream('wiskunde-b', 'havo', 'wiskunde-b-havo'),
  stream('wiskunde-b', 'vwo', 'wiskunde-b-vwo'),
];

/** Complexity of a question or topic from its p-value: a high share of candidates scoring means low complexity. */
export function complexityFromPValue(pValue: number | null | undefined): 'low' | 'average' | 'high' | null {
  if (pValue === null || pValue === undefined) return null;
  if (pValue >= 65) return 'low';
  if (pValue >= 45) return 'average';
  return 'high';
}
