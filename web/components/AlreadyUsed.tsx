// 'Al gebruikt met Havo 4a op 12 maart' (beyond the spec): on topic cards and the topic page, when the teacher has
// shared a set holding the topic with students this school year, so a class does not get the same exam question twice.
import { formatDayMonth } from '../lib/dates.ts';

export const alreadyUsedText = (use: { groupName: string | null | undefined; sharedAt: unknown }) =>
  `Al gebruikt met ${use.groupName ?? 'al je leerlingen'} op ${formatDayMonth(use.sharedAt as string)}`;

export function AlreadyUsed({ use }: { use: { groupName: string | null | undefined; sharedAt: unknown } | null | undefined }) {
  if (!use) return null;
  return <p className="already-used">{alreadyUsedText(use)}</p>;
}
