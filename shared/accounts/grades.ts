// The grades (klassen) of each level (document 1 §5): the server checks a profile's grade against them
// (server/domain/content/catalogue.ts LEVELS) and the web offers them as the choices of the grade field.
export const LEVEL_GRADES = {
  vmbo: ['Vmbo 3', 'Vmbo 4'],
  havo: ['Havo 4', 'Havo 5'],
  vwo: ['Vwo 5', 'Vwo 6'],
} as const;

/** Every grade, level by level (Vmbo GT 3/4, Havo 4/5, Vwo 5/6). */
export const GRADES = [...LEVEL_GRADES.vmbo, ...LEVEL_GRADES.havo, ...LEVEL_GRADES.vwo] as const;
