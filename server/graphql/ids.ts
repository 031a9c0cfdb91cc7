// Global ids (Relay): the database id inside one, checked against the type the argument expects.
import { decodeGlobalID } from '@pothos/plugin-relay';

/** The database id inside a global id of the expected type, or undefined. */
export function idOf(globalId: string | number, typename: string): number | undefined {
  try {
    const { typename: type, id } = decodeGlobalID(String(globalId));
    const n = Number(id);
    return type === typename && Number.isSafeInteger(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

/** An optional global id argument: null when absent or not of the expected type. */
export const optionalIdOf = (globalId: string | number | null | undefined, typename: string): number | null =>
  globalId ? (idOf(globalId, typename) ?? null) : null;

/** The database ids inside a list of global ids of one type; undefined when any of them is not one. */
export function idsOf(globalIds: readonly (string | number)[], typename: string): number[] | undefined {
  const ids = globalIds.map((id) => idOf(id, typename));
  return ids.some((id) => id === undefined) ? undefined : (ids as number[]);
}
